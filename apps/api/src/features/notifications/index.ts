export { emitEvent, type OutboxEvent } from './outbox';
