import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Alert } from './alert';
import { Loading } from './states';

interface Props<T> {
  query: UseQueryResult<T>;
  /** The alert's text before the error's own message. */
  errorPrefix: string;
  /** What shows while it loads ('CARGANDO...' by default). */
  loadingText?: string;
  children: (data: T) => ReactNode;
}

/** What needs a query's answer to draw: 'CARGANDO...' until it arrives, the alert if it fails. */
export function QueryData<T>({ query, errorPrefix, loadingText, children }: Props<T>) {
  if (query.isPending) return <Loading text={loadingText} />;
  if (query.isError) return <Alert>{`${errorPrefix}${query.error.message}`}</Alert>;
  return children(query.data);
}
