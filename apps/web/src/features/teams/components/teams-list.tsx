import type { Team } from '@liga/domain';
import { Link } from 'react-router';
import { CardList } from '../../../components/ui/card-list';
import { type Column, DataTable } from '../../../components/ui/table';
import { paths } from '../../../lib/paths';
import { useIsPhone } from '../../../lib/use-media-query';
import { teamsMessages as m } from '../messages';

const teamLink = (t: Team) => (
  <Link to={paths.team(t.id)} className="font-medium text-emerald-800 hover:underline">
    {t.name}
  </Link>
);

const columns: Column<Team>[] = [
  { header: m.colName, cell: teamLink },
  {
    header: m.colDivision,
    cell: (t) => t.division || <span className="text-stone-400">{m.noDivision}</span>,
    cellClassName: 'whitespace-nowrap',
  },
  { header: m.colOwner, cell: (t) => t.user?.name ?? <span className="text-stone-400">{m.noOwner}</span> },
];

/** Teams with division and owner: a table on wide screens, cards on a phone. */
export function TeamsList({ teams }: { teams: Team[] }) {
  const phone = useIsPhone();
  if (phone) {
    return (
      <CardList label={m.listTitle} items={teams} itemKey={(t) => t.id} cardClassName={() => 'bg-white'}>
        {(t) => (
          <>
            <p className="break-words">{teamLink(t)}</p>
            <p className="text-xs text-stone-500">
              {t.division || m.noDivision} · {t.user?.name ?? m.noOwner}
            </p>
          </>
        )}
      </CardList>
    );
  }
  return <DataTable caption={m.listTitle} rows={teams} rowKey={(t) => t.id} columns={columns} />;
}
