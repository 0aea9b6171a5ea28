import type { User } from '@liga/domain';

let nextId = 100;

export function makeUser(overrides: Partial<User> = {}): User {
  nextId += 1;
  return {
    id: nextId,
    name: `Usuario ${nextId}`,
    email: `u${nextId}@liga.test`,
    rol: 'Manager Primera',
    profits: 15_000_000,
    costs: 0,
    discord_user: null,
    team: null,
    created_at: '2026-01-01T00:00:00.000Z',
    updated_at: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}
