export { emitEvent, type OutboxEvent } from './outbox';
export { notifySanction } from './emit-money';
export { notifyExpiredTransfers } from './expired-transfers';
