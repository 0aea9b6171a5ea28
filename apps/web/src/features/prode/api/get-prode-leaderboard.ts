import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { keepingPrevious } from '../../../lib/query-client';
import { queryKeys } from '../../../lib/query-keys';

/** GET /prode/leaderboard?season=: the season's prode table. */
export const getProdeLeaderboard = (season?: number) => api('GET /prode/leaderboard', { query: { season } });

export const prodeLeaderboardQueryOptions = (season?: number) =>
  keepingPrevious(queryKeys.prode.leaderboard(season), () => getProdeLeaderboard(season));

export const useProdeLeaderboard = (season?: number) => useQuery(prodeLeaderboardQueryOptions(season));
