import { Link } from 'react-router';
import { paths } from '../../../lib/paths';
import { useProdeWinners } from '../api/get-prode-winners';
import { prodeMessages as m } from '../messages';

/** The dashboard's card: each tournament's last finished prode round and who won it (decision 028). */
export function ProdeWinnersCard() {
  const winners = useProdeWinners();
  if (winners.isPending || winners.isError) return null;
  const rows = winners.data.data;
  return (
    <section className="rounded-lg border border-stone-200 bg-white p-4 shadow-sm" aria-label={m.winnersCard}>
      <h2 className="text-base font-semibold text-emerald-900">{m.winnersCard}</h2>
      {rows.length === 0 ? (
        <p className="mt-1 text-sm text-stone-600">{m.winnersEmpty}</p>
      ) : (
        <ul className="mt-1 space-y-1 text-sm text-stone-800">
          {rows.map((r) => (
            <li key={r.tournament.id}>
              {m.winnerLine(
                r.tournament.name,
                r.round.label,
                r.winners.length > 0
                  ? r.winners.map((w) => `${w.user.name} (${m.points(w.points)})`).join(', ')
                  : m.nobodyScored,
              )}
            </li>
          ))}
        </ul>
      )}
      <Link
        to={paths.predictions}
        className="mt-2 inline-block text-sm font-medium text-emerald-700 hover:underline"
      >
        {m.goToProde}
      </Link>
    </section>
  );
}
