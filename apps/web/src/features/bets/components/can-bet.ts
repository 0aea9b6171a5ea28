import type { User } from '@liga/domain';

/** Visitors (role 'visitante' or nobody logged in) read the lists without actions (spec 02 §6). */
export const canBet = (user: User | null | undefined): user is User => !!user && user.rol !== 'visitante';
