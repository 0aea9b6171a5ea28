import { randomInt } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { matches, tournamentTeams, type Db, type Tx } from '@liga/db';
import {
  UCL_QUARTER_FINAL_STAGE,
  knockout,
  roundRobin,
  seededShuffle,
  standingsByGroup,
  ucl,
  uclQuarterFinals,
  type Fixture,
} from '@liga/domain';
import { DIVISION_OF_FORMAT } from '@liga/domain';
import { notFound, ruleBroken } from '../../lib/http-errors';
import { listMatchViews, type MatchView } from '../../lib/match-view';
import { findTournament, type TournamentRef } from './tournament';
import { messages } from './messages';
import { divisionTeams, groupMatches, matchCount, tournamentMembers } from './queries';
import { stageDate } from './schedule';
import { checkTeamCount } from './service';

export interface FixtureResult {
  seed?: number;
  matches: MatchView[];
  byes: { id: number; name: string }[];
}

/** Locks the tournament so two generations cannot both see it empty. */
export async function lockTournament(tx: Tx, id: number): Promise<TournamentRef> {
  const tournament = await findTournament(tx, id, true);
  if (!tournament) throw notFound(messages.notFound);
  return tournament;
}

/** Runs `work` in one transaction that first locks the tournament row (lockTournament). */
export const inLockedTournament = <T>(db: Db, id: number, work: (tx: Tx, t: TournamentRef) => Promise<T>) =>
  db.transaction(async (tx) => work(tx, await lockTournament(tx, id)));

export async function insertFixtures(
  tx: Tx,
  t: TournamentRef,
  fixtures: Fixture[],
  by: number,
  timeZone: string,
): Promise<void> {
  if (fixtures.length === 0) return;
  await tx.insert(matches).values(
    fixtures.map((f) => ({
      tournamentId: t.id,
      teamHomeId: f.home_id,
      teamAwayId: f.away_id,
      stage: f.stage,
      groupName: f.group ?? null,
      matchDate: stageDate(t, f.stage, timeZone),
      createdBy: by,
    })),
  );
}

/** A league's members; a league created with no list (the demo league's) takes its division now. */
async function members(tx: Tx, t: TournamentRef) {
  const listed = await tournamentMembers(tx, t.id);
  const division = DIVISION_OF_FORMAT[t.format];
  if (listed.length > 0 || !division) return listed;
  const teams = await divisionTeams(tx, division);
  if (teams.length > 0)
    await tx.insert(tournamentTeams).values(teams.map((team) => ({ tournamentId: t.id, teamId: team.id })));
  return teams.map((team) => ({ ...team, group: null }));
}

/**
 * Draws a tournament's first fixture inside the caller's transaction (a season's close draws the next
 * season's): league round robin, UCL groups, or a cup's first round. Answers the cup's byes.
 */
export async function drawFixture(
  tx: Tx,
  id: number,
  draw: number,
  by: number,
  timeZone: string,
): Promise<{ id: number; name: string }[]> {
  const t = await lockTournament(tx, id);
  if ((await matchCount(tx, id)) > 0) throw ruleBroken('id', messages.hasMatches);
  const teams = await members(tx, t);
  checkTeamCount(t.format, teams.length, 'team_ids');
  const ids = teams.map((team) => team.id);
  if (t.format === 'PD' || t.format === 'SD') {
    await insertFixtures(tx, t, roundRobin(seededShuffle(ids, draw)), by, timeZone);
    return [];
  }
  if (t.format === 'UCL') {
    const { groups, matches: fixtures } = ucl(ids, draw);
    for (const g of groups) {
      for (const teamId of g.team_ids) {
        await tx.update(tournamentTeams).set({ groupName: g.group }).where(eqMember(id, teamId));
      }
    }
    await insertFixtures(tx, t, fixtures, by, timeZone);
    return [];
  }
  const round = knockout(ids, draw);
  await insertFixtures(tx, t, round.matches, by, timeZone);
  return teams
    .filter((team) => round.byes.includes(team.id))
    .map(({ id: teamId, name }) => ({ id: teamId, name }));
}

/** First fixture of a tournament, in its own transaction. */
export async function generateFixture(
  db: Db,
  id: number,
  seed: number | undefined,
  by: number,
  timeZone: string,
): Promise<FixtureResult> {
  const draw = seed ?? randomInt(2 ** 32 - 1);
  const byes = await db.transaction((tx) => drawFixture(tx, id, draw, by, timeZone));
  return { seed: draw, matches: await listMatchViews(db, { tournamentId: id }), byes };
}

const eqMember = (tournamentId: number, teamId: number) =>
  and(eq(tournamentTeams.tournamentId, tournamentId), eq(tournamentTeams.teamId, teamId));

/** UCL Cuartos from the final group tables (uclQuarterFinals), once every group match is completed. */
export async function generateQuarterFinals(
  db: Db,
  id: number,
  by: number,
  timeZone: string,
): Promise<FixtureResult> {
  await inLockedTournament(db, id, async (tx, t) => {
    if (t.format !== 'UCL') throw ruleBroken('id', messages.onlyUcl);
    const played = await groupMatches(tx, id);
    if (played.length === 0) throw ruleBroken('id', messages.noGroupMatches);
    const pending = played.filter((m) => m.status !== 'completed').length;
    if (pending > 0) throw ruleBroken('id', messages.groupsPending(pending));
    if ((await matchCount(tx, id, UCL_QUARTER_FINAL_STAGE)) > 0)
      throw ruleBroken('id', messages.quartersExist);
    const teams = (await tournamentMembers(tx, id)).flatMap((team) =>
      team.group ? [{ ...team, group: team.group }] : [],
    );
    await insertFixtures(tx, t, uclQuarterFinals(standingsByGroup(teams, played)), by, timeZone);
  });
  const quarters = { tournamentId: id, stage: UCL_QUARTER_FINAL_STAGE };
  return { matches: await listMatchViews(db, quarters), byes: [] };
}
