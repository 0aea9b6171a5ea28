import type { Squad } from '@liga/domain';
import { squadMessages as m } from '../messages';

type Summary = Squad['summary'];

/** Players over 20 and 20 or under, in the squad and registered, against the 18 + 6 = 24 limits. */
export function ListCounts({ summary }: { summary: Summary }) {
  const rows = [
    [m.adults, 'adults'],
    [m.youth, 'youth'],
    [m.total, 'total'],
  ] as const;
  return (
    <div className="space-y-2">
      <p className="text-sm text-stone-500">{m.listTitle}</p>
      <table className="w-full text-sm">
        <caption className="sr-only">{m.listTitle}</caption>
        <thead>
          <tr className="text-left text-xs text-stone-500">
            <th scope="col" className="py-1 font-medium">
              {m.colGroup}
            </th>
            <th scope="col" className="py-1 text-right font-medium">
              {m.colSquad}
            </th>
            <th scope="col" className="py-1 text-right font-medium">
              {m.colRegistered}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-stone-100">
          {rows.map(([label, key]) => {
            const over = summary.registered[key] > summary.limits[key];
            return (
              <tr key={key} className={key === 'total' ? 'font-semibold' : undefined}>
                <th scope="row" className="py-1.5 text-left font-normal">
                  {label}
                </th>
                <td className="py-1.5 text-right tabular-nums">{summary.counts[key]}</td>
                <td
                  className={`py-1.5 text-right tabular-nums ${over ? 'font-bold text-red-700' : ''}`}
                  data-testid={`registered-${key}`}
                >
                  {summary.registered[key]} / {summary.limits[key]}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
