import { may } from '@liga/domain';
import { Alert } from '../../../components/ui/alert';
import { Card, Page } from '../../../components/ui/page';
import { RecordData } from '../../../components/ui/record-data';
import { useIdParam } from '../../../lib/id-param';
import { paths } from '../../../lib/paths';
import { useCurrentUser } from '../../../lib/session';
import { TrophyCabinet } from '../../history';
import { SquadPlayers } from '../../squad';
import { useTeam } from '../api/get-team';
import { useUserOptions } from '../api/get-user-options';
import { TeamForm } from '../components/team-form';
import { teamsMessages as m } from '../messages';

/** Team detail and edit form: the form saves for an Admin only. */
export function TeamPage() {
  const me = useCurrentUser();
  const admin = may(me.rol, 'editTeam');
  const { id, valid } = useIdParam();
  const query = useTeam(id, valid);
  const users = useUserOptions(admin);

  return (
    <Page title={query.data ? query.data.name : m.detailTitle} link={{ to: paths.teams, label: m.back }}>
      {users.isError ? <Alert>{`${m.usersLoadError} ${users.error.message}`}</Alert> : null}
      <RecordData valid={valid} invalidText={m.teamLoadError} query={query} errorText={m.teamLoadError}>
        {(team) => (
          <>
            <p className="text-sm text-stone-600">
              {team.division || m.noDivision} · {m.owner}: {team.user?.name ?? m.noOwner}
            </p>
            <Card className="max-w-xl">
              {/* key: a team reloaded with other values resets the form to the server's copy */}
              <TeamForm
                key={`${team.id}-${team.name}-${team.division}-${team.id_user}`}
                team={team}
                editable={admin}
                users={users.data}
              />
            </Card>
            <TrophyCabinet teamId={team.id} />
            <section className="space-y-2">
              <h2 className="text-lg font-semibold text-emerald-900">{m.playersTitle}</h2>
              <SquadPlayers players={team.players} caption={m.playersTitle} />
            </section>
          </>
        )}
      </RecordData>
    </Page>
  );
}
