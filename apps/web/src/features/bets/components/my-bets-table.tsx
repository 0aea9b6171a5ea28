import { formatDateTimeShort, formatCurrency, type UserBetView } from '@liga/domain';
import type { ReactNode } from 'react';
import { ResponsiveTable } from '../../../components/ui/responsive-table';
import { numberColumn } from '../../../components/ui/table';
import { useLeagueTimezone } from '../../../lib/league-config';
import { betsMessages as m } from '../messages';
import { decidedByText } from './decided-by';

const amount = numberColumn<UserBetView>;

const tone = { pending: 'text-stone-600', won: 'text-emerald-700', lost: 'text-red-700' } as const;

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
    <ResponsiveTable
      caption={showUser ? m.pendingTitle : m.myBets}
      rows={bets}
      rowKey={(b) => b.id}
      columns={[
        showUser && { header: m.colUser, cell: (b) => b.user.name, card: 'title' as const },
        {
          header: m.colBet,
          card: showUser ? undefined : ('title' as const),
          cell: (b) => (
            <>
              {b.bet.title}
              <span className="block text-xs text-stone-500">
                {formatDateTimeShort(b.created_at, timeZone)}
              </span>
              {b.decided_by ? (
                <span className="block text-xs font-medium text-emerald-900" data-testid="decided-by">
                  {decidedByText(b, timeZone)}
                </span>
              ) : null}
            </>
          ),
        },
        { header: m.colOption, cell: (b) => b.option_label },
        amount(m.colOdd, (b) => b.selected_option),
        amount(m.colAmount, (b) => formatCurrency(b.amount)),
        amount(m.colPayout, (b) => formatCurrency(b.payout ?? b.potential_payout)),
        actions
          ? { header: m.colAction, cell: actions, card: 'footer' as const }
          : {
              header: m.colOutcome,
              cell: (b) => m.outcomes[b.outcome],
              cellClassName: (b) => `font-semibold ${tone[b.outcome]}`,
            },
      ]}
    />
  );
}
