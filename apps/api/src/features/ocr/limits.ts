/** Issue 15 limits: per image, per request, and the evidence a match keeps. */
export const MAX_FILE_MB = 10;
export const MAX_FILE_BYTES = MAX_FILE_MB * 1024 * 1024;
export const MAX_FILES = 5;
export const MAX_SCREENSHOTS_PER_MATCH = 20;
/** Images waiting for a worker beyond which new requests are turned away (503). */
export const MAX_QUEUED = 20;
