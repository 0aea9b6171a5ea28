import type { PlayerBetView, User } from '@liga/domain';
import { BetLink } from './bet-link';
import { type Column, DataTable, numberColumn } from '../../../components/ui/table';
import { betsMessages as m } from '../messages';
import { betHeadColumns } from './bet-columns';
import { canBet } from './can-bet';
import { playerBetPath } from './paths';

const columns = (user: User | null): Array<Column<PlayerBetView> | false> => [
  ...betHeadColumns<PlayerBetView>(
    m.colPlayer,
    (b) => playerBetPath(b.id),
    (b) => b.name,
  ),
  numberColumn(m.colGoal, (b) => b.goal_odd),
  numberColumn(m.colCard, (b) => b.card_odd),
  canBet(user) && { header: m.colAction, cell: (b) => <BetLink open={b.open} to={playerBetPath(b.id)} /> },
];

export function PlayerBetsTable({ bets, user }: { bets: PlayerBetView[]; user: User | null }) {
  return <DataTable caption={m.playerBets} rows={bets} rowKey={(b) => b.id} columns={columns(user)} />;
}
