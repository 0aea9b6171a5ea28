export { applyLateEntry } from './late-entry';
export { liveTeamSanctions } from './queries';
