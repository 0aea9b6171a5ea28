import { formatDateTimeShort, formatCurrency, MOVEMENT_REASON_LABELS, type Movement } from '@liga/domain';
import { type Column, DataTable, numberColumn } from '../../../components/ui/table';
import { movementsMessages as m } from '../messages';

export interface MovementsListProps {
  movements: Movement[];
  timeZone: string;
}

export const signedMoney = (n: number) => (n > 0 ? `+${formatCurrency(n)}` : formatCurrency(n));

const columns = (timeZone: string): Column<Movement>[] => [
  {
    header: m.date,
    cell: (mv) => formatDateTimeShort(mv.created_at, timeZone),
    cellClassName: 'whitespace-nowrap text-stone-600',
  },
  {
    header: m.reason,
    cell: (mv) => (
      <>
        <span>{MOVEMENT_REASON_LABELS[mv.reason] ?? mv.reason}</span>
        {mv.note ? <span className="block text-xs text-stone-500">{mv.note}</span> : null}
        {mv.created_by ? (
          <span className="block text-xs text-stone-500">
            {m.by} {mv.created_by.name}
          </span>
        ) : null}
      </>
    ),
  },
  numberColumn(
    m.amount,
    (mv) => signedMoney(mv.amount),
    (mv) => `whitespace-nowrap ${mv.amount < 0 ? 'text-red-700' : 'text-emerald-700'}`,
  ),
  numberColumn(m.balance, (mv) => formatCurrency(mv.balance_after), 'whitespace-nowrap'),
];

export function MovementsTable({ movements, timeZone }: MovementsListProps) {
  return <DataTable caption={m.title} rows={movements} rowKey={(mv) => mv.id} columns={columns(timeZone)} />;
}
