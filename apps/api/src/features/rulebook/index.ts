export { sourceSeason } from './queries';
