import type { PlayerBetView, User } from '@liga/domain';
import { Link } from 'react-router';
import { BetLink } from './bet-link';
import { DataTable, numberColumn } from '../../../components/ui/table';
import { betsMessages as m } from '../messages';
import { canBet } from './can-bet';
import { playerBetPath } from './paths';

export function PlayerBetsTable({ bets, user }: { bets: PlayerBetView[]; user: User | null }) {
  return (
    <DataTable
      caption={m.playerBets}
      rows={bets}
      rowKey={(b) => b.id}
      columns={[
        {
          header: m.colPlayer,
          cell: (b) => (
            <Link to={playerBetPath(b.id)} className="text-emerald-900 underline">
              {b.name}
            </Link>
          ),
        },
        { header: m.colDescription, cell: (b) => b.description, cellClassName: 'min-w-40 text-stone-600' },
        numberColumn(m.colGoal, (b: PlayerBetView) => b.goal_odd),
        numberColumn(m.colCard, (b: PlayerBetView) => b.card_odd),
        canBet(user) && {
          header: m.colAction,
          cell: (b) => <BetLink open={b.open} to={playerBetPath(b.id)} />,
        },
      ]}
    />
  );
}
