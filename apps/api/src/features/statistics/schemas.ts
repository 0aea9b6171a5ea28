import { z } from 'zod';
import { checkbox, idNumber } from '../../lib/input-fields';
import { messages } from './messages';

/** Clients send ids back as they got them: a number, a numeric string or the nested {id, name}. */
const ref = (required: string, invalid: string) =>
  z.preprocess(
    (v) => (v && typeof v === 'object' && 'id' in v ? (v as { id: unknown }).id : v),
    idNumber(required, invalid),
  );

/** Number inputs parsed as integers, checkboxes as 0/1, blank as 0 (spec 02 §5 statistics form). */
const count = (label: string, max: number) =>
  z.preprocess(
    (v) =>
      v === undefined || v === null || v === ''
        ? 0
        : typeof v === 'boolean'
          ? Number(v)
          : typeof v === 'string' && /^\d+$/.test(v.trim())
            ? Number(v)
            : v,
    z
      .number({ error: messages.countInvalid(label, max) })
      .int(messages.countInvalid(label, max))
      .min(0, messages.countInvalid(label, max))
      .max(max, messages.countInvalid(label, max)),
  );

const directRed = z.preprocess(
  (v) =>
    v === 'yes' || v === 'si' || v === 'sí'
      ? true
      : v === 'not' || v === 'no' || v === undefined || v === null || v === ''
        ? false
        : v,
  checkbox(messages.directRedInvalid),
);

/** One player's line (spec 02 §3 Submitted statistic); a client-sent user_id is ignored. */
export const StatisticInputSchema = z.object({
  player_id: ref(messages.playerRequired, messages.playerInvalid),
  tournament_id: ref(messages.tournamentInvalid, messages.tournamentInvalid),
  match_id: ref(messages.matchRequired, messages.matchInvalid),
  goals: count('Los goles', 99),
  assists: count('Las asistencias', 99),
  // One match: at most two yellows, one red, one injury of each kind per player.
  yellow_cards: count('Las amarillas', 2),
  red_cards: count('Las rojas', 1),
  simple_injuries: count('Las lesiones', 1),
  serious_injuries: count('Las lesiones graves', 1),
  mvp: z.preprocess(
    (v) => (v === undefined || v === null || v === '' ? false : v),
    checkbox(messages.mvpInvalid),
  ),
  direct_red: directRed,
});
export type StatisticInput = z.infer<typeof StatisticInputSchema>;

export const SaveStatisticsSchema = z.object({
  statistics: z
    .array(StatisticInputSchema, { error: messages.atLeastOne })
    .min(1, messages.atLeastOne)
    .max(100, messages.tooMany),
});
export type SaveStatisticsInput = z.infer<typeof SaveStatisticsSchema>;

export const StatisticsQuery = z
  .object({
    match_id: idNumber(messages.matchInvalid, messages.matchInvalid).optional(),
    tournament_id: idNumber(messages.tournamentInvalid, messages.tournamentInvalid).optional(),
  })
  .refine((q) => q.match_id !== undefined || q.tournament_id !== undefined, {
    message: messages.filterRequired,
    path: ['match_id'],
  });

export const PlayersTeamsQuery = z.object({
  id_team: z
    .string({ error: messages.teamsQueryInvalid })
    .regex(/^\s*\d{1,10}(\s*,\s*\d{1,10}){0,9}\s*$/, messages.teamsQueryInvalid)
    .transform((v) => [...new Set(v.split(',').map((id) => Number(id.trim())))]),
});

export const TeamParams = z.object({
  team_id: z.coerce.number().int().positive('El id no es válido.').max(2_147_483_647),
});
export const SeasonQuery = z.object({
  season: idNumber(messages.seasonInvalid, messages.seasonInvalid).optional(),
});
export const TournamentQuery = z.object({
  tournament_id: idNumber(messages.tournamentRequired, messages.tournamentInvalid),
});
