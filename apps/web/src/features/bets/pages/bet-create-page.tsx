import { may } from '@liga/domain';
import { Alert } from '../../../components/ui/alert';
import { Card, Page } from '../../../components/ui/page';
import { paths } from '../../../lib/paths';
import { useSession } from '../../../lib/session';
import { MatchBetForm } from '../components/match-bet-form';
import { PlayerBetForm } from '../components/player-bet-form';
import { betsMessages as m } from '../messages';

/** /apuestas/new (Admin, Organizador): a match-bet form and a player-bet form. */
export function BetCreatePage() {
  const { user } = useSession();
  return (
    <Page title={m.createTitle} link={{ to: paths.bets, label: m.back }}>
      {may(user?.rol, 'createBet') ? (
        <div className="grid gap-4 lg:grid-cols-2">
          <Card>
            <MatchBetForm />
          </Card>
          <Card>
            <PlayerBetForm />
          </Card>
        </div>
      ) : (
        <Alert>{m.noPermission}</Alert>
      )}
    </Page>
  );
}
