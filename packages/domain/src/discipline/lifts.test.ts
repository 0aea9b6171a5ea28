import { describe, expect, it } from 'vitest';
import { barCauses, barredAfterLifts } from './lifts';

const row = (
  stage: number,
  extra: Partial<{ yellow_cards: number; red_cards: number; direct_red: boolean }>,
) => ({
  stage,
  yellow_cards: 0,
  red_cards: 0,
  simple_injuries: 0,
  serious_injuries: 0,
  direct_red: false,
  ...extra,
});

describe('barredAfterLifts', () => {
  const rows = [
    row(1, { yellow_cards: 1 }),
    row(2, { yellow_cards: 1 }),
    row(3, { yellow_cards: 1, red_cards: 1 }),
  ];
  it.each([
    [[], ['Acumulación de amarillas (3)', 'Tarjeta roja']],
    [['yellow_cards'], ['Tarjeta roja']],
    [['red_card'], ['Acumulación de amarillas (3)']],
    [['yellow_cards', 'red_card'], []],
  ] as const)('lifted %j → %j', (lifted, expected) => {
    expect(barredAfterLifts(rows, 'PD', 4, lifted)).toEqual(expected);
  });

  it('a round with no ban stays free', () => {
    expect(barredAfterLifts(rows, 'PD', 6, [])).toEqual([]);
    expect(barCauses(rows, 'PD', 4)).toEqual(['yellow_cards', 'red_card']);
  });
});
