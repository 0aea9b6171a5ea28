import { may, type User } from '@liga/domain';

/**
 * Whoever the role policy lets place a bet (league members); visitors, the waiting list and nobody
 * logged in read the lists without actions (docs/rules.md §1.1).
 */
export const canBet = (user: User | null | undefined): user is User => !!user && may(user.rol, 'placeBet');
