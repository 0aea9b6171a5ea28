import { asc, count, sql } from 'drizzle-orm';
import { DEFAULT_RULEBOOK, roundRobin, type Role } from '@liga/domain';
import type { Db, Tx } from './client';
import { moveMoney } from './ledger';
import { insertRulebookSections } from './rulebook';
import { seedBets } from './seed-bets';
import { arrangeClosedSeason, closeSeededSeason, SEASON_58_LEAGUES } from './seed-closing';
import { seedFinishedSeason } from './seed-history';
import { seedMarketHistory, seedOpenMarket } from './seed-market';
import { DAY, random } from './seed-random';
import { insertMatchStatistics } from './seed-statistics';
import type { SeedPlayer, SeedWorld } from './seed-world';
import {
  budgetMovements,
  leagueSettings,
  matches,
  players,
  seasons,
  teams,
  tournamentTeams,
  tournaments,
  users,
} from './schema/index';
import { FIRST_NAMES, LAST_NAMES, OTHER_TEAMS, PRIMERA_TEAMS, SEGUNDA_TEAMS } from './seed-data';

export const FREE_AGENT_TEAM_ID = 61;
export const DEMO_PASSWORD = 'password123';
export const DEMO_BUDGET = 200_000_000;

export interface DemoAccount {
  email: string;
  rol: string;
  name: string;
  team?: string;
}

export async function isEmpty(db: Db): Promise<boolean> {
  const [u] = await db.select({ n: count() }).from(users);
  const [t] = await db.select({ n: count() }).from(teams);
  return (u?.n ?? 0) === 0 && (t?.n ?? 0) === 0;
}

/** Resets an identity sequence after rows were inserted with explicit ids. */
async function syncSequence(tx: Tx, table: string): Promise<void> {
  await tx.execute(
    sql.raw(`select setval(pg_get_serial_sequence('${table}', 'id'), (select max(id) from ${table}))`),
  );
}

function playerValue(ca: number, age: number): number {
  const base = Math.max(1, ca - 60) ** 2 * 6_000;
  const ageFactor = age <= 21 ? 1.4 : age <= 27 ? 1.2 : age <= 31 ? 1 : 0.6;
  return Math.round((base * ageFactor) / 100_000) * 100_000;
}

/**
 * The demo league of `npm start` (decision 018): seasons 57–59 (59 active), 14 teams in each division with their
 * managers, non-league clubs, the free-agent team 61, ~24 players per team and one account per role;
 * season 58's leagues finished with their prize tables, and season 59's rule book.
 */
export async function seedDemoLeague(
  db: Db,
  options: { passwordHash: string; now?: Date },
): Promise<DemoAccount[]> {
  const now = options.now ?? new Date();
  const rnd = random(57);
  const pick = <T>(list: readonly T[]) => list[Math.floor(rnd() * list.length)]!;
  const accounts: DemoAccount[] = [];
  // Statistics and market activity draw from their own sequence: the squads and scores stay as before.
  const statsRnd = random(59);
  const managers = new Map<number, number>();
  const teamNames = new Map<number, string>();

  await db.transaction(async (tx) => {
    await tx.insert(seasons).values([
      { id: 57, name: 'Temporada 57', active: false, startDate: new Date(now.getTime() - 400 * 86_400_000) },
      { id: 58, name: 'Temporada 58', active: false, startDate: new Date(now.getTime() - 200 * 86_400_000) },
      { id: 59, name: 'Temporada 59', active: true, startDate: new Date(now.getTime() - 22 * 86_400_000) },
    ]);
    await syncSequence(tx, 'seasons');

    const addUser = async (name: string, email: string, rol: Role, budget: number) => {
      const [row] = await tx
        .insert(users)
        .values({ name, email, rol, passwordHash: options.passwordHash })
        .returning({ id: users.id });
      if (budget > 0)
        await moveMoney(tx, {
          userId: row!.id,
          amount: budget,
          reason: 'admin_adjustment',
          note: 'Presupuesto inicial',
        });
      return row!.id;
    };
    const admin = await addUser('Administración', 'admin@liga.test', 'Admin', 0);
    accounts.push({ email: 'admin@liga.test', rol: 'Admin', name: 'Administración' });
    const organizer = await addUser('Organización', 'organizador@liga.test', 'Organizador', 0);
    accounts.push({ email: 'organizador@liga.test', rol: 'Organizador', name: 'Organización' });

    let teamId = 1;
    for (const [division, names, prefix] of [
      ['Primera', PRIMERA_TEAMS, 'primera'],
      ['Segunda', SEGUNDA_TEAMS, 'segunda'],
    ] as const) {
      for (const [index, teamName] of names.entries()) {
        const first = index === 0;
        const email = first
          ? division === 'Primera'
            ? 'manager1@liga.test'
            : 'manager2@liga.test'
          : `${prefix}${String(index + 1).padStart(2, '0')}@liga.test`;
        const name = first ? (division === 'Primera' ? 'Manager Uno' : 'Manager Dos') : `DT ${teamName}`;
        const rol = division === 'Primera' ? 'Manager Primera' : 'Manager Segunda';
        const owner = await addUser(name, email, rol, DEMO_BUDGET);
        if (first) accounts.push({ email, rol, name, team: teamName });
        managers.set(teamId, owner);
        await tx.insert(teams).values({ id: teamId++, name: teamName, division, idUser: owner });
      }
    }
    await tx
      .insert(teams)
      .values(OTHER_TEAMS.map((teamName, i) => ({ id: teamId + i, name: teamName, division: null })));
    await tx.insert(teams).values({ id: FREE_AGENT_TEAM_ID, name: 'Agentes Libres', division: null });
    await syncSequence(tx, 'teams');
    await tx.insert(leagueSettings).values({ key: 'free_agent_team_id', value: String(FREE_AGENT_TEAM_ID) });

    await addUser('Aspirante', 'espera@liga.test', 'En lista de espera', 0);
    accounts.push({ email: 'espera@liga.test', rol: 'En lista de espera', name: 'Aspirante' });
    await addUser('Visitante', 'visitante@liga.test', 'visitante', 0);
    accounts.push({ email: 'visitante@liga.test', rol: 'visitante (Otro)', name: 'Visitante' });

    const rows: (typeof players.$inferInsert)[] = [];
    const squad = (team: number, size: number, caBase: number, registered: boolean) => {
      // Register at most 16 players over 20 and 4 aged 20 or under: inside the 18 + 6 list limits,
      // leaving room for a manager to register a few more.
      const listed = { adults: 0, youth: 0 };
      for (let i = 0; i < size; i++) {
        const age = 17 + Math.floor(rnd() * 18);
        const ca = Math.min(190, Math.max(60, Math.round(caBase + (rnd() - 0.5) * 40)));
        const pa = Math.min(200, ca + Math.floor(rnd() * (age <= 21 ? 40 : 10)));
        const group = age > 20 ? 'adults' : 'youth';
        const room = listed[group] < (group === 'adults' ? 16 : 4);
        if (registered && room) listed[group] += 1;
        const status = registered && room ? 'registrado' : '';
        rows.push({
          name: `${pick(FIRST_NAMES)} ${pick(LAST_NAMES)}`,
          age,
          ca,
          pa,
          value: playerValue(ca, age),
          status,
          idTeam: team,
        });
      }
    };
    for (let t = 1; t <= 14; t++) squad(t, 24, 150 - t * 0.8, true);
    for (let t = 15; t <= 28; t++) squad(t, 24, 138 - (t - 14) * 0.8, true);
    for (let t = 29; t < 29 + OTHER_TEAMS.length; t++) squad(t, 22, 130, false);
    squad(FREE_AGENT_TEAM_ID, 20, 110, false);
    for (let i = 0; i < rows.length; i += 500) await tx.insert(players).values(rows.slice(i, i + 500));
    const squads = new Map<number, SeedPlayer[]>();
    for (const p of await tx
      .select({
        id: players.id,
        name: players.name,
        value: players.value,
        status: players.status,
        team: players.idTeam,
      })
      .from(players)
      .orderBy(asc(players.id))) {
      squads.set(p.team, [...(squads.get(p.team) ?? []), p]);
    }
    const registered = new Map(
      [...squads].map(([team, list]) => [
        team,
        list.filter((p) => p.status === 'registrado').map((p) => p.id),
      ]),
    );
    for (const t of await tx.select({ id: teams.id, name: teams.name }).from(teams))
      teamNames.set(t.id, t.name);

    const [primera, segunda] = await tx
      .insert(tournaments)
      .values([
        { name: 'Primera División T59', type: 'PD', format: 'PD', seasonId: 59 },
        { name: 'Segunda División T59', type: 'SD', format: 'SD', seasonId: 59 },
      ])
      .returning({ id: tournaments.id });
    // Both leagues get their 13-round fixture, one round a week from the season start, the first
    // three rounds played: the standings, fixtures and matches screens have something to show.
    const seasonStart = now.getTime() - 22 * DAY;
    const fixtures: SeedWorld['fixtures'] = [];
    for (const [tournamentId, first, division] of [
      [primera!.id, 1, 'Primera'],
      [segunda!.id, 15, 'Segunda'],
    ] as const) {
      const ids = Array.from({ length: 14 }, (_, i) => first + i);
      await tx.insert(tournamentTeams).values(ids.map((teamId) => ({ tournamentId, teamId })));
      const created = await tx
        .insert(matches)
        .values(
          roundRobin(ids).map((f) => {
            const played = f.stage <= 3;
            return {
              tournamentId,
              teamHomeId: f.home_id,
              teamAwayId: f.away_id,
              stage: f.stage,
              matchDate: new Date(seasonStart + DAY + (f.stage - 1) * 7 * DAY),
              status: played ? ('completed' as const) : ('pending' as const),
              scoreHome: played ? Math.floor(rnd() * 4) : null,
              scoreAway: played ? Math.floor(rnd() * 3) : null,
            };
          }),
        )
        .returning();
      fixtures.push({ division, matches: created });
      const played = created.filter((m) => m.status === 'completed');
      await insertMatchStatistics(tx, tournamentId, played, registered, statsRnd);
    }
    await tx.insert(tournaments).values([
      { name: 'Champions League T59', type: 'UCL', format: 'UCL', seasonId: 59 },
      { name: 'Europa League T59', type: 'UCL', format: 'UEL', seasonId: 59 },
      { name: 'Copa Federación T59', type: 'UCL', format: 'CFM', seasonId: 59 },
    ]);
    await seedFinishedSeason(tx, {
      seasonId: 58,
      seasonStart: new Date(now.getTime() - 200 * DAY),
      rnd,
      squads: registered,
      statsRnd,
      leagues: SEASON_58_LEAGUES,
      arrange: arrangeClosedSeason,
    });
    await closeSeededSeason(tx, {
      seasonId: 58,
      nextSeasonId: 59,
      closedAt: new Date(seasonStart - 2 * DAY),
      managers,
    });
    await insertRulebookSections(tx, 59, DEFAULT_RULEBOOK, null);

    // The opening budgets date from the day before the season; the market's moves follow, oldest first.
    await tx.update(budgetMovements).set({ createdAt: new Date(seasonStart - DAY) });
    const world: SeedWorld = {
      now,
      seasonId: 59,
      admin,
      organizer,
      managers,
      teamNames,
      squads,
      fixtures,
      rnd: statsRnd,
    };
    await seedMarketHistory(tx, world);
    await seedBets(tx, world);
    await seedOpenMarket(tx, world);
  });
  return accounts;
}
