import { formatDateTimeShort, formatCurrency, type PrizeView } from '@liga/domain';
import type { ReactNode } from 'react';
import { useLeagueTimezone } from '../../../lib/league-config';
import { prizesMessages as m } from '../messages';

/** One paid prize: team and place, who cashed it, when and how; reverted ones struck through. */
export function PrizeItem({ prize, action }: { prize: PrizeView; action?: ReactNode }) {
  const timeZone = useLeagueTimezone();
  const reverted = prize.reverted_at !== null;
  return (
    <li className="flex flex-wrap items-start justify-between gap-2 px-3 py-2 text-sm">
      <div className="min-w-0">
        <p className={`font-medium ${reverted ? 'text-stone-400 line-through' : 'text-stone-900'}`}>
          {prize.team.name} · {prize.position} · {prize.tournament.name}
        </p>
        <p className="text-stone-500">
          {m.paidTo}: {prize.paid_to?.name ?? '—'} · {m.paidAt} {formatDateTimeShort(prize.paid_at, timeZone)}{' '}
          · {m.source[prize.source]}
          {prize.description ? ` · ${prize.description}` : ''}
        </p>
        {reverted ? (
          <p className="text-red-700">
            {m.reverted} {formatDateTimeShort(prize.reverted_at!, timeZone)}
            {prize.reverted_by ? ` (${prize.reverted_by.name})` : ''}: {prize.revert_reason}
          </p>
        ) : null}
      </div>
      <div className="flex items-center gap-3">
        <span className="font-mono tabular-nums">{formatCurrency(prize.amount)}</span>
        {action}
      </div>
    </li>
  );
}

export function PrizeGroup({ title, prizes }: { title: string; prizes: readonly PrizeView[] }) {
  if (prizes.length === 0) return null;
  return (
    <div className="space-y-1">
      <h3 className="text-sm font-semibold text-stone-700">{title}</h3>
      <ul className="divide-y divide-stone-200 rounded-lg border border-stone-200 bg-white">
        {prizes.map((p) => (
          <PrizeItem key={p.id} prize={p} />
        ))}
      </ul>
    </div>
  );
}
