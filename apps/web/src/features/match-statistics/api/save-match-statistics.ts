import type { StatisticInput } from '@liga/domain';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { useInvalidatingMutation } from '../../../lib/invalidate';

/** One submitted line as the league's client sends it: the domain's StatisticInput with direct_red as 'yes'/'not'. */
export type StatisticLine = Omit<StatisticInput, 'direct_red'> & { direct_red: 'yes' | 'not' };

export const saveMatchStatistics = (statistics: StatisticLine[]) =>
  api('POST /match-statistics', { body: { statistics } });

export function useSaveMatchStatistics() {
  // A completed match moves standings, top lists and suspensions.
  return useInvalidatingMutation(saveMatchStatistics, [queryKeys.competition.all]);
}
