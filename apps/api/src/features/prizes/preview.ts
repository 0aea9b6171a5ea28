import { createHash } from 'node:crypto';
import type { Db } from '@liga/db';
import {
  cupPlaces,
  isDivision,
  isLeagueFormat,
  pendingToFinish,
  planPrizes,
  type FinalPlace,
  type PrizeLine,
  type PrizePreview,
} from '@liga/domain';
import type { TournamentRef } from '../tournaments';
import { tournamentStandings } from '../standings';
import { topLists } from '../statistics';
import { teamViewsByIds } from '../teams';
import { messages } from './messages';
import { cupFinal, matchStates } from './preview-queries';
import { livePrizeKeys } from './queries';
import { prizeTablesOf } from './table-queries';

/** Final places: a league's table (rounds 1–13, as /tablas shows it), a cup's Final. */
async function finalPlaces(db: Db, t: TournamentRef): Promise<FinalPlace[]> {
  if (isLeagueFormat(t.format))
    return (await tournamentStandings(db, t.id)).map((s) => ({
      position: s.position,
      team: s.team,
      detail: `${s.points} pts, DG ${s.goal_difference > 0 ? '+' : ''}${s.goal_difference}`,
    }));
  const final = await cupFinal(db, t);
  if (!final || final.status !== 'completed') return [];
  return cupPlaces({
    home: final.home,
    away: final.away,
    home_goals: final.homeGoals,
    away_goals: final.awayGoals,
  });
}

/**
 * Who would get what if the tournament's table were applied now (decision 009): the plan of the
 * domain, with each line's team checked (Primera/Segunda, a manager) and marked when already paid.
 */
export async function prizePreview(db: Db, t: TournamentRef): Promise<PrizePreview> {
  const [table] = await prizeTablesOf(db, [t]);
  const [states, places, tops, live] = await Promise.all([
    matchStates(db, t.id),
    finalPlaces(db, t),
    topLists(db, t.id),
    livePrizeKeys(db, t.id),
  ]);
  const planned = planPrizes(table!, places, tops.goals, tops.assists);
  const teamIds = [...new Set(planned.flatMap((p) => (p.team ? [p.team.id] : [])))];
  const teamRows = await teamViewsByIds(db, teamIds);
  const byId = new Map(teamRows.map((r) => [r.id, r]));
  const paid = new Set(live.map((p) => `${p.teamId}:${p.position.toLowerCase()}`));

  const lines: PrizeLine[] = planned.map((p) => {
    const row = p.team ? byId.get(p.team.id) : undefined;
    const manager = row?.user ?? null;
    const status: PrizeLine['status'] = !row
      ? 'undetermined'
      : !isDivision(row.division)
        ? 'not_league_team'
        : !manager
          ? 'no_manager'
          : paid.has(`${row.id}:${p.position.toLowerCase()}`)
            ? 'already_paid'
            : 'payable';
    return {
      kind: p.kind,
      position: p.position,
      amount: p.amount,
      team: row ? { id: row.id, name: row.name, division: row.division } : null,
      manager,
      detail: p.detail,
      status,
    };
  });
  const pending = pendingToFinish(t.format, states);
  return {
    tournament: { id: t.id, name: t.name, format: t.format, season_id: t.seasonId },
    finished: pending === 0,
    not_finished_reason:
      pending === 0
        ? null
        : isLeagueFormat(t.format)
          ? messages.notFinishedLeague(pending)
          : messages.notFinishedCup,
    lines,
    total_payable: lines.filter((l) => l.status === 'payable').reduce((sum, l) => sum + l.amount, 0),
    fingerprint: fingerprint(lines),
  };
}

/** Changes when any line would pay someone else or another amount; not when a line gets paid. */
function fingerprint(lines: readonly PrizeLine[]): string {
  const essence = lines.map((l) => [l.position, l.amount, l.team?.id ?? null, l.manager?.id ?? null]);
  return createHash('sha256').update(JSON.stringify(essence)).digest('base64url');
}
