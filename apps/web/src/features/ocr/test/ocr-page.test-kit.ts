import type { MatchPlayer, RecognitionResult, RecognizedPlayer, User } from '@liga/domain';
import { NORTE, PAMPERO, makeMatch, makeTournament } from '../../../test/competition.test-kit';
import { idRoute, mockApi } from '../../../test/mock-api';
import { renderRoute } from '../../../test/render';

/** Pampero 2 - 1 Norte, the match whose captures the OCR page tests load. */
export const ocrMatch = makeMatch(makeTournament({ id: 1 }), { score_home: 2, score_away: 1 });

export const juanPerez: MatchPlayer = { id: 11, name: 'Juan Pérez', id_team: PAMPERO, status: 'registrado' };
export const pedroNorte: MatchPlayer = { id: 21, name: 'Pedro Norte', id_team: NORTE, status: 'registrado' };

/** A row as the reader recognised it; tests override what they look at. */
export const recognized = (over: Partial<RecognizedPlayer>): RecognizedPlayer => ({
  shirt_number: 9,
  name: 'Juan Pérez',
  rating: 7.5,
  goals: 0,
  assists: 0,
  is_injured: false,
  amarillas: 0,
  rojas: 0,
  ...over,
});

/** A row matched to one squad player with no doubt. */
export const certain = (id: number, name: string, team: number) => ({
  player_id: id,
  name,
  team_id: team,
  score: 1,
  uncertain: false,
  candidates: [{ player_id: id, name, team_id: team, score: 1 }],
});

/** A player-ratings capture read without errors (screenshot 7). */
export function ratingsCapture(
  filename: string,
  teams: { home: string | null; away: string | null },
  players: RecognizedPlayer[],
): RecognitionResult {
  return {
    filename,
    success: true,
    error: null,
    screenshot_id: 7,
    table_structure: { rows: players.length + 1, estimated_columns: 7 },
    data: {
      type: 'player_ratings',
      teams,
      statistics: [],
      total_players: players.length,
      players,
    },
  };
}

/** /cargar-imagenes/{id} for the match, nothing loaded yet; the squad is Juan Pérez and Pedro Norte unless said. */
export function renderOcrPage(me: User, squad: MatchPlayer[] = [juanPerez, pedroNorte]) {
  mockApi({
    'GET /api/user': () => ({ body: me }),
    ...idRoute(`GET /api/games/${ocrMatch.id}`, () => ({ body: { data: ocrMatch } })),
    'GET /api/players-teams': () => ({ body: { data: squad } }),
    'GET /api/match-statistics': () => ({ body: { data: [] } }),
    'GET /api/ocr/screenshots': () => ({ body: { data: [] } }),
  });
  return renderRoute(`/cargar-imagenes/${ocrMatch.id}`, { user: me });
}
