import type { RouteObject } from 'react-router';
import { lazyPage } from '../../lib/lazy-page';
import { paths } from '../../lib/paths';

const CreateAuctionPage = lazyPage(() => import('./pages/create-auction-page'), 'CreateAuctionPage');

/** Auctions of free agents. Each page is its own chunk. */
export const auctionsRoutes: RouteObject[] = [
  { path: paths.auctionNew, Component: CreateAuctionPage },
  { path: paths.auctionNewForPlayer(), Component: CreateAuctionPage },
  { path: paths.auctions, Component: lazyPage(() => import('./pages/auctions-page'), 'AuctionsPage') },
  {
    path: paths.auction(),
    Component: lazyPage(() => import('./pages/player-auction-page'), 'PlayerAuctionPage'),
  },
];
