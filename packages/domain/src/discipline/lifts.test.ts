import { describe, expect, it } from 'vitest';
import { sanctionRow as row } from '../competition/sanction-row.test-kit';
import { barCauses, barredAfterLifts } from './lifts';

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
