import { may, roleLabel, SIGNUP_ROLE } from '@liga/domain';
import { lazy, memo, Suspense, useDeferredValue } from 'react';
import { useSearchParams } from 'react-router';
import { ProdeWinnersCard } from '../../prode';
import { SeasonSelect, seasonIdParam, useSeasons } from '../../seasons';
import { PendingTransfers } from '../../transfers';
import { Alert } from '../../../components/ui/alert';
import { FactList, type Fact } from '../../../components/ui/fact-list';
import { Card, Page } from '../../../components/ui/page';
import { Loading } from '../../../components/ui/states';
import { WhenVisible } from '../../../components/ui/when-visible';
import { useLeagueTimezone } from '../../../lib/league-config';
import { paths } from '../../../lib/paths';
import { useCurrentUser } from '../../../lib/session';
import { useDashboard } from '../api/get-dashboard';
import { Amount } from '../components/amount';
import { BalanceChart } from '../components/balance-chart';
import { DashboardSection } from '../components/dashboard-section';
import { dashboardMessages as m } from '../messages';

// The answers that arrive after the dashboard's (the league's zone, the seasons) redraw the page at
// once; the chart and the transfers only redraw when their own data changes.
const Chart = memo(BalanceChart);
const Pending = memo(PendingTransfers);
const DashboardHistory = lazy(() =>
  import('../components/dashboard-history').then((mod) => ({ default: mod.DashboardHistory })),
);
// The manager's sanctions card loads after the dashboard's own figures, in a chunk of its own.
const MySanctions = lazy(() => import('../../sanctions').then((mod) => ({ default: mod.MySanctions })));
// Only waiting-list accounts draw it: a chunk of its own, so a manager's first load does not carry it.
const WaitingDashboard = lazy(() =>
  import('../components/waiting-dashboard').then((mod) => ({ default: mod.WaitingDashboard })),
);

/**
 * 'Mi estado': a waiting-list account sees its place in the queue and what happens next, not a
 * team's figures that would all read zero (decision 026); everyone else their team's state.
 */
export function DashboardPage() {
  const me = useCurrentUser();
  if (me.rol === SIGNUP_ROLE)
    return (
      <Suspense fallback={<Loading text={m.loading} />}>
        <WaitingDashboard />
      </Suspense>
    );
  return <TeamDashboard />;
}

/**
 * 'Mi estado': the season's budget and computed spending, pending transfers to confirm,
 * own auctions, clauses executed and received, and the latest ledger movements.
 */
function TeamDashboard() {
  const me = useCurrentUser();
  const timeZone = useLeagueTimezone();
  const [params, setParams] = useSearchParams();
  const chosen = seasonIdParam(params.get('season'));
  const seasons = useSeasons();
  const query = useDashboard(chosen);
  // The sections draw in a deferred (sliced) render once the answer is in, not in one long task.
  const data = useDeferredValue(query.data);
  const team = data ? data.team : me.team;
  const facts: Fact[] = [
    [m.name, me.name],
    [m.role, roleLabel(me.rol)],
    [m.team, team ? `${team.name}${team.division ? ` (${team.division})` : ''}` : m.noTeam],
  ];

  return (
    <Page title={m.title} link={{ to: paths.user(me.id), label: m.editProfile }}>
      <SeasonSelect
        seasons={seasons.data}
        value={chosen ? String(chosen) : data?.season ? String(data.season.id) : ''}
        onChange={(v) => setParams({ season: v }, { replace: true })}
        label={m.season}
      />
      {query.isError ? <Alert>{`${m.loadError} ${query.error.message}`}</Alert> : null}
      <div className="grid gap-3 sm:grid-cols-3">
        <Card className="bg-gradient-to-br from-emerald-800 to-emerald-950 text-white">
          <p className="text-sm text-emerald-100">{m.budget}</p>
          <Amount value={data?.budget ?? me.profits} testId="budget" />
        </Card>
        <Card>
          <p className="text-sm text-stone-500">
            {m.budgetSpent}
            {data?.season ? ` · ${data.season.name}` : ''}
          </p>
          {data ? (
            <Amount
              value={data.budget_spent}
              testId="budget-spent"
              className={data.budget_spent > 0 ? 'text-red-700' : 'text-stone-800'}
            />
          ) : (
            <p className="mt-1 text-2xl font-bold text-stone-400" data-testid="budget-spent">
              …
            </p>
          )}
          <p className="mt-1 text-xs text-stone-500">{m.spentHint}</p>
        </Card>
        <Card>
          <FactList
            facts={facts}
            className="space-y-1 text-sm"
            itemClassName="flex justify-between gap-3"
            termClassName="text-stone-500"
            valueClassName="text-right font-medium"
          />
        </Card>
      </div>
      {/* The manager's own sanctions this season (docs/rules.md §17.2). */}
      {team && may(me.rol, 'seeSanctions') ? (
        <Suspense fallback={null}>
          <MySanctions />
        </Suspense>
      ) : null}

      {query.isPending ? <Loading text={m.loading} /> : null}
      {data ? (
        <div className={`space-y-6 ${query.isPlaceholderData ? 'opacity-60' : ''}`}>
          <Card>
            <h2 className="mb-1 text-sm font-semibold text-emerald-900">{m.chartTitle}</h2>
            <Chart movements={data.recent_movements} timeZone={timeZone} />
          </Card>
          <DashboardSection title={m.pendingTitle} count={data.pending_transfers.length}>
            <Pending key={data.season?.id ?? 0} transfers={data.pending_transfers} />
          </DashboardSection>
          {/* The last prode round's winners (decision 028), fetched once scrolled to. */}
          <WhenVisible>
            <ProdeWinnersCard />
          </WhenVisible>
          {/* Loaded when the user scrolls towards it, and only once the data above has its size:
              drawn earlier, the movements pushed what was on screen down (layout shift 0.395). */}
          <WhenVisible>
            <DashboardHistory data={data} userId={me.id} />
          </WhenVisible>
        </div>
      ) : null}
    </Page>
  );
}
