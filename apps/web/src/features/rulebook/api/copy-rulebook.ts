import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** POST /rulebook/copy (Admin): the season gets its own copy of the rule book it was reading. */
export const copyRulebook = (seasonId?: number) =>
  api<{ message: string }>('/rulebook/copy', { method: 'POST', body: { season_id: seasonId } });

export function useCopyRulebook() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: copyRulebook,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.rulebook.all }),
  });
}
