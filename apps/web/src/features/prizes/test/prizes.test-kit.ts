import type { PrizeTable, PrizeView, Team } from '@liga/domain';
import { makeTournament } from '../../../test/competition.test-kit';

/** Test data of the prize screens, shaped as the API answers (types from the shared contracts). */
export { SEASONS } from '../../../test/competition.test-kit';

export const PRIMERA_T59 = makeTournament({ id: 7, name: 'Primera División T59' });

const team = (id: number, name: string, division: Team['division']): Team => ({
  id,
  name,
  division,
  id_user: division ? id + 100 : null,
  user: division ? { id: id + 100, name: `DT ${name}` } : null,
});
export const TEAMS: Team[] = [
  team(1, 'Atlético Pampero', 'Primera'),
  team(15, 'Deportivo Laguna', 'Segunda'),
  team(30, 'Club de Afuera', ''),
];

export function paidPrize(overrides: Partial<PrizeView> = {}): PrizeView {
  return {
    id: 90,
    tournament: { id: 7, name: 'Primera División T59' },
    team: { id: 1, name: 'Atlético Pampero', division: 'Primera' },
    paid_to: { id: 101, name: 'DT Atlético Pampero' },
    amount: 150_000_000,
    position: '1°',
    description: null,
    source: 'manual',
    created_by: { id: 1, name: 'Admin Liga' },
    paid_at: '2026-11-20T12:00:00.000Z',
    reverted_at: null,
    reverted_by: null,
    revert_reason: null,
    ...overrides,
  };
}

export const TABLE: PrizeTable = {
  tournament: { id: 7, name: 'Primera División T59', format: 'PD', season_id: 59 },
  positions: [{ position: 1, amount: 150_000_000 }],
  scorer_bonus: 10_000_000,
  assists_bonus: 10_000_000,
  prode_round_prize: 0,
  saved: false,
  updated_at: null,
  paid_count: 0,
};
