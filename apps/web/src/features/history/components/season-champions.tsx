import type { Champion } from '@liga/domain';
import { Link } from 'react-router';
import { paths } from '../../../lib/paths';
import { historyMessages as m } from '../messages';

/** The season's titles as cards: what was won, by whom (the team opens its page and cabinet). */
export function SeasonChampions({ champions }: { champions: Champion[] }) {
  if (champions.length === 0) return null;
  return (
    <section aria-label={m.champions} className="space-y-2">
      <h2 className="text-lg font-semibold text-emerald-900">{m.champions}</h2>
      <ul className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {champions.map((c) => (
          <li
            key={`${c.kind}-${c.team.id}`}
            className="flex items-center gap-3 rounded-lg border border-amber-300 bg-amber-50 p-3 shadow-sm"
          >
            <span aria-hidden className="text-2xl text-amber-500">
              ★
            </span>
            <div className="min-w-0">
              <p className="text-xs font-semibold tracking-wide text-amber-900 uppercase">
                {c.tournament?.name ?? c.kind}
              </p>
              <Link
                to={paths.team(c.team.id)}
                className="block truncate font-semibold text-emerald-900 hover:underline"
              >
                {c.team.name}
              </Link>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
