import { describe, expect, it } from 'vitest';
import { nextPlayoffRound, type PlayoffMatch } from './playoff-rounds';

/** Team ids 101… by final position; `p(7)` is 7.º's id. */
const table = Array.from({ length: 14 }, (_, i) => 101 + i);
const p = (place: number) => 100 + place;
/** A result between two places: `game(15, 1, 8, 2, 0)` is 1.º 2–0 8.º in round 15. */
const game = (stage: number, home: number, away: number, hg: number | null, ag: number | null) =>
  ({ stage, home_id: p(home), away_id: p(away), home_goals: hg, away_goals: ag }) satisfies PlayoffMatch;
const shown = (format: 'PD' | 'SD', played: PlayoffMatch[]) => {
  const next = nextPlayoffRound(format, table, played);
  return next.kind === 'round'
    ? next.fixtures.map((f) => `${f.stage}:${f.home_id - 100}v${f.away_id - 100}`)
    : next;
};

const playin = [game(14, 7, 10, 0, 1), game(14, 8, 9, 2, 2), game(18, 11, 12, 1, 0)];

describe('the play-off round after the last one played (docs/rules.md §10.4)', () => {
  it('Primera Cuartos: 1.º–6.º and the Playin winners, best placed v worst placed, the better at home; a draw sends the better placed through; the Playout is not a play-off round', () => {
    expect(shown('PD', playin)).toEqual(['15:1v10', '15:2v8', '15:3v6', '15:4v5']);
  });

  it('Primera Semifinal and Final, reseeded by table place each round', () => {
    const cuartos = [game(15, 1, 10, 0, 3), game(15, 2, 8, 1, 0), game(15, 3, 6, 0, 0), game(15, 4, 5, 1, 2)];
    expect(shown('PD', [...playin, ...cuartos])).toEqual(['16:2v10', '16:3v5']);
    const semis = [game(16, 2, 10, 1, 0), game(16, 3, 5, 0, 4)];
    expect(shown('PD', [...playin, ...cuartos, ...semis])).toEqual(['17:2v5']);
    const final = game(17, 2, 5, 1, 1);
    expect(shown('PD', [...playin, ...cuartos, ...semis, final])).toEqual({ kind: 'finished' });
  });

  it('Segunda: Semifinal (15) after the Cuartos, then the Final at stage 18', () => {
    const cuartos = [game(14, 1, 8, 1, 0), game(14, 2, 7, 0, 1), game(14, 3, 6, 2, 0), game(14, 4, 5, 0, 1)];
    expect(shown('SD', cuartos)).toEqual(['15:1v7', '15:3v5']);
    const semis = [game(15, 1, 7, 0, 1), game(15, 3, 5, 3, 1)];
    expect(shown('SD', [...cuartos, ...semis])).toEqual(['18:3v7']);
  });

  it('nothing to build before the first round, while a match of the last round has no result, nor after the Final', () => {
    expect(shown('PD', [])).toEqual({ kind: 'not-started' });
    expect(shown('PD', [game(18, 11, 12, 1, 0)])).toEqual({ kind: 'not-started' });
    expect(shown('PD', [game(14, 7, 10, 1, 0), game(14, 8, 9, null, null)])).toEqual({
      kind: 'pending',
      stage: 14,
      pending: 1,
    });
    expect(shown('SD', [game(18, 1, 2, 0, 1)])).toEqual({ kind: 'finished' });
    expect(nextPlayoffRound('UCL', table, [game(4, 1, 2, 0, 1)])).toEqual({ kind: 'not-started' });
  });

  it('a short table: the places without a first-round rival join the next round; an odd number leaves the best placed waiting', () => {
    const six = table.slice(0, 6);
    const cuartos = [game(14, 3, 6, 1, 0), game(14, 4, 5, 0, 1)];
    const semis = nextPlayoffRound('SD', six, cuartos);
    expect(semis).toEqual({
      kind: 'round',
      stage: 15,
      fixtures: [
        { stage: 15, home_id: p(1), away_id: p(5) },
        { stage: 15, home_id: p(2), away_id: p(3) },
      ],
    });
    const three = nextPlayoffRound('SD', table.slice(0, 4), [game(14, 3, 4, 0, 1)]);
    expect(three).toEqual({
      kind: 'round',
      stage: 15,
      fixtures: [{ stage: 15, home_id: p(2), away_id: p(4) }],
    });
  });
});
