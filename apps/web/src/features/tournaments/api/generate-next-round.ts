import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { useInvalidatingMutation } from '../../../lib/invalidate';

/** POST /tournaments/{id}/fixture/playoffs/next (Admin): the play-off round after the last one played. */
export const generateNextRound = (id: number) =>
  api('POST /tournaments/:id/fixture/playoffs/next', { params: { id } });

export const useGenerateNextRound = () =>
  useInvalidatingMutation(generateNextRound, [queryKeys.competition.all]);
