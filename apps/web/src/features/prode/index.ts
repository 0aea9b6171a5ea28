export { ProdeWinnersCard } from './components/winners-card';
