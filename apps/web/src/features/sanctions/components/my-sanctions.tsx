import { Card } from '../../../components/ui/page';
import { useSanctions } from '../api/get-sanctions';
import { sanctionsMessages as m } from '../messages';
import { LiftRequest } from './lift-request';
import { SanctionItem } from './sanction-item';

/** The dashboard's card: the manager's live sanctions this season and what they add up to. */
export function MySanctions() {
  const query = useSanctions();
  const live = query.data?.data.filter((s) => s.reverted_at === null) ?? [];
  const standing = query.data?.standings[0];
  if (query.isPending || query.isError) return null;
  return (
    <Card>
      <h2 className="text-base font-semibold text-emerald-900">{m.mineTitle}</h2>
      {live.length === 0 ? (
        <p className="text-sm text-stone-600">{m.mineNone}</p>
      ) : (
        <>
          {standing ? (
            <p className="text-sm text-stone-700">
              {m.admonitions(standing.admonitions, standing.warnings)} ·{' '}
              {m.postponements(standing.postponements)}
            </p>
          ) : null}
          <ul className="divide-y divide-stone-200" data-testid="my-sanctions">
            {live.map((s) => (
              <SanctionItem key={s.id} sanction={s} />
            ))}
          </ul>
        </>
      )}
      <LiftRequest />
    </Card>
  );
}
