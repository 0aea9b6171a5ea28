import { NOT_FOUND } from '../../lib/messages';

export const messages = {
  tournamentNotFound: NOT_FOUND.tournament,
} as const;
