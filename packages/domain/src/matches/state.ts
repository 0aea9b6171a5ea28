import type { Match } from './contracts';

/** A match is completed once its statistics are loaded; every screen reads it the same way. */
export const isCompleted = (match: Pick<Match, 'status'>) => match.status === 'completed';

/** Both goals are loaded: the statistics step opens. */
export const hasScore = (match: Pick<Match, 'score_home' | 'score_away'>) =>
  match.score_home !== null && match.score_away !== null;
