import { and, desc, eq, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { matches, players, suspensionLifts, teams, tournaments, users, type Db } from '@liga/db';
import { asFormat, roundName, type LiftView } from '@liga/domain';
import { namedRef } from '../../lib/named-ref';
import { away, home } from '../../lib/match-view';

const requester = alias(users, 'requester');
const decider = alias(users, 'decider');

function select(db: Db, where: SQL | undefined) {
  return db
    .select({
      l: suspensionLifts,
      player: players.name,
      team: teams.name,
      stage: matches.stage,
      format: tournaments.format,
      home: home.name,
      away: away.name,
      requester: requester.name,
      decider: decider.name,
    })
    .from(suspensionLifts)
    .innerJoin(players, eq(players.id, suspensionLifts.playerId))
    .innerJoin(teams, eq(teams.id, suspensionLifts.teamId))
    .innerJoin(matches, eq(matches.id, suspensionLifts.matchId))
    .innerJoin(tournaments, eq(tournaments.id, matches.tournamentId))
    .innerJoin(home, eq(home.id, matches.teamHomeId))
    .innerJoin(away, eq(away.id, matches.teamAwayId))
    .leftJoin(requester, eq(requester.id, suspensionLifts.requestedBy))
    .leftJoin(decider, eq(decider.id, suspensionLifts.decidedBy))
    .where(where)
    .orderBy(desc(suspensionLifts.id));
}

type Row = Awaited<ReturnType<typeof select>>[number];

const toView = (r: Row): LiftView => ({
  id: r.l.id,
  player: { id: r.l.playerId, name: r.player },
  team: { id: r.l.teamId, name: r.team },
  // Named as the request form names it ('Fecha 2', 'Playin'), so the manager finds the same match.
  match: { id: r.l.matchId, label: `${r.home} - ${r.away} (${roundName(asFormat(r.format), r.stage)})` },
  cause: r.l.cause as LiftView['cause'],
  price: r.l.price,
  status: r.l.status as LiftView['status'],
  requested_by: namedRef(r.l.requestedBy, r.requester),
  requested_at: r.l.createdAt.toISOString(),
  decided_by: namedRef(r.l.decidedBy, r.decider),
  decided_at: r.l.decidedAt?.toISOString() ?? null,
  refuse_reason: r.l.refuseReason,
});

export async function listLifts(db: Db, filter: { status?: string; teamId?: number }): Promise<LiftView[]> {
  const rows = await select(
    db,
    and(
      filter.status === undefined ? undefined : eq(suspensionLifts.status, filter.status),
      filter.teamId === undefined ? undefined : eq(suspensionLifts.teamId, filter.teamId),
    ),
  );
  return rows.map(toView);
}

export async function liftView(db: Db, id: number): Promise<LiftView | null> {
  const [row] = await select(db, eq(suspensionLifts.id, id));
  return row ? toView(row) : null;
}
