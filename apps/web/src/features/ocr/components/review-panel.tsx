import type { StatisticsPrefill } from '@liga/domain';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/page';
import { Table, Td, Th } from '../../../components/ui/table';
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

/** What the statistics form will receive: one merged line per registered player. */
export function ReviewPanel({ prefill, pending, busy, ownTeam, players, onFill }: Props) {
  const byId = new Map(players.map((p) => [p.id, p]));
  const lines = prefill.lines.filter(
    (l) => l.goals + l.assists + l.yellow_cards + l.red_cards + l.simple_injuries > 0 || l.mvp,
  );
  return (
    <Card className="space-y-3">
      <h2 className="text-base font-semibold text-emerald-900">{m.reviewTitle}</h2>
      <p className="text-sm text-stone-600">{m.reviewHint}</p>
      {ownTeam ? <p className="text-sm text-stone-600">{m.ownTeamOnly(ownTeam)}</p> : null}
      {lines.length > 0 ? (
        <Table caption={m.reviewTitle}>
          <thead>
            <tr>
              <Th>{m.colName}</Th>
              <Th className="text-center">{m.colGoals}</Th>
              <Th className="text-center">{m.colAssists}</Th>
              <Th className="text-center">{m.colCards}</Th>
              <Th className="text-center">{m.colInjury}</Th>
            </tr>
          </thead>
          <tbody className="divide-y divide-stone-100">
            {lines.map((l) => {
              const player = byId.get(l.player_id);
              return (
                <tr key={l.player_id}>
                  <Td>
                    <p className="font-medium">{player?.name ?? l.player_id}</p>
                    <p className="text-xs text-stone-500">
                      {player?.id_team.name}
                      {l.mvp ? ` · ${m.mvp}` : ''}
                    </p>
                  </Td>
                  <Td className="text-center tabular-nums">{l.goals || ''}</Td>
                  <Td className="text-center tabular-nums">{l.assists || ''}</Td>
                  <Td className="text-center text-xs">
                    {[l.yellow_cards ? m.yellow : '', l.red_cards ? (l.direct_red ? m.directRed : m.red) : '']
                      .filter(Boolean)
                      .join(' + ')}
                  </Td>
                  <Td className="text-center">{l.simple_injuries ? <InjuryMark /> : null}</Td>
                </tr>
              );
            })}
          </tbody>
        </Table>
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
