import { vi } from 'vitest';

/**
 * A 390 px phone: every `(min-width: …)` query fails, so the screens choose their cards and the shell
 * its tab bar. Undone after each test (test/setup.ts).
 */
export const onPhone = () =>
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: false,
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  }));
