export { reminderJobs } from './jobs';
export { notifyExpiredTransfers } from './expired-transfers';
