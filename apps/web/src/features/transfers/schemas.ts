import { TRANSFER_MESSAGES as M } from '@liga/domain';
import { z } from 'zod';

/** The admin transfer form as it holds its values (selects give text); the server checks the rest. */
export const TransferFormSchema = z
  .object({
    id_season: z.string(),
    id_team_from: z.string().min(1, M.teamFromRequired),
    id_team_to: z.string().min(1, M.teamToRequired),
    players: z.array(z.number()).min(1, M.playersRequired),
    budget: z.number({ error: M.budgetInvalid }).int(M.budgetInvalid).min(0, M.budgetInvalid),
  })
  .refine((v) => v.id_team_from !== v.id_team_to, { path: ['id_team_to'], message: M.sameTeam });
export type TransferFormValues = z.infer<typeof TransferFormSchema>;
