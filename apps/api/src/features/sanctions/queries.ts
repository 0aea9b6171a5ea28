import { and, desc, eq, inArray, isNull, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { matches, sanctions, teams, users, type Db } from '@liga/db';
import { disciplineStanding, type SanctionKind, type SanctionList, type SanctionView } from '@liga/domain';
import { namedRef } from '../../lib/named-ref';
import { away, home } from '../../lib/match-view';

const creator = alias(users, 'creator');

function select(db: Db, where: SQL | undefined) {
  return db
    .select({
      s: sanctions,
      team: { id: teams.id, name: teams.name },
      stage: matches.stage,
      home: home.name,
      away: away.name,
      creatorName: creator.name,
    })
    .from(sanctions)
    .innerJoin(teams, eq(teams.id, sanctions.teamId))
    .leftJoin(matches, eq(matches.id, sanctions.matchId))
    .leftJoin(home, eq(home.id, matches.teamHomeId))
    .leftJoin(away, eq(away.id, matches.teamAwayId))
    .leftJoin(creator, eq(creator.id, sanctions.createdBy))
    .where(where)
    .orderBy(desc(sanctions.id));
}

type Row = Awaited<ReturnType<typeof select>>[number];

function toView(r: Row): SanctionView {
  const s = r.s;
  return {
    id: s.id,
    season_id: s.seasonId,
    team: r.team,
    kind: s.kind as SanctionKind,
    match:
      s.matchId === null
        ? null
        : { id: s.matchId, label: `${r.home ?? '?'} - ${r.away ?? '?'} (ronda ${r.stage ?? '?'})` },
    offer_id: s.offerId,
    reason: s.reason,
    amount: s.amount,
    notified: s.notified,
    late_hours: s.lateHours,
    created_by: namedRef(s.createdBy, r.creatorName),
    created_at: s.createdAt.toISOString(),
    reverted_at: s.revertedAt?.toISOString() ?? null,
    revert_reason: s.revertReason,
  };
}

export async function sanctionView(db: Db, id: number): Promise<SanctionView | null> {
  const [row] = await select(db, eq(sanctions.id, id));
  return row ? toView(row) : null;
}

/** A season's sanctions (every team's, or one team's), newest first, with each team's standing. */
export async function listSanctions(
  db: Db,
  filter: { seasonId: number; teamId?: number },
): Promise<SanctionList> {
  const rows = await select(
    db,
    and(
      eq(sanctions.seasonId, filter.seasonId),
      filter.teamId === undefined ? undefined : eq(sanctions.teamId, filter.teamId),
    ),
  );
  const byTeam = new Map<number, { team: Row['team']; kinds: SanctionKind[] }>();
  for (const r of rows) {
    const entry = byTeam.get(r.team.id) ?? { team: r.team, kinds: [] };
    if (r.s.revertedAt === null) entry.kinds.push(r.s.kind as SanctionKind);
    byTeam.set(r.team.id, entry);
  }
  return {
    data: rows.map(toView),
    standings: [...byTeam.values()]
      .sort((a, b) => a.team.name.localeCompare(b.team.name))
      .map(({ team, kinds }) => ({ team, ...disciplineStanding(kinds) })),
  };
}

/** The live sanctions of a team this season, for the manager's dashboard. */
export async function liveTeamSanctions(db: Db, seasonId: number, teamIds: number[]) {
  if (teamIds.length === 0) return [];
  const rows = await select(
    db,
    and(eq(sanctions.seasonId, seasonId), inArray(sanctions.teamId, teamIds), isNull(sanctions.revertedAt)),
  );
  return rows.map(toView);
}
