import { z } from 'zod';
import { RefSchema } from '../common/contracts';
import { FormatSchema } from '../competition/round-names';

/** A team's counts in a table: what every table of the league shows beside the team (docs/rules.md §10). */
export const StandingCountsSchema = z.object({
  played: z.number(),
  won: z.number(),
  drawn: z.number(),
  lost: z.number(),
  goals_for: z.number(),
  goals_against: z.number(),
  goal_difference: z.number(),
  points: z.number(),
});

/** One team's line (Standing), already in table order; `group` for UCL group tables. */
export const StandingSchema = z.object({
  id: z.number(),
  position: z.number(),
  tournament: z.object({ id: z.number() }),
  team: RefSchema,
  ...StandingCountsSchema.shape,
  group: z.string().nullable(),
});
export type Standing = z.infer<typeof StandingSchema>;

/** GET /standings?tournament_id= (decision 012): computed by the server from completed matches. */
export const StandingListSchema = z.object({ data: z.array(StandingSchema) });

const ZoneKindSchema = z.enum(['promotion', 'playoff', 'playin', 'playout', 'relegation']);

/** A table zone of the rule book's format (competition/zones.ts): positions from–to and what they lead to. */
export const TableZoneSchema = z.object({
  kind: ZoneKindSchema,
  from: z.number(),
  to: z.number(),
  label: z.string(),
});

/** Our own screen's row: the league client's line plus its zone and whether the head-to-head decided its place. */
export const StandingTableRowSchema = StandingSchema.extend({
  zone: ZoneKindSchema.nullable(),
  head_to_head: z.boolean(),
});
export type StandingTableRow = z.infer<typeof StandingTableRowSchema>;

/** GET /standings/table?tournament_id=: /tablas's richer answer (the league client's GET /standings stays as written). */
export const StandingTableSchema = z.object({
  tournament: z.object({ id: z.number(), name: z.string(), format: FormatSchema }),
  zones: z.array(TableZoneSchema),
  data: z.array(StandingTableRowSchema),
});
export type StandingTable = z.infer<typeof StandingTableSchema>;
