export { sectionsOf, sourceSeason } from './queries';
