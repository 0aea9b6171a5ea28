import { sql } from 'drizzle-orm';
import type { Tx } from './client';
import { moveMoney, type MoveMoneyInput } from './ledger';
import { budgetMovements, type matches } from './schema/index';

export interface SeedPlayer {
  id: number;
  name: string;
  value: number;
  status: string;
}

/** What the demo's market activity is drawn from: who owns which team, squads, season 59's fixture. */
export interface SeedWorld {
  now: Date;
  seasonId: number;
  admin: number;
  organizer: number;
  /** Team id → its manager's user id (the 28 league teams). */
  managers: ReadonlyMap<number, number>;
  teamNames: ReadonlyMap<number, string>;
  /** Team id → its players by id, as seeded. */
  squads: ReadonlyMap<number, readonly SeedPlayer[]>;
  /** Season 59's league matches by division. */
  fixtures: { division: 'Primera' | 'Segunda'; matches: (typeof matches.$inferSelect)[] }[];
  rnd: () => number;
}

export const managerOf = (w: SeedWorld, team: number): number => w.managers.get(team)!;

/** The n-th player of a team that is not on its registered list (free to move: no statistics). */
export function spare(w: SeedWorld, team: number, n = 0): SeedPlayer {
  return w.squads.get(team)!.filter((p) => p.status === '')[n]!;
}

/** The n-th registered player of a team. */
export function listed(w: SeedWorld, team: number, n = 0): SeedPlayer {
  return w.squads.get(team)!.filter((p) => p.status === 'registrado')[n]!;
}

/**
 * A ledger move dated `at`: the demo's history spans weeks, while moveMoney stamps the present.
 * Callers move money in date order, so each row's balance_after follows the one dated before it.
 */
export async function moveMoneyAt(tx: Tx, at: Date, input: MoveMoneyInput): Promise<void> {
  await moveMoney(tx, input);
  await tx.execute(sql`update ${budgetMovements} set created_at = ${at.toISOString()}
    where id = (select max(id) from ${budgetMovements} where user_id = ${input.userId})`);
}

/** Rounds to a tenth of a million, as the league writes amounts. */
export const roundMoney = (n: number): number => Math.max(1_000_000, Math.round(n / 100_000) * 100_000);
