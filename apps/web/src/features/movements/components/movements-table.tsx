import { formatDateTime, formatMoney, MOVEMENT_REASON_LABELS, type Movement } from '@liga/domain';
import { Table, Td, Th } from '../../../components/ui/table';
import { movementsMessages as m } from '../messages';

export interface MovementsListProps {
  movements: Movement[];
  timeZone: string;
}

export const signedMoney = (n: number) => (n > 0 ? `+${formatMoney(n)}` : formatMoney(n));

export function MovementsTable({ movements, timeZone }: MovementsListProps) {
  return (
    <Table caption={m.title}>
      <thead>
        <tr>
          <Th>{m.date}</Th>
          <Th>{m.reason}</Th>
          <Th className="text-right">{m.amount}</Th>
          <Th className="text-right">{m.balance}</Th>
        </tr>
      </thead>
      <tbody className="divide-y divide-stone-100">
        {movements.map((mv) => (
          <tr key={mv.id}>
            <Td className="whitespace-nowrap text-stone-600">{formatDateTime(mv.created_at, timeZone)}</Td>
            <Td>
              <span>{MOVEMENT_REASON_LABELS[mv.reason] ?? mv.reason}</span>
              {mv.note ? <span className="block text-xs text-stone-500">{mv.note}</span> : null}
              {mv.created_by ? (
                <span className="block text-xs text-stone-400">
                  {m.by} {mv.created_by.name}
                </span>
              ) : null}
            </Td>
            <Td
              className={`text-right whitespace-nowrap tabular-nums ${mv.amount < 0 ? 'text-red-700' : 'text-emerald-700'}`}
            >
              {signedMoney(mv.amount)}
            </Td>
            <Td className="text-right whitespace-nowrap tabular-nums">{formatMoney(mv.balance_after)}</Td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
