import type { SanctionList, SanctionView, Team } from '@liga/domain';

/** Test data of /sanciones and the dashboard's card, shaped as the API answers. */
const team = (id: number, name: string, division: Team['division']): Team => ({
  id,
  name,
  division,
  id_user: id + 100,
  user: { id: id + 100, name: `DT ${name}` },
});
export const TEAMS: Team[] = [
  team(1, 'Atlético Pampero', 'Primera'),
  team(15, 'Deportivo Laguna', 'Segunda'),
];

export function sanction(overrides: Partial<SanctionView> = {}): SanctionView {
  return {
    id: 5,
    season_id: 59,
    team: { id: 1, name: 'Atlético Pampero' },
    kind: 'withdrawal',
    match: { id: 40, label: 'Atlético Pampero - Deportivo Laguna (ronda 3)' },
    offer_id: null,
    reason: 'No se presentó',
    amount: 5_000_000,
    notified: true,
    late_hours: null,
    created_by: { id: 2, name: 'Oscar Organizador' },
    created_at: '2026-03-10T23:00:00.000Z',
    reverted_at: null,
    revert_reason: null,
    ...overrides,
  };
}

export const sanctionList = (data: SanctionView[]): SanctionList => ({
  data,
  standings: [
    {
      team: { id: 1, name: 'Atlético Pampero' },
      warnings: 6,
      admonitions: 3,
      loses_place: true,
      postponements: 0,
      loses_team: false,
      withdrawals: 1,
    },
  ],
});
