import { describe, expect, it } from 'vitest';
import { betForOdd, oddFor, optionForOdd, validatePlaceBet } from './bets';
import { CreateMatchBetSchema, CreatePlayerBetSchema, PlaceBetSchema } from '../bets/contracts';

const issues = (r: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((r.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));

describe('CreateMatchBetSchema (POST /bets)', () => {
  const bet = {
    match: ' Boca vs River ',
    description: 'Fecha 3',
    home_odd: '1.85',
    away_odd: '2,10',
    draw_odd: 3,
    under: 1.9,
    over: '1.90',
  };
  it('parses odds typed as text or numbers into hundredths and strips created_by', () => {
    expect(CreateMatchBetSchema.parse({ ...bet, created_by: 1 })).toEqual({
      match: 'Boca vs River',
      description: 'Fecha 3',
      home_odd: 185,
      away_odd: 210,
      draw_odd: 300,
      under: 190,
      over: 190,
    });
  });
  it('takes a missing description as empty', () =>
    expect(CreateMatchBetSchema.parse({ ...bet, description: null }).description).toBe(''));
  it.each([
    [{ match: '' }, { match: 'El partido es obligatorio.' }],
    [{ match: undefined }, { match: 'El partido es obligatorio.' }],
    [{ match: 'x'.repeat(121) }, { match: 'El texto no puede superar 120 caracteres.' }],
    [{ home_odd: undefined }, { home_odd: 'La cuota es obligatoria.' }],
    [{ home_odd: null }, { home_odd: 'La cuota es obligatoria.' }],
    [{ away_odd: '0.99' }, { away_odd: 'La cuota debe ser mayor que 1.00.' }],
    [{ draw_odd: '1.234' }, { draw_odd: 'La cuota admite como máximo dos decimales.' }],
    [{ under: 'uno' }, { under: 'La cuota debe tener el formato x.xx (por ejemplo 1.85).' }],
  ])('%j → %j', (change, expected) =>
    expect(issues(CreateMatchBetSchema.safeParse({ ...bet, ...change }))).toEqual(expected),
  );
});

describe('CreatePlayerBetSchema (POST /singlebet)', () => {
  it('parses', () =>
    expect(CreatePlayerBetSchema.parse({ name: 'Messi', goal_odd: '2.5', card_odd: '4' })).toEqual({
      name: 'Messi',
      description: '',
      goal_odd: 250,
      card_odd: 400,
    }));
  it('needs a name', () =>
    expect(issues(CreatePlayerBetSchema.safeParse({ name: ' ', goal_odd: '2', card_odd: '2' }))).toEqual({
      name: 'El jugador es obligatorio.',
    }));
});

describe('PlaceBetSchema (amount 1,000,000–15,000,000)', () => {
  it.each([
    [
      { id_bet: 4, option: 'home', amount: 1_000_000 },
      { id_bet: 4, option: 'home', amount: 1_000_000 },
    ],
    [
      { id_bet: '4', id_playerbet: null, option: 'over', amount: '15000000' },
      { id_bet: 4, option: 'over', amount: 15_000_000 },
    ],
    [
      { id_bet: '', id_playerbet: 8, option: 'card', amount: 2_500_000, id_user: 9, selected_option: 1.5 },
      { id_playerbet: 8, option: 'card', amount: 2_500_000, selected_option: 150 },
    ],
    // The league client's form: the chosen odd instead of the option (resolved on the server).
    [
      { id_user: 9, id_bet: 4, id_playerbet: null, amount: 1_000_000, selected_option: 1.85 },
      { id_bet: 4, amount: 1_000_000, selected_option: 185 },
    ],
    // Its form keeps both selects: both ids come, and the odd (or an option) names the bet.
    [
      { id_user: 3, id_bet: 1, amount: 5_000_000, selected_option: 1.85, id_playerbet: 1 },
      { id_bet: 1, id_playerbet: 1, amount: 5_000_000, selected_option: 185 },
    ],
    [
      { id_bet: 4, id_playerbet: 8, option: 'goal', amount: 1_000_000 },
      { id_bet: 4, id_playerbet: 8, option: 'goal', amount: 1_000_000 },
    ],
  ])('%j is accepted', (payload, parsed) => expect(PlaceBetSchema.parse(payload)).toEqual(parsed));

  const range = 'El monto debe ser un número entero entre 1.000.000 y 15.000.000.';
  it.each([
    [{ id_bet: 4, option: 'home', amount: 999_999 }, { amount: range }],
    [{ id_bet: 4, option: 'home', amount: 15_000_001 }, { amount: range }],
    [{ id_bet: 4, option: 'home', amount: 1_000_000.5 }, { amount: range }],
    [{ id_bet: 4, option: 'home' }, { amount: range }],
    [{ id_bet: 4, option: 'win', amount: 1_000_000 }, { option: 'Elegí una opción válida.' }],
    [{ option: 'home', amount: 1_000_000 }, { id_bet: 'Elegí una apuesta.' }],
    [{ id_bet: 4, amount: 1_000_000 }, { option: 'Elegí una opción válida.' }],
    [
      { id_bet: 4, id_playerbet: 8, amount: 1_000_000 },
      { id_bet: 'Elegí una apuesta de partido o de jugador, no ambas.' },
    ],
    [
      { id_bet: 4, option: 'goal', amount: 1_000_000 },
      { option: 'La opción no corresponde a este tipo de apuesta.' },
    ],
    [
      { id_playerbet: 8, option: 'draw', amount: 1_000_000 },
      { option: 'La opción no corresponde a este tipo de apuesta.' },
    ],
  ])('%j → %j', (payload, expected) => expect(issues(PlaceBetSchema.safeParse(payload))).toEqual(expected));
});

describe('oddFor', () => {
  const match = { home_odd: 185, away_odd: 210, draw_odd: 300, under: 190, over: 175 };
  const player = { goal_odd: 250, card_odd: 400 };
  it.each([
    [match, 'home', 185],
    [match, 'away', 210],
    [match, 'draw', 300],
    [match, 'under', 190],
    [match, 'over', 175],
    [match, 'goal', null],
    [player, 'goal', 250],
    [player, 'card', 400],
    [player, 'home', null],
  ] as const)('%j %s → %s', (bet, option, odd) => expect(oddFor(bet, option)).toBe(odd));
});

describe('validatePlaceBet (docs/rules.md §12, §7)', () => {
  it.each([
    [{ amount: 2_000_000, budget: 2_000_000, active: true }, {}],
    [
      { amount: 2_000_000, budget: 1_999_999, active: true },
      { amount: ['Presupuesto insuficiente para esta apuesta.'] },
    ],
    [
      { amount: 2_000_000, budget: 5_000_000, active: false },
      { id_bet: ['Esta apuesta ya no acepta jugadas.'] },
    ],
  ])('%j → %j', (args, expected) => expect(validatePlaceBet(args)).toEqual(expected));
});

describe('optionForOdd (the league client sends the chosen odd, decision 033)', () => {
  const match = { home_odd: 185, away_odd: 210, draw_odd: 300, under: 150, over: 210 };
  it.each([
    [match, 185, { option: 'home' }],
    [match, 300, { option: 'draw' }],
    [match, 210, { error: 'shared' }],
    [match, 186, { error: 'none' }],
    [{ goal_odd: 250, card_odd: 400 }, 400, { option: 'card' }],
    [{ goal_odd: 250, card_odd: 400 }, 185, { error: 'none' }],
  ])('%j at %i → %j', (bet, odd, expected) => expect(optionForOdd(bet, odd)).toEqual(expected));
});

describe('betForOdd (the league client names both bets and the odd, decision 012)', () => {
  const match = { home_odd: 185, away_odd: 210, draw_odd: 300, under: 150, over: 150 };
  const player = { goal_odd: 250, card_odd: 300 };
  it.each([
    [185, { kind: 'match', option: 'home' }],
    [210, { kind: 'match', option: 'away' }],
    [250, { kind: 'player', option: 'goal' }],
    [300, { error: 'ambiguous' }],
    [150, { error: 'shared' }],
    [999, { error: 'none' }],
  ])('%s → %j', (odd, expected) => expect(betForOdd({ match, player }, odd)).toEqual(expected));
  it('an odd one bet pays twice and the other once is still ambiguous', () =>
    expect(betForOdd({ match, player: { goal_odd: 150, card_odd: 400 } }, 150)).toEqual({
      error: 'ambiguous',
    }));
});
