export { reminderJobs } from './jobs';
