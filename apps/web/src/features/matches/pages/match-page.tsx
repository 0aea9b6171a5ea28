import { isAdmin } from '@liga/domain';
import { useParams } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { ButtonLink } from '../../../components/ui/button';
import { Page } from '../../../components/ui/page';
import { Loading } from '../../../components/ui/states';
import { paths } from '../../../lib/paths';
import { useCurrentUser } from '../../../lib/session';
import { MatchScreenshots } from '../../ocr';
import { isCompleted } from '../../tournaments';
import { useMatch } from '../api/get-match';
import { MatchHeader } from '../components/match-header';
import { editableTeams, MatchStatistics } from '../components/match-statistics';
import { ReEnableButton } from '../components/re-enable-button';
import { matchesMessages as m } from '../messages';

/** /partidos/{id} (spec 02 §2): the match, then its statistics form or its saved statistics. */
export function MatchPage() {
  const me = useCurrentUser();
  const id = Number(useParams().id);
  const valid = Number.isInteger(id) && id > 0;
  const match = useMatch(id, valid);

  return (
    <Page
      title={m.detailTitle}
      actions={
        <>
          {match.data && isCompleted(match.data) && isAdmin(me.rol) ? <ReEnableButton matchId={id} /> : null}
          {match.data && !isCompleted(match.data) && editableTeams(match.data, me).length > 0 ? (
            <ButtonLink to={paths.cargarImagenes(id)}>{m.loadFromCaptures}</ButtonLink>
          ) : null}
          <ButtonLink to={paths.partidos} variant="secondary">
            {m.back}
          </ButtonLink>
        </>
      }
    >
      {!valid ? <Alert>{m.matchError}</Alert> : null}
      {valid && match.isPending ? <Loading /> : null}
      {match.isError ? <Alert>{match.error.message || m.matchError}</Alert> : null}
      {match.data ? (
        <>
          <MatchHeader match={match.data} />
          <MatchStatistics match={match.data} me={me} />
          <MatchScreenshots matchId={id} me={me} />
        </>
      ) : null}
    </Page>
  );
}
