import {
  formatDateTimeShort,
  gateOpensAt,
  MARKET_GATE_DELAY_HOURS,
  RULEBOOK_VALUES,
  revealAt,
} from '@liga/domain';
import type { ReactNode } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Card, Page } from '../../../components/ui/page';
import { rolePage } from '../../../components/ui/role-page';
import { Loading } from '../../../components/ui/states';
import { useLeagueTimezone } from '../../../lib/league-config';
import { useSeasonStart } from '../api/get-season-start';
import { Countdown } from '../../../components/ui/countdown';
import { useNow } from '../../../lib/use-now';
import { activeSeason, useSeasons } from '../api/get-seasons';
import { seasonsMessages as m } from '../messages';

function StateCard({ title, open, children }: { title: string; open: boolean; children: ReactNode }) {
  return (
    <Card className="space-y-2">
      <header className="flex items-center justify-between gap-2">
        <h2 className="text-base font-semibold text-emerald-900">{title}</h2>
        <span
          className={`rounded-full px-2 py-0.5 text-xs font-semibold ${open ? 'bg-emerald-100 text-emerald-800' : 'bg-amber-100 text-amber-800'}`}
        >
          {open ? m.open : m.closed}
        </span>
      </header>
      <div className="space-y-1 text-sm text-stone-700">{children}</div>
    </Card>
  );
}

const bigCountdown = 'block text-2xl font-bold text-emerald-800';

interface InstantProps {
  at: Date;
  now: number;
  /** What the countdown counts down to, above it. */
  lead: ReactNode;
  onLabel: string;
  sinceLabel: string;
}

/** An instant still to come, counted down with its date below; once past, the date it came. */
function Instant({ at, now, lead, onLabel, sinceLabel }: InstantProps) {
  const timeZone = useLeagueTimezone();
  const date = formatDateTimeShort(at, timeZone);
  if (now >= at.getTime()) {
    return (
      <p>
        {sinceLabel} {date}
      </p>
    );
  }
  return (
    <>
      {lead}
      <Countdown target={at} now={now} className={bigCountdown} />
      <p className="text-xs text-stone-500">
        {onLabel} {date}
      </p>
    </>
  );
}

/**
 * /protected: the market's state with live countdowns — the season start, the 4-hour
 * gate of transfers and auctions, and when an offer made now would be revealed. The same domain
 * rules the server enforces compute every instant.
 */
// The league client's guard: the page is for who trades in the market (the sidebar lists it for them only).
export const MarketStatePage = rolePage(
  {
    action: 'seeMarketState',
    title: m.marketStateTitle,
    denied: m.marketStateMembersOnly,
    deniedTone: 'info',
  },
  MarketState,
);

function MarketState() {
  const start = useSeasonStart();
  const seasons = useSeasons();
  const timeZone = useLeagueTimezone();
  const now = useNow(1000);

  if (start.isPending) return <Loading />;
  if (start.isError)
    return (
      <Page title={m.marketStateTitle}>
        <Alert>{m.seasonLoadError}</Alert>
      </Page>
    );

  const season = activeSeason(seasons.data);
  const startsAt = start.data.start_at ? new Date(start.data.start_at) : null;
  const started = !startsAt || now >= startsAt.getTime();
  const gateAt = startsAt ? gateOpensAt(startsAt, MARKET_GATE_DELAY_HOURS) : null;
  const gateOpen = !gateAt || now >= gateAt.getTime();
  const reveal = revealAt(new Date(now), timeZone);
  const revealHour = formatDateTimeShort(reveal, timeZone).slice(-5);

  return (
    <Page title={m.marketStateTitle}>
      {start.data.id === null ? <Alert tone="info">{m.noActiveSeason}</Alert> : null}
      <div className="grid grid-cols-1 gap-4 md:grid-cols-2">
        <StateCard title={`${m.seasonCard}${season ? ` · ${season.name}` : ''}`} open={started}>
          {startsAt ? (
            <Instant
              at={startsAt}
              now={now}
              lead={<p>{m.seasonStartsIn}</p>}
              onLabel={m.startsOn}
              sinceLabel={m.startedOn}
            />
          ) : (
            <p>{m.noStartDate}</p>
          )}
        </StateCard>
        <StateCard title={m.gateCard} open={gateOpen}>
          <p>{m.gateRule(MARKET_GATE_DELAY_HOURS)}</p>
          {gateAt ? (
            <Instant
              at={gateAt}
              now={now}
              lead={<p className="font-medium">{m.restricted}</p>}
              onLabel={m.opensOn}
              sinceLabel={m.openSince}
            />
          ) : null}
        </StateCard>
        <StateCard title={m.clausesCard} open={started}>
          <p>{started ? m.clausesOpenNow : m.clausesClosed}</p>
        </StateCard>
        <StateCard title={m.revealCard} open={started}>
          <p>{m.revealRule(RULEBOOK_VALUES.REVEAL_HOURS.value)}</p>
          <p>{m.revealNext(revealHour)}</p>
          <Countdown target={reveal} now={now} className={bigCountdown} />
        </StateCard>
      </div>
    </Page>
  );
}
