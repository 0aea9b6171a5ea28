import type { UseQueryResult } from '@tanstack/react-query';
import type { ComponentType, ReactNode } from 'react';
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

/**
 * A form edited from a query's answer (saved settings): drawn once the answer arrives, with it as the
 * form's `initial` value, so that the form's own state starts from the server's copy.
 */
export function QueryForm<T>({
  query,
  errorPrefix,
  Form,
}: Omit<Props<T>, 'children' | 'loadingText'> & { Form: ComponentType<{ initial: T }> }) {
  return (
    <QueryData query={query} errorPrefix={errorPrefix}>
      {(data) => <Form initial={data} />}
    </QueryData>
  );
}
