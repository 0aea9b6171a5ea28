/** Public surface of admin transfers: the dashboard's pending list and the transfer view it shows. */
export { PendingTransfers } from './components/pending-transfers';
