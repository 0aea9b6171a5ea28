import type { User } from '@liga/domain';
import { recordMaker } from './records.test-kit';

export const makeUser = recordMaker<User>(100, (id) => ({
  id,
  name: `Usuario ${id}`,
  email: `u${id}@liga.test`,
  rol: 'Manager Primera',
  profits: 15_000_000,
  costs: 0,
  discord_user: null,
  team: null,
  created_at: '2026-01-01T00:00:00.000Z',
  updated_at: '2026-01-01T00:00:00.000Z',
}));
