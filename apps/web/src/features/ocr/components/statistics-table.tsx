import type { RecognitionData } from '@liga/domain';
import { Table, Td, Th } from '../../../components/ui/table';
import { ocrMessages as m } from '../messages';

/** A match-statistics screen as read: each statistic with the home and away values. */
export function StatisticsTable({ data }: { data: RecognitionData }) {
  if (data.statistics.length === 0) return <p className="text-sm text-stone-500">{m.noStatistics}</p>;
  return (
    <Table caption={m.typeStatistics}>
      <thead>
        <tr>
          <Th className="text-right">{data.teams.home ?? ''}</Th>
          <Th className="text-center">{m.colStat}</Th>
          <Th>{data.teams.away ?? ''}</Th>
        </tr>
      </thead>
      <tbody className="divide-y divide-stone-100">
        {data.statistics.map((s, i) => (
          <tr key={`${s.stat}-${i}`}>
            <Td className="text-right font-semibold tabular-nums">{s.home_value}</Td>
            <Td className="text-center text-stone-600">{s.stat}</Td>
            <Td className="font-semibold tabular-nums">{s.away_value}</Td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
