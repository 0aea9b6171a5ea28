import { PRIZE_MESSAGES } from '@liga/domain';

/** Prize strings: the spec's and ours live in @liga/domain (shared with the /premios form). */
export const messages = {
  ...PRIZE_MESSAGES,
} as const;
