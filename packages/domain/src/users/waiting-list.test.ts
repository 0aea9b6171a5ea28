import { describe, expect, it } from 'vitest';
import { managerRoleFor } from './waiting-list';

describe('managerRoleFor', () => {
  it.each([
    ['Primera', 'Manager Primera'],
    ['Segunda', 'Manager Segunda'],
    [null, null],
    ['', null],
    ['primera', null],
  ] as const)('%s → %s', (division, role) => {
    expect(managerRoleFor(division)).toBe(role);
  });
});
