import { Alert } from '../../../components/ui/alert';
import { Page } from '../../../components/ui/page';
import { EmptyState, Loading } from '../../../components/ui/states';
import { useIdParam } from '../../../lib/id-param';
import { paths } from '../../../lib/paths';
import { CompetitionPicker, useCompetitionParams } from '../../tournaments';
import { useTeamStatistics } from '../api/get-team-statistics';
import { SuspensionsSummary } from '../components/suspensions-summary';
import { TeamStatisticsTable } from '../components/team-statistics-table';
import { statisticsMessages as m } from '../messages';

/** /estadisticas/{team_id}: the season's totals and suspensions of a team, per tournament format. */
export function TeamStatisticsPage() {
  const { id: teamId, valid } = useIdParam('team_id');
  const params = useCompetitionParams({ defaultTournament: false });
  const stats = useTeamStatistics(teamId, params.seasonId, valid && params.seasonId !== undefined);
  const team = stats.data?.team.name;

  return (
    <Page
      title={team ? `${m.teamTitle}: ${team}` : m.teamTitle}
      link={{ to: paths.statistics, label: m.back }}
    >
      {!valid ? <Alert>{m.invalidTeam}</Alert> : null}
      {valid ? <CompetitionPicker params={params} withTournament={false} /> : null}
      {valid && params.seasonId !== undefined && stats.isPending ? <Loading /> : null}
      {stats.isError ? <Alert>{`${m.loadError} ${stats.error.message}`}</Alert> : null}
      {stats.data?.data.length === 0 ? <EmptyState>{m.teamEmpty}</EmptyState> : null}
      {stats.data?.data.map((entry) => (
        <section key={entry.format} className="space-y-2">
          <h2 className="text-base font-semibold text-emerald-900">{entry.label}</h2>
          <SuspensionsSummary players={entry.players} />
          <TeamStatisticsTable format={entry.format} label={entry.label} players={entry.players} />
        </section>
      ))}
    </Page>
  );
}
