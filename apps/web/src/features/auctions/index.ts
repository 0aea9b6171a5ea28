/** Public surface of auctions: how a user stands in an auction and its deadline, for the dashboard's Mis subastas. */
export { AuctionStanding, ClosesRelative } from './components/auction-standing';
