import { hasScore, isCompleted, type Match, may, type User } from '@liga/domain';
import { useLocation } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { Loading } from '../../../components/ui/states';
import { useMatchPlayers } from '../api/get-match-players';
import { useMatchStatistics } from '../api/get-match-statistics';
import { matchStatisticsMessages as m } from '../messages';
import { StatisticsForm } from './statistics-form';
import { prefillFromState } from './statistics-prefill';
import { StatisticsReadOnly } from './statistics-read-only';

/** Staff load both teams; a manager only their own (decision 004); anyone else reads. */
export function editableTeams(match: Match, me: User): number[] {
  const both = [match.team_home.id, match.team_away.id];
  if (may(me.rol, 'enterAnyMatchStatistics')) return both;
  const own = me.team?.id;
  return own !== undefined && both.includes(own) && may(me.rol, 'enterMatchStatistics') ? [own] : [];
}

/** A match with a result: the form while pending ('Pendiente de carga'), the saved lines once completed. */
export function MatchStatistics({ match, me }: { match: Match; me: User }) {
  const completed = isCompleted(match);
  const needPlayers = !completed && hasScore(match);
  const players = useMatchPlayers([match.team_home.id, match.team_away.id], needPlayers);
  const saved = useMatchStatistics(match.id);
  // A proposal from the screenshot analysis (decision 010) fills the form for review; nothing is saved.
  const prefill = prefillFromState(useLocation().state, match.id);

  if (players.isError) return <Alert>{m.playersError}</Alert>;
  if (saved.isError) return <Alert>{m.statisticsError}</Alert>;
  if ((needPlayers && players.isPending) || saved.isPending) return <Loading text={m.loadingPlayers} />;
  if (completed) return <StatisticsReadOnly match={match} rows={saved.data} />;
  return (
    <StatisticsForm
      key={`${saved.dataUpdatedAt}-${prefill ? 'prefill' : ''}`}
      match={match}
      players={players.data ?? []}
      saved={saved.data}
      editableTeamIds={editableTeams(match, me)}
      prefill={prefill}
    />
  );
}
