import { z } from 'zod';
import { RefSchema } from '../common/contracts';
import { FormatSchema } from '../competition/round-names';
import { checkbox, idNumber } from '../fields';
import { MAX_ID } from '../market/constants';
import { MatchSchema } from '../matches/contracts';
import { PLAYER_STATUSES } from '../squad/status';
import { hasEvent } from './appearance';
import { MATCH_STATISTICS_MESSAGES as M } from './messages';

/** One player's line in one match (Match statistic row). */
export const StatisticRowSchema = z.object({
  id: z.number(),
  player_id: RefSchema,
  team_id: z.number(),
  tournament_id: z.object({ id: z.number(), format: FormatSchema }),
  match_id: z.object({ id: z.number(), stage: z.number() }),
  goals: z.number(),
  assists: z.number(),
  yellow_cards: z.number(),
  red_cards: z.number(),
  simple_injuries: z.number(),
  serious_injuries: z.number(),
  mvp: z.boolean(),
  direct_red: z.enum(['yes', 'not']),
  /** The 'Jugó' mark: PJ counts these lines (decision 023). */
  played: z.boolean(),
});
export type StatisticRow = z.infer<typeof StatisticRowSchema>;

/** GET /match-statistics?match_id= | ?tournament_id= (decision 012). */
export const StatisticsQuerySchema = z
  .object({
    match_id: idNumber(M.matchInvalid, M.matchInvalid).optional(),
    tournament_id: idNumber(M.tournamentInvalid, M.tournamentInvalid).optional(),
  })
  .refine((q) => q.match_id !== undefined || q.tournament_id !== undefined, {
    message: M.filterRequired,
    path: ['match_id'],
  });
export const StatisticRowListSchema = z.object({ data: z.array(StatisticRowSchema) });

/** Clients send ids back as they got them: a number, a numeric string or the nested {id, name}. */
const ref = (required: string, invalid: string) =>
  z.preprocess(
    (v) => (v && typeof v === 'object' && 'id' in v ? (v as { id: unknown }).id : v),
    idNumber(required, invalid),
  );

/**
 * Number inputs parsed as integers, blank as 0 (statistics form); the counts the form shows
 * as checkboxes (cards, injuries) also take booleans as 0/1, goals and assists never (decision 013).
 */
const count = (label: string, max: number, checkboxToo = false) =>
  z.preprocess(
    (v) =>
      v === undefined || v === null || v === ''
        ? 0
        : typeof v === 'boolean' && checkboxToo
          ? Number(v)
          : typeof v === 'string' && /^\d+$/.test(v.trim())
            ? Number(v)
            : v,
    z
      .number({ error: M.countInvalid(label, max) })
      .int(M.countInvalid(label, max))
      .min(0, M.countInvalid(label, max))
      .max(max, M.countInvalid(label, max)),
  );

const directRed = z.preprocess(
  (v) =>
    v === 'yes' || v === 'si' || v === 'sí'
      ? true
      : v === 'not' || v === 'no' || v === undefined || v === null || v === ''
        ? false
        : v,
  checkbox(M.directRedInvalid),
);

/**
 * One player's line (Submitted statistic); a client-sent user_id is ignored. `played` is
 * ours ('Jugó'): without it, playedOf() infers it from the events; a player who did not play has
 * none (decision 023).
 */
export const StatisticInputSchema = z
  .object({
    player_id: ref(M.playerRequired, M.playerInvalid),
    tournament_id: ref(M.tournamentInvalid, M.tournamentInvalid),
    match_id: ref(M.matchRequired, M.matchInvalid),
    goals: count('Los goles', 99),
    assists: count('Las asistencias', 99),
    // One match: at most two yellows, one red, one injury of each kind per player.
    yellow_cards: count('Las amarillas', 2, true),
    red_cards: count('Las rojas', 1, true),
    simple_injuries: count('Las lesiones', 1, true),
    serious_injuries: count('Las lesiones graves', 1, true),
    mvp: z.preprocess((v) => (v === undefined || v === null || v === '' ? false : v), checkbox(M.mvpInvalid)),
    direct_red: directRed,
    played: z.preprocess(
      (v) => (v === null || v === '' ? undefined : v),
      checkbox(M.playedInvalid).optional(),
    ),
  })
  .refine((l) => l.played !== false || !hasEvent(l), { message: M.notPlayed, path: ['played'] });
export type StatisticInput = z.infer<typeof StatisticInputSchema>;

/** POST /match-statistics: the lines of one match. */
export const SaveStatisticsSchema = z.object({
  statistics: z.array(StatisticInputSchema, { error: M.atLeastOne }).min(1, M.atLeastOne).max(100, M.tooMany),
});
export type SaveStatisticsInput = z.infer<typeof SaveStatisticsSchema>;
/** The match after saving (completed once both teams are loaded). */
export const StatisticsSavedSchema = z.object({ message: z.string(), match: MatchSchema });

/** GET /players-teams?id_team=a,b (decision 012): every player of both teams, for the statistics form. */
export const PlayersTeamsQuerySchema = z.object({
  id_team: z
    .string({ error: M.teamsQueryInvalid })
    .regex(/^\s*\d{1,10}(\s*,\s*\d{1,10}){0,9}\s*$/, M.teamsQueryInvalid)
    .transform((v) => [...new Set(v.split(',').map((id) => Number(id.trim())))])
    .refine((ids) => ids.every((id) => id >= 1 && id <= MAX_ID), M.teamsQueryInvalid),
});
/** GET /players-teams: a player of the match's teams; `status` ('registrado' …) groups the form by the registered list. */
export const MatchPlayerSchema = RefSchema.extend({ id_team: RefSchema, status: z.enum(PLAYER_STATUSES) });
export type MatchPlayer = z.infer<typeof MatchPlayerSchema>;
export const MatchPlayerListSchema = z.object({ data: z.array(MatchPlayerSchema) });
