import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Card, Page } from '../../../components/ui/page';
import { Loading } from '../../../components/ui/states';
import { LocksPanel } from '../../locks';
import { useSquad } from '../api/get-squad';
import { SquadOverview } from '../components/squad-overview';
import { TransferablePanel } from '../components/transferable-panel';
import { squadMessages as m } from '../messages';

/** The caller's own squad with its figures and season statistics (the league client's wording, docs/rules.md §3). */
export function SquadPage() {
  const query = useSquad();
  const team = query.data?.team ?? null;
  const noTeam = query.data !== undefined && team === null;
  const reload = (
    <Button
      variant="secondary"
      disabled={query.isFetching}
      onClick={() => void query.refetch()}
      aria-describedby="squad-reload-hint"
    >
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
          <p id="squad-reload-hint" className="text-xs text-stone-500">
            {m.reloadHint}
          </p>
        </Card>
      ) : null}
      {query.isError ? <Alert>{`${m.loadError} ${query.error.message}`}</Alert> : null}
      {query.data && team ? (
        <>
          <p id="squad-reload-hint" className="sr-only">
            {m.reloadHint}
          </p>
          <SquadOverview squad={query.data} team={team} />
          {team.division ? <LocksPanel players={query.data.players} /> : null}
          <TransferablePanel players={query.data.players} marked={query.data.transferable} />
        </>
      ) : null}
    </Page>
  );
}
