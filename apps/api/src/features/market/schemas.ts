import { z } from 'zod';
import { MAX_ID, PlayerSchema, idField, paged } from '@liga/domain';
import { ClauseViewSchema } from '../../lib/clause-view';
import { seasonParam } from '../../lib/season';

export const MessageSchema = z.object({ message: z.string() });
export const IdParams = z.object({
  id: z.coerce.number().int().positive('El id no es válido.').max(MAX_ID, 'El id no es válido.'),
});
export const PlayerParams = z.object({ playerId: IdParams.shape.id });
export const SeasonQuerySchema = z.object({ season: seasonParam });

export const ClauseCreatedSchema = z.object({ message: z.string(), clause: ClauseViewSchema });
export const ClauseListSchema = paged(ClauseViewSchema);

/** GET /clausulas/{playerId} (spec 02 §7 "player and offers"). reveal_at is null while there is no offer. */
export const PlayerOffersSchema = z.object({
  player: PlayerSchema,
  offers: z.array(ClauseViewSchema),
  revealed: z.boolean(),
  reveal_at: z.string().nullable(),
});

export const OfferBoardSchema = paged(
  z.object({
    player: PlayerSchema,
    count: z.number(),
    active_count: z.number(),
    confirmed: z.boolean(),
    revealed: z.boolean(),
    reveal_at: z.string(),
    last_offer_at: z.string(),
  }),
);

/** The original client posts {offer, player} whole; only offer.id is read (DESIGN.md §4). */
export const ConfirmOfferBodySchema = z.object({ offer: z.object({ id: idField('Oferta no encontrada.') }) });
