import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { useInvalidatingMutation } from '../../../lib/invalidate';

/** POST /tournaments/{id}/fixture (Admin, once per tournament); a seed repeats a draw. */
export const generateFixture = (id: number, seed?: number) =>
  api('POST /tournaments/:id/fixture', { params: { id }, body: seed === undefined ? {} : { seed } });

export function useGenerateFixture() {
  // New matches show on the matches, fixture and standings screens.
  return useInvalidatingMutation((id: number) => generateFixture(id), [queryKeys.competition.all]);
}
