import type { Ref } from '@liga/domain';
import { Link } from 'react-router';
import { paths } from '../../../lib/paths';
import { historyMessages as m } from '../messages';

function TeamList({ title, teams, tone }: { title: string; teams: Ref[]; tone: string }) {
  return (
    <div className={`rounded-lg border p-3 ${tone}`}>
      <h3 className="text-sm font-semibold">{title}</h3>
      <ul className="mt-1 space-y-1">
        {teams.map((t) => (
          <li key={t.id}>
            <Link to={paths.team(t.id)} className="hover:underline">
              {t.name}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** Who went up to Primera and who went down to Segunda at the close. */
export function SeasonMoves({ promoted, relegated }: { promoted: Ref[]; relegated: Ref[] }) {
  return (
    <section aria-label={m.moves} className="space-y-2">
      <h2 className="text-lg font-semibold text-emerald-900">{m.moves}</h2>
      {promoted.length === 0 && relegated.length === 0 ? (
        <p className="text-sm text-stone-500">{m.noMoves}</p>
      ) : (
        <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
          <TeamList title={`▲ ${m.promoted}`} teams={promoted} tone="border-emerald-200 bg-emerald-50" />
          <TeamList title={`▼ ${m.relegated}`} teams={relegated} tone="border-red-200 bg-red-50" />
        </div>
      )}
    </section>
  );
}
