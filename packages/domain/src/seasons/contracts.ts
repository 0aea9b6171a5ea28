import { INVALID_REF, NO_ACTIVE_SEASON } from '../common/messages';
import { z } from 'zod';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from '../constants';
import { MAX_ID } from '../market/constants';
import { PageQuerySchema } from '../paging';

export const SEASON_MESSAGES = {
  noActive: NO_ACTIVE_SEASON,
  notFound: 'La temporada no existe.',
  invalid: INVALID_REF.season,
  startUpdated: 'Inicio de temporada actualizado',
  startInvalid: 'La fecha de inicio debe ser una fecha ISO (por ejemplo 2026-08-01T12:00:00Z).',
} as const;

/** A season (id, name) with when its market opens and whether it is the active one. */
export const SeasonSchema = z.object({
  id: z.number(),
  name: z.string(),
  start_date: z.string().nullable(),
  active: z.boolean(),
});
export type Season = z.infer<typeof SeasonSchema>;

/** GET /season: every season, oldest first; exactly one is active (docs/rules.md §2.1). */
export const SeasonListSchema = z.object({ data: z.array(SeasonSchema) });

/**
 * GET /seasons/start: the active season and when its market opens. `start_date` is the league
 * client's `YYYY-MM-DD HH:mm:ss` (UTC, no suffix; an unset start — market open since always — is the
 * epoch, which that client's gates read as open); `start_at` is the same instant as ISO, null when unset.
 */
export const SeasonStartSchema = z.object({
  id: z.number().nullable(),
  start_date: z.string().regex(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/),
  start_at: z.string().nullable(),
});
export type SeasonStart = z.infer<typeof SeasonStartSchema>;

/** PUT /seasons/{id}/start (Admin): the market gates open from this instant (docs/rules.md §2.1). */
export const SeasonStartBodySchema = z.object({
  start_date: z.iso.datetime({ offset: true, error: SEASON_MESSAGES.startInvalid }).nullable(),
});
export const SeasonSavedSchema = z.object({ message: z.string(), season: SeasonSchema });

/** `?season=` as list screens send it: absent or '' means "not chosen". */
export const seasonParam = z.preprocess(
  (v) => (v === '' || v === null ? undefined : v),
  z.coerce
    .number()
    .int(SEASON_MESSAGES.invalid)
    .positive(SEASON_MESSAGES.invalid)
    .max(MAX_ID, SEASON_MESSAGES.invalid)
    .optional(),
);
export const SeasonQuerySchema = z.object({ season: seasonParam });

/**
 * Query of the market lists (offers, transfers, auctions): `?season=` plus optional paging. The
 * original screens of these lists have no paging buttons and read every row, so without `page` (or
 * with `all=true`) the whole list comes back; with `page` it is cut on the server.
 */
export const SeasonListQuerySchema = z.object({
  season: seasonParam,
  page: z.coerce.number().int().min(1, 'La página debe ser 1 o mayor.').max(1_000_000).optional(),
  per_page: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(DEFAULT_PAGE_SIZE),
  all: PageQuerySchema.shape.all,
});
export type SeasonListQuery = z.infer<typeof SeasonListQuerySchema>;
