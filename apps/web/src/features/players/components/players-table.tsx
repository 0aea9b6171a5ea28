import { formatCurrency, type Player, type User } from '@liga/domain';
import { Link } from 'react-router';
import { DataTable, numberColumn } from '../../../components/ui/table';
import { paths } from '../../../lib/paths';
import { StatusBadge, TransferableMark } from '../../squad';
import { playersMessages as m } from '../messages';
import { PlayerRowActions } from './player-row-actions';

const number = numberColumn<Player>;

export interface PlayersListProps {
  players: Player[];
  me: User;
  busyId: number | null;
  onRegister: (player: Player) => void;
}

/** The player's name, linked, with the 'Transferible' mark its owner set on the squad screen. */
export const playerLink = (p: Player) => (
  <>
    <Link to={paths.player(p.id)} className="font-medium text-emerald-800 hover:underline">
      {p.name}
    </Link>
    {p.transferable ? <TransferableMark /> : null}
  </>
);

export function PlayersTable({ players, me, busyId, onRegister }: PlayersListProps) {
  return (
    <DataTable
      caption={m.listTitle}
      rows={players}
      rowKey={(p) => p.id}
      rowClassName={(p) => (me.team?.id === p.id_team.id ? 'bg-emerald-50/60' : undefined)}
      columns={[
        { header: m.colName, cell: playerLink },
        {
          header: m.colTeam,
          cell: (p) => (
            <>
              {p.id_team.name}
              {p.id_team.division ? (
                <span className="block text-xs text-stone-500">{p.id_team.division}</span>
              ) : null}
            </>
          ),
        },
        number(m.colAge, (p) => p.age),
        number(m.colCa, (p) => p.ca, 'font-semibold'),
        number(m.colPa, (p) => p.pa),
        number(m.colValue, (p) => formatCurrency(p.value), 'whitespace-nowrap'),
        { header: m.colStatus, cell: (p) => <StatusBadge status={p.status} /> },
        {
          header: m.colActions,
          cell: (p) => <PlayerRowActions player={p} me={me} busy={busyId === p.id} onRegister={onRegister} />,
        },
      ]}
    />
  );
}
