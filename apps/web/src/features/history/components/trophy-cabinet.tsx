import type { TeamTrophies } from '@liga/domain';
import { Link } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { Loading } from '../../../components/ui/states';
import { paths } from '../../../lib/paths';
import { useTeamTrophies } from '../api/get-team-trophies';
import { historyMessages as m } from '../messages';

type Trophy = TeamTrophies['data'][number];

/** Titles counted by kind, most won first: the shelf at the top of the cabinet. */
function shelf(trophies: Trophy[]): [kind: string, count: number][] {
  const counts = new Map<string, number>();
  for (const t of trophies) counts.set(t.kind, (counts.get(t.kind) ?? 0) + 1);
  return [...counts].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]));
}

/** The team page's trophy cabinet (decision 030): each title links to its season's summary. */
export function TrophyCabinet({ teamId }: { teamId: number }) {
  const query = useTeamTrophies(teamId);
  const trophies = query.data?.data;
  return (
    <section aria-label={m.cabinet} className="space-y-2">
      <h2 className="text-lg font-semibold text-emerald-900">{m.cabinet}</h2>
      {query.isPending ? <Loading /> : null}
      {query.isError ? <Alert>{m.cabinetLoadError}</Alert> : null}
      {trophies?.length === 0 ? <p className="text-sm text-stone-500">{m.cabinetEmpty}</p> : null}
      {trophies && trophies.length > 0 ? (
        <div className="space-y-3 rounded-lg border border-amber-200 bg-amber-50/60 p-3">
          <p className="text-sm font-semibold text-amber-900">{m.titles(trophies.length)}</p>
          <ul className="flex flex-wrap gap-2" aria-label={m.cabinet}>
            {shelf(trophies).map(([kind, count]) => (
              <li
                key={kind}
                className="flex items-center gap-1 rounded-full border border-amber-300 bg-white px-3 py-1 text-sm"
              >
                <span aria-hidden className="text-amber-500">
                  ★
                </span>
                <span className="font-medium">{kind}</span>
                <span className="font-semibold text-amber-900 tabular-nums">×{count}</span>
              </li>
            ))}
          </ul>
          <ul className="divide-y divide-amber-100 text-sm">
            {trophies.map((t) => (
              <li key={t.id} className="flex flex-wrap items-baseline justify-between gap-x-3 py-1">
                <span>{t.tournament?.name ?? t.kind}</span>
                {t.season ? (
                  <Link to={paths.seasonSummary(t.season.id)} className="text-emerald-800 hover:underline">
                    {t.season.name}
                  </Link>
                ) : (
                  <span className="text-stone-500">{m.before}</span>
                )}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </section>
  );
}
