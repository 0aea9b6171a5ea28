import { BLANK_LINE, type Match, type MatchPlayer, type StatisticRow, type User } from '@liga/domain';
import { PRIMERA_T59, SEASONS } from './competition.test-kit';
import { idRoute, mockApi, page, type MockHandlers } from './mock-api';
import { renderRoute } from './render';

interface MatchPageOptions {
  me: User;
  /** The match the page shows. */
  match: Match;
  /** GET /matches: the match alone unless told. */
  matches?: Match[];
  /** Both teams' players (GET /players-teams). */
  players: MatchPlayer[];
  /** The match's saved lines (GET /match-statistics). */
  statistics?: StatisticRow[];
  /** More routes, or ones that answer otherwise. */
  routes?: MockHandlers;
}

/** Opens /partidos/{id} on the mocked API with the match, its players and its saved statistics. */
export function openMatchPage({
  me,
  match,
  matches = [match],
  players,
  statistics = [],
  routes = {},
}: MatchPageOptions) {
  const api = mockApi({
    'GET /api/user': () => ({ body: me }),
    'GET /api/season': () => ({ body: { data: SEASONS } }),
    'GET /api/tournaments': () => ({ body: { data: [PRIMERA_T59] } }),
    'GET /api/matches': () => ({ body: { data: matches } }),
    'GET /api/teams': () => ({ body: page([]) }),
    ...idRoute(`GET /api/games/${match.id}`, () => ({ body: { data: match } })),
    'GET /api/players-teams': () => ({ body: { data: players } }),
    'GET /api/match-statistics': () => ({ body: { data: statistics } }),
    ...routes,
  });
  return { ...api, ...renderRoute(`/partidos/${match.id}`, { user: me }) };
}

/** A saved line of `player` for `team` in `match`: blank and marked 'Jugó' unless told. */
export const statisticLine = (
  player: { id: number; name: string },
  team: number,
  match: Match,
  over: Partial<StatisticRow> = {},
): StatisticRow => ({
  id: player.id * 10,
  player_id: { id: player.id, name: player.name },
  team_id: team,
  tournament_id: { id: match.tournament.id, format: match.tournament.format },
  match_id: { id: match.id, stage: match.stage },
  ...BLANK_LINE,
  direct_red: 'not',
  played: true,
  ...over,
});
