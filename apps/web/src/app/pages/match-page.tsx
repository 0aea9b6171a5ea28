import { hasScore, isCompleted, type Match, may, type User } from '@liga/domain';
import { useParams } from 'react-router';
import { Alert } from '../../components/ui/alert';
import { ButtonLink } from '../../components/ui/button';
import { Page } from '../../components/ui/page';
import { Loading } from '../../components/ui/states';
import { paths } from '../../lib/paths';
import { useCurrentUser } from '../../lib/session';
import { editableTeams, MatchStatistics } from '../../features/match-statistics';
import { MatchScreenshots } from '../../features/ocr';
import { useMatch } from '../../features/matches/api/get-match';
import { MatchHeader } from '../../features/matches/components/match-header';
import { ReEnableButton } from '../../features/matches/components/re-enable-button';
import { ScoreForm } from '../../features/matches/components/score-form';
import { matchesMessages as m } from '../../features/matches/messages';

// Assembled in the app (app/assembled-routes.ts): the match, its statistics and its captures are three features.
/** /partidos/{id}: the match, then its statistics form or its saved statistics. */
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
          {match.data && isCompleted(match.data) && may(me.rol, 'reEnableMatch') ? (
            <ReEnableButton matchId={id} />
          ) : null}
          {match.data && !isCompleted(match.data) && editableTeams(match.data, me).length > 0 ? (
            <ButtonLink to={paths.imageUpload(id)}>{m.loadFromCaptures}</ButtonLink>
          ) : null}
        </>
      }
      link={{ to: paths.matches, label: m.back }}
    >
      {!valid ? <Alert>{m.matchError}</Alert> : null}
      {valid && match.isPending ? <Loading /> : null}
      {match.isError ? <Alert>{match.error.message || m.matchError}</Alert> : null}
      {match.data ? (
        <>
          <MatchHeader match={match.data} />
          {hasScore(match.data) || isCompleted(match.data) ? (
            <MatchStatistics match={match.data} me={me} />
          ) : (
            <ScoreStep match={match.data} me={me} />
          )}
          <MatchScreenshots matchId={id} me={me} />
        </>
      ) : null}
    </Page>
  );
}

/** Statistics need a result: the teams of the match (or the staff) load it first. */
function ScoreStep({ match, me }: { match: Match; me: User }) {
  if (editableTeams(match, me).length > 0) return <ScoreForm match={match} />;
  return <p className="text-sm text-stone-600">{m.noScoreYetReadOnly}</p>;
}
