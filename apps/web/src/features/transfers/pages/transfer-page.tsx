import { may } from '@liga/domain';
import { activeSeason, MarketGate, useSeasons } from '../../seasons';
import { useAllTeams } from '../../teams';
import { Alert } from '../../../components/ui/alert';
import { Card, Page } from '../../../components/ui/page';
import { Loading } from '../../../components/ui/states';
import { paths } from '../../../lib/paths';
import { useCurrentUser } from '../../../lib/session';
import { TransferForm } from '../components/transfer-form';
import { transfersMessages as m } from '../messages';

function TransferFormLoader() {
  const teams = useAllTeams();
  const seasons = useSeasons();
  if (teams.isPending || seasons.isPending) return <Loading text={m.loading} />;
  if (teams.isError) return <Alert>{`${m.teamsError} ${teams.error.message}`}</Alert>;
  if (seasons.isError) return <Alert>{`${m.seasonsError}${seasons.error.message}`}</Alert>;
  return (
    <TransferForm
      teams={teams.data}
      seasons={seasons.data}
      defaultSeason={String(activeSeason(seasons.data)?.id ?? '')}
    />
  );
}

/** /transfer: behind the 4-hour market gate. */
export function TransferPage() {
  const me = useCurrentUser();
  return (
    <Page title={m.formTitle} link={{ to: paths.transfers, label: m.listTitle }}>
      <MarketGate>
        <Card className="max-w-2xl">
          {may(me.rol, 'createTransfer') ? (
            <TransferFormLoader />
          ) : (
            <Alert tone="info">{m.noTransferRole}</Alert>
          )}
        </Card>
      </MarketGate>
    </Page>
  );
}
