import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { useInvalidatingMutation } from '../../../lib/invalidate';

/** PUT /seasons/{id}/start (Admin): an ISO instant, or null for "already started". */
export const updateSeasonStart = (id: number, start_date: string | null) =>
  api('PUT /seasons/:id/start', { params: { id }, body: { start_date } });

export const useUpdateSeasonStart = () =>
  useInvalidatingMutation(
    ({ id, start_date }: { id: number; start_date: string | null }) => updateSeasonStart(id, start_date),
    [queryKeys.seasons.all],
  );
