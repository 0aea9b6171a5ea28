import { Page } from '../../../components/ui/page';
import { PagedList } from '../../../components/ui/paged-list';
import { pageParam, useUrlParams } from '../../../lib/use-url-params';
import { useTeams } from '../api/get-teams';
import { ObjectivesSection } from '../components/objectives-section';
import { TeamsList } from '../components/teams-list';
import { teamsMessages as m } from '../messages';

/** Teams list (page in the URL, sent to the server) and the season objectives below it. */
export function TeamsPage() {
  const { params, update } = useUrlParams();
  const page = pageParam(params);
  const query = useTeams(page);

  return (
    <Page title={m.listTitle}>
      <PagedList
        query={query}
        page={page}
        onPage={(p) => update({ page: p })}
        loadingText={m.loading}
        errorText={(e) => `${m.loadError} ${e.message}`}
        empty={m.empty}
      >
        {(rows) => <TeamsList teams={rows} />}
      </PagedList>
      <ObjectivesSection />
    </Page>
  );
}
