import { count, eq, inArray } from 'drizzle-orm';
import { matches, seasons, tournamentTeams, tournaments, users, type Db } from '@liga/db';
import {
  SEASON_CLOSE_MESSAGES,
  SEASON_MESSAGES,
  asFormat,
  isDivision,
  type ClosingMove,
  type SeasonClosePreview,
} from '@liga/domain';
import { notFound, ruleBroken } from '../../lib/http-errors';
import { closingPlaces, liveClosing, pendingMatches, type Closing } from './close-read';
import { draftClose, moveView, objectiveViews } from './close-plan';
import { newSeasonUse } from './reopen-season';
import { seasonView as toView } from '../seasons';

const moves = (list: Closing['promoted']): ClosingMove[] =>
  list.flatMap((t) =>
    isDivision(t.from) && isDivision(t.to)
      ? [{ id: t.id, name: t.name, from: t.from, to: t.to, position: t.position ?? 0, by: t.by ?? 'table' }]
      : [],
  );

/** The next season as the close created it: its tournaments with their teams and matches. */
async function createdSeason(db: Db, id: number | null) {
  if (id === null) return { name: '', tournaments: [], active: false };
  const [season] = await db.select().from(seasons).where(eq(seasons.id, id));
  const list = await db.select().from(tournaments).where(eq(tournaments.seasonId, id));
  const ids = list.map((t) => t.id);
  const [teamRows, matchRows] = ids.length
    ? await Promise.all([
        db
          .select({ id: tournamentTeams.tournamentId, n: count() })
          .from(tournamentTeams)
          .where(inArray(tournamentTeams.tournamentId, ids))
          .groupBy(tournamentTeams.tournamentId),
        db
          .select({ id: matches.tournamentId, n: count() })
          .from(matches)
          .where(inArray(matches.tournamentId, ids))
          .groupBy(matches.tournamentId),
      ])
    : [[], []];
  return {
    name: season?.name ?? '',
    active: season?.active ?? false,
    tournaments: list.map((t) => ({
      name: t.name,
      format: asFormat(t.format),
      teams: teamRows.find((r) => r.id === t.id)?.n ?? 0,
      matches: matchRows.find((r) => r.id === t.id)?.n ?? 0,
    })),
  };
}

/** What a close did, read back from its row (docs/decisions/024). */
async function closedPreview(db: Db, season: typeof seasons.$inferSelect, closing: Closing) {
  const next = await createdSeason(db, closing.nextSeasonId);
  const userIds = closing.objectives.flatMap((o) => (o.user_id === null ? [] : [o.user_id]));
  const names = userIds.length
    ? await db.select({ id: users.id, name: users.name }).from(users).where(inArray(users.id, userIds))
    : [];
  const use = closing.nextSeasonId === null ? 'used' : await newSeasonUse(db, closing.nextSeasonId);
  return {
    season: toView(season),
    closed: true,
    closed_at: closing.closedAt.toISOString(),
    can_reopen: next.active && use === null,
    pending_matches: await pendingMatches(db, season.id),
    places: await closingPlaces(db),
    promoted: moves(closing.promoted),
    relegated: moves(closing.relegated),
    objectives: closing.objectives.flatMap((o) =>
      isDivision(o.division)
        ? [
            {
              team: { id: o.team_id, name: o.team_name },
              user: names.find((u) => u.id === o.user_id) ?? null,
              division: o.division,
              rank: o.rank ?? 0,
              objective: o.objective,
              position: o.position ?? null,
              result: o.result,
              met: o.met ?? o.steps >= 0,
              steps: o.steps,
              amount: o.amount,
            },
          ]
        : [],
    ),
    next_season: { name: next.name, tournaments: next.tournaments },
  };
}

/** GET /seasons/{id}/close: what closing the active season would do, or what its close did. */
export async function closePreview(db: Db, id: number): Promise<SeasonClosePreview> {
  const [season] = await db.select().from(seasons).where(eq(seasons.id, id));
  if (!season) throw notFound(SEASON_MESSAGES.notFound);
  const closing = await liveClosing(db, id);
  if (closing) return closedPreview(db, season, closing);
  if (!season.active) throw ruleBroken('season', SEASON_CLOSE_MESSAGES.notActive);
  const draft = await draftClose(db, season);
  return {
    season: toView(season),
    closed: false,
    closed_at: null,
    can_reopen: false,
    pending_matches: draft.pending,
    places: draft.places,
    promoted: draft.plan.promoted.map((p) => moveView(p, 'Segunda', 'Primera')),
    relegated: draft.plan.relegated.map((p) => moveView(p, 'Primera', 'Segunda')),
    objectives: objectiveViews(draft),
    next_season: {
      name: draft.next.name,
      tournaments: draft.next.tournaments.map((t) => ({
        name: t.name,
        format: t.format,
        teams: t.teamIds.length,
        matches: t.matches,
      })),
    },
  };
}
