import type { UpdateMatchInput } from '@liga/domain';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { useInvalidatingMutation } from '../../../lib/invalidate';

export const updateMatch = (id: number, input: UpdateMatchInput) =>
  api('PUT /matches/:id', { params: { id }, body: input });

export function useUpdateMatch(id: number) {
  return useInvalidatingMutation(
    (input: UpdateMatchInput) => updateMatch(id, input),
    [queryKeys.competition.all],
  );
}
