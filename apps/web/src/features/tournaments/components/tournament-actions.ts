import {
  LEAGUE_ROUNDS,
  type Match,
  type Tournament,
  PLAYOFF_STAGES,
  UCL_QUARTER_FINAL_STAGE,
  drawsPlayoffs,
} from '@liga/domain';

/** What the tournaments list shows about a tournament's fixture, from the season's matches. */
export interface FixtureState {
  total: number;
  completed: number;
  /** 'Generar fixture': only once per tournament (decision 004). */
  canGenerate: boolean;
  /** 'Generar cuartos': a UCL whose group matches are all completed and has no Cuartos yet. */
  canQuarters: boolean;
  /** 'Generar play-offs': a league whose regular rounds are all completed and has no play-off match yet. */
  canPlayoffs: boolean;
  /** 'Generar siguiente ronda': the last play-off round drawn is complete and is not the Final. */
  canNextRound: boolean;
}

export function fixtureState(tournament: Tournament, matches: readonly Match[]): FixtureState {
  const own = matches.filter((mt) => mt.tournament_id === tournament.id);
  const groups = own.filter((mt) => mt.stage < UCL_QUARTER_FINAL_STAGE);
  const completed = own.filter((mt) => mt.status === 'completed').length;
  const stages = PLAYOFF_STAGES[tournament.format] ?? [];
  const last = stages.findLast((s) => own.some((mt) => mt.stage === s));
  return {
    total: own.length,
    completed,
    canGenerate: own.length === 0,
    canQuarters:
      tournament.format === 'UCL' &&
      groups.length > 0 &&
      groups.every((mt) => mt.status === 'completed') &&
      !own.some((mt) => mt.stage >= UCL_QUARTER_FINAL_STAGE),
    canPlayoffs:
      drawsPlayoffs(tournament.format) &&
      own.length > 0 &&
      own.every((mt) => mt.stage <= LEAGUE_ROUNDS && mt.status === 'completed'),
    canNextRound:
      last !== undefined &&
      last !== stages.at(-1) &&
      own.every((mt) => mt.stage !== last || mt.status === 'completed'),
  };
}

/** 'YYYY-MM-DD' → 'DD-MM-YYYY', the league's date order. */
export const dayLabel = (date: string | null): string =>
  date ? date.slice(0, 10).split('-').reverse().join('-') : '';
