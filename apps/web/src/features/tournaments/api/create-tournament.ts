import type { CreateTournamentInput } from '@liga/domain';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { useInvalidatingMutation } from '../../../lib/invalidate';

export const createTournament = (input: CreateTournamentInput) => api('POST /tournaments', { body: input });

export const useCreateTournament = () =>
  useInvalidatingMutation(createTournament, [queryKeys.competition.tournaments]);
