import { z } from 'zod';
import { TeamRefSchema } from '../common/contracts';
import { SquadPlayerSchema } from '../players/contracts';
import { StatTotalsSchema } from '../statistics/contracts';

const CountsSchema = z.object({ adults: z.number(), youth: z.number(), total: z.number() });

/** A round a player may not play, in one competition, and why (suspensions). */
export const SquadSuspensionSchema = z.object({
  tournament: z.string(),
  round: z.string(),
  reasons: z.array(z.string()),
});

/** One player's season so far, every competition added up, and the rounds still ahead they are barred from. */
export const SquadPlayerSeasonSchema = z.object({
  player_id: z.number(),
  ...StatTotalsSchema.shape,
  mvp: z.number(),
  suspensions: z.array(SquadSuspensionSchema),
});
export type SquadPlayerSeason = z.infer<typeof SquadPlayerSeasonSchema>;

/**
 * GET /plantel: the caller's team, its players and what the squad screen warns about. A caller with
 * no team gets `team: null` and an empty squad (an empty state, not an error).
 * `season` holds the active season's statistics of the players who have any.
 */
export const SquadSchema = z.object({
  team: TeamRefSchema.nullable(),
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
  season: z.array(SquadPlayerSeasonSchema),
  /** Ids of the players their owner marked transferable (decision 034). */
  transferable: z.array(z.number()),
});
export type Squad = z.infer<typeof SquadSchema>;

/** PUT /plantel/{id}/transferible: an owner marks or unmarks a player of their own squad (decision 034). */
export const TransferableInputSchema = z.object({
  transferable: z.boolean({ error: 'Indicá si el jugador es transferible.' }),
});
export const TransferableSavedSchema = z.object({
  message: z.string(),
  player_id: z.number(),
  transferable: z.boolean(),
});
