import { DEFAULT_LEAGUE_TIMEZONE, prepareZone } from '@liga/domain';
import { BrowserRouter } from 'react-router';
import { createQueryClient } from '../lib/query-client';
import { registerAppShell } from '../lib/service-worker';
import { getToken } from '../lib/token';
import { AppProviders } from './providers';
import { AppRoutes, preloadPages } from './routes';

const queryClient = createQueryClient();
const signedIn = getToken() !== null;
preloadPages(window.location, queryClient, signedIn);
// Signed-in screens show dates: the zone data loads while the requests above are on their way, in a
// task of its own (tens of milliseconds on a phone) so that this one ends, and its requests leave, first.
if (signedIn) setTimeout(() => prepareZone(DEFAULT_LEAGUE_TIMEZONE), 0);
registerAppShell(queryClient);

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
