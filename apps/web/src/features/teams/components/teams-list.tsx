import type { Team } from '@liga/domain';
import { Link } from 'react-router';
import { Table, Td, Th } from '../../../components/ui/table';
import { paths } from '../../../lib/paths';
import { useIsPhone } from '../../../lib/use-media-query';
import { teamsMessages as m } from '../messages';

const teamLink = (t: Team) => (
  <Link to={paths.team(t.id)} className="font-medium text-emerald-800 hover:underline">
    {t.name}
  </Link>
);

/** Teams with division and owner: a table on wide screens, cards on a phone. */
export function TeamsList({ teams }: { teams: Team[] }) {
  const phone = useIsPhone();
  if (phone) {
    return (
      <ul aria-label={m.listTitle} className="space-y-2">
        {teams.map((t) => (
          <li key={t.id} className="rounded-lg border border-stone-200 bg-white p-3 shadow-sm">
            <p className="break-words">{teamLink(t)}</p>
            <p className="text-xs text-stone-500">
              {t.division ?? m.noDivision} · {t.user?.name ?? m.noOwner}
            </p>
          </li>
        ))}
      </ul>
    );
  }
  return (
    <Table caption={m.listTitle}>
      <thead>
        <tr>
          <Th>{m.colName}</Th>
          <Th>{m.colDivision}</Th>
          <Th>{m.colOwner}</Th>
        </tr>
      </thead>
      <tbody className="divide-y divide-stone-100">
        {teams.map((t) => (
          <tr key={t.id}>
            <Td>{teamLink(t)}</Td>
            <Td className="whitespace-nowrap">
              {t.division ?? <span className="text-stone-400">{m.noDivision}</span>}
            </Td>
            <Td>{t.user?.name ?? <span className="text-stone-400">{m.noOwner}</span>}</Td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
