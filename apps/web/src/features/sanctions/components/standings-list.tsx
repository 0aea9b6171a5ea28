import type { SanctionList } from '@liga/domain';
import { sanctionsMessages as m } from '../messages';

/** Each sanctioned team's standing: admonitions, postponements and what it loses (docs/rules.md §17.2). */
export function StandingsList({ standings }: { standings: SanctionList['standings'] }) {
  if (standings.length === 0) return null;
  return (
    <section aria-label={m.standingsTitle} className="space-y-2">
      <h2 className="text-base font-semibold text-emerald-900">{m.standingsTitle}</h2>
      <ul className="divide-y divide-stone-200 rounded-lg border border-stone-200 bg-white text-sm">
        {standings.map((s) => (
          <li key={s.team.id} className="px-3 py-2">
            <p className="font-medium">{s.team.name}</p>
            <p className="text-stone-700">
              {m.admonitions(s.admonitions, s.warnings)} · {m.postponements(s.postponements)}
            </p>
            {s.loses_place ? <p className="font-medium text-red-700">{m.losesPlace}</p> : null}
            {s.loses_team ? <p className="font-medium text-red-700">{m.losesTeam}</p> : null}
          </li>
        ))}
      </ul>
    </section>
  );
}
