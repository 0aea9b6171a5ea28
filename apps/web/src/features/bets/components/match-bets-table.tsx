import { type MatchBetView, may, type User } from '@liga/domain';
import { Button } from '../../../components/ui/button';
import { BetLink } from './bet-link';
import { type Column, DataTable, numberColumn } from '../../../components/ui/table';
import { paths } from '../../../lib/paths';
import { betsMessages as m } from '../messages';
import { betHeadColumns } from './bet-columns';
import { canBet } from './can-bet';

interface Props {
  bets: MatchBetView[];
  user: User | null;
  busyId: number | null;
  onDeactivate: (bet: MatchBetView) => void;
}

const columns = ({
  user,
  busyId,
  onDeactivate,
}: Omit<Props, 'bets'>): Array<Column<MatchBetView> | false> => [
  ...betHeadColumns<MatchBetView>(
    m.colMatch,
    (b) => paths.bet(b.id),
    (b) => b.match,
  ),
  numberColumn(m.colHome, (b) => b.home_odd),
  numberColumn(m.colAway, (b) => b.away_odd),
  numberColumn(m.colDraw, (b) => b.draw_odd),
  numberColumn(m.colUnder, (b) => b.under),
  numberColumn(m.colOver, (b) => b.over),
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
];

export function MatchBetsTable({ bets, ...actions }: Props) {
  return <DataTable caption={m.matchBets} rows={bets} rowKey={(b) => b.id} columns={columns(actions)} />;
}
