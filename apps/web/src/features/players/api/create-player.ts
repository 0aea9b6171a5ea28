import type { PlayerInput } from '@liga/domain';
import { api } from '../../../lib/api-client';
import { MONEY_AND_PLAYERS, useInvalidatingMutation } from '../../../lib/invalidate';

export const createPlayer = (input: PlayerInput) => api('POST /players', { body: input });

export const useCreatePlayer = () => useInvalidatingMutation(createPlayer, [MONEY_AND_PLAYERS]);
