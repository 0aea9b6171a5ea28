export { applyLateEntry } from './late-entry';
export { fineUnloadedMatches, unloadedMatches } from './late-sweep';
export { liveTeamSanctions } from './queries';
