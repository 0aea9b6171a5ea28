import { PRIZE_MESSAGES } from '@liga/domain';

/** Prize strings: the league client's and ours live in @liga/domain (shared with the /premios form). */
export const messages = {
  ...PRIZE_MESSAGES,
} as const;
