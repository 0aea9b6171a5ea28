import { z } from 'zod';
import { BET_OPTIONS, MAX_ID, paged } from '@liga/domain';
import { messages } from './messages';

const Ref = z.object({ id: z.number(), name: z.string() });
const idParam = z.coerce.number().int().positive('El id no es válido.').max(MAX_ID, 'El id no es válido.');

export const MessageSchema = z.object({ message: z.string() });
export const IdParams = z.object({ id: idParam });
export const OldConfirmParams = z.object({ id_bet: idParam, id_user: idParam });

/** Odds leave as the x.xx text staff type (formatOdd); `active` as the spec's on/off. */
export const MatchBetViewSchema = z.object({
  id: z.number(),
  match: z.string(),
  description: z.string(),
  home_odd: z.string(),
  away_odd: z.string(),
  draw_odd: z.string(),
  under: z.string(),
  over: z.string(),
  active: z.enum(['on', 'off']),
  created_by: Ref.nullable(),
  created_at: z.string(),
});
export type MatchBetView = z.infer<typeof MatchBetViewSchema>;

export const PlayerBetViewSchema = z.object({
  id: z.number(),
  name: z.string(),
  description: z.string(),
  goal_odd: z.string(),
  card_odd: z.string(),
  active: z.enum(['on', 'off']),
  created_by: Ref.nullable(),
  created_at: z.string(),
});
export type PlayerBetView = z.infer<typeof PlayerBetViewSchema>;

export const UserBetViewSchema = z.object({
  id: z.number(),
  id_user: z.number(),
  user: Ref,
  id_bet: z.number().nullable(),
  id_playerbet: z.number().nullable(),
  kind: z.enum(['match', 'player']),
  /** What was bet on: the match (match bets) or the player's name (player bets). */
  bet: z.object({ id: z.number(), title: z.string(), description: z.string() }),
  option: z.enum(BET_OPTIONS),
  option_label: z.string(),
  /** The odd taken when the bet was placed, as x.xx (spec 02 §3 selected_option). */
  selected_option: z.string(),
  amount: z.number(),
  potential_payout: z.number(),
  confirmed: z.enum(['yes', 'no']),
  outcome: z.enum(['pending', 'won', 'lost']),
  payout: z.number().nullable(),
  created_at: z.string(),
  settled_at: z.string().nullable(),
});
export type UserBetView = z.infer<typeof UserBetViewSchema>;

export const MatchBetListSchema = paged(MatchBetViewSchema);
export const PlayerBetListSchema = paged(PlayerBetViewSchema);
export const UserBetListSchema = paged(UserBetViewSchema);

const OFF = [false, 'off', 0, '0', 'false'];
/** PUT /bets/{id} (spec 02 §7 "active"): the whole bet may come back, or no body; only turning it off is allowed. */
export const DeactivateBodySchema = z.preprocess(
  (body) => body ?? {},
  z.object({
    active: z
      .preprocess(
        (v) => (OFF.includes(v as never) ? 'off' : v),
        z.literal('off', { error: messages.onlyDeactivate }),
      )
      .optional(),
  }),
);

export const SettleBodySchema = z.object({
  outcome: z.enum(['won', 'lost'], { error: messages.outcomeRequired }),
});
