import { vi } from 'vitest';

/**
 * The one stand-in for `processCapture` that every test file of a worker shares. The web suite keeps
 * one module graph per worker (`isolate: false` in vitest.config.ts), so the page keeps whichever mock
 * was registered first: two files each hoisting their own `vi.fn()` would drive a function the page
 * never calls, depending on the order the files ran in.
 */
export const processCapture = vi.fn();
