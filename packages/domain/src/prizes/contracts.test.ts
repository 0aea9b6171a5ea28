import { describe, expect, it } from 'vitest';
import { MAX_MONEY_INPUT } from '../market/constants';
import { MAX_PRIZES_PER_SUBMISSION } from './constants';
import { SubmitPrizesSchema } from './contracts';
import { PRIZE_MESSAGES } from './messages';
import { normalizePosition } from './position';
import { SavePrizeTableSchema } from './table-contracts';

const prize = { tournament_id: 1, team_id: 2, amount: 150_000_000, position: '1', description: '' };
const errorsOf = (body: unknown) => {
  const r = SubmitPrizesSchema.safeParse(body);
  return r.success ? [] : r.error.issues.map((i) => [i.path.join('.'), i.message]);
};

describe('normalizePosition', () => {
  it.each([
    ['1', '1°'],
    [' 1 ', '1°'],
    ['1°', '1°'],
    ['1º', '1°'],
    ['1ro', '1°'],
    ['2do.', '2°'],
    ['03', '3°'],
    ['  Goleador   del  torneo ', 'Goleador del torneo'],
    ['Campeón', 'Campeón'],
  ])('%j → %j', (text, expected) => expect(normalizePosition(text)).toBe(expected));
});

describe('POST /prizes body (spec 02 §5)', () => {
  it('takes the spec call as written: amount a number, position text, description optional', () => {
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
  ])('refuses %s with the spec message', (_label, body) => {
    expect(errorsOf(body)).toEqual([['prizes', 'No hay premios para enviar.']]);
  });

  it('says the limit the schema enforces', () => {
    expect(PRIZE_MESSAGES.tooMany).toBe(`No puedes agregar más de ${MAX_PRIZES_PER_SUBMISSION} premios.`);
  });

  it('accepts 14 and refuses 15 (spec 02 §9)', () => {
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
