import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import {
  isEmpty,
  leagueSettings,
  seedDemoLeague,
  users,
  type Db,
  type DemoAccount,
  DEMO_PASSWORD,
} from '@liga/db';
import type { Env } from '../env';
import { hashPassword } from './passwords';

/** APP_SECRET when configured; otherwise one generated on first start and kept in the database. */
export async function loadSecret(db: Db, env: Env): Promise<string> {
  if (env.APP_SECRET) return env.APP_SECRET;
  await db
    .insert(leagueSettings)
    .values({ key: 'app_secret', value: randomBytes(32).toString('base64url') })
    .onConflictDoNothing();
  const [row] = await db.select().from(leagueSettings).where(eq(leagueSettings.key, 'app_secret'));
  return row!.value;
}

export async function seedIfEmpty(db: Db, env: Env): Promise<DemoAccount[] | undefined> {
  if (!env.SEED_DEMO || !(await isEmpty(db))) return undefined;
  return seedDemoLeague(db, { passwordHash: await hashPassword(DEMO_PASSWORD) });
}

/** ADMIN_EMAIL + ADMIN_PASSWORD: create that Admin when no user has the email. */
export async function ensureAdmin(db: Db, env: Env): Promise<boolean> {
  if (!env.ADMIN_EMAIL || !env.ADMIN_PASSWORD) return false;
  const email = env.ADMIN_EMAIL.trim();
  const [existing] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(sql`lower(${users.email})`, email.toLowerCase()));
  if (existing) return false;
  await db
    .insert(users)
    .values({ name: 'Admin', email, rol: 'Admin', passwordHash: await hashPassword(env.ADMIN_PASSWORD) })
    .onConflictDoNothing();
  return true;
}
