import { may, type Player } from '@liga/domain';
import { useParams } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { Card, Page } from '../../../components/ui/page';
import { Loading } from '../../../components/ui/states';
import { paths } from '../../../lib/paths';
import { useCurrentUser, useSession } from '../../../lib/session';
import { ScoutingButton } from '../../assistant';
import { useAllTeams } from '../../teams';
import { usePlayer } from '../api/get-player';
import { useUpdatePlayer } from '../api/update-player';
import { DeletePlayerButton } from '../components/delete-player-button';
import { PlayerForm, type PlayerFormOutput } from '../components/player-form';
import { playersMessages as m } from '../messages';

/** /players/{id}: staff edit every field, the team owner the status, the rest only look (spec 01 §5). */
export function PlayerEditPage() {
  const me = useCurrentUser();
  const { notify } = useSession();
  const staff = may(me.rol, 'editPlayerFields');
  const id = Number(useParams().id);
  const valid = Number.isInteger(id) && id > 0;
  const query = usePlayer(id, valid);
  const teams = useAllTeams(staff);
  const update = useUpdatePlayer(id);

  const onSave = async (values: PlayerFormOutput, asStaff: boolean): Promise<Player> => {
    // A team owner sends only what they may change (DESIGN.md §4).
    const res = await update.mutateAsync(asStaff ? values : { status: values.status });
    notify(m.updated);
    return res.player;
  };

  return (
    <Page
      title={query.data?.name ?? m.editTitle}
      actions={<>{may(me.rol, 'deletePlayer') && query.data ? <DeletePlayerButton playerId={id} /> : null}</>}
      link={{ to: paths.players, label: m.back }}
    >
      {!valid ? <Alert>{m.playerLoadError}</Alert> : null}
      {valid && query.isPending ? <Loading /> : null}
      {query.isError ? <Alert>{query.error.message || m.playerLoadError}</Alert> : null}
      {teams.isError ? <Alert>{`${m.teamsLoadError} ${teams.error.message}`}</Alert> : null}
      {query.data ? (
        <Card className="max-w-xl">
          <PlayerForm
            key={query.data.id}
            me={me}
            player={query.data}
            teams={teams.data}
            onSave={onSave}
            submitLabel={m.save}
          />
        </Card>
      ) : null}
      {query.data ? <ScoutingButton playerId={id} /> : null}
    </Page>
  );
}
