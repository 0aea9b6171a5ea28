import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Card, Page } from '../../../components/ui/page';
import { Loading } from '../../../components/ui/states';
import { isApiError } from '../../../lib/api-client';
import { useSquad } from '../api/get-squad';
import { SquadOverview } from '../components/squad-overview';
import { squadMessages as m } from '../messages';

/** The caller's own squad with its figures (spec 01 §2, §8, §9). */
export function SquadPage() {
  const query = useSquad();
  const noTeam = query.isError && isApiError(query.error) && query.error.status === 404;
  const reload = (
    <Button variant="secondary" disabled={query.isFetching} onClick={() => void query.refetch()}>
      {query.isFetching && !query.isPending ? m.reloading : m.reload}
    </Button>
  );

  return (
    <Page title={m.title} actions={noTeam ? null : reload}>
      {query.isPending ? <Loading text={m.loading} /> : null}
      {noTeam ? (
        <Card className="space-y-3 py-8 text-center">
          <p className="text-stone-700">{m.noTeam}</p>
          {reload}
        </Card>
      ) : null}
      {query.isError && !noTeam ? <Alert>{`${m.loadError} ${query.error.message}`}</Alert> : null}
      {query.data && !query.isError ? <SquadOverview squad={query.data} /> : null}
    </Page>
  );
}
