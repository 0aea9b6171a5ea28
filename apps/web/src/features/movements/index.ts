/** Public surface of the budget ledger, shown on the dashboard and on the user form. */
export { UserMovements } from './components/user-movements';
