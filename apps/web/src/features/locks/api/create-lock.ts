import { api } from '../../../lib/api-client';
import { useInvalidatingMutation } from '../../../lib/invalidate';
import { queryKeys } from '../../../lib/query-keys';

/** POST /locks {player_id}: the owner protects a player from clauses for the season. */
export const createLock = (playerId: number) => api('POST /locks', { body: { player_id: playerId } });

export const useCreateLock = () => useInvalidatingMutation(createLock, [queryKeys.discipline.all]);
