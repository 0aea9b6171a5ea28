import { type MatchBetView, may, type User } from '@liga/domain';
import { Link } from 'react-router';
import { Button, ButtonLink } from '../../../components/ui/button';
import { Table, Td, Th } from '../../../components/ui/table';
import { paths } from '../../../lib/paths';
import { betsMessages as m } from '../messages';
import { canBet } from './can-bet';

interface Props {
  bets: MatchBetView[];
  user: User | null;
  busyId: number | null;
  onDeactivate: (bet: MatchBetView) => void;
}

export function MatchBetsTable({ bets, user, busyId, onDeactivate }: Props) {
  const actions = canBet(user);
  return (
    <Table caption={m.matchBets}>
      <thead>
        <tr>
          <Th>{m.colMatch}</Th>
          <Th>{m.colDescription}</Th>
          <Th className="text-right">{m.colHome}</Th>
          <Th className="text-right">{m.colAway}</Th>
          <Th className="text-right">{m.colDraw}</Th>
          <Th className="text-right">{m.colUnder}</Th>
          <Th className="text-right">{m.colOver}</Th>
          {actions ? <Th>{m.colAction}</Th> : null}
        </tr>
      </thead>
      <tbody className="divide-y divide-stone-100">
        {bets.map((b) => (
          <tr key={b.id}>
            <Td>
              <Link to={paths.bet(b.id)} className="text-emerald-900 underline">
                {b.match}
              </Link>
            </Td>
            <Td className="min-w-40 text-stone-600">{b.description}</Td>
            <Td className="text-right tabular-nums">{b.home_odd}</Td>
            <Td className="text-right tabular-nums">{b.away_odd}</Td>
            <Td className="text-right tabular-nums">{b.draw_odd}</Td>
            <Td className="text-right tabular-nums">{b.under}</Td>
            <Td className="text-right tabular-nums">{b.over}</Td>
            {actions ? (
              <Td>
                <div className="flex gap-2">
                  <ButtonLink to={paths.bet(b.id)}>{m.bet}</ButtonLink>
                  {may(user.rol, 'deactivateBet') ? (
                    <Button variant="danger" disabled={busyId === b.id} onClick={() => onDeactivate(b)}>
                      {m.deactivate}
                    </Button>
                  ) : null}
                </div>
              </Td>
            ) : null}
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
