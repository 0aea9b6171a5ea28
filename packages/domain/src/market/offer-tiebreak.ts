import { addError, type FieldErrors } from '../fields';
import { CLAUSE_TIEBREAK_HOURS } from './constants';
import { CLAUSE_MESSAGES, TIEBREAK_MESSAGES as M } from './messages';
import { clauseBounds, rankOffers } from './offers';
import type { RoundOffer } from './offer-winner';

/**
 * The clause tie-break (rule book, decision 022): when the reveal shows offers tied at the
 * top total, only their bidders may raise the cash for CLAUSE_TIEBREAK_HOURS; the raises stay sealed
 * (to everyone but their bidder) until the tie-break ends and staff cannot confirm before. Then the
 * highest total wins and a remaining tie goes to the earlier original offer.
 */

const HOUR_MS = 3_600_000;

export interface TiebreakOffer extends RoundOffer {
  value: number;
  /** The bidder's raise of the cash during the tie-break, null without one. */
  raised_value: number | null;
  /** When staff closed it; null while live or when a confirmation closed it. */
  closed_at: Date | string | null;
}

export interface Tiebreak {
  endsAt: Date;
  tiedIds: readonly number[];
}

/**
 * The tie-break a reveal opened: among the offers competing at the reveal (live, or closed by staff
 * after it) those tied at the top total as revealed — raises never change who is tied — or null.
 */
export function tiebreakOf(round: readonly TiebreakOffer[], revealAt: Date): Tiebreak | null {
  const revealed = revealAt.getTime();
  const competing = round.filter(
    (o) =>
      !o.confirmed && (o.active || (o.closed_at !== null && new Date(o.closed_at).getTime() >= revealed)),
  );
  const top = Math.max(...competing.map((o) => o.total_value));
  const tied = competing.filter((o) => o.total_value === top);
  if (tied.length < 2) return null;
  return { endsAt: new Date(revealed + CLAUSE_TIEBREAK_HOURS * HOUR_MS), tiedIds: tied.map((o) => o.id) };
}

/** Whether the tie-break still runs at `now` (it ends on its instant, inclusive). */
export const tiebreakRunning = (t: Tiebreak | null, now: Date): boolean =>
  t !== null && now.getTime() < t.endsAt.getTime();

/** The cash and total an offer stands for: its raise counts only where the raise may be seen. */
export function offerTerms(
  o: { value: number; total_value: number; raised_value: number | null },
  withRaise: boolean,
): { value: number; total_value: number } {
  if (!withRaise || o.raised_value === null) return { value: o.value, total_value: o.total_value };
  return { value: o.raised_value, total_value: o.total_value - o.value + o.raised_value };
}

/**
 * One player's round at `now`: the live offers ranked (by the revealed totals while the tie-break
 * runs, with the raises after it), and the winner — none while the tie-break runs. The confirmation
 * and GET /clausulas/{id} both read it from the same rows (decision 015).
 */
export function roundStanding<T extends TiebreakOffer>(round: readonly T[], revealAt: Date, now: Date) {
  const tiebreak = tiebreakOf(round, revealAt);
  const running = tiebreakRunning(tiebreak, now);
  const live = round.filter((o) => o.active && !o.confirmed);
  const ranked = rankOffers(live.map((o) => ({ ...o, ...offerTerms(o, !running) })));
  return { ranked, winner: running ? null : (ranked[0] ?? null), tiebreak, running };
}

/** A tied bidder's raise of the cash (decision 022): a live tied offer of theirs, while it runs. */
export function validateRaise(args: {
  offer: TiebreakOffer;
  tied: boolean;
  running: boolean;
  value: number;
  playerValue: number;
  budget: number;
}): FieldErrors {
  const errors: FieldErrors = {};
  const { offer } = args;
  if (offer.confirmed || !offer.active) addError(errors, 'offer', M.notLive);
  else if (!args.running) addError(errors, 'offer', M.over);
  else if (!args.tied) addError(errors, 'offer', M.notTied);
  if (errors.offer) return errors;
  const current = offer.raised_value ?? offer.value;
  const { min, max } = clauseBounds(args.playerValue);
  if (args.value <= current) addError(errors, 'value', M.notHigher(current));
  else if (args.value < min || args.value > max)
    addError(errors, 'value', CLAUSE_MESSAGES.valueOutOfBounds(min, max));
  if (args.budget < args.value) addError(errors, 'value', CLAUSE_MESSAGES.insufficientBudget);
  return errors;
}
