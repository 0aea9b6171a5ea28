import { formatDateTime, formatMoney, type UserBetView } from '@liga/domain';
import type { ReactNode } from 'react';
import { DataTable } from '../../../components/ui/table';
import { useLeagueTimezone } from '../../../lib/league-config';
import { betsMessages as m } from '../messages';

const tone = { pending: 'text-stone-600', won: 'text-emerald-700', lost: 'text-red-700' } as const;
const amount = (header: string, value: (b: UserBetView) => ReactNode) => ({
  header,
  cell: value,
  className: 'text-right',
  cellClassName: 'tabular-nums',
});

/** The caller's bets (or the Admin's pending list with `actions`): bet, option, odd, stake, payout. */
export function UserBetsTable({
  bets,
  showUser = false,
  actions,
}: {
  bets: UserBetView[];
  showUser?: boolean;
  actions?: (bet: UserBetView) => ReactNode;
}) {
  const timeZone = useLeagueTimezone();
  return (
    <DataTable
      caption={showUser ? m.pendingTitle : m.myBets}
      rows={bets}
      rowKey={(b) => b.id}
      columns={[
        showUser && { header: m.colUser, cell: (b) => b.user.name },
        {
          header: m.colBet,
          cell: (b) => (
            <>
              {b.bet.title}
              <span className="block text-xs text-stone-500">{formatDateTime(b.created_at, timeZone)}</span>
            </>
          ),
        },
        { header: m.colOption, cell: (b) => b.option_label },
        amount(m.colOdd, (b) => b.selected_option),
        amount(m.colAmount, (b) => formatMoney(b.amount)),
        amount(m.colPayout, (b) => formatMoney(b.payout ?? b.potential_payout)),
        actions
          ? { header: m.colAction, cell: actions }
          : {
              header: m.colOutcome,
              cell: (b) => m.outcomes[b.outcome],
              cellClassName: (b) => `font-semibold ${tone[b.outcome]}`,
            },
      ]}
    />
  );
}
