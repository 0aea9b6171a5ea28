import { Alert } from '../../../components/ui/alert';
import { EmptyState, Loading } from '../../../components/ui/states';
import { useProdeLeaderboard } from '../api/get-prode-leaderboard';
import { prodeMessages as m } from '../messages';
import { StandingsTable } from './standings-table';

/** The season's prode table, with the rounds each manager won. */
export function SeasonLeaderboard({ season }: { season: number }) {
  const board = useProdeLeaderboard(season);
  if (board.isPending) return <Loading />;
  if (board.isError) return <Alert>{`${m.loadError} ${board.error.message}`}</Alert>;
  if (board.data.data.length === 0) return <EmptyState>{m.leaderboardEmpty}</EmptyState>;
  return <StandingsTable caption={m.leaderboard} rows={board.data.data} />;
}
