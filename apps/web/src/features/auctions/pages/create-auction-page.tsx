import { may } from '@liga/domain';
import { useParams } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { Card, Page } from '../../../components/ui/page';
import { Loading } from '../../../components/ui/states';
import { idParam } from '../../../lib/id-param';
import { paths } from '../../../lib/paths';
import { useCurrentUser } from '../../../lib/session';
import { MarketGate } from '../../seasons';
import { usePlayer } from '../../players';
import { CreateAuctionForm } from '../components/create-auction-form';
import { auctionsMessages as m } from '../messages';

/** /crear_subasta and /crear_subasta/{playerId} (docs/rules.md §2.6), behind the 4 h market gate. */
export function CreateAuctionPage() {
  const me = useCurrentUser();
  const playerId = idParam(useParams().playerId);
  const preset = usePlayer(playerId ?? 0, playerId !== undefined);
  return (
    <Page title={m.createTitle} link={{ to: paths.auctions, label: m.listTitle }}>
      <MarketGate>
        <Card className="max-w-xl">
          {!may(me.rol, 'createAuction') ? (
            <Alert tone="info">{m.noAuctionRole}</Alert>
          ) : playerId && preset.isPending ? (
            <Loading />
          ) : (
            <CreateAuctionForm
              key={playerId ?? 0}
              playerId={preset.data ? playerId : undefined}
              initialTeamId={preset.data?.id_team.id}
            />
          )}
        </Card>
      </MarketGate>
    </Page>
  );
}
