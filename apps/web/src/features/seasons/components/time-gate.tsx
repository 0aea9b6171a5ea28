import { formatDateTimeShort, gateOpensAt, MARKET_GATE_DELAY_HOURS } from '@liga/domain';
import type { ReactNode } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/page';
import { Loading } from '../../../components/ui/states';
import { useLeagueTimezone } from '../../../lib/league-config';
import { useSeasonStart } from '../api/get-season-start';
import { useNow } from '../../../lib/use-now';
import { seasonsMessages as m } from '../messages';
import { Countdown } from '../../../components/ui/countdown';

interface TimeGateProps {
  /** Hours after the active season's start at which the content opens (0: at the start). */
  delayHours: number;
  /** What the locked screen says above the countdown. */
  message: string;
  /** What precedes the opening date under the countdown. */
  atLabel?: string;
  children: ReactNode;
}

/**
 * Shows `children` once the active season's start plus `delayHours` has been reached (docs/rules.md §2.6),
 * and until then the message with a live countdown. A season without a start date counts as started.
 * The server enforces the same instant: the gate only spares a form that would be refused.
 */
export function TimeGate({ delayHours, message, atLabel = m.opensOn, children }: TimeGateProps) {
  const query = useSeasonStart();
  const timeZone = useLeagueTimezone();
  const start = query.data?.start_at ? new Date(query.data.start_at) : null;
  const opensAt = start ? gateOpensAt(start, delayHours) : null;
  const now = useNow(1000, opensAt ? opensAt.getTime() : null);

  if (query.isPending) return <Loading />;
  if (query.isError) {
    return (
      <div className="space-y-2">
        <Alert>{m.seasonLoadError}</Alert>
        <Button variant="secondary" onClick={() => void query.refetch()}>
          {m.retry}
        </Button>
      </div>
    );
  }
  if (opensAt && now < opensAt.getTime()) {
    return (
      <Card className="mx-auto max-w-md space-y-3 py-8 text-center" data-testid="gate-locked">
        <p className="font-semibold text-stone-800">{message}</p>
        <Countdown
          target={opensAt}
          now={now}
          className="block text-3xl font-bold text-emerald-800 sm:text-4xl"
        />
        <p className="text-xs text-stone-500">
          {atLabel} {formatDateTimeShort(opensAt, timeZone)}
        </p>
      </Card>
    );
  }
  return <>{children}</>;
}

/** /transfer and /crear_subasta: 'Acceso restringido…' until 4 h after the season start. */
export function MarketGate({
  children,
  delayHours = MARKET_GATE_DELAY_HOURS,
}: {
  children: ReactNode;
  delayHours?: number;
}) {
  return (
    <TimeGate delayHours={delayHours} message={m.restricted}>
      {children}
    </TimeGate>
  );
}

/** /season-countdown: a countdown to the season start, then the content. */
export function SeasonStartGate({ children }: { children: ReactNode }) {
  return (
    <TimeGate delayHours={0} message={m.seasonStartsIn} atLabel={m.startsOn}>
      {children}
    </TimeGate>
  );
}
