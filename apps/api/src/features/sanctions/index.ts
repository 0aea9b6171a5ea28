export { applyLateEntry } from './late-entry';
export { fineUnloadedMatches, lateEntryJobs, unloadedMatches } from './late-sweep';
export { liveTeamSanctions } from './queries';
