import { z } from 'zod';
import { BET_MAX, BET_MIN } from './constants';
import { addError, optionalIdField, textField, type FieldErrors } from './fields';
import { BET_MESSAGES as M } from './messages';
import { parseOdd } from './odds';

export const MATCH_BET_OPTIONS = ['home', 'away', 'draw', 'under', 'over'] as const;
export const PLAYER_BET_OPTIONS = ['goal', 'card'] as const;
export const BET_OPTIONS = [...MATCH_BET_OPTIONS, ...PLAYER_BET_OPTIONS] as const;
export type BetOption = (typeof BET_OPTIONS)[number];

/** What the place-bet select shows for each option. */
export const BET_OPTION_LABELS: Record<BetOption, string> = {
  home: 'Local',
  away: 'Visitante',
  draw: 'Empate',
  under: 'Under',
  over: 'Over',
  goal: 'Gol',
  card: 'Tarjeta',
};

const MAX_TITLE = 120;
const MAX_DESCRIPTION = 500;

/** An odd typed as text or sent as a number, parsed to hundredths (see parseOdd). */
const odd = z.union([z.string(), z.number()], { error: M.oddRequired }).transform((v, ctx) => {
  const r = parseOdd(v);
  if (r.ok) return r.value;
  ctx.addIssue({ code: 'custom', message: r.error });
  return z.NEVER;
});

const title = (required: string) =>
  z.string({ error: required }).trim().min(1, required).max(MAX_TITLE, M.textTooLong(MAX_TITLE));
const description = textField(MAX_DESCRIPTION, M.textTooLong(MAX_DESCRIPTION));

/** POST /bets (spec 02 §7); created_by is stripped, the creator comes from the token. */
export const CreateMatchBetSchema = z.object({
  match: title(M.matchRequired),
  description,
  home_odd: odd,
  away_odd: odd,
  draw_odd: odd,
  under: odd,
  over: odd,
});
export type CreateMatchBetInput = z.infer<typeof CreateMatchBetSchema>;

/** POST /singlebet (spec 02 §7). */
export const CreatePlayerBetSchema = z.object({
  name: title(M.playerRequired),
  description,
  goal_odd: odd,
  card_odd: odd,
});
export type CreatePlayerBetInput = z.infer<typeof CreatePlayerBetSchema>;

/**
 * POST /apuesta/jugador (spec 02 §7): exactly one of id_bet / id_playerbet, an option of that
 * kind of bet, a whole stake in [BET_MIN, BET_MAX] (spec 02 §5). id_user is stripped (the token
 * says who bets) and so is selected_option: the odd is copied from the bet on the server.
 */
export const PlaceBetSchema = z
  .object({
    id_bet: optionalIdField(M.betRequired),
    id_playerbet: optionalIdField(M.betRequired),
    option: z.enum(BET_OPTIONS, { error: M.optionInvalid }),
    amount: z.preprocess(
      (v) => (typeof v === 'string' && /^\s*\d+\s*$/.test(v) ? Number(v) : v),
      z
        .number({ error: M.amountRange })
        .int(M.amountRange)
        .min(BET_MIN, M.amountRange)
        .max(BET_MAX, M.amountRange),
    ),
  })
  .superRefine((v, ctx) => {
    const onMatch = v.id_bet !== undefined;
    if (onMatch === (v.id_playerbet !== undefined)) {
      ctx.addIssue({ code: 'custom', path: ['id_bet'], message: onMatch ? M.betBoth : M.betRequired });
    } else if (!(onMatch ? MATCH_BET_OPTIONS : PLAYER_BET_OPTIONS).some((o) => o === v.option)) {
      ctx.addIssue({ code: 'custom', path: ['option'], message: M.optionMismatch });
    }
  });
export type PlaceBetInput = z.infer<typeof PlaceBetSchema>;

export interface MatchBetOdds {
  home_odd: number;
  away_odd: number;
  draw_odd: number;
  under: number;
  over: number;
}
export interface PlayerBetOdds {
  goal_odd: number;
  card_odd: number;
}

/** The odd (hundredths) for an option, or null when the option is not of this kind of bet. */
export function oddFor(bet: MatchBetOdds | PlayerBetOdds, option: BetOption): number | null {
  if ('home_odd' in bet) {
    const odds: Record<(typeof MATCH_BET_OPTIONS)[number], number> = {
      home: bet.home_odd,
      away: bet.away_odd,
      draw: bet.draw_odd,
      under: bet.under,
      over: bet.over,
    };
    return option in odds ? odds[option as keyof typeof odds] : null;
  }
  if (option === 'goal') return bet.goal_odd;
  return option === 'card' ? bet.card_odd : null;
}

/** Placing a bet: only active bets take stakes, and the stake leaves the budget (DESIGN.md §5–6). */
export function validatePlaceBet(args: { amount: number; budget: number; active: boolean }): FieldErrors {
  const errors: FieldErrors = {};
  if (!args.active) addError(errors, 'id_bet', M.inactive);
  if (args.budget < args.amount) addError(errors, 'amount', M.insufficientBudget);
  return errors;
}
