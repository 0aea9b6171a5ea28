import type { ComponentType } from 'react';

/**
 * A route's `lazy`: the page module loads on the first visit, so every page is its own chunk
 * (code-split routes) and the first screen downloads only what it shows.
 */
export const lazyPage =
  <K extends string, M extends Record<K, ComponentType>>(load: () => Promise<M>, name: K) =>
  () =>
    load().then((mod) => ({ Component: mod[name] }));
