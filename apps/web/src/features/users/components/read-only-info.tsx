import { formatCurrency, roleLabel, type UserEntry } from '@liga/domain';
import { FactList, type Fact } from '../../../components/ui/fact-list';
import { usersMessages as m } from '../messages';

/** What a non-admin sees of their own profile but cannot change. */
export function ReadOnlyInfo({ user }: { user: UserEntry }) {
  const rows: Fact[] = [
    [m.name, user.name],
    [m.email, user.email ?? '—'],
    [m.role, roleLabel(user.rol)],
    [m.currentBudget, user.profits === null ? '—' : formatCurrency(user.profits)],
  ];
  return (
    <FactList
      facts={rows}
      className="grid grid-cols-1 gap-x-6 gap-y-2 text-sm sm:grid-cols-2"
      termClassName="text-stone-500"
      valueClassName="font-medium break-words text-stone-900"
    />
  );
}
