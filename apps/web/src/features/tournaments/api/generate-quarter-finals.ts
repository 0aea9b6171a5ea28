import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { useInvalidatingMutation } from '../../../lib/invalidate';

/** POST /tournaments/{id}/fixture/knockout (Admin): UCL Cuartos from the final group tables. */
export const generateQuarterFinals = (id: number) =>
  api('POST /tournaments/:id/fixture/knockout', { params: { id } });

export const useGenerateQuarterFinals = () =>
  useInvalidatingMutation(generateQuarterFinals, [queryKeys.competition.all]);
