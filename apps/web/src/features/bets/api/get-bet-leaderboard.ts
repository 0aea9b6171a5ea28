import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { keepingPrevious } from '../../../lib/query-client';
import { queryKeys } from '../../../lib/query-keys';

/** GET /bets/leaderboard?season= (league members): betting profit per bettor in a season. */
export const getBetLeaderboard = (season?: number) => api('GET /bets/leaderboard', { query: { season } });

export const betLeaderboardQueryOptions = (season?: number) =>
  keepingPrevious(queryKeys.bets.leaderboard(season), () => getBetLeaderboard(season));

export const useBetLeaderboard = (season: number | undefined, enabled = true) =>
  useQuery({ ...betLeaderboardQueryOptions(season), enabled });
