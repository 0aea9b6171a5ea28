import type { RecognitionResult } from '@liga/domain';
import { Alert } from '../../../components/ui/alert';
import { Card } from '../../../components/ui/page';
import type { MatchPlayer } from '@liga/domain';
import type { Pick } from '../lib/resolve';
import type { TeamsMismatch } from '../lib/teams-check';
import { ocrMessages as m } from '../messages';
import { PlayersTable } from './players-table';
import { StatisticsTable } from './statistics-table';

interface Props {
  fileKey: string;
  result: RecognitionResult;
  duplicate: boolean;
  squads: { id: number; name: string; players: MatchPlayer[] }[];
  picks: Record<string, Pick>;
  onPick: (rowKey: string, pick: Pick) => void;
  /** The capture names other teams than the match ('Home - Away'). */
  mismatch: TeamsMismatch | null;
  match: string;
}

/** One file's result: its table, or its error ('Error procesando imagen:'). */
export function ResultView({ fileKey, result, duplicate, squads, picks, onPick, mismatch, match }: Props) {
  const data = result.data;
  return (
    <Card className="space-y-3">
      <header className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 className="min-w-0 truncate text-sm font-semibold text-stone-900">{result.filename}</h3>
        {data ? (
          <span className="text-xs text-stone-500">
            {data.type === 'match_statistics' ? m.typeStatistics : m.typeRatings}
            {data.teams.home && data.teams.away ? ` · ${data.teams.home} - ${data.teams.away}` : ''}
          </span>
        ) : null}
      </header>
      {!result.success || !data ? (
        <Alert>
          <p className="font-semibold">{m.errorHeader}</p>
          <p>{result.error || m.unknownError}</p>
        </Alert>
      ) : null}
      {mismatch ? (
        <Alert tone="warning">
          {(mismatch.swapped ? m.teamsSwapped : m.teamsOther)(m.versus(mismatch.home, mismatch.away), match)}
        </Alert>
      ) : null}
      {duplicate ? <Alert tone="info">{m.duplicate}</Alert> : null}
      {data?.type === 'match_statistics' ? <StatisticsTable data={data} /> : null}
      {data?.type === 'player_ratings' && !duplicate ? (
        <PlayersTable data={data} fileKey={fileKey} squads={squads} picks={picks} onPick={onPick} />
      ) : null}
      {result.table_structure ? (
        <p className="text-xs text-stone-500">
          {m.rowsRead(result.table_structure.rows, result.table_structure.estimated_columns)}
        </p>
      ) : null}
    </Card>
  );
}
