import { useNavigate } from 'react-router';
import { Alert } from '../../components/ui/alert';
import { Page } from '../../components/ui/page';
import { RecordData } from '../../components/ui/record-data';
import { useIdParam } from '../../lib/id-param';
import { paths } from '../../lib/paths';
import { useSeasonHistory } from '../../features/history/api/get-season-history';
import { useSeasonSummary } from '../../features/history/api/get-season-summary';
import { SeasonChampions } from '../../features/history/components/season-champions';
import { SeasonMoves } from '../../features/history/components/season-moves';
import { SeasonObjectives } from '../../features/history/components/season-objectives';
import { SeasonPrizes } from '../../features/history/components/season-prizes';
import { historyMessages as m } from '../../features/history/messages';
import { TopList } from '../../features/statistics';
import { SeasonTables } from './season-tables';

/** Jump to another closed season without going back to the list. */
function OtherSeason({ current }: { current: number }) {
  const history = useSeasonHistory();
  const navigate = useNavigate();
  const others = history.data ?? [];
  if (others.length < 2) return null;
  return (
    <label className="flex items-center gap-2 text-sm text-stone-700">
      {m.otherSeason}
      <select
        className="rounded-md border border-stone-300 bg-white px-2 py-1.5"
        value={current}
        onChange={(e) => void navigate(paths.seasonSummary(e.target.value))}
      >
        {others.map((s) => (
          <option key={s.id} value={s.id}>
            {s.name}
          </option>
        ))}
      </select>
    </label>
  );
}

/**
 * /temporadas/{id} (decision 030): a closed season as its close froze it — champions, moves, final
 * tables, scorers and assisters, prizes and objectives. A season not closed shows its live state.
 * Assembled here: it puts the history's sections beside the standings' tables and the statistics'
 * top lists, and the history feature stays free of both (the team page imports it).
 */
export function SeasonSummaryPage() {
  const { id, valid } = useIdParam();
  const query = useSeasonSummary(id, valid);
  const summary = query.data;
  const frozen = summary?.tables_source === 'frozen';
  return (
    <Page
      title={summary ? summary.season.name : m.summaryTitle}
      actions={valid ? <OtherSeason current={id} /> : null}
      link={{ to: paths.seasonHistory, label: m.back }}
    >
      <RecordData valid={valid} invalidText={m.invalidSeason} query={query} errorText={m.summaryLoadError}>
        {(summary) => (
          <div className="space-y-6">
            {!frozen ? <Alert tone="info">{m.liveNotice}</Alert> : null}
            <SeasonChampions champions={summary.champions} />
            {frozen ? <SeasonMoves promoted={summary.promoted} relegated={summary.relegated} /> : null}
            <SeasonTables tables={summary.tables} frozen={frozen} />
            <div className="grid grid-cols-1 gap-4">
              <TopList title={m.scorers} entries={summary.top_scorers} />
              <TopList title={m.assisters} entries={summary.top_assisters} />
            </div>
            <SeasonPrizes prizes={summary.prizes} total={summary.prizes_total} />
            {frozen ? <SeasonObjectives objectives={summary.objectives} /> : null}
          </div>
        )}
      </RecordData>
    </Page>
  );
}
