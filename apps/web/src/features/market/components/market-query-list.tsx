import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { QueryList } from '../../../components/ui/query-list';
import { marketMessages as m } from '../messages';

interface Props<T> {
  query: UseQueryResult<T[]>;
  /** The season is not known yet: the list waits, loading. */
  waiting?: boolean;
  /** The alert's text before the error's own message. */
  error: string;
  empty: ReactNode;
  children: (rows: T[]) => ReactNode;
}

/** A market list's states in the market's wording: its loading line, its error, its empty text. */
export function MarketQueryList<T>({ query, waiting = false, error, empty, children }: Props<T>) {
  return (
    <QueryList
      query={query}
      rows={query.data}
      waiting={waiting}
      loadingText={m.loading}
      errorText={(e) => `${error} ${e.message}`}
      empty={empty}
    >
      {children}
    </QueryList>
  );
}
