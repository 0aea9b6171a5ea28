export { auctionViews } from './queries';
