import { type MatchBetView, may, type PlayerBetView, type User } from '@liga/domain';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { FactList, type Fact } from '../../../components/ui/fact-list';
import { BetLink } from './bet-link';
import { paths } from '../../../lib/paths';
import { betsMessages as m } from '../messages';
import { canBet } from './can-bet';
import { playerBetPath } from './paths';

/** The odds of a bet in one row of equal cells, label above value: five fit a 360 px phone. */
function OddsRow({ odds }: { odds: readonly Fact[] }) {
  return (
    <FactList
      facts={odds}
      className="mt-2 grid auto-cols-fr grid-flow-col gap-1 text-center"
      itemClassName="rounded-md bg-stone-100 px-1 py-1"
      termClassName="truncate text-[11px] text-stone-500"
      valueClassName="font-semibold text-emerald-900 tabular-nums"
    />
  );
}

function BetCard({
  to,
  title,
  description,
  odds,
  actions,
}: {
  to: string;
  title: string;
  description: string;
  odds: readonly Fact[];
  actions: ReactNode;
}) {
  return (
    <li className="rounded-lg border border-stone-200 bg-white p-3 text-sm shadow-sm">
      <Link to={to} className="line-clamp-2 font-semibold break-words text-emerald-900 underline">
        {title}
      </Link>
      {description ? <p className="line-clamp-2 text-xs text-stone-600">{description}</p> : null}
      <OddsRow odds={odds} />
      {actions ? <div className="mt-2 flex gap-2">{actions}</div> : null}
    </li>
  );
}

interface MatchProps {
  bets: MatchBetView[];
  user: User | null;
  busyId: number | null;
  onDeactivate: (bet: MatchBetView) => void;
}

/** Match bets on a phone: the match on one or two lines, every odd and Apostar in view. */
export function MatchBetCards({ bets, user, busyId, onDeactivate }: MatchProps) {
  return (
    <ul aria-label={m.matchBets} className="space-y-2">
      {bets.map((b) => (
        <BetCard
          key={b.id}
          to={paths.bet(b.id)}
          title={b.match}
          description={b.description}
          odds={[
            [m.colHome, b.home_odd],
            [m.colDraw, b.draw_odd],
            [m.colAway, b.away_odd],
            [m.colUnder, b.under],
            [m.colOver, b.over],
          ]}
          actions={
            canBet(user) ? (
              <>
                <BetLink open={b.open} to={paths.bet(b.id)} className="flex-1" />
                {may(user.rol, 'deactivateBet') ? (
                  <Button variant="danger" disabled={busyId === b.id} onClick={() => onDeactivate(b)}>
                    {m.deactivate}
                  </Button>
                ) : null}
              </>
            ) : null
          }
        />
      ))}
    </ul>
  );
}

/** Player bets on a phone: the player, both odds and Apostar. */
export function PlayerBetCards({ bets, user }: { bets: PlayerBetView[]; user: User | null }) {
  return (
    <ul aria-label={m.playerBets} className="space-y-2">
      {bets.map((b) => (
        <BetCard
          key={b.id}
          to={playerBetPath(b.id)}
          title={b.name}
          description={b.description}
          odds={[
            [m.colGoal, b.goal_odd],
            [m.colCard, b.card_odd],
          ]}
          actions={
            canBet(user) ? <BetLink open={b.open} to={playerBetPath(b.id)} className="flex-1" /> : null
          }
        />
      ))}
    </ul>
  );
}
