import { randomInt } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import {
  moveMoney,
  seasonClosings,
  seasonFinalStandings,
  seasonObjectives,
  seasons,
  storeSeasonTop,
  teamTrophies,
  teams,
  tournamentTeams,
  tournaments,
  users,
  type Tx,
} from '@liga/db';
import {
  SEASON_CLOSE_MESSAGES,
  SEASON_MESSAGES,
  TROPHY_KINDS,
  championOf,
  isLeagueFormat,
  type ClosingObjective,
  type Division,
  type Role,
} from '@liga/domain';
import { ruleBroken } from '../../lib/http-errors';
import { lockedRow } from '../../lib/locked-row';
import { standingLines } from '../standings';
import { drawFixture } from '../tournaments';
import { finalOf, liveClosing, tableOrder } from './close-read';
import { draftClose, moveView, objectiveViews, type CloseDraft } from './close-plan';
import type { Season } from '../seasons';

/** A manager's role follows their team's division (docs/decisions/024); staff keep theirs. */
export const managerRole = (division: Division): Role => `Manager ${division}`;
const isManagerRole = (rol: string) => rol === 'Manager Primera' || rol === 'Manager Segunda';

/** The season row, locked: two closes (or a close and a reopen) of one season run one after the other. */
export async function lockSeason(tx: Tx, id: number): Promise<Season> {
  const season = await lockedRow(tx, seasons, id, SEASON_MESSAGES.notFound);
  return season;
}

/** Freezes the league and group tables and writes the champions' trophies. */
async function freezeTables(tx: Tx, draft: CloseDraft): Promise<void> {
  for (const t of draft.tournaments) {
    const keepsTable = isLeagueFormat(t.format) || t.format === 'UCL';
    const lines = keepsTable ? (await standingLines(tx, t.id)).lines : [];
    const order = isLeagueFormat(t.format) ? tableOrder(lines) : [];
    const final = await finalOf(tx, t, undefined, order);
    if (lines.length > 0)
      await tx.insert(seasonFinalStandings).values(
        lines.map((l) => ({
          seasonId: draft.season.id,
          tournamentId: t.id,
          groupName: l.group,
          teamId: l.team.id,
          division: draft.teams.get(l.team.id)?.division ?? null,
          position: l.position,
          played: l.played,
          won: l.won,
          drawn: l.drawn,
          lost: l.lost,
          goalsFor: l.goals_for,
          goalsAgainst: l.goals_against,
          points: l.points,
        })),
      );
    const table =
      t.format === 'UCL' ? [] : lines.map((l) => ({ ...l, team_id: l.team.id, team: l.team.name }));
    const champion = championOf(isLeagueFormat(t.format), table, final);
    if (champion !== null)
      await tx
        .insert(teamTrophies)
        .values({
          teamId: champion,
          seasonId: draft.season.id,
          kind: TROPHY_KINDS[t.format],
          tournamentId: t.id,
        })
        .onConflictDoNothing();
  }
}

/** Pays (or charges) each objective's amount to the team's owner, once: the close's ledger rows. */
async function payObjectives(tx: Tx, closingId: number, objectives: ClosingObjective[], by: number) {
  for (const o of objectives) {
    if (o.amount === 0 || !o.user) continue;
    await moveMoney(tx, {
      userId: o.user.id,
      amount: o.amount,
      reason: 'season_objective',
      refType: 'season_closing',
      refId: closingId,
      createdBy: by,
      note: `${o.team.name}: ${o.objective} (${o.result})`,
      // An objective's fine is the league's rule, not a market action (docs/decisions/024).
      allowNegative: true,
    });
  }
}

/** Moves the promoted and relegated teams and their managers' roles; answers the roles it replaced. */
async function moveTeams(tx: Tx, draft: CloseDraft) {
  const previous: { user_id: number; rol: Role }[] = [];
  for (const [id, division] of draft.divisions) {
    const team = draft.teams.get(id)!;
    if (team.division !== division) await tx.update(teams).set({ division }).where(eq(teams.id, id));
    const user = team.user;
    if (user && isManagerRole(user.rol) && user.rol !== managerRole(division)) {
      previous.push({ user_id: user.id, rol: user.rol });
      await tx
        .update(users)
        .set({ rol: managerRole(division) })
        .where(eq(users.id, user.id));
    }
  }
  return previous;
}

/** The next season, active, with the closed season's tournaments and their first fixtures. */
async function openNextSeason(tx: Tx, draft: CloseDraft, by: number, timeZone: string): Promise<Season> {
  await tx.update(seasons).set({ active: false }).where(eq(seasons.id, draft.season.id));
  const [next] = await tx.insert(seasons).values({ name: draft.next.name, active: true }).returning();
  for (const t of draft.next.tournaments) {
    const [row] = await tx
      .insert(tournaments)
      .values({ name: t.name, seasonId: next!.id, type: t.source.type, format: t.format })
      .returning({ id: tournaments.id });
    if (t.teamIds.length > 0)
      await tx.insert(tournamentTeams).values(t.teamIds.map((teamId) => ({ tournamentId: row!.id, teamId })));
    if (t.matches > 0) await drawFixture(tx, row!.id, randomInt(2 ** 32 - 1), by, timeZone);
  }
  return next!;
}

/**
 * POST /seasons/{id}/close (docs/decisions/024): in one transaction, under the season row's lock —
 * final tables, top scorers and assisters (docs/decisions/030) and objectives frozen, champions'
 * trophies, objectives paid through the ledger, teams and managers moved, the next season opened.
 * A second close finds the live closing row: a 422.
 */
export async function closeSeason(
  tx: Tx,
  id: number,
  by: number,
  timeZone: string,
): Promise<{ season: Season; next: Season }> {
  const season = await lockSeason(tx, id);
  if (await liveClosing(tx, id)) throw ruleBroken('season', SEASON_CLOSE_MESSAGES.alreadyClosed);
  if (!season.active) throw ruleBroken('season', SEASON_CLOSE_MESSAGES.notActive);
  const draft = await draftClose(tx, season);
  await freezeTables(tx, draft);
  await storeSeasonTop(tx, id);
  if (!draft.frozen && draft.plan.objectives.length > 0)
    await tx.insert(seasonObjectives).values(
      draft.plan.objectives.map((o) => ({
        seasonId: id,
        teamId: o.team_id,
        division: o.division,
        rank: o.rank,
        objective: o.objective,
        averageCa: o.average_ca ?? 0,
      })),
    );
  const objectives = objectiveViews(draft);
  const [closing] = await tx
    .insert(seasonClosings)
    .values({
      seasonId: id,
      closedBy: by,
      promoted: draft.plan.promoted.map((p) => moveView(p, 'Segunda', 'Primera')),
      relegated: draft.plan.relegated.map((p) => moveView(p, 'Primera', 'Segunda')),
      objectives: objectives.map((o) => ({
        team_id: o.team.id,
        team_name: o.team.name,
        user_id: o.user?.id ?? null,
        division: o.division,
        objective: o.objective,
        result: o.result,
        steps: o.steps,
        amount: o.amount,
        rank: o.rank,
        position: o.position,
        met: o.met,
      })),
    })
    .returning({ id: seasonClosings.id });
  await payObjectives(tx, closing!.id, objectives, by);
  const roles = await moveTeams(tx, draft);
  const next = await openNextSeason(tx, draft, by, timeZone);
  await tx
    .update(seasonClosings)
    .set({ roles, nextSeasonId: next.id })
    .where(eq(seasonClosings.id, closing!.id));
  const [closed] = await tx
    .select()
    .from(seasons)
    .where(inArray(seasons.id, [id]));
  return { season: closed!, next };
}
