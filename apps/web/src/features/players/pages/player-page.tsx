import { may, type Player, type PlayerProfile } from '@liga/domain';
import { Alert } from '../../../components/ui/alert';
import { Card, Page } from '../../../components/ui/page';
import { RecordData } from '../../../components/ui/record-data';
import { useLeagueTimezone } from '../../../lib/league-config';
import { useIdParam } from '../../../lib/id-param';
import { paths } from '../../../lib/paths';
import { useCurrentUser, useSession } from '../../../lib/session';
import { ScoutingButton } from '../../assistant';
import { useAllTeams } from '../../teams';
import { usePlayerProfile } from '../api/get-player-profile';
import { useUpdatePlayer } from '../api/update-player';
import { DeletePlayerButton } from '../components/delete-player-button';
import { PlayerForm, type PlayerFormOutput } from '../components/player-form';
import { ownsPlayer } from '../components/player-permissions';
import { playerProfileMessages as pm } from '../components/profile/messages';
import { OwnerStatusForm } from '../components/profile/owner-status-form';
import { PlayerAction } from '../components/profile/player-action';
import { PlayerSummary } from '../components/profile/player-summary';
import {
  AuctionsSection,
  ClausesSection,
  StatisticsSection,
  TransfersSection,
} from '../components/profile/profile-history';
import { ValueChart, type PaidPrice } from '../components/profile/value-chart';
import { playersMessages as m } from '../messages';

/** What the market paid for him: confirmed clauses on him and auctions won, on the value chart. */
const pricesOf = (p: PlayerProfile): PaidPrice[] => [
  ...p.clauses
    .filter((c) => c.confirmed && c.role === 'target')
    .map((c) => ({ at: c.confirmed_at ?? c.at, amount: c.total_value, label: pm.priceClause })),
  ...p.auctions
    .filter((a) => a.status === 'confirmed')
    .map((a) => ({ at: a.confirmed_at ?? a.closes_at, amount: a.amount, label: pm.priceAuction })),
];

/** Staff edit every field (docs/rules.md §3): the form is theirs alone on this page (decision 026). */
function StaffEdit({ player }: { player: Player }) {
  const me = useCurrentUser();
  const { notify } = useSession();
  const teams = useAllTeams(true);
  const update = useUpdatePlayer(player.id);
  const onSave = async (values: PlayerFormOutput): Promise<Player> => {
    const res = await update.mutateAsync(values);
    notify(m.updated);
    return res.player;
  };
  return (
    <Card className="max-w-xl">
      <h2 className="mb-3 text-lg font-semibold text-emerald-900">{pm.editTitle}</h2>
      {teams.isError ? <Alert>{`${m.teamsLoadError} ${teams.error.message}`}</Alert> : null}
      <PlayerForm
        key={`${player.id}:${player.value}:${player.status}`}
        me={me}
        player={player}
        teams={teams.data}
        onSave={onSave}
        submitLabel={m.save}
      />
    </Card>
  );
}

/**
 * /players/{id}: the player's profile for everyone signed in (team, CA/PA, value and its history,
 * statistics, transfers, revealed clauses, auctions) with the market action that applies; the edit
 * form only for staff, the status alone for the team owner (decision 026).
 */
export function PlayerPage() {
  const me = useCurrentUser();
  const timeZone = useLeagueTimezone();
  const { id, valid } = useIdParam();
  const query = usePlayerProfile(id, valid);
  const profile = query.data;
  const staff = may(me.rol, 'editPlayerFields');
  const owner = profile ? !staff && ownsPlayer(profile.player, me) : false;

  return (
    <Page
      title={profile?.player.name ?? m.editTitle}
      actions={
        profile ? (
          <>
            <PlayerAction profile={profile} me={me} />
            {may(me.rol, 'deletePlayer') ? <DeletePlayerButton playerId={id} /> : null}
          </>
        ) : null
      }
      link={{ to: paths.players, label: m.back }}
    >
      <RecordData valid={valid} invalidText={m.playerLoadError} query={query} errorText={m.playerLoadError}>
        {(profile) => (
          <div className="space-y-6">
            <PlayerSummary profile={profile} />
            <Card>
              <h2 className="mb-1 text-sm font-semibold text-emerald-900">{pm.chartTitle}</h2>
              <ValueChart history={profile.value_history} prices={pricesOf(profile)} timeZone={timeZone} />
            </Card>
            {owner ? (
              <Card className="max-w-xl">
                <h2 className="mb-3 text-lg font-semibold text-emerald-900">{pm.ownerTitle}</h2>
                <OwnerStatusForm key={profile.player.status} player={profile.player} me={me} />
              </Card>
            ) : null}
            {staff ? <StaffEdit player={profile.player} /> : null}
            <StatisticsSection profile={profile} />
            <TransfersSection profile={profile} timeZone={timeZone} />
            <ClausesSection profile={profile} timeZone={timeZone} />
            <AuctionsSection profile={profile} timeZone={timeZone} />
            <ScoutingButton playerId={id} />
          </div>
        )}
      </RecordData>
    </Page>
  );
}
