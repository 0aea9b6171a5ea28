/** Recognition limits (decision 010): per image, per request, and the evidence a match keeps. */
export const MAX_FILE_MB = 10;
export const MAX_FILE_BYTES = MAX_FILE_MB * 1024 * 1024;
export const MAX_FILES = 5;
export const MAX_SCREENSHOTS_PER_MATCH = 20;

/**
 * Pixel budgets, read from the file's header before any decode (decision 010): decoding costs memory
 * and time by pixels and rows, not by bytes (a solid 6300×6300 PNG is 116 KB). 40 megapixels holds
 * any screen or phone photo; 10,000 px per side refuses the 1×39,000,000 strips whose rows alone
 * take 20 s to decode; 80 megapixels per request still takes five 12-megapixel phone photos.
 */
export const MAX_PIXELS = 40_000_000;
export const MAX_SIDE_PX = 10_000;
export const MAX_REQUEST_PIXELS = 80_000_000;

/** Images admitted and not yet taken by a worker beyond which new ones are turned away (503). */
export const MAX_QUEUED = 20;
/**
 * A user's share of the queue: images admitted and not finished (429 beyond it). One full request:
 * the web app sends a user's captures one after another, and four users are needed to fill the
 * queue, so one or two senders never turn a third away.
 */
export const MAX_QUEUED_PER_USER = MAX_FILES;
