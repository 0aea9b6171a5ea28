import { lazy, useSyncExternalStore, type ComponentType, type LazyExoticComponent } from 'react';

// Page chunks being downloaded: the shell shows a progress line while there is one (a link to a page
// not yet visited keeps the current page on screen until the new one has arrived).
let loading = 0;
const listeners = new Set<() => void>();
const settled = new Set<() => void>();
const setLoading = (delta: number) => {
  loading += delta;
  for (const listener of listeners) listener();
  if (loading > 0) return;
  for (const resolve of settled) resolve();
  settled.clear();
};
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** True while a page's chunk is on its way. */
export const usePageLoading = () =>
  useSyncExternalStore(
    subscribe,
    () => loading > 0,
    () => false,
  );

/** Resolves once no page chunk is on its way (tests wait for a navigation to land with it). */
export const pageLoadsSettled = (): Promise<void> =>
  loading === 0 ? Promise.resolve() : new Promise((resolve) => settled.add(resolve));

/** A page loaded on first use, which can also be asked for ahead of its first draw. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- React.lazy's own bound: any props.
export type LazyPage<C extends ComponentType<any>> = LazyExoticComponent<C> & { preload: () => void };

/**
 * A route's page, loaded on the first visit: every page is its own chunk (code-split routes) and the
 * first screen downloads only what it shows. A route's `Component`; React Router renders it inside a
 * transition, so the page on screen stays until this one is ready. `preload` starts the download
 * early: on a full load the app asks for every page the address matches at once (routes.tsx), as
 * the layout would otherwise ask for its page only once it has drawn.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- React.lazy's own bound: any props.
export function lazyPage<K extends string, M extends Record<K, ComponentType<any>>>(
  load: () => Promise<M>,
  name: K,
): LazyPage<M[K]> {
  let download: Promise<{ default: M[K] }> | undefined;
  const start = () =>
    (download ??= (() => {
      setLoading(1);
      return load().then(
        (mod) => {
          setLoading(-1);
          return { default: mod[name] };
        },
        (error: unknown) => {
          setLoading(-1);
          download = undefined;
          throw error;
        },
      );
    })());
  return Object.assign(lazy<M[K]>(start), { preload: () => void start().catch(() => undefined) });
}
