import type { RouteObject } from 'react-router';
import { lazyPage } from '../../lib/lazy-page';
import { paths } from '../../lib/paths';

/** Release clauses and sealed offers. Each page is its own chunk. */
export const marketRoutes: RouteObject[] = [
  { path: paths.clause, lazy: lazyPage(() => import('./pages/clause-page'), 'ClausePage') },
  { path: paths.clauseForPlayer(), lazy: lazyPage(() => import('./pages/clause-page'), 'ClausePage') },
  { path: paths.offers, lazy: lazyPage(() => import('./pages/offers-page'), 'OffersPage') },
  { path: paths.offer(), lazy: lazyPage(() => import('./pages/player-offers-page'), 'PlayerOffersPage') },
  { path: paths.myOffers, lazy: lazyPage(() => import('./pages/my-offers-page'), 'MyOffersPage') },
  {
    path: paths.confirmedOffers,
    lazy: lazyPage(() => import('./pages/confirmed-offers-page'), 'ConfirmedOffersPage'),
  },
];
