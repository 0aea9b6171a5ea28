import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { useInvalidatingMutation } from '../../../lib/invalidate';

/** POST /tournaments/{id}/fixture/playoffs (Admin): a league's first play-off round and its Playout. */
export const generatePlayoffs = (id: number) =>
  api('POST /tournaments/:id/fixture/playoffs', { params: { id } });

export const useGeneratePlayoffs = () =>
  useInvalidatingMutation(generatePlayoffs, [queryKeys.competition.all]);
