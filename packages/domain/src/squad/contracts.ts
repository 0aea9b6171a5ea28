import { z } from 'zod';
import { SquadPlayerSchema } from '../players/contracts';

const CountsSchema = z.object({ adults: z.number(), youth: z.number(), total: z.number() });

/** GET /plantel: the caller's team, its players and what the squad screen warns about. */
export const SquadSchema = z.object({
  team: z.object({ id: z.number(), name: z.string(), division: z.string() }),
  players: z.array(SquadPlayerSchema),
  summary: z.object({
    average_ca: z.number(),
    ca_cap: z.number().nullable(),
    over_cap: z.boolean(),
    registered_average_ca: z.number(),
    counts: CountsSchema,
    registered: CountsSchema,
    limits: CountsSchema,
  }),
  warnings: z.array(z.string()),
});
export type Squad = z.infer<typeof SquadSchema>;
