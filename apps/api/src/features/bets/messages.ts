import { BET_ANSWERS, BET_MESSAGES, LINKED_BET_MESSAGES } from '@liga/domain';

/**
 * Strings of the bet endpoints. The league client's own wording lives in @liga/domain (BET_MESSAGES);
 * the rest are the ones the league's client leaves to us.
 */
export const messages = {
  ...BET_MESSAGES,
  ...LINKED_BET_MESSAGES,
  /** nothingToConfirm: the league client's empty state, also the answer when the old confirm route finds nothing to confirm. */
  ...BET_ANSWERS,
  notFound: 'Apuesta no encontrada.',
  userBetNotFound: 'Apuesta de usuario no encontrada.',
  alreadyConfirmed: 'La apuesta ya fue confirmada.',
} as const;
