import { useSyncExternalStore } from 'react';

/** Live result of a CSS media query; `fallback` where matchMedia does not exist (jsdom). */
export function useMediaQuery(query: string, fallback = true): boolean {
  return useSyncExternalStore(
    (notify) => {
      if (typeof window.matchMedia !== 'function') return () => {};
      const mql = window.matchMedia(query);
      mql.addEventListener('change', notify);
      return () => mql.removeEventListener('change', notify);
    },
    () => (typeof window.matchMedia === 'function' ? window.matchMedia(query).matches : fallback),
    () => fallback,
  );
}

/** Phones get stacked cards instead of wide tables (tailwind `sm` breakpoint). */
export const useIsPhone = () => !useMediaQuery('(min-width: 640px)');
