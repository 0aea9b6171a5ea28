import { isClauseTarget, isLeagueDivision, may, type Team } from '@liga/domain';
import { useParams } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { Card, Page } from '../../../components/ui/page';
import { Loading } from '../../../components/ui/states';
import { idParam } from '../../../lib/id-param';
import { useCurrentUser } from '../../../lib/session';
import { usePlayerOffers } from '../api/get-player-offers';
import { useAllTeams } from '../../teams';
import { ClauseForm, type ClausePreset } from '../components/clause-form';
import { ExecutedClauses } from '../components/executed-clauses';
import { marketMessages as m } from '../messages';

/** /clausula_rescision and /clausula_rescision/{playerId}: the form, then the executed list. */
export function ClausePage() {
  const me = useCurrentUser();
  const playerId = idParam(useParams().playerId);
  const teams = useAllTeams();
  const target = usePlayerOffers(playerId ?? 0, playerId !== undefined);

  const ownTeamId = me.team?.id;
  const eligible: Team[] = (teams.data ?? []).filter(
    (t) => isLeagueDivision(t.division) && t.id !== ownTeamId,
  );

  let preset: ClausePreset | undefined;
  let presetRefused = false;
  if (playerId !== undefined && target.data) {
    const p = target.data.player;
    if (eligible.some((t) => t.id === p.id_team.id) && isClauseTarget(p.status))
      preset = { teamId: p.id_team.id, playerId: p.id, value: p.value };
    else presetRefused = true;
  }
  const waiting = teams.isPending || (playerId !== undefined && target.isPending);

  return (
    <Page title={m.clauseTitle}>
      <Card className="space-y-3">
        {!may(me.rol, 'createClause') ? <Alert tone="info">{m.noClauseRole}</Alert> : null}
        {may(me.rol, 'createClause') && !me.team ? <Alert tone="info">{m.noTeam}</Alert> : null}
        {presetRefused && target.data ? (
          <Alert tone="info">{`${target.data.player.name}: ${m.notATarget}`}</Alert>
        ) : null}
        {waiting ? <Loading text={m.loading} /> : null}
        {teams.isError ? <Alert>{`${m.teamsError} ${teams.error.message}`}</Alert> : null}
        {/* Without a team there is nothing to pay with: one message, no form whose squad call would fail. */}
        {!waiting && teams.data && may(me.rol, 'createClause') && me.team ? (
          <ClauseForm key={playerId ?? 'new'} me={me} teams={eligible} preset={preset} />
        ) : null}
      </Card>
      <ExecutedClauses />
    </Page>
  );
}
