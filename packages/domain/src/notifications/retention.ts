/**
 * How long delivered notification data is kept (docs/rules.md §18.1, decision 040). The outbox's
 * events and their deliveries are plumbing: once every consumer is done with an event, it is kept
 * `OUTBOX_KEEP_DAYS` for diagnosis (`last_error`) and then deleted. The notification centre's rows are
 * copies with their own title, text and link, so they outlive the event; a read one is kept
 * `READ_NOTIFICATION_KEEP_DAYS`, an unread one until it is read.
 */
export const OUTBOX_KEEP_DAYS = 14;
export const READ_NOTIFICATION_KEEP_DAYS = 180;
