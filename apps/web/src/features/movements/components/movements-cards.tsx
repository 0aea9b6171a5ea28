import { formatDateTimeShort, formatCurrency, MOVEMENT_REASON_LABELS } from '@liga/domain';
import { CardList } from '../../../components/ui/card-list';
import { movementsMessages as m } from '../messages';
import { signedMoney, type MovementsListProps } from './movements-table';

/** The ledger on a phone: one card per movement. */
export function MovementsCards({ movements, timeZone }: MovementsListProps) {
  return (
    <CardList label={m.title} items={movements} itemKey={(mv) => mv.id}>
      {(mv) => (
        <div className="flex items-start justify-between gap-3">
          <div className="min-w-0">
            <p className="font-medium">{MOVEMENT_REASON_LABELS[mv.reason] ?? mv.reason}</p>
            {mv.note ? <p className="text-xs break-words text-stone-500">{mv.note}</p> : null}
            <p className="text-xs text-stone-500">{formatDateTimeShort(mv.created_at, timeZone)}</p>
          </div>
          <div className="text-right whitespace-nowrap tabular-nums">
            <p className={`font-semibold ${mv.amount < 0 ? 'text-red-700' : 'text-emerald-700'}`}>
              {signedMoney(mv.amount)}
            </p>
            <p className="text-xs text-stone-500">
              {m.balance}: {formatCurrency(mv.balance_after)}
            </p>
          </div>
        </div>
      )}
    </CardList>
  );
}
