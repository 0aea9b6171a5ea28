import { describe, expect, it } from 'vitest';
import { PLAYOUT_STAGE, drawsPlayoffs, isPlayoutStage, playoffFixtures } from './playoffs';
import { roundName } from './round-names';
import { isBarred } from './suspensions';

/** Team ids 101… by final position. */
const table = (n: number) => Array.from({ length: n }, (_, i) => 101 + i);
const pairs = (format: 'PD' | 'SD', n: number) =>
  playoffFixtures(format, table(n)).map((f) => `${f.stage}:${f.home_id - 100}v${f.away_id - 100}`);

describe('league play-offs and Playout drawn from the final table', () => {
  it('Primera: 7.º–10.º play the Playin, 11.º v 12.º the Playout, the better placed at home', () => {
    expect(pairs('PD', 14)).toEqual(['14:7v10', '14:8v9', `${PLAYOUT_STAGE}:11v12`]);
  });

  it('Segunda: the top eight play the Cuartos; no Playout', () => {
    expect(pairs('SD', 14)).toEqual(['14:1v8', '14:2v7', '14:3v6', '14:4v5']);
  });

  it.each([
    ['PD', 10, ['14:7v10', '14:8v9']],
    ['PD', 11, ['14:7v10', '14:8v9']],
    ['PD', 12, ['14:7v10', '14:8v9', `${PLAYOUT_STAGE}:11v12`]],
    ['SD', 6, ['14:3v6', '14:4v5']],
    ['PD', 2, []],
  ] as const)('%s with %i teams draws only the pairs it has', (format, n, expected) => {
    expect(pairs(format, n)).toEqual(expected);
  });

  it('only the leagues draw play-offs; only Primera has a Playout stage, named Playout', () => {
    expect(['PD', 'SD', 'UCL', 'UEL', 'CFM'].map((f) => drawsPlayoffs(f as 'PD'))).toEqual([
      true,
      true,
      false,
      false,
      false,
    ]);
    expect(isPlayoutStage('PD', PLAYOUT_STAGE)).toBe(true);
    expect(isPlayoutStage('SD', PLAYOUT_STAGE)).toBe(false);
    expect(roundName('PD', PLAYOUT_STAGE)).toBe('Playout');
    expect(roundName('PD', PLAYOUT_STAGE, 'statistics')).toBe('Playout');
  });

  it('a ban for round 14 bars the Playout, played with it', () => {
    const row = { yellow_cards: 1, red_cards: 0, simple_injuries: 0, serious_injuries: 0, direct_red: false };
    const rows = [11, 12, 13].map((stage) => ({ ...row, stage }));
    expect(isBarred(rows, 'PD', PLAYOUT_STAGE)).toEqual(['Acumulación de amarillas (3)']);
    expect(isBarred(rows.slice(1), 'PD', PLAYOUT_STAGE)).toEqual([]);
  });
});
