import { z } from 'zod';
import { RefSchema, TeamRefSchema } from '../common/contracts';
import { PageQuerySchema, paged } from '../paging';
import { SquadPlayerSchema } from '../players/contracts';
import { DIVISIONS } from '../squad/rules';

export const TEAM_NAME_MAX = 60;

const name = z
  .string({ error: 'El nombre del equipo es obligatorio.' })
  .trim()
  .min(1, 'El nombre del equipo es obligatorio.')
  .max(TEAM_NAME_MAX, `El nombre del equipo no puede superar ${TEAM_NAME_MAX} caracteres.`);
// '' from a select with no division means none.
const division = z.union([z.enum(DIVISIONS), z.null(), z.literal('').transform(() => null)], {
  error: 'La división debe ser Primera, Segunda o ninguna.',
});
const idUser = z
  .number({ error: 'El usuario no es válido.' })
  .int('El usuario no es válido.')
  .positive('El usuario no es válido.')
  .nullable();

/** Creating a team (Admin). */
export const TeamInputSchema = z.object({
  name,
  division: division.default(null),
  id_user: idUser.default(null),
});
export type TeamInput = z.infer<typeof TeamInputSchema>;

/** Editing a team (Admin): any subset of name, division and owner. */
export const TeamUpdateSchema = z.object({ name, division, id_user: idUser }).partial();
export type TeamUpdateInput = z.infer<typeof TeamUpdateSchema>;

const OwnerSchema = RefSchema;

/** A team as the lists show it (decision 012): owner id and the owner nested as {id, name}. */
export const TeamSchema = TeamRefSchema.extend({
  id_user: z.number().nullable(),
  user: OwnerSchema.nullable(),
});
export type Team = z.infer<typeof TeamSchema>;

export const TeamDetailSchema = TeamSchema.extend({ players: z.array(SquadPlayerSchema) });
export type TeamDetail = z.infer<typeof TeamDetailSchema>;

/** A team of the objectives table, ranked in its division by the top-16 average CA of its registered players. */
export const RankedTeamSchema = TeamSchema.pick({ id: true, name: true, user: true }).extend({
  rank: z.number(),
  average_ca: z.number(),
  best_ca: z.number(),
  registered: z.number(),
  objective: z.string(),
});
export const ObjectivesSchema = z.object({
  data: z.array(z.object({ division: z.enum(DIVISIONS), teams: z.array(RankedTeamSchema) })),
  /** When the active season's objectives froze at the market's close (docs/rules.md §3.5); null: live. */
  frozen_at: z.string().nullable().optional(),
});
export type Objectives = z.infer<typeof ObjectivesSchema>;

/** GET /teams (decision 012): a page, or every team with ?all=true. */
export const TeamListQuerySchema = PageQuerySchema;
export const TeamListSchema = paged(TeamSchema);
export type TeamList = z.infer<typeof TeamListSchema>;
/** POST /teams and PUT /teams/{id}. */
export const TeamSavedSchema = z.object({ message: z.string(), team: TeamSchema });
