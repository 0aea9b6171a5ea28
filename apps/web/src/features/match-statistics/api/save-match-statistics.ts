import type { StatisticInput, StatisticsSaved } from '@liga/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** One submitted line as the spec sends it: the domain's StatisticInput with direct_red as 'yes'/'not'. */
export type StatisticLine = Omit<StatisticInput, 'direct_red'> & { direct_red: 'yes' | 'not' };

export const saveMatchStatistics = (statistics: StatisticLine[]) =>
  api<StatisticsSaved>('/match-statistics', { method: 'POST', body: { statistics } });

export function useSaveMatchStatistics() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveMatchStatistics,
    // A completed match moves standings, top lists and suspensions.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.competition.all }),
  });
}
