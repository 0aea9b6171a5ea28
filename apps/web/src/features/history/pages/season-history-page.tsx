import { formatDateTimeShort } from '@liga/domain';
import { Link } from 'react-router';
import { Page } from '../../../components/ui/page';
import { QueryList } from '../../../components/ui/query-list';
import { useLeagueTimezone } from '../../../lib/league-config';
import { paths } from '../../../lib/paths';
import { useSeasonHistory } from '../api/get-season-history';
import { historyMessages as m } from '../messages';

/** /temporadas/historial (decision 030): every closed season, newest first, with its champions. */
export function SeasonHistoryPage() {
  const query = useSeasonHistory();
  const timeZone = useLeagueTimezone();
  return (
    <Page title={m.historyTitle}>
      <QueryList query={query} rows={query.data} errorText={() => m.historyLoadError} empty={m.historyEmpty}>
        {(seasons) => (
          <ul className="grid grid-cols-1 gap-3 sm:grid-cols-2">
            {seasons.map((s) => (
              <li key={s.id} className="space-y-2 rounded-lg border border-stone-200 bg-white p-4 shadow-sm">
                <div className="flex items-baseline justify-between gap-2">
                  <h2 className="text-lg font-semibold text-emerald-900">{s.name}</h2>
                  <span className="text-xs text-stone-500">
                    {m.closedOn(formatDateTimeShort(s.closed_at, timeZone))}
                  </span>
                </div>
                {s.champions.length === 0 ? (
                  <p className="text-sm text-stone-500">{m.noChampions}</p>
                ) : (
                  <ul className="space-y-1 text-sm">
                    {s.champions.map((c) => (
                      <li key={`${c.kind}-${c.team.id}`} className="flex justify-between gap-2">
                        <span className="text-stone-600">
                          <span aria-hidden className="text-amber-500">
                            ★
                          </span>{' '}
                          {c.tournament?.name ?? c.kind}
                        </span>
                        <span className="font-medium">{c.team.name}</span>
                      </li>
                    ))}
                  </ul>
                )}
                <Link
                  to={paths.seasonSummary(s.id)}
                  className="inline-block text-sm font-semibold text-emerald-800 hover:underline"
                >
                  {m.open}
                </Link>
              </li>
            ))}
          </ul>
        )}
      </QueryList>
    </Page>
  );
}
