import type { TeamPlayerStats } from '@liga/domain';
import { statisticsMessages as m } from '../messages';

/** The barred players first, above the wide table: what a manager checks before a round. */
export function SuspensionsSummary({ players }: { players: TeamPlayerStats[] }) {
  const barred = players.filter((p) => p.barred.length > 0);
  if (barred.length === 0) return null;
  return (
    <div className="rounded-md border border-red-200 bg-red-50 px-3 py-2 text-sm">
      <p className="font-semibold text-red-800">{m.suspensions}</p>
      <ul className="mt-1 space-y-0.5 text-red-900">
        {barred.map((p) => (
          <li key={p.player.id}>
            <span className="font-medium">{p.player.name}</span>:{' '}
            {p.barred.map((b) => `${b.label} (${b.reasons.join(', ')})`).join(' · ')}
          </li>
        ))}
      </ul>
    </div>
  );
}
