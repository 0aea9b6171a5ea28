import type { PlayerBetView, User } from '@liga/domain';
import { Link } from 'react-router';
import { ButtonLink } from '../../../components/ui/button';
import { Table, Td, Th } from '../../../components/ui/table';
import { betsMessages as m } from '../messages';
import { canBet } from './can-bet';
import { playerBetPath } from './paths';

export function PlayerBetsTable({ bets, user }: { bets: PlayerBetView[]; user: User | null }) {
  const actions = canBet(user);
  return (
    <Table caption={m.playerBets}>
      <thead>
        <tr>
          <Th>{m.colPlayer}</Th>
          <Th>{m.colDescription}</Th>
          <Th className="text-right">{m.colGoal}</Th>
          <Th className="text-right">{m.colCard}</Th>
          {actions ? <Th>{m.colAction}</Th> : null}
        </tr>
      </thead>
      <tbody className="divide-y divide-stone-100">
        {bets.map((b) => (
          <tr key={b.id}>
            <Td>
              <Link to={playerBetPath(b.id)} className="text-emerald-900 underline">
                {b.name}
              </Link>
            </Td>
            <Td className="min-w-40 text-stone-600">{b.description}</Td>
            <Td className="text-right tabular-nums">{b.goal_odd}</Td>
            <Td className="text-right tabular-nums">{b.card_odd}</Td>
            {actions ? (
              <Td>
                <ButtonLink to={playerBetPath(b.id)}>{m.bet}</ButtonLink>
              </Td>
            ) : null}
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
