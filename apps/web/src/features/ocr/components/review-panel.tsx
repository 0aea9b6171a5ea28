import type { StatisticsPrefill } from '@liga/domain';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/page';
import { type Column, DataTable } from '../../../components/ui/table';
import type { MatchPlayer } from '@liga/domain';
import { ocrMessages as m } from '../messages';
import { InjuryMark } from './injury-mark';

interface Props {
  prefill: StatisticsPrefill;
  pending: number;
  /** Files still being read: the proposal is not complete yet. */
  busy: boolean;
  /** A manager's form loads their own team only: the rival's lines are shown, not loaded. */
  ownTeam: string | null;
  players: MatchPlayer[];
  onFill: () => void;
}

type Line = StatisticsPrefill['lines'][number];

/** The cards of a line: 'Amarilla + Roja'. */
const cards = (l: Line) =>
  [l.yellow_cards ? m.yellow : '', l.red_cards ? (l.direct_red ? m.directRed : m.red) : '']
    .filter(Boolean)
    .join(' + ');

/** A count, blank when nothing happened. */
const count = (header: string, pick: (l: Line) => number): Column<Line> => ({
  header,
  cell: (l) => pick(l) || '',
  className: 'text-center',
  cellClassName: 'tabular-nums',
});

const columns = (byId: Map<number, MatchPlayer>): Column<Line>[] => [
  {
    header: m.colName,
    cell: (l) => {
      const player = byId.get(l.player_id);
      return (
        <>
          <p className="font-medium">{player?.name ?? l.player_id}</p>
          <p className="text-xs text-stone-500">
            {player?.id_team.name}
            {l.mvp ? ` · ${m.mvp}` : ''}
          </p>
        </>
      );
    },
  },
  count(m.colGoals, (l) => l.goals),
  count(m.colAssists, (l) => l.assists),
  { header: m.colCards, cell: cards, className: 'text-center', cellClassName: 'text-xs' },
  {
    header: m.colInjury,
    cell: (l) => (l.simple_injuries ? <InjuryMark /> : null),
    className: 'text-center',
  },
];

/** What the statistics form will receive: one merged line per registered player. */
export function ReviewPanel({ prefill, pending, busy, ownTeam, players, onFill }: Props) {
  const lines = prefill.lines.filter(
    (l) => l.goals + l.assists + l.yellow_cards + l.red_cards + l.simple_injuries > 0 || l.mvp,
  );
  return (
    <Card className="space-y-3">
      <h2 className="text-base font-semibold text-emerald-900">{m.reviewTitle}</h2>
      <p className="text-sm text-stone-600">{m.reviewHint}</p>
      {ownTeam ? <p className="text-sm text-stone-600">{m.ownTeamOnly(ownTeam)}</p> : null}
      {lines.length > 0 ? (
        <DataTable
          caption={m.reviewTitle}
          rows={lines}
          rowKey={(l) => l.player_id}
          columns={columns(new Map(players.map((p) => [p.id, p])))}
        />
      ) : null}
      {prefill.lines.length === 0 ? <p className="text-sm text-stone-500">{m.nothingToFill}</p> : null}
      {pending > 0 ? (
        <p role="status" className="text-sm font-medium text-amber-700">
          {m.pending(pending)}
        </p>
      ) : null}
      <Button
        onClick={onFill}
        disabled={busy || pending > 0 || prefill.lines.length === 0}
        className="w-full sm:w-auto"
      >
        {m.fill}
      </Button>
    </Card>
  );
}
