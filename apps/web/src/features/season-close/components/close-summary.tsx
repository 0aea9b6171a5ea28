import { CURRENCY, formatMoney, type ClosingMove, type SeasonClosePreview } from '@liga/domain';
import { Card } from '../../../components/ui/page';
import { seasonCloseMessages as m } from '../messages';

function Moves({ title, teams, tone }: { title: string; teams: ClosingMove[]; tone: string }) {
  return (
    <div className={`rounded-lg border p-3 ${tone}`}>
      <h3 className="text-sm font-semibold">{title}</h3>
      {teams.length === 0 ? (
        <p className="mt-1 text-sm text-stone-600">{m.none}</p>
      ) : (
        <ul className="mt-1 space-y-1 text-sm">
          {teams.map((t) => (
            <li key={t.id}>
              <span className="tabular-nums text-stone-500">{t.position}.º</span> {t.name}
              {t.by && m.movedBy[t.by] ? <span className="text-stone-500"> ({m.movedBy[t.by]})</span> : null}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

const signed = (amount: number) => `${amount > 0 ? '+' : ''}${formatMoney(amount)} ${CURRENCY}`;

function Objectives({ list }: { list: SeasonClosePreview['objectives'] }) {
  if (list.length === 0) return <p className="text-sm text-stone-500">{m.noObjectives}</p>;
  return (
    <ul className="grid grid-cols-1 gap-2 sm:grid-cols-2" aria-label={m.objectives}>
      {list.map((o) => (
        <li key={o.team.id} className="rounded-md border border-stone-200 p-3 text-sm">
          <div className="flex items-baseline justify-between gap-2">
            <span className="font-semibold">{o.team.name}</span>
            <span
              data-testid={`objective-amount-${o.team.id}`}
              className={`font-bold tabular-nums ${o.amount > 0 ? 'text-emerald-700' : o.amount < 0 ? 'text-red-700' : 'text-stone-500'}`}
            >
              {signed(o.amount)}
            </span>
          </div>
          <p className="text-stone-600">
            {o.division} · {m.objective}: {o.objective}
          </p>
          <p className="text-stone-600">
            {m.result}: {o.result} · {o.met ? m.met : m.missed}
          </p>
          <p className="text-xs text-stone-500">{o.user ? `${m.owner}: ${o.user.name}` : m.noOwner}</p>
        </li>
      ))}
    </ul>
  );
}

/** What a close does (or did): who moves, each objective's money, the season it opens. */
export function CloseSummary({ preview }: { preview: SeasonClosePreview }) {
  return (
    <div className="space-y-4">
      <section
        className="grid grid-cols-1 gap-3 sm:grid-cols-2"
        aria-label={`${m.promoted} / ${m.relegated}`}
      >
        <Moves title={`▲ ${m.promoted}`} teams={preview.promoted} tone="border-emerald-200 bg-emerald-50" />
        <Moves title={`▼ ${m.relegated}`} teams={preview.relegated} tone="border-red-200 bg-red-50" />
      </section>
      <section className="space-y-2">
        <h2 className="text-lg font-semibold text-emerald-900">{m.objectives}</h2>
        <Objectives list={preview.objectives} />
      </section>
      <Card>
        <h2 className="text-lg font-semibold text-emerald-900">
          {m.next}: {preview.next_season.name}
        </h2>
        <ul className="mt-2 space-y-1 text-sm">
          {preview.next_season.tournaments.map((t) => (
            <li key={t.name}>
              <span className="font-medium">{t.name}</span>{' '}
              <span className="text-stone-500">
                · {m.teams(t.teams)} · {t.matches > 0 ? m.matches(t.matches) : m.noFixture}
              </span>
            </li>
          ))}
        </ul>
      </Card>
    </div>
  );
}
