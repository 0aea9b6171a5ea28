import { formatCurrency, roleLabel, type UserEntry } from '@liga/domain';
import { DataTable, numberColumn } from '../../../components/ui/table';
import { usersMessages as m } from '../messages';
import { UserRowActions, type UserRowHandlers } from './user-row-actions';

export type UsersListProps = UserRowHandlers & { users: UserEntry[] };

export function UsersTable({ users, ...handlers }: UsersListProps) {
  return (
    <DataTable
      caption={m.listTitle}
      rows={users}
      rowKey={(u) => u.id}
      rowClassName={(u) => (u.id === handlers.me.id ? 'bg-emerald-50/60' : undefined)}
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
        numberColumn(
          m.colBudget,
          (u: UserEntry) => (u.profits === null ? m.budgetHidden : formatCurrency(u.profits)),
          'whitespace-nowrap',
        ),
        { header: m.colActions, cell: (u) => <UserRowActions row={u} {...handlers} /> },
      ]}
    />
  );
}
