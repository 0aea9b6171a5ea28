import { formatCurrency, roleLabel } from '@liga/domain';
import { CardList } from '../../../components/ui/card-list';
import { usersMessages as m } from '../messages';
import { UserRowActions } from './user-row-actions';
import type { UsersListProps } from './users-table';

/** The users list on a phone: one card per user, actions underneath. */
export function UsersCards({ users, ...handlers }: UsersListProps) {
  return (
    <CardList
      label={m.listTitle}
      items={users}
      itemKey={(u) => u.id}
      cardClassName={(u) => (u.id === handlers.me.id ? 'bg-emerald-50' : 'bg-white')}
    >
      {(u) => (
        <>
          <div className="flex items-start justify-between gap-3">
            <div className="min-w-0">
              <p className="font-semibold break-words">{u.name}</p>
              <p className="text-xs text-stone-500">
                {roleLabel(u.rol)}
                {u.team ? ` · ${u.team.name}` : ''}
              </p>
              {u.discord_user ? (
                <p className="text-xs text-indigo-700">
                  {m.discordLabel}: {u.discord_user}
                </p>
              ) : null}
            </div>
            <p className="text-right text-sm font-semibold whitespace-nowrap tabular-nums">
              <span className="sr-only">{m.colBudget}: </span>
              {u.profits === null ? m.budgetHidden : formatCurrency(u.profits)}
            </p>
          </div>
          <div className="mt-2">
            <UserRowActions row={u} {...handlers} />
          </div>
        </>
      )}
    </CardList>
  );
}
