import { type MatchBetView, may, type User } from '@liga/domain';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { BetLink } from './bet-link';
import { DataTable, numberColumn } from '../../../components/ui/table';
import { paths } from '../../../lib/paths';
import { betsMessages as m } from '../messages';
import { canBet } from './can-bet';

const odd = numberColumn<MatchBetView>;

interface Props {
  bets: MatchBetView[];
  user: User | null;
  busyId: number | null;
  onDeactivate: (bet: MatchBetView) => void;
}

export function MatchBetsTable({ bets, user, busyId, onDeactivate }: Props) {
  return (
    <DataTable
      caption={m.matchBets}
      rows={bets}
      rowKey={(b) => b.id}
      columns={[
        {
          header: m.colMatch,
          cell: (b) => (
            <Link to={paths.bet(b.id)} className="text-emerald-900 underline">
              {b.match}
            </Link>
          ),
        },
        { header: m.colDescription, cell: (b) => b.description, cellClassName: 'min-w-40 text-stone-600' },
        odd(m.colHome, (b) => b.home_odd),
        odd(m.colAway, (b) => b.away_odd),
        odd(m.colDraw, (b) => b.draw_odd),
        odd(m.colUnder, (b) => b.under),
        odd(m.colOver, (b) => b.over),
        canBet(user) && {
          header: m.colAction,
          cell: (b) => (
            <div className="flex gap-2">
              <BetLink open={b.open} to={paths.bet(b.id)} />
              {may(user.rol, 'deactivateBet') ? (
                <Button variant="danger" disabled={busyId === b.id} onClick={() => onDeactivate(b)}>
                  {m.deactivate}
                </Button>
              ) : null}
            </div>
          ),
        },
      ]}
    />
  );
}
