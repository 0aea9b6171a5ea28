import { formatDateTime, formatMoney, type UserBetView } from '@liga/domain';
import { Table, Td, Th } from '../../../components/ui/table';
import { useLeagueTimezone } from '../../../lib/league-config';
import { betsMessages as m } from '../messages';

const tone = { pending: 'text-stone-600', won: 'text-emerald-700', lost: 'text-red-700' } as const;

/** The caller's bets (or the Admin's pending list with `actions`): bet, option, odd, stake, payout. */
export function UserBetsTable({
  bets,
  showUser = false,
  actions,
}: {
  bets: UserBetView[];
  showUser?: boolean;
  actions?: (bet: UserBetView) => React.ReactNode;
}) {
  const timeZone = useLeagueTimezone();
  return (
    <Table caption={showUser ? m.pendingTitle : m.myBets}>
      <thead>
        <tr>
          {showUser ? <Th>{m.colUser}</Th> : null}
          <Th>{m.colBet}</Th>
          <Th>{m.colOption}</Th>
          <Th className="text-right">{m.colOdd}</Th>
          <Th className="text-right">{m.colAmount}</Th>
          <Th className="text-right">{m.colPayout}</Th>
          {actions ? <Th>{m.colAction}</Th> : <Th>{m.colOutcome}</Th>}
        </tr>
      </thead>
      <tbody className="divide-y divide-stone-100">
        {bets.map((b) => (
          <tr key={b.id}>
            {showUser ? <Td>{b.user.name}</Td> : null}
            <Td>
              {b.bet.title}
              <span className="block text-xs text-stone-500">{formatDateTime(b.created_at, timeZone)}</span>
            </Td>
            <Td>{b.option_label}</Td>
            <Td className="text-right tabular-nums">{b.selected_option}</Td>
            <Td className="text-right tabular-nums">{formatMoney(b.amount)}</Td>
            <Td className="text-right tabular-nums">{formatMoney(b.payout ?? b.potential_payout)}</Td>
            {actions ? (
              <Td>{actions(b)}</Td>
            ) : (
              <Td className={`font-semibold ${tone[b.outcome]}`}>{m.outcomes[b.outcome]}</Td>
            )}
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
