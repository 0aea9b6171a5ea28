import { z } from 'zod';
import { PageQuerySchema, paged } from '../paging';
import { DIVISIONS } from '../squad/rules';
import { PLAYER_STATUSES } from '../squad/status';
import { RefSchema, TeamRefSchema } from '../common/contracts';

export const PLAYER_NAME_MAX = 60;
export const PLAYER_AGE = { min: 14, max: 50 } as const;
export const PLAYER_ABILITY = { min: 1, max: 200 } as const;
/** Keeps values far inside 2^53 (docs/rules.md §12). */
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
  // Clients send players back as they got them, with the team nested (decision 033).
  id_team: z.union([teamId, z.object({ id: teamId }).transform((team) => team.id)], {
    error: 'El equipo es obligatorio.',
  }),
};

export const CA_ABOVE_PA = 'El CA no puede ser mayor que el PA.';

const caNotAbovePa = (v: { ca?: number | undefined; pa?: number | undefined }, ctx: z.RefinementCtx) => {
  if (v.ca !== undefined && v.pa !== undefined && v.ca > v.pa)
    ctx.addIssue({ code: 'custom', path: ['ca'], message: CA_ABOVE_PA });
};

/** Creating a player (Admin, docs/rules.md §3.1). */
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

export const SquadPlayerSchema = RefSchema.extend({
  age: z.number(),
  ca: z.number(),
  pa: z.number(),
  value: z.number(),
  status: z.enum(PLAYER_STATUSES),
});
export type SquadPlayer = z.infer<typeof SquadPlayerSchema>;

/**
 * A player as every list shows it (decision 012): the team nested as {id, name, division};
 * `transferable: true` only when its owner marked it (decision 034), absent otherwise.
 */
export const PlayerSchema = SquadPlayerSchema.extend({
  id_team: TeamRefSchema,
  transferable: z.literal(true).optional(),
});
export type Player = z.infer<typeof PlayerSchema>;

const flag = z
  .enum(['true', 'false', '1', '0'])
  .optional()
  .transform((v) => v === 'true' || v === '1');
const search = z
  .string()
  .trim()
  .max(PLAYER_NAME_MAX, `La búsqueda no puede superar ${PLAYER_NAME_MAX} caracteres.`);

/** The sorts of the players list (decision 018): whitelisted, each with a stable tie-break by id. */
export const PLAYER_SORTS = ['name', 'ca', 'pa', 'value', 'age'] as const;
export type PlayerSort = (typeof PLAYER_SORTS)[number];
export const SORT_DIRECTIONS = ['asc', 'desc'] as const;
/** Statuses a list can filter by; `sin-estado` stands for the unmodified ''. */
export const PLAYER_STATUS_FILTERS = [
  'registrado',
  'bloqueado',
  'restringido',
  'liberado',
  'nada',
  'sin-estado',
] as const;
export type PlayerStatusFilter = (typeof PLAYER_STATUS_FILTERS)[number];

const age = (label: string) =>
  z.coerce
    .number({ error: `${label} debe ser un número.` })
    .int(`${label} debe ser un número entero.`)
    .min(PLAYER_AGE.min, `${label} debe ser al menos ${PLAYER_AGE.min}.`)
    .max(PLAYER_AGE.max, `${label} no puede superar ${PLAYER_AGE.max}.`)
    .optional();

/**
 * What narrows and orders a players list: `name` contains, `outside` teams outside Primera/Segunda,
 * and our app's richer query (team, division, status, age band, sort). Every field optional: the
 * league client's call without them answers as before (by name).
 */
export const PlayerFilterQuerySchema = z.object({
  name: search.optional(),
  outside: flag,
  sort: z.enum(PLAYER_SORTS, { error: 'El orden debe ser uno de: name, ca, pa, value, age.' }).optional(),
  dir: z.enum(SORT_DIRECTIONS, { error: 'La dirección debe ser asc o desc.' }).optional(),
  team: z.coerce
    .number({ error: 'El equipo no es válido.' })
    .int('El equipo no es válido.')
    .positive('El equipo no es válido.')
    .max(2_147_483_647, 'El equipo no es válido.')
    .optional(),
  division: z.enum(DIVISIONS, { error: 'La división debe ser Primera o Segunda.' }).optional(),
  status: z.enum(PLAYER_STATUS_FILTERS, { error: 'El estado no es válido.' }).optional(),
  age_min: age('La edad mínima'),
  age_max: age('La edad máxima'),
});
export type PlayerFilterQuery = z.infer<typeof PlayerFilterQuerySchema>;

const ageBandInOrder = (
  v: { age_min?: number | undefined; age_max?: number | undefined },
  ctx: z.RefinementCtx,
) => {
  if (v.age_min !== undefined && v.age_max !== undefined && v.age_min > v.age_max)
    ctx.addIssue({
      code: 'custom',
      path: ['age_max'],
      message: 'La edad máxima no puede ser menor que la mínima.',
    });
};

/** GET /players: a page (every row without `page`) of the filtered, sorted list. */
export const PlayerListQuerySchema = PageQuerySchema.extend(PlayerFilterQuerySchema.shape).superRefine(
  ageBandInOrder,
);
/** GET /playername and /players/filter-by-division: a page of names containing `name`. */
export const PlayerSearchQuerySchema = PageQuerySchema.extend({ name: search.optional() });

/** Every paged players list: /players, /playername and /players/filter-by-division. */
export const PlayerListSchema = paged(PlayerSchema);
export type PlayerList = z.infer<typeof PlayerListSchema>;
/** POST /players, PUT /players/{id}, POST /registrar_jugador. */
export const PlayerSavedSchema = z.object({ message: z.string(), player: PlayerSchema });

/** The export follows the list's filter and sort; `separator` picks `;` (Spanish Excel, default) or `,`. */
export const PlayerExportQuerySchema = PlayerFilterQuerySchema.extend({
  format: z.enum(['csv', 'xlsx'], { error: 'El formato debe ser csv o xlsx.' }).default('csv'),
  separator: z
    .enum(['semicolon', 'comma'], { error: 'El separador debe ser semicolon o comma.' })
    .default('semicolon'),
}).superRefine(ageBandInOrder);
