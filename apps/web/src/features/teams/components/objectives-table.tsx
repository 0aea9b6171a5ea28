import { formatAverage, type Objectives } from '@liga/domain';
import { Link } from 'react-router';
import { Table, Td, Th } from '../../../components/ui/table';
import { paths } from '../../../lib/paths';
import { useIsPhone } from '../../../lib/use-media-query';
import { teamsMessages as m } from '../messages';

type DivisionObjectives = Objectives['data'][number];

/** One division's ranking: rank, team, registered top-16 average CA, best CA and objective (docs/rules.md §3.4). */
export function ObjectivesTable({ division }: { division: DivisionObjectives }) {
  const phone = useIsPhone();
  if (phone) return <ObjectivesCards division={division} />;
  return (
    <Table caption={`${m.objectivesTitle}: ${division.division}`}>
      <thead>
        <tr>
          <Th className="text-right">{m.colRank}</Th>
          <Th>{m.colName}</Th>
          <Th className="text-right">{m.colAverage}</Th>
          <Th className="text-right">{m.colBest}</Th>
          <Th>{m.colObjective}</Th>
        </tr>
      </thead>
      <tbody className="divide-y divide-stone-100">
        {division.teams.map((t) => (
          <tr key={t.id}>
            <Td className="text-right font-semibold tabular-nums">{t.rank}</Td>
            <Td>
              <Link to={paths.team(t.id)} className="font-medium text-emerald-800 hover:underline">
                {t.name}
              </Link>
              {t.user ? <span className="block text-xs text-stone-500">{t.user.name}</span> : null}
            </Td>
            <Td className="text-right tabular-nums">{formatAverage(t.average_ca)}</Td>
            <Td className="text-right tabular-nums">{t.best_ca}</Td>
            <Td className="min-w-40">{t.objective}</Td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}

/** The ranking on a phone: rank, team and objective, the figures on the right. */
function ObjectivesCards({ division }: { division: DivisionObjectives }) {
  return (
    <ol
      aria-label={`${m.objectivesTitle}: ${division.division}`}
      className="divide-y divide-stone-100 rounded-lg border border-stone-200 bg-white shadow-sm"
    >
      {division.teams.map((t) => (
        <li key={t.id} className="flex items-start gap-3 px-3 py-2">
          <span className="w-6 shrink-0 text-right font-bold text-emerald-900 tabular-nums">{t.rank}</span>
          <div className="min-w-0 flex-1">
            <Link to={paths.team(t.id)} className="font-medium break-words text-emerald-800">
              {t.name}
            </Link>
            <p className="text-sm text-stone-700">{t.objective}</p>
          </div>
          <div className="shrink-0 text-right text-xs text-stone-500 tabular-nums">
            <p>
              {m.colAverage}{' '}
              <span className="text-sm font-semibold text-stone-900">{formatAverage(t.average_ca)}</span>
            </p>
            <p>
              {m.colBest} {t.best_ca}
            </p>
          </div>
        </li>
      ))}
    </ol>
  );
}
