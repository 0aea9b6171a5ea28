import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';

const root = fileURLToPath(new URL('.', import.meta.url));

/** Web component tests; listed in the root vitest.config.ts `projects`. */
export default defineProject({
  root,
  plugins: [react()],
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/test/setup.ts'],
    // One jsdom and one module graph per worker instead of per file (a third of the web
    // suite's time went into building environments). The setup file resets the DOM, storage and mocks.
    isolate: false,
    // A test that opens a lazy page first transforms that page's modules in its worker: over 5 s when the
    // whole suite shares two cores (the login test's dashboard timed out so once while passing in 1 s alone).
    testTimeout: 15_000,
  },
});
