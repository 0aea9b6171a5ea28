import { CLAUSE_MESSAGES as M } from '@liga/domain';
import { z } from 'zod';

/**
 * The release-clause form as it holds its values (selects give text). The bounds depend on the
 * chosen player, so they are checked on submit (clauseBounds) and again by the server.
 */
export const ClauseFormSchema = z.object({
  id_team: z.string().min(1, M.teamRequired),
  id_player: z.string().min(1, M.playerRequired),
  value: z.number({ error: M.valueRequired }).int(M.valueRequired).positive(M.valueRequired),
  other_players: z.array(z.number()),
});
export type ClauseFormValues = z.infer<typeof ClauseFormSchema>;
