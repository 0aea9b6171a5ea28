import { formatDateTimeShort } from '@liga/domain';
import { useSearchParams } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { Card, Page } from '../../../components/ui/page';
import { Loading } from '../../../components/ui/states';
import { useIdParam } from '../../../lib/id-param';
import { paths } from '../../../lib/paths';
import { useLeagueTimezone } from '../../../lib/league-config';
import { useSession } from '../../../lib/session';
import { useBet } from '../api/get-bet';
import { canBet } from '../components/can-bet';
import { PlaceBetForm } from '../components/place-bet-form';
import { fixtureBetMessages as f } from '../fixture-messages';
import { betsMessages as m } from '../messages';
import { PLAYER_KIND_PARAM } from '../components/paths';

/** /apuestas/{id} (?tipo=jugador for a player bet): place a stake (docs/rules.md §7). */
export function PlaceBetPage() {
  const { id, valid } = useIdParam();
  const [params] = useSearchParams();
  const kind = params.get('tipo') === PLAYER_KIND_PARAM ? 'player' : 'match';
  const { user } = useSession();
  const query = useBet(kind, id, valid);
  const b = query.data;
  const timeZone = useLeagueTimezone();
  // A bet from the fixture closes at kick-off and at the result (docs/rules.md §7.5).
  const open = b?.bet.active === 'on' && b.bet.open;
  const kickOff = b?.bet.kick_off ? f.kickOff(formatDateTimeShort(b.bet.kick_off, timeZone)) : null;

  return (
    <Page title={m.placeTitle} link={{ to: paths.bets, label: m.back }}>
      {valid && query.isPending ? <Loading /> : null}
      {!valid || query.isError ? <Alert>{m.loadBetError}</Alert> : null}
      {b ? (
        <Card className="max-w-xl space-y-4">
          <div>
            <h2 className="text-lg font-semibold text-emerald-900">
              {b.kind === 'match' ? b.bet.match : b.bet.name}
            </h2>
            {b.bet.description ? <p className="text-sm text-stone-600">{b.bet.description}</p> : null}
            {b.bet.id_match !== null ? (
              <p className="text-sm text-stone-600">
                {f.settlesItself} {open ? kickOff : null}
              </p>
            ) : null}
          </div>
          {!open ? <Alert tone="info">{m.inactiveBet}</Alert> : null}
          {open && canBet(user) ? <PlaceBetForm bet={b} user={user} /> : null}
          {open && !canBet(user) ? <Alert tone="info">{m.visitorCannotBet}</Alert> : null}
        </Card>
      ) : null}
    </Page>
  );
}
