import { formatMoney, roleLabel, type User } from '@liga/domain';
import { Table, Td, Th } from '../../../components/ui/table';
import { usersMessages as m } from '../messages';
import { UserRowActions } from './user-row-actions';

export interface UsersListProps {
  users: User[];
  me: User;
  busyId: number | null;
  onDelete: (row: User) => void;
  onLinkDiscord: (row: User) => void;
}

export function UsersTable({ users, me, busyId, onDelete, onLinkDiscord }: UsersListProps) {
  return (
    <Table caption={m.listTitle}>
      <thead>
        <tr>
          <Th>{m.colName}</Th>
          <Th>{m.colRole}</Th>
          <Th className="text-right">{m.colBudget}</Th>
          <Th>{m.colActions}</Th>
        </tr>
      </thead>
      <tbody className="divide-y divide-stone-100">
        {users.map((u) => (
          <tr key={u.id} className={u.id === me.id ? 'bg-emerald-50/60' : undefined}>
            <Td>
              <span className="font-medium">{u.name}</span>
              {u.team ? <span className="block text-xs text-stone-500">{u.team.name}</span> : null}
              {u.discord_user ? (
                <span className="block text-xs text-indigo-700">
                  {m.discordLabel}: {u.discord_user}
                </span>
              ) : null}
            </Td>
            <Td className="whitespace-nowrap">{roleLabel(u.rol)}</Td>
            <Td className="text-right whitespace-nowrap tabular-nums">{formatMoney(u.profits)}</Td>
            <Td>
              <UserRowActions
                row={u}
                me={me}
                busy={busyId === u.id}
                onDelete={onDelete}
                onLinkDiscord={onLinkDiscord}
              />
            </Td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
