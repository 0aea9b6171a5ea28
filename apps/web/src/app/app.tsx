import { DEFAULT_LEAGUE_TIMEZONE, prepareZone } from '@liga/domain';
import { BrowserRouter } from 'react-router';
import { createQueryClient } from '../lib/query-client';
import { getToken } from '../lib/token';
import { AppProviders } from './providers';
import { AppRoutes, preloadPages } from './routes';

const queryClient = createQueryClient();
const signedIn = getToken() !== null;
preloadPages(window.location, queryClient, signedIn);
// Signed-in screens show dates: the zone data loads now, while the requests above are on their way.
if (signedIn) prepareZone(DEFAULT_LEAGUE_TIMEZONE);

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
