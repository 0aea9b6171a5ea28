import { formatCurrency, roleLabel, type User, type UserEntry } from '@liga/domain';
import { DataTable } from '../../../components/ui/table';
import { usersMessages as m } from '../messages';
import { UserRowActions } from './user-row-actions';

export interface UsersListProps {
  users: UserEntry[];
  me: User;
  busyId: number | null;
  onDelete: (row: UserEntry) => void;
  onLinkDiscord: (row: UserEntry) => void;
}

export function UsersTable({ users, me, busyId, onDelete, onLinkDiscord }: UsersListProps) {
  return (
    <DataTable
      caption={m.listTitle}
      rows={users}
      rowKey={(u) => u.id}
      rowClassName={(u) => (u.id === me.id ? 'bg-emerald-50/60' : undefined)}
      columns={[
        {
          header: m.colName,
          cell: (u) => (
            <>
              <span className="font-medium">{u.name}</span>
              {u.team ? <span className="block text-xs text-stone-500">{u.team.name}</span> : null}
              {u.discord_user ? (
                <span className="block text-xs text-indigo-700">
                  {m.discordLabel}: {u.discord_user}
                </span>
              ) : null}
            </>
          ),
        },
        { header: m.colRole, cell: (u) => roleLabel(u.rol), cellClassName: 'whitespace-nowrap' },
        {
          header: m.colBudget,
          cell: (u) => (u.profits === null ? m.budgetHidden : formatCurrency(u.profits)),
          className: 'text-right',
          cellClassName: 'whitespace-nowrap tabular-nums',
        },
        {
          header: m.colActions,
          cell: (u) => (
            <UserRowActions
              row={u}
              me={me}
              busy={busyId === u.id}
              onDelete={onDelete}
              onLinkDiscord={onLinkDiscord}
            />
          ),
        },
      ]}
    />
  );
}
