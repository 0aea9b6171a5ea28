export { type Viewer } from './clause-view';
export { clauseList, type ClauseFilter } from './queries';
