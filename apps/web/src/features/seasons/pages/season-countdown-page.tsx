import { formatDateTimeShort, gateOpensAt, MARKET_GATE_DELAY_HOURS, may } from '@liga/domain';
import { Link } from 'react-router';
import { Card, Page } from '../../../components/ui/page';
import { useLeagueTimezone } from '../../../lib/league-config';
import { paths } from '../../../lib/paths';
import { useCurrentUser } from '../../../lib/session';
import { useSeasonStart } from '../api/get-season-start';
import { activeSeason, useSeasons } from '../api/get-seasons';
import { Countdown } from '../../../components/ui/countdown';
import { SeasonStartEditor } from '../components/season-start-editor';
import { SeasonStartGate } from '../components/time-gate';
import { useNow } from '../../../lib/use-now';
import { seasonsMessages as m } from '../messages';

const MARKET_LINKS: ReadonlyArray<readonly [string, string]> = [
  [paths.clause, 'Cláusula de rescisión'],
  [paths.offers, 'Ofertas'],
  [paths.myOffers, 'Mis ofertas'],
  [paths.transferNew, 'Transferir'],
  [paths.transfers, 'Transferencias'],
  [paths.auctionNew, 'Crear subasta'],
  [paths.auctions, 'Subastas'],
];

/** What opens once the season has started: when each part of the market opens, and where it is. */
function SeasonOverview({ startDate, timeZone }: { startDate: string | null; timeZone: string }) {
  const seasons = useSeasons();
  const season = activeSeason(seasons.data);
  const marketOpens = startDate ? gateOpensAt(new Date(startDate), MARKET_GATE_DELAY_HOURS) : null;
  const now = useNow(1000, marketOpens ? marketOpens.getTime() : null);
  const marketLocked = marketOpens !== null && now < marketOpens.getTime();
  return (
    <Card className="space-y-3">
      <div>
        <h2 className="text-lg font-semibold text-emerald-900">
          {m.seasonStarted}
          {season ? `: ${season.name}` : ''}
        </h2>
        <p className="text-sm text-stone-600">
          {startDate ? `${m.startedOn} ${formatDateTimeShort(startDate, timeZone)}` : m.noStartDate}
        </p>
      </div>
      <ul className="space-y-1 text-sm text-stone-700">
        <li>{m.clausesOpen}</li>
        <li>
          {marketLocked && marketOpens ? (
            <>
              {m.transfersOpenIn} <Countdown target={marketOpens} now={now} className="font-semibold" />
            </>
          ) : (
            m.transfersOpen
          )}
        </li>
      </ul>
      <nav aria-label={m.marketTitle} className="flex flex-wrap gap-2">
        {MARKET_LINKS.map(([to, label]) => (
          <Link
            key={to}
            to={to}
            className="rounded-full border border-emerald-200 bg-emerald-50 px-3 py-1 text-sm font-medium text-emerald-800 hover:bg-emerald-100"
          >
            {label}
          </Link>
        ))}
      </nav>
    </Card>
  );
}

/** /season-countdown: a countdown to the season start, then the season overview. */
export function SeasonCountdownPage() {
  const me = useCurrentUser();
  const timeZone = useLeagueTimezone();
  const start = useSeasonStart();
  return (
    <Page title={m.seasonTitle}>
      <SeasonStartGate>
        <SeasonOverview startDate={start.data?.start_at ?? null} timeZone={timeZone} />
      </SeasonStartGate>
      {may(me.rol, 'setSeasonStart') && start.data?.id ? (
        <SeasonStartEditor
          key={`${start.data.id}:${start.data.start_at ?? ''}`}
          seasonId={start.data.id}
          startDate={start.data.start_at}
          timeZone={timeZone}
        />
      ) : null}
      {start.data && start.data.id === null ? (
        <p className="text-sm text-stone-500">{m.noActiveSeason}</p>
      ) : null}
    </Page>
  );
}
