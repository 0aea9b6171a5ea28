import { describe, expect, it } from 'vitest';
import { ROLES, may, policy } from './roles';

describe('role policy', () => {
  it.each([
    ['placeBet', 'Manager Segunda', true],
    ['placeBet', 'visitante', false],
    ['bid', 'En lista de espera', false],
    ['createClause', 'Organizador', true],
    ['addPlayer', 'Organizador', false],
    ['addPlayer', 'Admin', true],
    ['editPlayerFields', 'Organizador', true],
    ['blockPlayer', 'Manager Primera', false],
    ['deletePlayer', 'Organizador', false],
    ['reEnableMatch', 'Organizador', false],
    ['seeEmails', 'Organizador', false],
    ['seeBudgets', 'visitante', false],
    ['seeBudgets', 'Manager Primera', true],
    ['readLeague', 'visitante', true],
    ['awardPrizes', 'Organizador', false],
    ['awardPrizes', 'Admin', true],
    ['editPrizeTables', 'Organizador', false],
    ['editRuleBook', 'Organizador', false],
    ['editRuleBook', 'Admin', true],
    ['seeMarketState', 'visitante', false],
    ['seeMarketState', 'Manager Segunda', true],
  ] as const)('%s for %s: %s', (action, rol, expected) => {
    expect(may(rol, action)).toBe(expected);
  });

  it('gives nothing to an unknown or missing role', () => {
    expect(may(undefined, 'readLeague')).toBe(false);
    expect(may('Superusuario', 'readLeague')).toBe(false);
  });

  it('names only known roles', () => {
    for (const roles of Object.values(policy)) for (const rol of roles) expect(ROLES).toContain(rol);
  });
});
