import { describe, expect, it } from 'vitest';
import { TransferInputSchema, TransferRequestSchema } from '../transfers/contracts';
import { canConfirmTransfer } from './transfers';

const issues = (payload: unknown) => {
  const r = TransferInputSchema.safeParse(payload);
  return Object.fromEntries((r.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));
};
const base = { id_team_from: 2, id_team_to: 3, players: [10, 11], budget: 5_000_000 };

describe('TransferInputSchema (POST /transfer, docs/rules.md §5)', () => {
  it('parses a form, with the season optional and the budget defaulting to 0', () => {
    expect(
      TransferInputSchema.parse({ id_team_from: '2', id_team_to: '3', players: '[10,11,10]', id_season: '' }),
    ).toEqual({
      id_team_from: 2,
      id_team_to: 3,
      players: [10, 11],
      budget: 0,
    });
    expect(
      TransferRequestSchema.parse({ data: { ...base, id_season: 7, buy_by: 4, sold_by: null } }).data,
    ).toEqual({
      ...base,
      id_season: 7,
      buy_by: 4,
    });
  });

  it.each([
    [{ budget: 0 }, {}],
    [{ id_team_to: 2 }, { id_team_to: 'Los equipos de origen y destino deben ser distintos.' }],
    [{ id_team_from: undefined }, { id_team_from: 'Seleccioná el equipo de origen.' }],
    [{ id_team_to: '' }, { id_team_to: 'Seleccioná el equipo de destino.' }],
    [{ players: [] }, { players: 'Seleccioná al menos un jugador.' }],
    [{ players: undefined }, { players: 'Seleccioná al menos un jugador.' }],
    [{ players: ['Messi'] }, { players: 'Los jugadores seleccionados no son válidos.' }],
    [
      { players: Array.from({ length: 25 }, (_, i) => i + 1) },
      { players: 'No podés transferir más de 24 jugadores.' },
    ],
    [{ budget: -1 }, { budget: 'El monto debe ser un número entero mayor o igual a 0.' }],
    [{ budget: 1.5 }, { budget: 'El monto debe ser un número entero mayor o igual a 0.' }],
    [{ id_season: 0 }, { id_season: 'La temporada no es válida.' }],
    [{ buy_by: 'x' }, { buy_by: 'El usuario no es válido.' }],
  ])('%j → %j', (change, expected) => expect(issues({ ...base, ...change })).toEqual(expected));
});

// docs/rules.md §5.2: confirmed by the other party (not its creator) or an Admin.
describe('canConfirmTransfer', () => {
  const t = { createdBy: 1, buyerId: 1, sellerId: 2 };
  it.each([
    [
      'the seller, when the buyer created it',
      { ...t, confirmerId: 2, confirmerRole: 'Manager Primera' },
      true,
    ],
    ['the creator', { ...t, confirmerId: 1, confirmerRole: 'Manager Primera' }, false],
    ['an outsider', { ...t, confirmerId: 3, confirmerRole: 'Manager Segunda' }, false],
    ['an Organizador outsider', { ...t, confirmerId: 3, confirmerRole: 'Organizador' }, false],
    ['an Admin', { ...t, confirmerId: 3, confirmerRole: 'Admin' }, true],
    ['an Admin who created it', { ...t, createdBy: 3, confirmerId: 3, confirmerRole: 'Admin' }, true],
    [
      'the buyer, when an Admin created it',
      { ...t, createdBy: 9, confirmerId: 1, confirmerRole: 'Manager Primera' },
      true,
    ],
    [
      'the seller, when an Admin created it',
      { ...t, createdBy: 9, confirmerId: 2, confirmerRole: 'Manager Primera' },
      true,
    ],
    [
      'nobody matches an ownerless team',
      { createdBy: 1, buyerId: 1, sellerId: null, confirmerId: 5, confirmerRole: null },
      false,
    ],
    [
      'owner of both teams who created it',
      { createdBy: 1, buyerId: 1, sellerId: 1, confirmerId: 1, confirmerRole: 'Manager Primera' },
      false,
    ],
  ])('%s → %s', (_label, args, allowed) => expect(canConfirmTransfer(args)).toBe(allowed));
});
