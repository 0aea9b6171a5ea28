import { describe, expect, it } from 'vitest';
import type { Format } from './round-names';
import { barredRounds, isBarred, summarizePlayer, type PlayerStatRow } from './suspensions';

type Partial = { y?: number; r?: number; dr?: boolean; inj?: number; ser?: number; g?: number; a?: number };
const row = (stage: number, p: Partial = {}): PlayerStatRow => ({
  stage,
  yellow_cards: p.y ?? 0,
  red_cards: p.r ?? (p.dr ? 1 : 0),
  direct_red: p.dr ?? false,
  simple_injuries: p.inj ?? 0,
  serious_injuries: p.ser ?? 0,
  goals: p.g ?? 0,
  assists: p.a ?? 0,
});
/** One yellow card in each of the given rounds. */
const yellows = (...stages: number[]) => stages.map((s) => row(s, { y: 1 }));
/** Barred rounds as { round: reasons } so a case reads like the rule book. */
const bars = (rows: PlayerStatRow[], format: Format) =>
  Object.fromEntries(barredRounds(rows, format).map((b) => [b.stage, b.reasons.map((r) => r.text)]));
const Y = (n: number) => `Acumulación de amarillas (${n})`;

describe('yellow cards in league formats: 3 → next round, 6 → next two (docs/rules.md §9)', () => {
  it.each<[string, Format, PlayerStatRow[], Record<number, string[]>]>([
    ['one card', 'PD', yellows(1), {}],
    ['two cards', 'PD', yellows(1, 2), {}],
    ['third card', 'PD', yellows(1, 2, 3), { 4: [Y(3)] }],
    ['fourth and fifth add nothing', 'PD', yellows(1, 2, 3, 5, 6), { 4: [Y(3)] }],
    ['sixth card', 'PD', yellows(1, 2, 3, 5, 6, 8), { 4: [Y(3)], 9: [Y(6)], 10: [Y(6)] }],
    [
      'ninth card bars one round',
      'PD',
      yellows(1, 2, 3, 5, 6, 7, 9, 10, 11),
      { 4: [Y(3)], 8: [Y(6)], 9: [Y(6)], 12: [Y(9)] },
    ],
    [
      'twelfth card bars two',
      'SD',
      [row(1, { y: 11 }), row(2, { y: 1 })],
      { 2: [Y(3), Y(6), Y(9)], 3: [Y(6), Y(12)], 4: [Y(12)] },
    ],
    ['two cards in one match cross 3', 'PD', [row(1, { y: 2 }), row(2, { y: 2 })], { 3: [Y(3)] }],
    ['SD follows the league rule', 'SD', yellows(1, 2, 3), { 4: [Y(3)] }],
    ['no reset in leagues', 'PD', yellows(1, 14, 15), { 16: [Y(3)] }],
    ['nothing after the PD Final', 'PD', yellows(1, 2, 3, 4, 5, 16), { 4: [Y(3)], 17: [Y(6)] }],
    ['SD Final is round 18', 'SD', yellows(1, 2, 3, 4, 5, 16), { 4: [Y(3)], 17: [Y(6)], 18: [Y(6)] }],
  ])('%s (%s)', (_, format, rows, expected) => expect(bars(rows, format)).toEqual(expected));
});

describe('yellow cards in cups: 2 → next round, 4 → also the round after next (docs/rules.md §9)', () => {
  it.each<[string, Format, PlayerStatRow[], Record<number, string[]>]>([
    ['one card', 'UCL', yellows(1), {}],
    ['second card', 'UCL', yellows(1, 2), { 3: [Y(2)] }],
    ['third card adds nothing (no league rule)', 'UCL', yellows(1, 2, 3), { 3: [Y(2)] }],
    ['fourth card bars two rounds', 'UCL', yellows(1, 2, 3, 4), { 3: [Y(2)], 5: [Y(4)], 6: [Y(4)] }],
    ['two cards in one match', 'CFM', [row(1, { y: 2 })], { 2: [Y(2)] }],
    [
      'cards 3 and 4 in one match',
      'UEL',
      [row(1, { y: 2 }), row(2, { y: 2 })],
      { 2: [Y(2)], 3: [Y(4)], 4: [Y(4)] },
    ],
    [
      'sixth card bars one round',
      'CFM',
      [row(1, { y: 2 }), row(2, { y: 2 }), row(3, { y: 2 })],
      {
        2: [Y(2)],
        3: [Y(4)],
        4: [Y(4), Y(6)],
      },
    ],
    [
      'eighth card bars two rounds',
      'UCL',
      [row(1, { y: 6 }), row(2, { y: 2 })],
      {
        2: [Y(2), Y(4), Y(6)],
        3: [Y(4), Y(8)],
        4: [Y(8)],
      },
    ],
    ['nothing after the UEL Final', 'UEL', [row(3, { y: 1 }), row(4, { y: 1 })], {}],
  ])('%s (%s)', (_, format, rows, expected) => expect(bars(rows, format)).toEqual(expected));
});

describe('cup yellow reset at the first semifinal round (UCL 5, UEL 3, CFM 4)', () => {
  it.each<[string, Format, PlayerStatRow[], Record<number, string[]>]>([
    ['UCL cards before and after round 5 do not add up', 'UCL', yellows(3, 5), {}],
    ['UCL the same cards before the reset do', 'UCL', yellows(3, 4), { 5: [Y(2)] }],
    [
      'UCL a ban earned before the reset is still served',
      'UCL',
      yellows(1, 2, 3, 4),
      { 3: [Y(2)], 5: [Y(4)], 6: [Y(4)] },
    ],
    ['UCL counting starts again in the semifinal', 'UCL', yellows(2, 5, 6), { 7: [Y(2)] }],
    ['UCL reset without a match in round 5', 'UCL', yellows(4, 6), {}],
    ['UEL resets at round 3', 'UEL', yellows(2, 3), {}],
    ['UEL before the reset', 'UEL', yellows(1, 2), { 3: [Y(2)] }],
    ['UEL semifinal and final', 'UEL', yellows(1, 3, 4), {}],
    ['CFM resets at round 4', 'CFM', yellows(3, 4), {}],
    ['CFM before the reset', 'CFM', yellows(2, 3), { 4: [Y(2)] }],
    ['CFM after the reset', 'CFM', yellows(1, 4, 5), {}],
  ])('%s', (_, format, rows, expected) => expect(bars(rows, format)).toEqual(expected));
});

describe('reds and injuries (docs/rules.md §9)', () => {
  it.each<[string, Format, PlayerStatRow[], Record<number, string[]>]>([
    ['red card bars the next round', 'PD', [row(5, { r: 1 })], { 6: ['Tarjeta roja'] }],
    [
      'direct red bars the next two',
      'PD',
      [row(5, { dr: true })],
      { 6: ['Roja directa'], 7: ['Roja directa'] },
    ],
    [
      'direct red without red_cards set',
      'SD',
      [row(5, { r: 0, dr: true })],
      { 6: ['Roja directa'], 7: ['Roja directa'] },
    ],
    ['simple injury bars the next round', 'PD', [row(5, { inj: 1 })], { 6: ['Lesión'] }],
    [
      'serious injury bars the next two',
      'PD',
      [row(5, { ser: 1 })],
      { 6: ['Lesión grave'], 7: ['Lesión grave'] },
    ],
    ['UCL red before the semifinal', 'UCL', [row(4, { r: 1 })], { 5: ['Tarjeta roja'] }],
    [
      'UCL direct red in the first leg',
      'UCL',
      [row(5, { dr: true })],
      { 6: ['Roja directa'], 7: ['Roja directa'] },
    ],
    [
      'UCL direct red in the second leg: only the Final',
      'UCL',
      [row(6, { dr: true })],
      { 7: ['Roja directa'] },
    ],
    ['nothing after a Final', 'CFM', [row(5, { dr: true, ser: 1 })], {}],
  ])('%s', (_, format, rows, expected) => expect(bars(rows, format)).toEqual(expected));
});

describe('sanctions add up as a union (docs/rules.md §9)', () => {
  it.each<[string, Format, PlayerStatRow[], Record<number, string[]>]>([
    [
      'third yellow, red and injury in one match: one round, three reasons',
      'PD',
      [...yellows(1, 2), row(3, { y: 1, r: 1, inj: 1 })],
      { 4: [Y(3), 'Tarjeta roja', 'Lesión'] },
    ],
    [
      'direct red and serious injury in one match',
      'PD',
      [row(3, { dr: true, ser: 1 })],
      { 4: ['Roja directa', 'Lesión grave'], 5: ['Roja directa', 'Lesión grave'] },
    ],
    [
      'sixth yellow and red in one match',
      'SD',
      [row(1, { y: 3 }), row(2, { y: 2 }), row(3, { y: 1, r: 1 })],
      { 2: [Y(3)], 4: [Y(6), 'Tarjeta roja'], 5: [Y(6)] },
    ],
    ['three cup yellows and a simple injury', 'CFM', [row(1, { y: 3, inj: 1 })], { 2: [Y(2), 'Lesión'] }],
    [
      'several matches',
      'PD',
      [row(2, { r: 1 }), row(5, { ser: 1, y: 1 }), row(6, { y: 1 }), row(7, { y: 1 })],
      { 3: ['Tarjeta roja'], 6: ['Lesión grave'], 7: ['Lesión grave'], 8: [Y(3)] },
    ],
    [
      'overlapping bans from two matches',
      'PD',
      [row(3, { dr: true }), row(4, { inj: 1 })],
      { 4: ['Roja directa'], 5: ['Roja directa', 'Lesión'] },
    ],
    ['rows in any order', 'PD', [row(7, { y: 1 }), row(2, { y: 1 }), row(4, { y: 1 })], { 8: [Y(3)] }],
  ])('%s', (_, format, rows, expected) => expect(bars(rows, format)).toEqual(expected));

  it('keeps the match and count behind each reason, and the round name', () => {
    expect(barredRounds([row(1, { y: 1 }), row(4, { y: 1 })], 'UCL')).toEqual([
      {
        stage: 5,
        label: 'Semifinal (ida)',
        reasons: [{ cause: 'yellow_cards', match_stage: 4, yellow_count: 2, text: Y(2) }],
      },
    ]);
    expect(barredRounds([row(3, { dr: true })], 'PD').map((b) => b.label)).toEqual(['4', '5']);
  });
});

describe('isBarred', () => {
  const rows = [...yellows(1, 2), row(3, { y: 1, dr: true })];
  it.each<[number, string[]]>([
    [3, []],
    [4, [Y(3), 'Roja directa']],
    [5, ['Roja directa']],
    [6, []],
  ])('round %d → %j', (stage, reasons) => expect(isBarred(rows, 'PD', stage)).toEqual(reasons));
});

describe('summarizePlayer (team statistics)', () => {
  it('totals and latest rounds', () => {
    const rows = [
      row(1, { g: 2, a: 1, y: 1 }),
      row(2, { g: 1, r: 1 }),
      row(3, { inj: 1, y: 1 }),
      row(5, { a: 2, ser: 1 }),
      row(6, { inj: 1, dr: true, y: 1 }),
    ];
    expect(summarizePlayer(rows, 'PD')).toMatchObject({
      goals: 3,
      assists: 3,
      yellow_cards: 3,
      red_card_round: 6,
      injury_round: 6,
      serious_injury_round: 5,
      last_match_round: 6,
    });
    expect(summarizePlayer(rows, 'PD').barred_rounds.map((b) => b.stage)).toEqual([3, 4, 6, 7, 8]);
  });
  it('a player without matches', () => {
    expect(summarizePlayer([], 'UCL')).toEqual({
      goals: 0,
      assists: 0,
      yellow_cards: 0,
      red_card_round: null,
      injury_round: null,
      serious_injury_round: null,
      last_match_round: null,
      barred_rounds: [],
    });
  });
});
