import type { PageMeta } from '@liga/domain';
import type { UseQueryResult } from '@tanstack/react-query';
import { useState } from 'react';
import { Pager } from './pager';
import { QueryList, type QueryListProps } from './query-list';

type PagedListProps<T> = Omit<QueryListProps<T>, 'query' | 'rows' | 'waiting'> & {
  /** A paged list query ({data, meta}); the previous page stays on screen, dimmed, while the next loads. */
  query: UseQueryResult<{ data: T[]; meta: PageMeta }>;
  page: number;
  /** Absent: the first page only, without the pager. */
  onPage?: ((page: number) => void) | undefined;
};

/** The states every paged list screen goes through: loading, error, empty, the rows, the pager. */
export function PagedList<T>({ query, page, onPage, ...states }: PagedListProps<T>) {
  return (
    <>
      <QueryList query={query} rows={query.data?.data} {...states} />
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

/**
 * The page a PagedList shows, kept by the screen (from the first), and `useList`'s query for it:
 * spread into PagedList.
 */
export function usePagedQuery<Q>(useList: (page: number) => Q) {
  const [page, setPage] = useState(1);
  return { query: useList(page), page, onPage: setPage };
}
