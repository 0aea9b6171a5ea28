import { describe, expect, it } from 'vitest';
import { MAX_MONEY_INPUT } from '../market/constants';
import { MAX_PRIZES_PER_SUBMISSION } from './constants';
import { SubmitPrizesSchema } from './contracts';
import { PRIZE_MESSAGES } from './messages';
import { parsePosition } from './position';
import { SavePrizeTableSchema } from './table-contracts';

const prize = { tournament_id: 1, team_id: 2, amount: 150_000_000, position: '1', description: '' };
const errorsOf = (body: unknown) => {
  const r = SubmitPrizesSchema.safeParse(body);
  return r.success ? [] : r.error.issues.map((i) => [i.path.join('.'), i.message]);
};

// Decision 013 (second audit): '1st', '１', '1' + zero-width space, 'primero' and '1° puesto' each paid
// a first place again. Every spelling of a position is parsed to one value, or refused.
describe('parsePosition', () => {
  it.each([
    ['1', '1°'],
    [' 1 ', '1°'],
    ['1°', '1°'],
    ['1º', '1°'],
    ['1ª', '1°'],
    ['1ro', '1°'],
    ['1er', '1°'],
    ['1st', '1°'],
    ['１', '1°'],
    ['1\u200b', '1°'],
    ['\u200d1\ufeff°', '1°'],
    ['1\u00a0°', '1°'],
    ['primero', '1°'],
    ['Primer puesto', '1°'],
    ['1° puesto', '1°'],
    ['Puesto 1', '1°'],
    ['Nro. 1', '1°'],
    ['Campeón', '1°'],
    ['SUBCAMPEÓN', '2°'],
    ['2do.', '2°'],
    ['2nd', '2°'],
    ['03', '3°'],
    ['tercero', '3°'],
    ['Décimo', '10°'],
    ['32', '32°'],
    ['goleador', 'Goleador'],
    ['  GOLEADOR ', 'Goleador'],
    ['Máximo goleador', 'Goleador'],
    ['asistidor\u200b', 'Asistidor'],
  ])('%j → %j', (text, expected) => expect(parsePosition(text)).toBe(expected));

  it.each(['0', '33', '1000', '-1', '1.5', '1 2', 'x', 'Goleador del torneo', 'Fair play', '\u200b', '1°°'])(
    'refuses %j',
    (text) => expect(parsePosition(text)).toBeNull(),
  );

  it('answers a position it cannot read with a 422 message on the field', () => {
    expect(errorsOf({ prizes: [{ ...prize, position: '1st place' }] })).toEqual([
      ['prizes.0.position', PRIZE_MESSAGES.positionInvalid],
    ]);
  });

  it('counts every spelling of one position as a repeat in the same list', () => {
    const spelled = ['1', '1st', '１', '1\u200b', 'primero', '1° puesto'];
    expect(errorsOf({ prizes: spelled.map((position) => ({ ...prize, position })) })).toEqual(
      spelled.slice(1).map((_, i) => [`prizes.${i + 1}.position`, PRIZE_MESSAGES.repeated]),
    );
  });
});

describe('POST /prizes body (docs/rules.md §11)', () => {
  it('takes the league client’s call as written: amount a number, position text, description optional', () => {
    const r = SubmitPrizesSchema.parse({ prizes: [{ ...prize, description: undefined }] });
    expect(r.prizes).toEqual([{ ...prize, position: '1°', description: '' }]);
  });

  it('reads numeric text from form inputs and a numeric position', () => {
    const r = SubmitPrizesSchema.parse({
      prizes: [{ tournament_id: '1', team_id: '2', amount: '5000000', position: 2, description: null }],
    });
    expect(r.prizes[0]).toMatchObject({ tournament_id: 1, team_id: 2, amount: 5_000_000, position: '2°' });
  });

  it.each([
    ['no list', {}],
    ['an empty list', { prizes: [] }],
  ])('refuses %s with the league client’s message', (_label, body) => {
    expect(errorsOf(body)).toEqual([['prizes', 'No hay premios para enviar.']]);
  });

  it('says the limit the schema enforces', () => {
    expect(PRIZE_MESSAGES.tooMany).toBe(`No puedes agregar más de ${MAX_PRIZES_PER_SUBMISSION} premios.`);
  });

  it('accepts 14 and refuses 15 (docs/rules.md §11)', () => {
    const list = (n: number) => Array.from({ length: n }, (_, i) => ({ ...prize, position: String(i + 1) }));
    expect(errorsOf({ prizes: list(14) })).toEqual([]);
    expect(errorsOf({ prizes: list(15) })).toEqual([['prizes', 'No puedes agregar más de 14 premios.']]);
  });

  it.each(['tournament_id', 'team_id', 'amount', 'position'])(
    'a missing %s reads "complete every required field"',
    (field) => {
      const { [field as keyof typeof prize]: _gone, ...rest } = prize;
      expect(errorsOf({ prizes: [rest] })).toEqual([
        [`prizes.0.${field}`, 'Por favor, completa todos los campos obligatorios.'],
      ]);
    },
  );

  it('a blank position or amount counts as missing', () => {
    expect(errorsOf({ prizes: [{ ...prize, position: '   ', amount: '' }] }).map(([, m]) => m)).toEqual([
      'Por favor, completa todos los campos obligatorios.',
      'Por favor, completa todos los campos obligatorios.',
    ]);
  });

  it.each([0, -5, 1.5, MAX_MONEY_INPUT + 1, Number.MAX_SAFE_INTEGER, true, 'mucho'])(
    'refuses the amount %j',
    (amount) => {
      expect(errorsOf({ prizes: [{ ...prize, amount }] })).toEqual([
        ['prizes.0.amount', 'El monto debe ser un número entero entre 1 y 100.000.000.000.'],
      ]);
    },
  );

  it('refuses control characters in the texts (PostgreSQL cannot store NUL)', () => {
    expect(errorsOf({ prizes: [{ ...prize, position: '1\u0000', description: 'a\u0000b' }] })).toEqual([
      ['prizes.0.position', 'El texto tiene caracteres no válidos.'],
      ['prizes.0.description', 'El texto tiene caracteres no válidos.'],
    ]);
  });

  it('refuses the same tournament + team + position twice in one list, however it is spelled', () => {
    expect(errorsOf({ prizes: [prize, { ...prize, position: '1°', amount: 1 }] })).toEqual([
      ['prizes.1.position', 'Este premio está repetido en la lista (mismo torneo, equipo y posición).'],
    ]);
    expect(errorsOf({ prizes: [prize, { ...prize, team_id: 3 }] })).toEqual([]);
  });
});

describe('PUT /create-prizes/{id} body', () => {
  it('sorts positions and takes zero bonuses', () => {
    const r = SavePrizeTableSchema.parse({
      positions: [
        { position: 2, amount: 100_000_000 },
        { position: '1', amount: '150000000' },
      ],
      scorer_bonus: 0,
      assists_bonus: 10_000_000,
    });
    expect(r.positions.map((p) => p.position)).toEqual([1, 2]);
  });

  it.each([
    [{ positions: [{ position: 0, amount: 1 }] }, 'positions.0.position'],
    [{ positions: [{ position: 33, amount: 1 }] }, 'positions.0.position'],
    [{ positions: [{ position: 1, amount: 0 }] }, 'positions.0.amount'],
    [
      {
        positions: [
          { position: 1, amount: 1 },
          { position: 1, amount: 2 },
        ],
      },
      'positions.1.position',
    ],
    [{ positions: [], scorer_bonus: -1 }, 'scorer_bonus'],
  ])('refuses %j at %s', (body, path) => {
    const r = SavePrizeTableSchema.safeParse({ scorer_bonus: 0, assists_bonus: 0, ...body });
    expect(r.success ? [] : r.error.issues.map((i) => i.path.join('.'))).toEqual([path]);
  });
});
