import { matchesKey } from '../../tournaments';

export const matchDetailKey = (id: number) => [...matchesKey, 'detail', id] as const;
export const matchStatisticsKey = (id: number) => [...matchesKey, 'statistics', id] as const;
/** Squads change with transfers, not with results: outside the competition prefix. */
export const matchPlayersKey = (teamIds: readonly number[]) => ['players-teams', ...teamIds] as const;
