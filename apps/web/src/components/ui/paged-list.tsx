import type { PageMeta } from '@liga/domain';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Alert } from './alert';
import { Pager } from './pager';
import { EmptyState, Loading } from './states';

interface PagedListProps<T> {
  /** A paged list query ({data, meta}); the previous page stays on screen, dimmed, while the next loads. */
  query: UseQueryResult<{ data: T[]; meta: PageMeta }>;
  page: number;
  /** Absent: the first page only, without the pager. */
  onPage?: ((page: number) => void) | undefined;
  /** What the list says while it loads ('CARGANDO...' by default), when it fails and when it is empty. */
  loadingText?: string;
  errorText: (error: Error) => string;
  empty: ReactNode;
  children: (rows: T[]) => ReactNode;
}

/** The states every paged list screen goes through: loading, error, empty, the rows, the pager. */
export function PagedList<T>({
  query,
  page,
  onPage,
  loadingText,
  errorText,
  empty,
  children,
}: PagedListProps<T>) {
  const rows = query.data?.data ?? [];
  return (
    <>
      {query.isPending ? <Loading text={loadingText} /> : null}
      {query.isError ? <Alert>{errorText(query.error)}</Alert> : null}
      {query.data && rows.length === 0 ? <EmptyState>{empty}</EmptyState> : null}
      {rows.length > 0 ? (
        <div className={query.isPlaceholderData ? 'opacity-60 transition-opacity' : undefined}>
          {children(rows)}
        </div>
      ) : null}
      {onPage && query.data ? (
        <Pager
          page={page}
          lastPage={query.data.meta.last_page}
          onChange={onPage}
          disabled={query.isFetching}
        />
      ) : null}
    </>
  );
}
