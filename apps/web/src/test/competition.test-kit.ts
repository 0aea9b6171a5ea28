import { type Format, type Match, roundName, type Season, type Team, type Tournament } from '@liga/domain';
import { makeUser } from './users.test-kit';

/** Test data of the competition screens, shaped as the API answers. */
export const SEASONS: Season[] = [
  { id: 58, name: 'Temporada 58', start_date: null, active: false },
  { id: 59, name: 'Temporada 59', start_date: null, active: true },
];

export function makeTournament(overrides: Partial<Tournament> & { id: number }): Tournament {
  const format = overrides.format ?? 'PD';
  return {
    name: `Torneo ${overrides.id}`,
    start_date: null,
    end_date: null,
    season_id: 59,
    type: format === 'UEL' || format === 'CFM' ? 'UCL' : format,
    format,
    season: { id: overrides.season_id ?? 59, name: 'Temporada 59' },
    teams: [],
    ...overrides,
  };
}

export const PAMPERO = { id: 1, name: 'Atlético Pampero' };
export const NORTE = { id: 2, name: 'Club Norte' };
export const SUR = { id: 3, name: 'Sur FC' };

/** The league's first division this season (format PD), and Atlético Pampero's manager. */
export const PRIMERA_T59 = makeTournament({ id: 1, name: 'Primera División T59' });
export const pamperoManager = () =>
  makeUser({ name: 'Manager Uno', rol: 'Manager Primera', team: { ...PAMPERO, division: 'Primera' } });

let nextMatch = 500;

export function makeMatch(tournament: Tournament, overrides: Partial<Match> = {}): Match {
  nextMatch += 1;
  const stage = overrides.stage ?? 1;
  const status = overrides.status ?? 'pending';
  return {
    id: nextMatch,
    tournament_id: tournament.id,
    team_home: PAMPERO,
    team_away: NORTE,
    score_home: null,
    score_away: null,
    match_date: '2026-11-21T00:00:00.000Z',
    status,
    status_text: status === 'completed' ? 'Estadísticas completadas y cargadas' : 'Pendiente de carga',
    stage,
    stage_label: roundName(tournament.format as Format, stage, 'matches'),
    group: null,
    tournament: { id: tournament.id, name: tournament.name, format: tournament.format },
    ...overrides,
  };
}

/** GET /teams?all=true rows. */
export const TEAMS: Team[] = [
  { ...PAMPERO, division: 'Primera', id_user: 3, user: { id: 3, name: 'Manager Uno' } },
  { ...NORTE, division: 'Primera', id_user: 4, user: null },
  { ...SUR, division: 'Segunda', id_user: null, user: null },
];
