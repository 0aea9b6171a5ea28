/** Public surface of sanctions: the dashboard's card of the manager's own sanctions. */
export { MySanctions } from './components/my-sanctions';
