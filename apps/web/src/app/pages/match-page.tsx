import { hasScore, isCompleted, type Match, may, type User } from '@liga/domain';
import { ButtonLink } from '../../components/ui/button';
import { Page } from '../../components/ui/page';
import { RecordData } from '../../components/ui/record-data';
import { useIdParam } from '../../lib/id-param';
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
  const { id, valid } = useIdParam();
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
      <RecordData valid={valid} invalidText={m.matchError} query={match} errorText={m.matchError}>
        {(data) => (
          <>
            <MatchHeader match={data} />
            {hasScore(data) || isCompleted(data) ? (
              <MatchStatistics match={data} me={me} />
            ) : (
              <ScoreStep match={data} me={me} />
            )}
            <MatchScreenshots matchId={id} me={me} />
          </>
        )}
      </RecordData>
    </Page>
  );
}

/** Statistics need a result: the teams of the match (or the staff) load it first. */
function ScoreStep({ match, me }: { match: Match; me: User }) {
  if (editableTeams(match, me).length > 0) return <ScoreForm match={match} />;
  return <p className="text-sm text-stone-600">{m.noScoreYetReadOnly}</p>;
}
