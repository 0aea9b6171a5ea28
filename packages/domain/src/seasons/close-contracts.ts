import { z } from 'zod';
import { RefSchema } from '../common/contracts';
import { DIVISIONS } from '../squad/rules';
import { TournamentSchema } from '../tournaments/contracts';
import { SeasonSchema } from './contracts';

export const SEASON_CLOSE_MESSAGES = {
  closed: 'Temporada cerrada.',
  reopened: 'Temporada reabierta.',
  alreadyClosed: 'Esta temporada ya está cerrada.',
  notActive: 'Solo se puede cerrar la temporada activa.',
  notClosed: 'Esta temporada no está cerrada.',
  newSeasonPlayed: 'La temporada nueva ya tiene partidos con resultado: el cierre no se puede deshacer.',
  newSeasonUsed:
    'La temporada nueva ya tiene movimientos (ofertas, subastas, transferencias, premios, apuestas, candados, sanciones o reglamento): el cierre no se puede deshacer.',
  notLatest: 'Solo se puede reabrir el último cierre.',
} as const;

const DivisionSchema = z.enum(DIVISIONS);

/** A team that changes division at the close. */
export const ClosingMoveSchema = RefSchema.extend({
  from: DivisionSchema,
  to: DivisionSchema,
  position: z.number(),
  /** Why it moves: its table place, the Playout it lost, or Segunda's play-off behind it (docs/decisions/024). */
  by: z.enum(['table', 'playout', 'playoff']).optional(),
});
export type ClosingMove = z.infer<typeof ClosingMoveSchema>;

/** A team's frozen objective against its final place: the amount its owner receives (or pays). */
export const ClosingObjectiveSchema = z.object({
  team: RefSchema,
  user: RefSchema.nullable(),
  division: DivisionSchema,
  rank: z.number(),
  objective: z.string(),
  position: z.number().nullable(),
  result: z.string(),
  met: z.boolean(),
  steps: z.number(),
  amount: z.number(),
});
export type ClosingObjective = z.infer<typeof ClosingObjectiveSchema>;

/** A tournament the next season starts with, and how many matches its fixture has. */
export const NextTournamentSchema = TournamentSchema.pick({ name: true, format: true }).extend({
  teams: z.number(),
  matches: z.number(),
});

/**
 * GET /seasons/{id}/close (Admin): what closing would do (docs/decisions/024). `pending_matches` counts
 * the season's matches still without a result: the close freezes the tables as they stand.
 */
export const SeasonClosePreviewSchema = z.object({
  season: SeasonSchema,
  closed: z.boolean(),
  closed_at: z.string().nullable(),
  can_reopen: z.boolean(),
  pending_matches: z.number(),
  places: z.object({ promotion: z.number(), relegation: z.number() }),
  promoted: z.array(ClosingMoveSchema),
  relegated: z.array(ClosingMoveSchema),
  objectives: z.array(ClosingObjectiveSchema),
  next_season: z.object({ name: z.string(), tournaments: z.array(NextTournamentSchema) }),
});
export type SeasonClosePreview = z.infer<typeof SeasonClosePreviewSchema>;

/** POST /seasons/{id}/close: the closed season and the one it opened. */
export const SeasonClosedSchema = z.object({
  message: z.string(),
  season: SeasonSchema,
  next_season: SeasonSchema,
});

/** POST /seasons/{id}/reopen: the season active again. */
export const SeasonReopenedSchema = z.object({ message: z.string(), season: SeasonSchema });
