import { formatMoney, type Player, type User } from '@liga/domain';
import { Link } from 'react-router';
import { Table, Td, Th } from '../../../components/ui/table';
import { paths } from '../../../lib/paths';
import { StatusBadge } from '../../squad';
import { playersMessages as m } from '../messages';
import { PlayerRowActions } from './player-row-actions';

export interface PlayersListProps {
  players: Player[];
  me: User;
  busyId: number | null;
  onRegister: (player: Player) => void;
}

export const playerLink = (p: Player) => (
  <Link to={paths.player(p.id)} className="font-medium text-emerald-800 hover:underline">
    {p.name}
  </Link>
);

export function PlayersTable({ players, me, busyId, onRegister }: PlayersListProps) {
  return (
    <Table caption={m.listTitle}>
      <thead>
        <tr>
          <Th>{m.colName}</Th>
          <Th>{m.colTeam}</Th>
          <Th className="text-right">{m.colAge}</Th>
          <Th className="text-right">{m.colCa}</Th>
          <Th className="text-right">{m.colPa}</Th>
          <Th className="text-right">{m.colValue}</Th>
          <Th>{m.colStatus}</Th>
          <Th>{m.colActions}</Th>
        </tr>
      </thead>
      <tbody className="divide-y divide-stone-100">
        {players.map((p) => (
          <tr key={p.id} className={me.team?.id === p.id_team.id ? 'bg-emerald-50/60' : undefined}>
            <Td>{playerLink(p)}</Td>
            <Td>
              {p.id_team.name}
              {p.id_team.division ? (
                <span className="block text-xs text-stone-500">{p.id_team.division}</span>
              ) : null}
            </Td>
            <Td className="text-right tabular-nums">{p.age}</Td>
            <Td className="text-right font-semibold tabular-nums">{p.ca}</Td>
            <Td className="text-right tabular-nums">{p.pa}</Td>
            <Td className="text-right whitespace-nowrap tabular-nums">{formatMoney(p.value)}</Td>
            <Td>
              <StatusBadge status={p.status} />
            </Td>
            <Td>
              <PlayerRowActions player={p} me={me} busy={busyId === p.id} onRegister={onRegister} />
            </Td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
