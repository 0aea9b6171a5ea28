import { describe, expect, it } from 'vitest';
import { mergeRows, type ResolvedRow } from './merge';

const row = (player_id: number, extra: Partial<ResolvedRow> = {}): ResolvedRow => ({
  player_id,
  rating: 6.5,
  goals: 0,
  assists: 0,
  amarillas: 0,
  rojas: 0,
  is_injured: false,
  ...extra,
});

describe('mergeRows: several captures of one match become the form lines', () => {
  it('adds goals, assists and cards of the same player across captures', () => {
    const [line] = mergeRows([row(1, { goals: 1, assists: 1 }), row(1, { goals: 2 })]);
    expect(line).toMatchObject({ player_id: 1, goals: 3, assists: 1, yellow_cards: 0, red_cards: 0 });
  });

  it('two yellow cards make a red, not a direct one', () => {
    const [line] = mergeRows([row(1, { amarillas: 1 }), row(1, { amarillas: 1 })]);
    expect(line).toMatchObject({ yellow_cards: 1, red_cards: 1, direct_red: false });
  });

  it('a red card with no yellow is a direct red', () => {
    const [line] = mergeRows([row(2, { rojas: 1 })]);
    expect(line).toMatchObject({ yellow_cards: 0, red_cards: 1, direct_red: true });
  });

  it('an injury mark is a simple injury, never a serious one', () => {
    const [line] = mergeRows([row(3, { is_injured: true })]);
    expect(line).toMatchObject({ simple_injuries: 1, serious_injuries: 0 });
  });

  it('proposes the best rating as MVP only when nobody else has it', () => {
    expect(mergeRows([row(1, { rating: 8.1 }), row(2, { rating: 7 })]).map((l) => l.mvp)).toEqual([
      true,
      false,
    ]);
    expect(mergeRows([row(1, { rating: 8.1 }), row(2, { rating: 8.1 })]).map((l) => l.mvp)).toEqual([
      false,
      false,
    ]);
  });
});
