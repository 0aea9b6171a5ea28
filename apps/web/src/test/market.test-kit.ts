import type {
  ClauseView,
  Player,
  PlayerOffers,
  SquadPlayer,
  Team,
  TeamDetail,
  TransferView,
} from '@liga/domain';
import { recordMaker } from './records.test-kit';
import { makeSquad } from './squad.test-kit';

export const seasons = [
  { id: 58, name: 'Temporada 58', start_date: '2026-01-01T00:00:00.000Z', active: false },
  { id: 59, name: 'Temporada 59', start_date: '2026-06-01T00:00:00.000Z', active: true },
];

const owner = (id: number, name: string) => ({ id, name });

export const ownTeam: Team = {
  id: 1,
  name: 'Atlético Pampero',
  division: 'Primera',
  id_user: 3,
  user: owner(3, 'Manager Uno'),
};
export const sellerTeam: Team = {
  id: 15,
  name: 'Deportivo Laguna',
  division: 'Segunda',
  id_user: 17,
  user: owner(17, 'Manager Dos'),
};
export const outsideTeam: Team = { id: 61, name: 'Libres', division: '', id_user: null, user: null };
export const teams: Team[] = [ownTeam, sellerTeam, outsideTeam];

export const target: SquadPlayer = {
  id: 348,
  name: 'Cristian Aguirre',
  age: 33,
  ca: 157,
  pa: 164,
  value: 30_000_000,
  status: 'registrado',
};
export const sellerDetail: TeamDetail = {
  ...sellerTeam,
  players: [
    target,
    { id: 349, name: 'Bloqueado Pérez', age: 25, ca: 150, pa: 160, value: 20_000_000, status: 'bloqueado' },
    {
      id: 350,
      name: 'Restringido Gómez',
      age: 25,
      ca: 140,
      pa: 150,
      value: 10_000_000,
      status: 'restringido',
    },
    { id: 351, name: 'Libre Díaz', age: 22, ca: 130, pa: 150, value: 8_000_000, status: '' },
  ],
};

export const ownPlayers: SquadPlayer[] = [
  { id: 10, name: 'Propio Uno', age: 24, ca: 140, pa: 150, value: 5_000_000, status: 'registrado' },
  { id: 11, name: 'Propio Dos', age: 19, ca: 120, pa: 160, value: 2_500_000, status: '' },
];
export const squad = makeSquad(
  ownPlayers,
  {
    average_ca: 130,
    registered_average_ca: 140,
    counts: { adults: 1, youth: 1, total: 2 },
    registered: { adults: 1, youth: 0, total: 1 },
  },
  { team: { id: ownTeam.id, name: ownTeam.name, division: ownTeam.division } },
);

export const targetPlayer: Player = {
  ...target,
  id_team: { id: sellerTeam.id, name: sellerTeam.name, division: sellerTeam.division },
};

export const makeOffer = recordMaker<ClauseView>(500, (id) => ({
  id,
  id_player: target.id,
  name: target.name,
  id_team: sellerTeam.id,
  team: { id: sellerTeam.id, name: sellerTeam.name, division: sellerTeam.division },
  id_season: 59,
  value: 40_000_000,
  extra_value: 0,
  total_value: 40_000_000,
  other_players: [],
  created_by: { id: 3, name: 'Manager Uno' },
  buyer_team: { id: ownTeam.id, name: ownTeam.name },
  confirmed: 'no',
  active: 'yes',
  created_at: '2026-06-02T12:00:00.000Z',
  confirmed_at: null,
  hidden: false,
  mine: false,
  revealed: true,
  reveal_at: '2026-06-02T21:00:00.000Z',
  rank: null,
  closed_reason: null,
}));

/** An offer as someone else sees it before the reveal. */
export const sealed = (overrides: Partial<ClauseView> = {}) =>
  makeOffer({
    value: null,
    extra_value: null,
    total_value: null,
    other_players: null,
    created_by: null,
    buyer_team: null,
    hidden: true,
    revealed: false,
    ...overrides,
  });

export const playerOffers = (
  offers: ClauseView[],
  revealed: boolean,
  reveal_at: string | null,
): PlayerOffers => ({
  player: targetPlayer,
  offers,
  revealed,
  reveal_at,
});

/** A pending transfer from the own team to the seller's, waiting for the caller's confirmation. */
export const makeTransfer = (overrides: Partial<TransferView> = {}): TransferView => ({
  id: 7,
  id_season: 59,
  transferred_players: 'Propio Uno',
  players: [{ id: 10, name: 'Propio Uno' }],
  id_team_from: ownTeam.id,
  id_team_to: 15,
  team_from: { id: ownTeam.id, name: ownTeam.name },
  team_to: { id: 15, name: 'Deportivo Laguna' },
  budget: 4_000_000,
  status: 'bloqueado',
  confirmed: 'no',
  created_by: { id: 1, name: 'Admin Liga' },
  buy_by: null,
  sold_by: null,
  created_at: '2026-06-02T15:04:05.000Z',
  confirmed_at: null,
  can_confirm: true,
  can_reject: true,
  can_cancel: false,
  expires_at: '2026-06-04T15:04:05.000Z',
  ...overrides,
});
