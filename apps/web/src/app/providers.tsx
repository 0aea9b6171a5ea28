import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { User } from '@liga/domain';
import { useState, type ReactNode } from 'react';
import { createQueryClient } from '../lib/query-client';
import { SessionProvider } from '../lib/session';

interface Props {
  children: ReactNode;
  queryClient?: QueryClient;
  initialUser?: User | null;
}

export function AppProviders({ children, queryClient, initialUser }: Props) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  return (
    <QueryClientProvider client={client}>
      <SessionProvider initialUser={initialUser ?? null}>{children}</SessionProvider>
    </QueryClientProvider>
  );
}
