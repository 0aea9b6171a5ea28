export { listLifts } from './queries';
