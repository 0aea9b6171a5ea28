import { describe, expect, it } from 'vitest';
import { ownerStatusRefusal, registrationRefusal } from './status';

describe('ownerStatusRefusal (docs/rules.md §3.2)', () => {
  it.each([
    ['', '', null],
    ['registrado', 'registrado', null],
    ['bloqueado', 'bloqueado', null],
    ['', 'restringido', null],
    ['', 'liberado', null],
    ['restringido', '', null],
    ['nada', '', null],
    ['', 'registrado', null],
    ['', 'bloqueado', 'block'],
    ['restringido', 'bloqueado', 'block'],
    ['bloqueado', '', 'blocked'],
    ['bloqueado', 'liberado', 'blocked'],
    ['registrado', '', 'registered'],
    ['registrado', 'liberado', 'registered'],
    ['registrado', 'nada', 'registered'],
  ])('%j → %j: %s', (from, to, refusal) => expect(ownerStatusRefusal(from, to)).toBe(refusal));
});

describe('registrationRefusal', () => {
  const none = { adults: 0, youth: 0, total: 0 };
  it.each([
    ['unmodified adult', { status: '', age: 25 }, none, false, null],
    ['restricted youth', { status: 'restringido', age: 19 }, none, false, null],
    ['already registered', { status: 'registrado', age: 25 }, none, true, 'already'],
    ['status nada', { status: 'nada', age: 25 }, none, true, 'not_registrable'],
    ['released', { status: 'liberado', age: 25 }, none, true, 'released'],
    ['blocked, by the owner', { status: 'bloqueado', age: 25 }, none, false, 'blocked'],
    ['blocked, by staff', { status: 'bloqueado', age: 25 }, none, true, null],
    ['19th adult', { status: '', age: 21 }, { adults: 18, youth: 0, total: 18 }, true, 'adults_full'],
    [
      'youth fits when adults are full',
      { status: '', age: 20 },
      { adults: 18, youth: 5, total: 23 },
      false,
      null,
    ],
    ['7th youth', { status: '', age: 20 }, { adults: 3, youth: 6, total: 9 }, false, 'youth_full'],
  ] as const)('%s', (_label, player, registered, byStaff, refusal) => {
    expect(registrationRefusal(player, registered, byStaff)).toBe(refusal);
  });
});
