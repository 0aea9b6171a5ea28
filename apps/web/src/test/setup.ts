import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { installSpanishZodMessages } from '@liga/domain/zod-locale';

// The built app sets zod's Spanish messages through its zod alias (apps/web/build/zod-es.ts).
installSpanishZodMessages();

// Lazy route chunks are transformed on first import: give findBy* room for it.
configure({ asyncUtilTimeout: 5000 });

// jsdom does not implement scrolling; the pager scrolls to the top.
window.scrollTo = () => {};

afterEach(() => {
  cleanup();
  localStorage.clear();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});
