import { formatCurrency, roleLabel, type UserEntry } from '@liga/domain';
import { usersMessages as m } from '../messages';

/** What a non-admin sees of their own profile but cannot change. */
export function ReadOnlyInfo({ user }: { user: UserEntry }) {
  const rows: Array<[string, string]> = [
    [m.name, user.name],
    [m.email, user.email ?? '—'],
    [m.role, roleLabel(user.rol)],
    [m.currentBudget, user.profits === null ? '—' : formatCurrency(user.profits)],
  ];
  return (
    <dl className="grid grid-cols-1 gap-x-6 gap-y-2 text-sm sm:grid-cols-2">
      {rows.map(([label, value]) => (
        <div key={label}>
          <dt className="text-stone-500">{label}</dt>
          <dd className="font-medium break-words text-stone-900">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
