import { eq } from 'drizzle-orm';
import { matchStatistics, matches, players, seasons, teams, tournamentTeams, tournaments } from '@liga/db';
import { BLANK_LINE, type Format, type Division, type MatchStatus } from '@liga/domain';
import type { TestContext } from './context.test-kit';

/** Builders for competition tests: a season, teams with managers, squads, tournaments and matches. */
export function competitionKit(ctx: TestContext) {
  let n = 0;
  const kit = {
    season: async (values: { name?: string; active?: boolean } = {}) => {
      const [row] = await ctx.db
        .insert(seasons)
        .values({ name: values.name ?? 'Temporada 59', active: values.active ?? true })
        .returning();
      return row!;
    },
    team: async (values: { name?: string; division?: Division | null; idUser?: number | null } = {}) => {
      n += 1;
      const division = values.division === undefined ? 'Primera' : values.division;
      const [row] = await ctx.db
        .insert(teams)
        .values({ name: values.name ?? `Equipo ${n}`, division, idUser: values.idUser ?? null })
        .returning();
      return row!;
    },
    teams: async (count: number, division: Division | null = 'Primera') => {
      const rows = [];
      for (let i = 0; i < count; i++)
        rows.push(
          await kit.team({ division, name: `${division ?? 'Club'} ${String(i + 1).padStart(2, '0')}` }),
        );
      return rows;
    },
    /** A manager with a token who owns a new team. */
    manager: async (teamName?: string, division: Division = 'Primera') => {
      const user = await ctx.actor(division === 'Segunda' ? 'Manager Segunda' : 'Manager Primera');
      const team = await kit.team({ name: teamName, division, idUser: user.id });
      return { ...user, team };
    },
    squad: async (teamId: number, names: string[]) => {
      const rows = await ctx.db
        .insert(players)
        .values(names.map((name) => ({ name, age: 25, ca: 120, pa: 140, value: 1_000_000, idTeam: teamId })))
        .returning();
      return rows;
    },
    tournament: async (values: {
      seasonId: number;
      format?: Format;
      name?: string;
      teamIds?: number[];
      groups?: Record<number, string>;
    }) => {
      const format = values.format ?? 'PD';
      const type = format === 'UEL' || format === 'CFM' ? 'UCL' : format;
      const [row] = await ctx.db
        .insert(tournaments)
        .values({ name: values.name ?? `Torneo ${format}`, seasonId: values.seasonId, type, format })
        .returning();
      if (values.teamIds?.length) {
        await ctx.db.insert(tournamentTeams).values(
          values.teamIds.map((teamId) => ({
            tournamentId: row!.id,
            teamId,
            groupName: values.groups?.[teamId] ?? null,
          })),
        );
      }
      return row!;
    },
    match: async (values: {
      tournamentId: number;
      home: number;
      away: number;
      stage: number;
      score?: [number, number] | null;
      status?: MatchStatus;
      group?: string;
    }) => {
      const [row] = await ctx.db
        .insert(matches)
        .values({
          tournamentId: values.tournamentId,
          teamHomeId: values.home,
          teamAwayId: values.away,
          stage: values.stage,
          scoreHome: values.score === null ? null : (values.score?.[0] ?? 0),
          scoreAway: values.score === null ? null : (values.score?.[1] ?? 0),
          status: values.status ?? 'pending',
          groupName: values.group ?? null,
        })
        .returning();
      return row!;
    },
  };
  return kit;
}

type CompetitionKit = ReturnType<typeof competitionKit>;

/** A league of the active season with two managed teams (Atlético Norte, Deportivo Sur) and a third. */
export async function managedLeague(kit: CompetitionKit) {
  const season = await kit.season();
  const home = await kit.manager('Atlético Norte');
  const away = await kit.manager('Deportivo Sur');
  const third = await kit.team({ name: 'Tercero FC' });
  const t = await kit.tournament({
    seasonId: season.id,
    name: 'Primera T59',
    teamIds: [home.team.id, away.team.id, third.id],
  });
  return { season, home, away, third, t };
}

/** managedLeague and a match of its two managed teams (Atlético Norte at home), round 2 unless told. */
export async function leagueMatch(
  kit: CompetitionKit,
  values: Omit<Parameters<CompetitionKit['match']>[0], 'tournamentId' | 'home' | 'away' | 'stage'> & {
    stage?: number;
  } = {},
) {
  const league = await managedLeague(kit);
  const { home, away, t } = league;
  const m = await kit.match({
    tournamentId: t.id,
    home: home.team.id,
    away: away.team.id,
    stage: 2,
    ...values,
  });
  return { ...league, m };
}

/**
 * Two managed teams under these names with these squads, in a league of the active season, and their
 * round-1 match with that result, waiting for statistics (a capture's expectation has this shape).
 */
export async function squadsMatch(
  kit: CompetitionKit,
  sides: { teams: { home: string; away: string }; squads: { home: string[]; away: string[] } },
  score: [number, number],
) {
  const season = await kit.season();
  const home = await kit.manager(sides.teams.home);
  const away = await kit.manager(sides.teams.away);
  const homePlayers = await kit.squad(home.team.id, sides.squads.home);
  const awayPlayers = await kit.squad(away.team.id, sides.squads.away);
  const t = await kit.tournament({ seasonId: season.id, teamIds: [home.team.id, away.team.id] });
  const match = await kit.match({
    tournamentId: t.id,
    home: home.team.id,
    away: away.team.id,
    stage: 1,
    score,
  });
  return { season, home, away, homePlayers, awayPlayers, t, match };
}

/** Two managed teams with three players each and a 2–1 match of round 1 waiting for statistics. */
export async function matchToLoad(kit: CompetitionKit) {
  const { season, home, away, homePlayers, awayPlayers, t, match } = await squadsMatch(
    kit,
    {
      teams: { home: 'Atlético Norte', away: 'Deportivo Sur' },
      squads: {
        home: ['Juan Pérez', 'Hugo Díaz', 'Iván Gómez'],
        away: ['Pablo Ruiz', 'Tomás Vera', 'Leo Sosa'],
      },
    },
    [2, 1],
  );
  const line = (playerId: number, extra: object = {}, matchId = match.id) => ({
    player_id: playerId,
    tournament_id: t.id,
    match_id: matchId,
    ...BLANK_LINE,
    ...extra,
  });
  /** The whole form: every player of both squads, most with zeros, as the screen sends it. */
  const form = (extras: Record<number, object>, matchId = match.id) =>
    [...homePlayers, ...awayPlayers].map((p) => line(p.id, extras[p.id] ?? {}, matchId));
  return { season, home, away, homePlayers, awayPlayers, t, match, line, form };
}

/** The statistics form's call and what it leaves behind: the stored rows and the match's status. */
export function statisticsCalls(ctx: TestContext) {
  return {
    storedRows: () => ctx.db.select().from(matchStatistics).orderBy(matchStatistics.id),
    statusOf: async (id: number) =>
      (await ctx.db.select().from(matches).where(eq(matches.id, id)))[0]!.status,
    save: (token: string | undefined, statistics: object[]) =>
      ctx.request(token, { method: 'POST', url: '/api/match-statistics', payload: { statistics } }),
  };
}
