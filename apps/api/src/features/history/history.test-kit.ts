import {
  matchStatistics,
  prizes,
  seasonClosings,
  seasonFinalStandings,
  storeSeasonTop,
  teamTrophies,
} from '@liga/db';
import type { Division } from '@liga/domain';
import { competitionKit } from '../../test/competition.test-kit';
import type { TestContext } from '../../test/context.test-kit';

const line = (teamId: number, position: number, points: number) => ({
  teamId,
  position,
  played: 2,
  won: points / 3,
  drawn: 0,
  lost: 2 - points / 3,
  goalsFor: points,
  goalsAgainst: 2,
  points,
});

/**
 * Season 58 closed (its table frozen with Norte first, its top lists stored as a close stores them),
 * season 59 active with one match played.
 */
export async function twoSeasons(ctx: TestContext) {
  const db = ctx.db;
  const kit = competitionKit(ctx);
  const old = await kit.season({ name: 'Temporada 58', active: false });
  const current = await kit.season({ name: 'Temporada 59' });
  const norte = await kit.manager('Atlético Norte');
  const sur = await kit.team({ name: 'Deportivo Sur' });
  const ascenso = await kit.team({ name: 'Ascenso FC', division: 'Segunda' });
  const [pablo, hugo] = await kit.squad(norte.team.id, ['Pablo Ruiz', 'Hugo Díaz']);
  const [leo] = await kit.squad(sur.id, ['Leo Sosa']);
  const bothTeams = (seasonId: number, name: string) =>
    kit.tournament({ seasonId, name, teamIds: [norte.team.id, sur.id] });
  /** Norte at home to Sur in round 1, completed with that score. */
  const playRound1 = (tournamentId: number, score: [number, number]) =>
    kit.match({ tournamentId, home: norte.team.id, away: sur.id, stage: 1, score, status: 'completed' });
  const pd58 = await bothTeams(old.id, 'Primera T58');
  const cup58 = await kit.tournament({ seasonId: old.id, format: 'CFM', name: 'Copa T58' });
  const pd59 = await bothTeams(current.id, 'Primera T59');
  // The matches say Sur won the league; the frozen table (what the close decided) says Norte did.
  const played = await playRound1(pd58.id, [1, 3]);
  const cupFinal = await playRound1(cup58.id, [2, 0]);
  await playRound1(pd59.id, [0, 1]);
  const stat = (
    matchId: number,
    tournamentId: number,
    playerId: number,
    teamId: number,
    goals: number,
    assists: number,
  ) => ({ matchId, tournamentId, playerId, teamId, goals, assists });
  await db
    .insert(matchStatistics)
    .values([
      stat(played.id, pd58.id, pablo!.id, norte.team.id, 1, 0),
      stat(played.id, pd58.id, leo!.id, sur.id, 3, 0),
      stat(cupFinal.id, cup58.id, pablo!.id, norte.team.id, 2, 1),
      stat(cupFinal.id, cup58.id, hugo!.id, norte.team.id, 0, 2),
    ]);
  await db.insert(seasonFinalStandings).values([
    { seasonId: old.id, tournamentId: pd58.id, division: 'Primera', ...line(norte.team.id, 1, 6) },
    { seasonId: old.id, tournamentId: pd58.id, division: 'Primera', ...line(sur.id, 2, 3) },
  ]);
  const team = (t: { id: number; name: string }, from: Division, to: Division) => ({
    id: t.id,
    name: t.name,
    from,
    to,
  });
  await db.insert(seasonClosings).values({
    seasonId: old.id,
    nextSeasonId: current.id,
    promoted: [team(ascenso, 'Segunda', 'Primera')],
    relegated: [team(sur, 'Primera', 'Segunda')],
    objectives: [
      {
        team_id: norte.team.id,
        team_name: 'Atlético Norte',
        user_id: norte.id,
        division: 'Primera',
        objective: 'Playoff',
        result: '1.º',
        steps: 1,
        amount: 10_000_000,
      },
      {
        team_id: sur.id,
        team_name: 'Deportivo Sur',
        user_id: null,
        division: 'Primera',
        objective: 'Playoff',
        result: '2.º',
        steps: -1,
        amount: -10_000_000,
      },
    ],
  });
  await db.insert(teamTrophies).values([
    { teamId: norte.team.id, seasonId: old.id, kind: 'Primera', tournamentId: pd58.id },
    { teamId: norte.team.id, seasonId: old.id, kind: 'Copa', tournamentId: cup58.id },
  ]);
  const paidAt = new Date('2026-01-10T12:00:00Z');
  await db.insert(prizes).values([
    { tournamentId: pd58.id, teamId: norte.team.id, amount: 150_000_000, position: '1°', paidAt },
    { tournamentId: pd58.id, teamId: sur.id, amount: 90_000_000, position: '2°', paidAt, revertedAt: paidAt },
  ]);
  await storeSeasonTop(db, old.id);
  return {
    old,
    current,
    norte,
    sur,
    ascenso,
    pd58,
    cup58,
    pd59,
    played,
    pablo: pablo!,
    hugo: hugo!,
    leo: leo!,
  };
}
