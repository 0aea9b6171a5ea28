import type { RouteObject } from 'react-router';
import { lazyPage } from '../../lib/lazy-page';
import { paths } from '../../lib/paths';

/** Auctions of free agents. Each page is its own chunk. */
export const auctionsRoutes: RouteObject[] = [
  {
    path: paths.auctionNew,
    lazy: lazyPage(() => import('./pages/create-auction-page'), 'CreateAuctionPage'),
  },
  {
    path: paths.auctionNewForPlayer(),
    lazy: lazyPage(() => import('./pages/create-auction-page'), 'CreateAuctionPage'),
  },
  { path: paths.auctions, lazy: lazyPage(() => import('./pages/auctions-page'), 'AuctionsPage') },
  { path: paths.auction(), lazy: lazyPage(() => import('./pages/player-auction-page'), 'PlayerAuctionPage') },
];
