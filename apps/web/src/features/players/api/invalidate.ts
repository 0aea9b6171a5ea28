import type { QueryClient } from '@tanstack/react-query';
import { squadKey } from '../../squad';
import { teamsKey } from '../../teams';
import { playersKey } from './keys';

/** A player change shows in the players lists, the team detail, the objectives and the squad. */
export const invalidatePlayerViews = (queryClient: QueryClient) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: playersKey }),
    queryClient.invalidateQueries({ queryKey: teamsKey }),
    queryClient.invalidateQueries({ queryKey: squadKey }),
  ]);
