import { describe, expect, it } from 'vitest';
import { PlayerInputSchema, PlayerUpdateSchema } from '../players/contracts';
import { TeamInputSchema, TeamUpdateSchema } from '../teams/contracts';

const valid = { name: 'Juan Pérez', age: 24, ca: 120, pa: 150, value: 1_000_000, status: '', id_team: 3 };
const errorsOf = (result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) => Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));

describe('PlayerInputSchema', () => {
  it('accepts a player, trims the name and takes the nested team back', () => {
    const parsed = PlayerInputSchema.parse({
      ...valid,
      name: '  Juan Pérez ',
      id_team: { id: 3, name: 'X', division: null },
      extra: 1,
    });
    expect(parsed).toEqual(valid);
    expect(PlayerInputSchema.parse({ name: 'A', age: 14, ca: 1, pa: 1, id_team: 1 })).toMatchObject({
      value: 0,
      status: '',
    });
  });

  it.each([
    ['age under 14', { age: 13 }, 'age', 'La edad debe ser al menos 14.'],
    ['age over 50', { age: 51 }, 'age', 'La edad no puede superar 50.'],
    ['age not whole', { age: 20.5 }, 'age', 'La edad debe ser un número entero.'],
    ['ca 0', { ca: 0 }, 'ca', 'El CA debe ser al menos 1.'],
    ['pa over 200', { pa: 201 }, 'pa', 'El PA no puede superar 200.'],
    ['ca above pa', { ca: 151, pa: 150 }, 'ca', 'El CA no puede ser mayor que el PA.'],
    ['negative value', { value: -1 }, 'value', 'El valor no puede ser negativo.'],
    ['value as text', { value: 'mucho' }, 'value', 'El valor debe ser un número.'],
    ['empty name', { name: '   ' }, 'name', 'El nombre es obligatorio.'],
    ['long name', { name: 'x'.repeat(61) }, 'name', 'El nombre no puede superar 60 caracteres.'],
    ['unknown status', { status: 'vendido' }, 'status', 'El estado no es válido.'],
    ['missing team', { id_team: undefined }, 'id_team', 'El equipo es obligatorio.'],
    ['team 0', { id_team: 0 }, 'id_team', 'El equipo no es válido.'],
  ])('refuses %s', (_label, patch, field, message) => {
    expect(errorsOf(PlayerInputSchema.safeParse({ ...valid, ...patch }))).toEqual({ [field]: message });
  });

  it('reports every bad field at once', () => {
    const errors = errorsOf(
      PlayerInputSchema.safeParse({
        name: '',
        age: 99,
        ca: 300,
        pa: 0,
        value: -5,
        status: 'x',
        id_team: 'a',
      }),
    );
    expect(Object.keys(errors).sort()).toEqual(['age', 'ca', 'id_team', 'name', 'pa', 'status', 'value']);
  });
});

describe('PlayerUpdateSchema', () => {
  it('accepts any subset and checks ca ≤ pa only when both are sent', () => {
    expect(PlayerUpdateSchema.parse({ status: 'registrado' })).toEqual({ status: 'registrado' });
    expect(PlayerUpdateSchema.parse({ ca: 199 })).toEqual({ ca: 199 });
    expect(errorsOf(PlayerUpdateSchema.safeParse({ ca: 199, pa: 150 }))).toEqual({
      ca: 'El CA no puede ser mayor que el PA.',
    });
  });
});

describe('TeamInputSchema', () => {
  it('defaults division and owner to none, reads an empty division as none', () => {
    expect(TeamInputSchema.parse({ name: ' Nuevo FC ' })).toEqual({
      name: 'Nuevo FC',
      division: null,
      id_user: null,
    });
    expect(TeamUpdateSchema.parse({ division: '' })).toEqual({ division: null });
    expect(TeamUpdateSchema.parse({ division: 'Segunda', id_user: null })).toEqual({
      division: 'Segunda',
      id_user: null,
    });
  });

  it.each([
    [{ name: '' }, 'name', 'El nombre del equipo es obligatorio.'],
    [{ name: 'A', division: 'Tercera' }, 'division', 'La división debe ser Primera, Segunda o ninguna.'],
    [{ name: 'A', id_user: -1 }, 'id_user', 'El usuario no es válido.'],
  ])('refuses %j', (input, field, message) => {
    expect(errorsOf(TeamInputSchema.safeParse(input))).toEqual({ [field]: message });
  });
});
