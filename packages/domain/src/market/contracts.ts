import { z } from 'zod';
import { IdParamsSchema, RefSchema, TeamRefSchema, YesNoSchema, idParam } from '../common/contracts';
import { idField, idListField, moneyField } from '../fields';
import { paged } from '../paging';
import { SeasonListQuerySchema } from '../seasons/contracts';
import { PlayerSchema } from '../players/contracts';
import { MAX_PLAYERS_PER_MOVE, OFFER_BLOCKS } from './constants';
import { CLAUSE_MESSAGES as M, OFFER_CLOSE_REASON_REQUIRED, OFFER_NOT_FOUND } from './messages';

/**
 * POST /clausula_rescision (decision 012). The original client also sends name, created_by,
 * extra_value, total_value and id_season: they are stripped, because the server takes the
 * buyer from the token, the totals from the database and the season from the active one
 * (decision 033, docs/rules.md §1.1).
 */
export const ReleaseClauseInputSchema = z.object({
  id_player: idField(M.playerRequired),
  id_team: idField(M.teamRequired),
  value: moneyField(M.valueRequired, 1),
  other_players: idListField(M.otherPlayersInvalid, MAX_PLAYERS_PER_MOVE, M.tooManyOtherPlayers),
});
export type ReleaseClauseInput = z.infer<typeof ReleaseClauseInputSchema>;

/**
 * A release-clause offer as every list shows it (decision 012). While the player's
 * offers are sealed, value, totals, the players handed over and the bidder of someone else's offer
 * are null and `hidden` is true (docs/rules.md §4.3); the caller's own offer is always shown in full.
 */
export const ClauseViewSchema = z.object({
  id: z.number(),
  id_player: z.number(),
  /** Player name when the offer was made. */
  name: z.string(),
  /** The selling team's id (a clause's id_team is the id; decision 033). */
  id_team: z.number(),
  /** The selling team. */
  team: TeamRefSchema,
  id_season: z.number(),
  value: z.number().nullable(),
  extra_value: z.number().nullable(),
  total_value: z.number().nullable(),
  other_players: z.array(RefSchema.extend({ value: z.number() })).nullable(),
  created_by: RefSchema.nullable(),
  /** The bidder's team, which would receive the player. */
  buyer_team: RefSchema.nullable(),
  confirmed: YesNoSchema,
  active: YesNoSchema,
  created_at: z.string(),
  confirmed_at: z.string().nullable(),
  hidden: z.boolean(),
  mine: z.boolean(),
  revealed: z.boolean(),
  reveal_at: z.string(),
  /** 1 for the winning offer: set on one player's offers once revealed, null elsewhere. */
  rank: z.number().nullable(),
  /** Why staff closed it (POST /offers/{id}/close); null when open, unexplained or still sealed. */
  closed_reason: z.string().nullable(),
  /**
   * GET /clausulas/{id} only: why the caller, were they staff, may not confirm this offer (decision
   * 015); null when they may. Computed from what the caller may already see, so 'sealed' until the reveal.
   */
  confirm_block: z.enum(OFFER_BLOCKS).nullable().optional(),
  /**
   * value and total_value include the bidder's tie-break raise (decision 022): shown to its bidder at
   * once, to everyone when the tie-break ends; until then others read the revealed values.
   */
  raised: z.boolean().optional(),
  /** GET /clausulas/{id} only: when the tie-break the reveal opened ends; null without a tie. */
  tiebreak_until: z.string().nullable().optional(),
  /** GET /clausulas/{id} only: one of the offers tied at the top, whose bidder may raise it. */
  tied: z.boolean().optional(),
  /** GET /clausulas/{id} only: the tie-break still runs by the server's clock (its end decides). */
  tiebreak_open: z.boolean().optional(),
});
export type ClauseView = z.infer<typeof ClauseViewSchema>;

/** POST /offers/{id}/raise: a tied bidder's new cash (decision 022). */
export const RaiseOfferBodySchema = z.object({ value: moneyField(M.valueRequired, 1) });
export type RaiseOfferInput = z.infer<typeof RaiseOfferBodySchema>;

/** POST /clausula_rescision → 201. */
export const ClauseSavedSchema = z.object({ message: z.string(), clause: ClauseViewSchema });
export type ClauseSaved = z.infer<typeof ClauseSavedSchema>;
/** GET /clausula_rescision, /misofertas, /ofertas-confirmadas. */
export const ClauseListSchema = paged(ClauseViewSchema);
/**
 * GET /clausula_rescision: every offer of the season, confirmed or not, live or closed — the league's
 * client filters them itself (docs/rules.md §4). `latest=true` (our app) keeps the latest live, unconfirmed
 * offer per player: the 'CLÁUSULAS DE RESCISIÓN EJECUTADAS' list.
 */
export const ClauseListQuerySchema = SeasonListQuerySchema.extend({
  latest: z
    .enum(['true', 'false'])
    .optional()
    .transform((v) => v === 'true'),
});

export const PlayerParamsSchema = z.object({ playerId: idParam });

/**
 * GET /clausulas/{playerId} ("player and offers"): the offers in creation order (the
 * league's client computes the reveal from the first one), ranked by `rank` once revealed.
 * reveal_at is null while there is no offer.
 */
export const PlayerOffersSchema = z.object({
  player: PlayerSchema,
  offers: z.array(ClauseViewSchema),
  revealed: z.boolean(),
  reveal_at: z.string().nullable(),
});
export type PlayerOffers = z.infer<typeof PlayerOffersSchema>;

/** A row of GET /offers: a player with offers in the season. */
export const OfferBoardRowSchema = z.object({
  player: PlayerSchema,
  count: z.number(),
  active_count: z.number(),
  confirmed: z.boolean(),
  revealed: z.boolean(),
  reveal_at: z.string(),
  last_offer_at: z.string(),
});
export type OfferBoardRow = z.infer<typeof OfferBoardRowSchema>;
export const OfferBoardSchema = paged(OfferBoardRowSchema);

/** POST /confirm-offer: the original client posts {offer, player} whole; only offer.id is read (decision 033). */
export const ConfirmOfferBodySchema = z.object({ offer: z.object({ id: idField(OFFER_NOT_FOUND) }) });
/** POST /offers/{id}/close (our client): staff say why, so the next offer wins (docs/rules.md §4.5). */
export const CloseOfferBodySchema = z.object({
  reason: z
    .string(OFFER_CLOSE_REASON_REQUIRED)
    .trim()
    .min(3, OFFER_CLOSE_REASON_REQUIRED)
    .max(300, OFFER_CLOSE_REASON_REQUIRED)
    .refine((s) => !s.includes('\u0000'), OFFER_CLOSE_REASON_REQUIRED),
});
export type CloseOfferBody = z.infer<typeof CloseOfferBodySchema>;
/** POST /offers/{id}/confirm, POST /offers/{id}/close and PUT /cerrar-oferta/{id}. */
export const OfferParamsSchema = IdParamsSchema;
