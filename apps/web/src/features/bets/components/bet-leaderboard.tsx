import { formatCurrency, formatCurrencyCompact, type BetLeaderboardRow } from '@liga/domain';
import { Alert } from '../../../components/ui/alert';
import { EmptyState, Loading } from '../../../components/ui/states';
import { ResponsiveTable } from '../../../components/ui/responsive-table';
import { numberColumn } from '../../../components/ui/table';
import { useBetLeaderboard } from '../api/get-bet-leaderboard';
import { fixtureBetMessages as f } from '../fixture-messages';

const profitTone = (p: number) => (p > 0 ? 'text-emerald-700' : p < 0 ? 'text-red-700' : 'text-stone-600');

/** Profit per bettor as bars either side of zero: who is up and who is down at a glance. */
function ProfitBars({ rows }: { rows: BetLeaderboardRow[] }) {
  const max = Math.max(1, ...rows.map((r) => Math.abs(r.profit)));
  const summary = rows.map((r) => `${r.user.name} ${formatCurrency(r.profit)}`).join(', ');
  return (
    <figure className="space-y-1" aria-label={f.chartSummary(summary)}>
      {rows.slice(0, 10).map((r) => {
        const width = `${(Math.abs(r.profit) / max) * 50}%`;
        return (
          <div key={r.user.id} className="flex items-center gap-2 text-xs" aria-hidden="true">
            <span className="w-24 shrink-0 truncate text-stone-700">{r.user.name}</span>
            <div className="relative h-4 flex-1 rounded bg-stone-100">
              <div className="absolute inset-y-0 left-1/2 w-px bg-stone-400" />
              <div
                className={`absolute inset-y-0 rounded ${r.profit >= 0 ? 'left-1/2 bg-emerald-600' : 'right-1/2 bg-red-500'}`}
                style={{ width }}
              />
            </div>
            <span className={`w-14 shrink-0 text-right tabular-nums ${profitTone(r.profit)}`}>
              {formatCurrencyCompact(r.profit)}
            </span>
          </div>
        );
      })}
    </figure>
  );
}

/** The season's betting profit table (docs/rules.md §7.5): settled bets only, best first. */
export function BetLeaderboardSection() {
  const board = useBetLeaderboard(undefined);
  if (board.isPending) return <Loading />;
  if (board.isError) return <Alert>{f.leaderboardError}</Alert>;
  const { season, data } = board.data;
  if (data.length === 0) return <EmptyState>{f.leaderboardEmpty}</EmptyState>;
  return (
    <div className="space-y-3">
      {season ? <p className="text-sm text-stone-600">{f.leaderboardSeason(season.name)}</p> : null}
      <ProfitBars rows={data} />
      <ResponsiveTable
        caption={f.leaderboard}
        rows={data.map((r, i) => ({ ...r, position: i + 1 }))}
        rowKey={(r) => r.user.id}
        columns={[
          { header: f.colPosition, cell: (r) => r.position, cellClassName: 'tabular-nums' },
          { header: f.colBettor, cell: (r) => r.user.name, card: 'title' as const },
          numberColumn(f.colBets, (r: BetLeaderboardRow) => r.bets),
          { header: f.colWonLost, cell: (r) => `${r.won} / ${r.lost}`, className: 'text-right' },
          numberColumn(
            f.colProfit,
            (r: BetLeaderboardRow) => formatCurrency(r.profit),
            (r) => `font-semibold ${profitTone(r.profit)}`,
          ),
        ]}
      />
    </div>
  );
}
