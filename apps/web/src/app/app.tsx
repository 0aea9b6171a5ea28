import { BrowserRouter } from 'react-router';
import { currentUserQueryOptions } from '../features/auth';
import { createQueryClient } from '../lib/query-client';
import { getToken } from '../lib/token';
import { AppProviders } from './providers';
import { AppRoutes, preloadPages } from './routes';

const queryClient = createQueryClient();
const signedIn = getToken() !== null;
// Every signed-in screen waits for GET /user: asked for now, while the shell's chunks download.
if (signedIn) void queryClient.prefetchQuery(currentUserQueryOptions());
preloadPages(window.location.pathname, signedIn);

/**
 * React Router in its declarative mode: the app loads its data with TanStack Query, so the data
 * router's loaders and actions would be 16 KB of gzip on every first load for nothing (decision 020).
 */
export function App() {
  return (
    <AppProviders queryClient={queryClient}>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </AppProviders>
  );
}
