import { useSearchParams } from 'react-router';

/** Changes to the URL's query: a value sets the key, null removes it. */
export type UrlParamChanges = Record<string, string | number | null>;

/**
 * The screen's state kept in the URL (page, filters), so a reload or a shared link keeps it.
 * `update` changes some keys and keeps the rest; `replace` skips a history entry (typing, defaults).
 */
export function useUrlParams() {
  const [params, setParams] = useSearchParams();
  const update = (changes: UrlParamChanges, replace = false) =>
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        for (const [key, value] of Object.entries(changes)) {
          if (value === null) next.delete(key);
          else next.set(key, String(value));
        }
        return next;
      },
      { replace },
    );
  return { params, update };
}

/** ?page= as a page number: 1 when absent or not a positive whole number. */
export const pageParam = (params: URLSearchParams): number =>
  Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
