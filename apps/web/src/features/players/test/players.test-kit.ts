import type { Player, PlayerProfile } from '@liga/domain';
import { recordMaker } from '../../../test/records.test-kit';

export const PAMPERO: Player['id_team'] = { id: 1, name: 'Atlético Pampero', division: 'Primera' };
export const NORTE: Player['id_team'] = { id: 2, name: 'Deportivo Norte', division: 'Primera' };
export const SUR: Player['id_team'] = { id: 16, name: 'Unión Sur', division: 'Segunda' };
export const AMATEUR: Player['id_team'] = { id: 30, name: 'Amateurs FC', division: '' };
export const FREE_AGENTS: Player['id_team'] = { id: 61, name: 'Agentes Libres', division: '' };

export const makePlayer = recordMaker<Player>(500, (id) => ({
  id,
  name: `Jugador ${id}`,
  age: 25,
  ca: 120,
  pa: 140,
  value: 3_500_000,
  status: '',
  id_team: PAMPERO,
}));

/** The player page's answer for `player`: a value that never changed and no market history. */
export function makeProfile(player: Player, overrides: Partial<PlayerProfile> = {}): PlayerProfile {
  return {
    player,
    manager: null,
    created_at: '2026-01-01T00:00:00.000Z',
    value_history: [{ at: '2026-01-01T00:00:00.000Z', value: player.value }],
    statistics: [],
    transfers: [],
    clauses: [],
    auctions: [],
    ...overrides,
  };
}
