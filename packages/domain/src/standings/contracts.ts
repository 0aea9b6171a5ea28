import { z } from 'zod';
import { RefSchema } from '../common/contracts';

/** One team's line (spec 02 §3 Standing), already in table order; `group` for UCL group tables. */
export const StandingSchema = z.object({
  id: z.number(),
  position: z.number(),
  tournament: z.object({ id: z.number() }),
  team: RefSchema,
  played: z.number(),
  won: z.number(),
  drawn: z.number(),
  lost: z.number(),
  goals_for: z.number(),
  goals_against: z.number(),
  goal_difference: z.number(),
  points: z.number(),
  group: z.string().nullable(),
});
export type Standing = z.infer<typeof StandingSchema>;

/** GET /standings?tournament_id= (spec 02 §7): computed by the server from completed matches. */
export const StandingListSchema = z.object({ data: z.array(StandingSchema) });
export type StandingList = z.infer<typeof StandingListSchema>;
