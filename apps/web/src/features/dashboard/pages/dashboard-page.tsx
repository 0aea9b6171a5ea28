import { roleLabel } from '@liga/domain';
import { useSearchParams } from 'react-router';
import { SeasonSelect, useSeasons } from '../../seasons';
import { ClausesList } from '../../market';
import { UserMovements } from '../../movements';
import { PendingTransfers } from '../../transfers';
import { Alert } from '../../../components/ui/alert';
import { Card, Page } from '../../../components/ui/page';
import { Loading } from '../../../components/ui/states';
import { useLeagueTimezone } from '../../../lib/league-config';
import { paths } from '../../../lib/paths';
import { useCurrentUser } from '../../../lib/session';
import { useDashboard } from '../api/get-dashboard';
import { Amount } from '../components/amount';
import { BalanceChart } from '../components/balance-chart';
import { DashboardSection, SectionEmpty } from '../components/dashboard-section';
import { OwnAuctions } from '../components/own-auctions';
import { dashboardMessages as m } from '../messages';

const seasonId = (text: string | null) => {
  const n = Number(text);
  return text && Number.isInteger(n) && n > 0 ? n : undefined;
};

/**
 * 'Mi estado' (spec 01 §2): the season's budget and computed spending, pending transfers to confirm,
 * own auctions, clauses executed and received, and the latest ledger movements.
 */
export function DashboardPage() {
  const me = useCurrentUser();
  const timeZone = useLeagueTimezone();
  const [params, setParams] = useSearchParams();
  const chosen = seasonId(params.get('season'));
  const seasons = useSeasons();
  const query = useDashboard(chosen);
  const data = query.data;
  const team = data ? data.team : me.team;
  const facts: Array<[string, string]> = [
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
          <dl className="space-y-1 text-sm">
            {facts.map(([label, value]) => (
              <div key={label} className="flex justify-between gap-3">
                <dt className="text-stone-500">{label}</dt>
                <dd className="text-right font-medium">{value}</dd>
              </div>
            ))}
          </dl>
        </Card>
      </div>

      {query.isPending ? <Loading text={m.loading} /> : null}
      {data ? (
        <div className={`space-y-6 ${query.isPlaceholderData ? 'opacity-60' : ''}`}>
          <Card>
            <h2 className="mb-1 text-sm font-semibold text-emerald-900">{m.chartTitle}</h2>
            <BalanceChart movements={data.recent_movements} timeZone={timeZone} />
          </Card>
          <DashboardSection title={m.pendingTitle} count={data.pending_transfers.length}>
            <PendingTransfers key={data.season?.id ?? 0} transfers={data.pending_transfers} />
          </DashboardSection>
          <DashboardSection title={m.executedTitle} count={data.executed_clauses.length}>
            {data.executed_clauses.length === 0 ? (
              <SectionEmpty>{m.executedEmpty}</SectionEmpty>
            ) : (
              <ClausesList
                clauses={data.executed_clauses}
                caption={m.executedTitle}
                columns={['player', 'team', 'value', 'extra', 'total', 'status', 'time', 'actions']}
              />
            )}
          </DashboardSection>
          <DashboardSection title={m.receivedTitle} count={data.received_clauses.length}>
            {data.received_clauses.length === 0 ? (
              <SectionEmpty>{m.receivedEmpty}</SectionEmpty>
            ) : (
              <ClausesList
                clauses={data.received_clauses}
                caption={m.receivedTitle}
                columns={['player', 'by', 'value', 'extra', 'total', 'status', 'time', 'actions']}
              />
            )}
          </DashboardSection>
          <DashboardSection title={m.auctionsTitle} count={data.own_auctions.length}>
            <OwnAuctions auctions={data.own_auctions} timeZone={timeZone} />
          </DashboardSection>
        </div>
      ) : null}
      {/* Below the sections above, once they have their size: drawn earlier, the sections' arrival
          pushed it down the screen (Lighthouse's layout shift 0.395 on a phone). */}
      {data ? <UserMovements userId={me.id} paged={false} /> : null}
    </Page>
  );
}
