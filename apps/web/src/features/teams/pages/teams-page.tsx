import { useSearchParams } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { Page } from '../../../components/ui/page';
import { Pager } from '../../../components/ui/pager';
import { EmptyState, Loading } from '../../../components/ui/states';
import { useTeams } from '../api/get-teams';
import { ObjectivesSection } from '../components/objectives-section';
import { TeamsList } from '../components/teams-list';
import { teamsMessages as m } from '../messages';

/** Teams list (page in the URL, sent to the server) and the season objectives below it. */
export function TeamsPage() {
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const query = useTeams(page);

  return (
    <Page title={m.listTitle}>
      {query.isPending ? <Loading text={m.loading} /> : null}
      {query.isError ? <Alert>{`${m.loadError} ${query.error.message}`}</Alert> : null}
      {query.data && query.data.data.length === 0 ? <EmptyState>{m.empty}</EmptyState> : null}
      {query.data && query.data.data.length > 0 ? (
        <div className={query.isPlaceholderData ? 'opacity-60 transition-opacity' : undefined}>
          <TeamsList teams={query.data.data} />
        </div>
      ) : null}
      {query.data ? (
        <Pager
          page={page}
          lastPage={query.data.meta.last_page}
          onChange={(p) =>
            setParams((prev) => {
              const next = new URLSearchParams(prev);
              next.set('page', String(p));
              return next;
            })
          }
          disabled={query.isFetching}
        />
      ) : null}
      <ObjectivesSection />
    </Page>
  );
}
