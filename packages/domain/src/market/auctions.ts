import { addError, type FieldErrors } from '../fields';
import { AUCTION_CLOSE_HOURS, AUCTION_MIN_OPENING_PERCENT, MIN_RAISE } from './constants';
import { AUCTION_MESSAGES as M } from './messages';
import { isLeagueDivision } from './offers';

/**
 * Auctions (docs/rules.md §6): players of teams outside Primera/Segunda. The opening
 * amount is the first bid; every later bid raises the latest by at least MIN_RAISE; the auction
 * closes AUCTION_CLOSE_HOURS after the latest bid (the opening counts as one).
 */

/** Half the value, rounded up to a whole unit ("half the player's value"). */
export const minOpening = (playerValue: number): number =>
  Math.ceil((playerValue * AUCTION_MIN_OPENING_PERCENT) / 100);

/** The opening amount the form proposes (docs/rules.md §6). */
export const defaultOpening = (playerValue: number): number => playerValue;

export const minNextBid = (latestAmount: number): number => latestAmount + MIN_RAISE;

/**
 * Where a user stands in an auction: 'leading' while their highest bid is the auction's highest,
 * 'outbid' once someone bid more (Mis subastas says so), 'none' without a bid of theirs.
 * Bids rise by MIN_RAISE, so two bids never tie for the highest.
 */
export type BidStanding = 'leading' | 'outbid' | 'none';
export const bidStanding = (myBid: number | null, highest: number): BidStanding =>
  myBid === null ? 'none' : myBid >= highest ? 'leading' : 'outbid';

export const closesAt = (latestBidAt: Date): Date =>
  new Date(latestBidAt.getTime() + AUCTION_CLOSE_HOURS * 3_600_000);

/** Open until the closing instant, closed at it. */
export const isAuctionOpen = (closes: Date, now: Date): boolean => now.getTime() < closes.getTime();

/** Opening an auction: the target must be outside the divisions and the opening affordable. */
export function validateOpening(args: {
  amount: number;
  playerValue: number;
  division: string | null;
  budget: number;
}): FieldErrors {
  const errors: FieldErrors = {};
  if (isLeagueDivision(args.division)) addError(errors, 'id_player', M.notAuctionable);
  const min = minOpening(args.playerValue);
  if (args.amount < min) addError(errors, 'amount', M.openingTooLow(min));
  if (args.budget < args.amount) addError(errors, 'amount', M.insufficientBudget);
  return errors;
}

/**
 * A new bid. A closed auction takes nothing else. The leader (the author of the highest bid, the
 * opener before anyone bids) cannot raise their own lead: it would only cost them more and restart
 * the 24 h. A low bid's refusal names the minimum (latest + MIN_RAISE).
 */
export function validateBid(args: {
  amount: number;
  latest: number;
  leading: boolean;
  budget: number;
  now: Date;
  closesAt: Date;
}): FieldErrors {
  const errors: FieldErrors = {};
  if (!isAuctionOpen(args.closesAt, args.now)) {
    addError(errors, 'amount', M.closed);
    return errors;
  }
  if (args.leading) {
    addError(errors, 'amount', M.alreadyLeading);
    return errors;
  }
  const min = minNextBid(args.latest);
  if (args.amount < min) addError(errors, 'amount', M.bidBelowMinimum(min));
  if (args.budget < args.amount) addError(errors, 'amount', M.insufficientBudget);
  return errors;
}
