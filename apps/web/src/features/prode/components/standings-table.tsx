import type { ProdeStandingView } from '@liga/domain';
import { ResponsiveTable } from '../../../components/ui/responsive-table';
import { prodeMessages as m } from '../messages';

type Row = ProdeStandingView & { rounds_won?: number };

/** A prode table (docs/rules.md §16.4): the round's or the season's. */
export function StandingsTable({ caption, rows }: { caption: string; rows: Row[] }) {
  const withRounds = rows.some((r) => r.rounds_won !== undefined);
  return (
    <ResponsiveTable
      caption={caption}
      rows={rows}
      rowKey={(r) => r.user.id}
      columns={[
        { header: m.colPosition, cell: (r) => `${r.position}°`, cellClassName: 'tabular-nums' },
        { header: m.colPlayer, cell: (r) => r.user.name, card: 'title' as const },
        {
          header: m.colPoints,
          cell: (r) => r.points,
          className: 'text-right',
          cellClassName: 'tabular-nums font-semibold text-emerald-800',
        },
        { header: m.colExact, cell: (r) => r.exact, className: 'text-right', cellClassName: 'tabular-nums' },
        {
          header: m.colOutcome,
          cell: (r) => r.outcome,
          className: 'text-right',
          cellClassName: 'tabular-nums',
        },
        ...(withRounds
          ? [
              {
                header: m.colRounds,
                cell: (r: Row) => r.rounds_won ?? 0,
                className: 'text-right',
                cellClassName: 'tabular-nums',
              },
            ]
          : []),
      ]}
    />
  );
}
