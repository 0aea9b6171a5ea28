import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Alert } from './alert';
import { Loading } from './states';

interface Props<T> {
  /** Whether the address names a record (useIdParam); when not, the query never runs. */
  valid: boolean;
  /** The alert for an address that names none. */
  invalidText: string;
  query: UseQueryResult<T>;
  /** The alert when the server's error carries no message. */
  errorText: string;
  children: (record: T) => ReactNode;
}

/**
 * A page of one record named in its address (a player, a match): the alert for an address that names
 * none, 'CARGANDO...' until the record arrives, the server's message if it fails, then the record.
 */
export function RecordData<T>({ valid, invalidText, query, errorText, children }: Props<T>) {
  if (!valid) return <Alert>{invalidText}</Alert>;
  if (query.isPending) return <Loading />;
  if (query.isError) return <Alert>{query.error.message || errorText}</Alert>;
  return children(query.data);
}
