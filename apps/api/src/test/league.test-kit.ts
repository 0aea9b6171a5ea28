import { eq } from 'drizzle-orm';
import type { Division } from '@liga/domain';
import { leagueSettings, players, teams } from '@liga/db';
import type { TestContext } from './context.test-kit';

type PlayerValues = Partial<typeof players.$inferInsert> & { idTeam: number };

/** Small builders for squad tests: teams, players and the free-agent team of league_settings. */
export function leagueKit(ctx: TestContext) {
  let n = 0;
  const kit = {
    team: async (values: { name?: string; division?: Division | null; idUser?: number | null } = {}) => {
      n += 1;
      const [row] = await ctx.db
        .insert(teams)
        .values({
          name: values.name ?? `Equipo ${n}`,
          division: values.division === undefined ? 'Primera' : values.division,
          idUser: values.idUser ?? null,
        })
        .returning();
      return row!;
    },
    player: async (values: PlayerValues) => {
      n += 1;
      const [row] = await ctx.db
        .insert(players)
        .values({ name: `Jugador ${n}`, age: 25, ca: 120, pa: 140, value: 1_000_000, ...values })
        .returning();
      return row!;
    },
    players: async (count: number, values: PlayerValues) => {
      const rows = [];
      for (let i = 0; i < count; i++) rows.push(await kit.player(values));
      return rows;
    },
    /** The free-agent team named by league_settings, as the demo league has it. */
    freeAgents: async () => {
      const team = await kit.team({ name: 'Agentes Libres', division: null });
      await ctx.db.insert(leagueSettings).values({ key: 'free_agent_team_id', value: String(team.id) });
      return team;
    },
    playerRow: async (id: number) => (await ctx.db.select().from(players).where(eq(players.id, id)))[0],
    teamRow: async (id: number) => (await ctx.db.select().from(teams).where(eq(teams.id, id)))[0],
    allPlayers: () => ctx.db.select().from(players).orderBy(players.id),
  };
  return kit;
}
