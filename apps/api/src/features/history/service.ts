import { eq } from 'drizzle-orm';
import { teams, type Db } from '@liga/db';
import type { SeasonHistory, TeamTrophies } from '@liga/domain';
import { notFound } from '../../lib/http-errors';
import { teamMessages } from '../teams';
import { asTrophyTournament, championsOf, closedSeasons, trophiesOf } from './queries';

/** GET /teams/{id}/trophies: the trophy cabinet of the team page, newest season first. */
export async function teamTrophyCabinet(db: Db, id: number): Promise<TeamTrophies> {
  const [[team], rows] = await Promise.all([
    db.select({ id: teams.id, name: teams.name }).from(teams).where(eq(teams.id, id)),
    trophiesOf(db, id),
  ]);
  if (!team) throw notFound(teamMessages.notFound);
  return {
    team,
    data: rows.map((r) => ({
      id: r.id,
      kind: r.kind,
      season: r.season,
      tournament: asTrophyTournament(r.tournament),
    })),
  };
}

/** GET /seasons/history: the closed seasons, newest first, each with its champions. */
export async function seasonHistory(db: Db): Promise<SeasonHistory> {
  const closed = await closedSeasons(db);
  const champions = await championsOf(
    db,
    closed.map((s) => s.id),
  );
  return {
    data: closed.map((s) => ({
      id: s.id,
      name: s.name,
      closed_at: s.closedAt.toISOString(),
      champions: champions.get(s.id) ?? [],
    })),
  };
}
