import { NOT_FOUND } from '../../lib/messages';

export const messages = {
  teamNotFound: NOT_FOUND.team,
  tournamentNotFound: NOT_FOUND.tournament,
} as const;
