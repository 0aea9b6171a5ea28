import type { RecognitionResult } from '@liga/domain';
import { describe, expect, it } from 'vitest';
import { teamsMismatch } from './teams-check';

const match = { team_home: { id: 1, name: 'Atlético Pampero' }, team_away: { id: 2, name: 'Club Norte' } };
const capture = (home: string | null, away: string | null, success = true): RecognitionResult => ({
  filename: 'c.png',
  success,
  error: null,
  screenshot_id: 1,
  table_structure: null,
  data: { type: 'player_ratings', teams: { home, away }, statistics: [], players: [], total_players: 0 },
});

describe('teamsMismatch', () => {
  it.each<[string, string | null, string | null, 'ok' | 'other' | 'swapped']>([
    ['the match’s teams', 'Atlético Pampero', 'Club Norte', 'ok'],
    ['accents and case aside', 'ATLETICO PAMPERO', 'club norte', 'ok'],
    ['a letter misread', 'Atletico Pampera', 'Club Norte', 'ok'],
    ['a shorter name on the capture', 'Pampero', 'Norte', 'ok'],
    ['a longer name on the capture', 'Club Atlético Pampero FC', 'Club Norte', 'ok'],
    ['no team read', null, null, 'ok'],
    ['one side read, right', null, 'Club Norte', 'ok'],
    ['one side read, wrong', null, 'Deportivo Sur', 'other'],
    ['another match', 'Deportivo Sur', 'Club Norte', 'other'],
    ['two other teams', 'Real Madrid', 'Barcelona', 'other'],
    ['the teams the other way round', 'Club Norte', 'Atlético Pampero', 'swapped'],
  ])('%s', (_label, home, away, expected) => {
    const found = teamsMismatch(capture(home, away), match);
    expect(found === null ? 'ok' : found.swapped ? 'swapped' : 'other').toBe(expected);
    if (found) expect(found).toMatchObject({ filename: 'c.png', home, away });
  });

  it('ignores a failed capture', () => {
    expect(teamsMismatch(capture('Real Madrid', 'Barcelona', false), match)).toBeNull();
  });
});
