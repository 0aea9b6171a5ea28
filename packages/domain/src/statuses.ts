/**
 * The states a league record can be in, as stored and as every answer shows them (docs/rules.md §5–8).
 * Roles are in roles.ts, divisions in squad/rules.ts and player statuses in squad/status.ts.
 */

/** A match is pending until its statistics are loaded (docs/rules.md §8). */
export const MATCH_STATUSES = ['pending', 'completed'] as const;
export type MatchStatus = (typeof MATCH_STATUSES)[number];

/**
 * A transfer is 'bloqueado' while it waits for the other party, then 'confirmado', 'rechazado' by the
 * other party or 'cancelado' by its creator; an expired proposal stays 'bloqueado' (docs/rules.md §5).
 */
export const TRANSFER_STATUSES = ['bloqueado', 'confirmado', 'rechazado', 'cancelado'] as const;
export type TransferStatus = (typeof TRANSFER_STATUSES)[number];

/** An auction is active until an Admin confirms its winner or it is cancelled (docs/rules.md §6). */
export const AUCTION_STATUSES = ['active', 'confirmed', 'cancelled'] as const;
export type AuctionStatus = (typeof AUCTION_STATUSES)[number];

/** A placed bet is pending until an Admin settles it as won or lost (docs/rules.md §7). */
export const BET_OUTCOMES = ['pending', 'won', 'lost'] as const;
export type BetOutcome = (typeof BET_OUTCOMES)[number];
