import { may } from '@liga/domain';
import { useNavigate } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { Card, Page } from '../../../components/ui/page';
import { paths } from '../../../lib/paths';
import { useCurrentUser, useSession } from '../../../lib/session';
import { useAllTeams } from '../../teams';
import { useCreatePlayer } from '../api/create-player';
import { PlayerForm, type PlayerFormOutput } from '../components/player-form';
import { playersMessages as m } from '../messages';

/** /players/new: Admin and Organizador add players (docs/rules.md §1.1). */
export function PlayerCreatePage() {
  const me = useCurrentUser();
  const { notify } = useSession();
  const navigate = useNavigate();
  const staff = may(me.rol, 'addPlayer');
  const teams = useAllTeams(staff);
  const create = useCreatePlayer();

  const onSave = async (values: PlayerFormOutput) => {
    await create.mutateAsync(values);
    notify(m.created);
    void navigate(paths.players);
    return undefined;
  };

  return (
    <Page title={m.createTitle} link={{ to: paths.players, label: m.back }}>
      {!staff ? <Alert>{m.noPermissionCreate}</Alert> : null}
      {staff && teams.isError ? <Alert>{`${m.teamsLoadError} ${teams.error.message}`}</Alert> : null}
      {staff ? (
        <Card className="max-w-xl">
          <PlayerForm me={me} teams={teams.data} onSave={onSave} submitLabel={m.create} />
        </Card>
      ) : null}
    </Page>
  );
}
