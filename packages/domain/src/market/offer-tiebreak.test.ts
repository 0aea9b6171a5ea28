import { describe, expect, it } from 'vitest';
import { offerTerms, roundStanding, tiebreakOf, validateRaise, type TiebreakOffer } from './offer-tiebreak';

const reveal = new Date('2026-03-12T13:00:00Z'); // 10:00 in Buenos Aires
const at = (iso: string) => new Date(iso);
const offer = (id: number, total: number, change: Partial<TiebreakOffer> = {}): TiebreakOffer => ({
  id,
  value: total,
  total_value: total,
  raised_value: null,
  created_at: at(`2026-03-12T0${id}:00:00Z`),
  active: true,
  confirmed: false,
  closed_at: null,
  ...change,
});

describe('tiebreakOf (decision 022)', () => {
  it('opens 3 h for the offers the reveal showed tied at the top total', () =>
    expect(tiebreakOf([offer(1, 10), offer(2, 12), offer(3, 12)], reveal)).toEqual({
      endsAt: at('2026-03-12T16:00:00Z'),
      tiedIds: [2, 3],
    }));
  it.each([
    ['no tie at the top', [offer(1, 12), offer(2, 10), offer(3, 10)]],
    ['one offer', [offer(1, 12)]],
    ['no offer', []],
    [
      'the tied rival closed before the reveal',
      [offer(1, 12), offer(2, 12, { active: false, closed_at: at('2026-03-12T12:00:00Z') })],
    ],
    ['the tied rival closed by an old confirmation', [offer(1, 12), offer(2, 12, { active: false })]],
  ])('none with %s', (_label, round) => expect(tiebreakOf(round, reveal)).toBeNull());
  it('keeps a tied offer staff closed after the reveal, and ignores raises', () =>
    expect(
      tiebreakOf(
        [
          offer(1, 12, { raised_value: 20 }),
          offer(2, 12, { active: false, closed_at: at('2026-03-12T14:00:00Z') }),
        ],
        reveal,
      )?.tiedIds,
    ).toEqual([1, 2]));
});

describe('roundStanding', () => {
  it('has no tie-break when the top is alone', () => {
    const s = roundStanding([offer(1, 12), offer(2, 12), offer(3, 14)], reveal, at('2026-03-12T13:30:00Z'));
    expect([s.tiebreak, s.running, s.winner?.id]).toEqual([null, false, 3]);
  });
  const tied = [offer(1, 12), offer(2, 12, { raised_value: 15 }), offer(3, 9)];
  it('while the tie-break runs: no winner, ranked by the revealed totals', () => {
    const s = roundStanding(tied, reveal, at('2026-03-12T15:59:59.999Z'));
    expect([s.running, s.winner, s.ranked.map((o) => [o.id, o.total_value])]).toEqual([
      true,
      null,
      [
        [1, 12],
        [2, 12],
        [3, 9],
      ],
    ]);
  });
  it('at its end the raise counts', () => {
    const s = roundStanding(tied, reveal, at('2026-03-12T16:00:00Z'));
    expect([s.running, s.winner?.id, s.winner?.total_value, s.winner?.value]).toEqual([false, 2, 15, 15]);
  });
  it('a tie left after it goes to the earlier original offer', () => {
    const both = [offer(2, 12, { raised_value: 15 }), offer(1, 12, { raised_value: 15 })];
    expect(roundStanding(both, reveal, at('2026-03-12T17:00:00Z')).winner?.id).toBe(1);
  });
});

describe('offerTerms', () => {
  const o = { value: 10, total_value: 14, raised_value: 12 };
  it.each([
    [true, { value: 12, total_value: 16 }],
    [false, { value: 10, total_value: 14 }],
  ])('with the raise %s', (withRaise, terms) => expect(offerTerms(o, withRaise)).toEqual(terms));
});

describe('validateRaise', () => {
  const ok = {
    offer: offer(1, 12_000_000),
    tied: true,
    running: true,
    value: 13_000_000,
    playerValue: 10_000_000,
    budget: 13_000_000,
  };
  it.each([
    ['a higher cash within bounds and budget', {}, {}],
    [
      'a closed offer',
      { offer: offer(1, 12_000_000, { active: false }) },
      { offer: ['Esta oferta ya no compite: no se puede mejorar.'] },
    ],
    [
      'an offer not tied',
      { tied: false },
      { offer: ['Solo las ofertas empatadas en el primer puesto pueden mejorarse.'] },
    ],
    [
      'after the tie-break',
      { running: false },
      { offer: ['No hay un desempate abierto para esta oferta: ya no se puede mejorar.'] },
    ],
    [
      'no more than the offer',
      { value: 12_000_000 },
      { value: ['La mejora debe superar el efectivo de tu oferta (12.000.000 €).'] },
    ],
    [
      'no more than an earlier raise',
      { offer: offer(1, 12_000_000, { raised_value: 14_000_000 }), value: 13_500_000, budget: 20_000_000 },
      { value: ['La mejora debe superar el efectivo de tu oferta (14.000.000 €).'] },
    ],
    [
      'above twice the value',
      { value: 20_000_001, budget: 30_000_000 },
      { value: ['El valor de la cláusula debe estar entre 10.000.000 y 20.000.000.'] },
    ],
    [
      'above the budget',
      { budget: 12_999_999 },
      { value: ['Presupuesto insuficiente para ejecutar la cláusula.'] },
    ],
  ])('%s', (_label, change, errors) => expect(validateRaise({ ...ok, ...change })).toEqual(errors));
});
