import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Alert } from './alert';
import { EmptyState, Loading } from './states';

export interface QueryListProps<T> {
  query: UseQueryResult<unknown>;
  /** The rows of the answer; undefined until it comes. */
  rows: T[] | undefined;
  /** What the query waits for (the season chosen in the URL): shown as loading meanwhile. */
  waiting?: boolean;
  /** What the list says while it loads ('CARGANDO...' by default), when it fails and when it is empty. */
  loadingText?: string | undefined;
  errorText: (error: Error) => string;
  empty: ReactNode;
  children: (rows: T[]) => ReactNode;
}

/**
 * The states a list screen goes through: loading, error, empty, then the rows. While another page or
 * season loads, the previous rows stay on screen, dimmed.
 */
export function QueryList<T>({
  query,
  rows,
  waiting = false,
  loadingText,
  errorText,
  empty,
  children,
}: QueryListProps<T>) {
  return (
    <>
      {waiting || query.isPending ? <Loading text={loadingText} /> : null}
      {query.isError ? <Alert>{errorText(query.error)}</Alert> : null}
      {rows && rows.length === 0 ? <EmptyState>{empty}</EmptyState> : null}
      {rows && rows.length > 0 ? (
        <div className={query.isPlaceholderData ? 'opacity-60 transition-opacity' : undefined}>
          {children(rows)}
        </div>
      ) : null}
    </>
  );
}
