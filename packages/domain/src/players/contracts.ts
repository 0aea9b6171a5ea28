import { z } from 'zod';
import { PageQuerySchema, paged } from '../paging';
import { PLAYER_STATUSES } from '../squad/status';
import { TeamRefSchema } from '../users/contracts';

export const PLAYER_NAME_MAX = 60;
export const PLAYER_AGE = { min: 14, max: 50 } as const;
export const PLAYER_ABILITY = { min: 1, max: 200 } as const;
/** Keeps values far inside 2^53 (DESIGN.md §5). */
export const PLAYER_VALUE_MAX = 100_000_000_000;

const whole = (label: string, min: number, max: number, minMessage = `${label} debe ser al menos ${min}.`) =>
  z
    .number({ error: `${label} debe ser un número.` })
    .int(`${label} debe ser un número entero.`)
    .min(min, minMessage)
    .max(max, `${label} no puede superar ${max}.`);

const name = z
  .string({ error: 'El nombre es obligatorio.' })
  .trim()
  .min(1, 'El nombre es obligatorio.')
  .max(PLAYER_NAME_MAX, `El nombre no puede superar ${PLAYER_NAME_MAX} caracteres.`);
const teamId = z
  .number({ error: 'El equipo es obligatorio.' })
  .int('El equipo no es válido.')
  .positive('El equipo no es válido.');

const fields = {
  name,
  age: whole('La edad', PLAYER_AGE.min, PLAYER_AGE.max),
  ca: whole('El CA', PLAYER_ABILITY.min, PLAYER_ABILITY.max),
  pa: whole('El PA', PLAYER_ABILITY.min, PLAYER_ABILITY.max),
  value: whole('El valor', 0, PLAYER_VALUE_MAX, 'El valor no puede ser negativo.'),
  status: z.enum(PLAYER_STATUSES, { error: 'El estado no es válido.' }),
  // Clients send players back as they got them, with the team nested (DESIGN.md §4).
  id_team: z.union([teamId, z.object({ id: teamId }).transform((team) => team.id)], {
    error: 'El equipo es obligatorio.',
  }),
};

export const CA_ABOVE_PA = 'El CA no puede ser mayor que el PA.';

const caNotAbovePa = (v: { ca?: number | undefined; pa?: number | undefined }, ctx: z.RefinementCtx) => {
  if (v.ca !== undefined && v.pa !== undefined && v.ca > v.pa)
    ctx.addIssue({ code: 'custom', path: ['ca'], message: CA_ABOVE_PA });
};

/** Creating a player (Admin, spec 01 §6). */
export const PlayerInputSchema = z
  .object({ ...fields, value: fields.value.default(0), status: fields.status.default('') })
  .superRefine(caNotAbovePa);
export type PlayerInput = z.infer<typeof PlayerInputSchema>;

/** Editing a player: any subset; the server checks what the caller may change against the stored row. */
export const PlayerUpdateSchema = z
  .object({
    name: fields.name.optional(),
    age: fields.age.optional(),
    ca: fields.ca.optional(),
    pa: fields.pa.optional(),
    value: fields.value.optional(),
    status: fields.status.optional(),
    id_team: fields.id_team.optional(),
  })
  .superRefine(caNotAbovePa);
export type PlayerUpdateInput = z.infer<typeof PlayerUpdateSchema>;

export const RegisterPlayerSchema = z.object({
  id: z
    .number({ error: 'El jugador es obligatorio.' })
    .int('El jugador no es válido.')
    .positive('El jugador no es válido.'),
});

export const SquadPlayerSchema = z.object({
  id: z.number(),
  name: z.string(),
  age: z.number(),
  ca: z.number(),
  pa: z.number(),
  value: z.number(),
  status: z.string(),
});
export type SquadPlayer = z.infer<typeof SquadPlayerSchema>;

/** A player as every list shows it (spec 01 §3): the team nested as {id, name, division}. */
export const PlayerSchema = SquadPlayerSchema.extend({ id_team: TeamRefSchema });
export type Player = z.infer<typeof PlayerSchema>;

const flag = z
  .enum(['true', 'false', '1', '0'])
  .optional()
  .transform((v) => v === 'true' || v === '1');
const search = z
  .string()
  .trim()
  .max(PLAYER_NAME_MAX, `La búsqueda no puede superar ${PLAYER_NAME_MAX} caracteres.`);

/** Player lists: `name` narrows to names containing it; `outside` to teams outside Primera/Segunda. */
export const PlayerListQuerySchema = PageQuerySchema.extend({ name: search.optional(), outside: flag });
export type PlayerListQuery = z.infer<typeof PlayerListQuerySchema>;
/** GET /playername and /players/filter-by-division: a page of names containing `name`. */
export const PlayerSearchQuerySchema = PageQuerySchema.extend({ name: PlayerListQuerySchema.shape.name });

/** Every paged players list: /players, /playername and /players/filter-by-division. */
export const PlayerListSchema = paged(PlayerSchema);
export type PlayerList = z.infer<typeof PlayerListSchema>;
/** POST /players, PUT /players/{id}, POST /registrar_jugador. */
export const PlayerSavedSchema = z.object({ message: z.string(), player: PlayerSchema });
export type PlayerSaved = z.infer<typeof PlayerSavedSchema>;

export const PlayerExportQuerySchema = z.object({
  format: z.enum(['csv', 'xlsx'], { error: 'El formato debe ser csv o xlsx.' }).default('csv'),
  name: search.optional(),
  outside: flag,
});
export type PlayerExportQuery = z.infer<typeof PlayerExportQuerySchema>;
