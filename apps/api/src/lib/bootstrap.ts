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
import { passwordWeakness } from '@liga/domain/password-strength';
import type { Env } from '../env';
import { hashPassword, verifyPassword } from './passwords';

/** The demo league's Admin (packages/db seed): its password is printed in the README. */
const DEMO_ADMIN = 'admin@liga.test';

/** A start the configuration does not allow: main prints the message and exits 1. */
export class StartRefusedError extends Error {}

const isProduction = (env: Env) => env.NODE_ENV === 'production';

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

/**
 * ADMIN_EMAIL + ADMIN_PASSWORD: create that Admin when no user has the email. A weak password is
 * refused as the sign-up form refuses it (decision 013): this account opens everything.
 */
export async function ensureAdmin(db: Db, env: Env): Promise<boolean> {
  if (!env.ADMIN_EMAIL || !env.ADMIN_PASSWORD) return false;
  const email = env.ADMIN_EMAIL.trim();
  const [existing] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(sql`lower(${users.email})`, email.toLowerCase()));
  if (existing) return false;
  const weakness = passwordWeakness(env.ADMIN_PASSWORD, [email]);
  if (weakness) throw new StartRefusedError(`ADMIN_PASSWORD no sirve: ${weakness}`);
  await db
    .insert(users)
    .values({ name: 'Admin', email, rol: 'Admin', passwordHash: await hashPassword(env.ADMIN_PASSWORD) })
    .onConflictDoNothing();
  return true;
}

/**
 * In production nobody gets in with a password printed in the README (decision 011): a database
 * without an Admin needs ADMIN_EMAIL/ADMIN_PASSWORD, and the demo Admin with the demo password is
 * only accepted when the demo was asked for (SEED_DEMO=true).
 */
async function checkProductionAccess(db: Db, env: Env): Promise<void> {
  if (!isProduction(env)) return;
  const [admin] = await db.select({ id: users.id }).from(users).where(eq(users.rol, 'Admin')).limit(1);
  if (!admin)
    throw new StartRefusedError(
      'La base no tiene ningún Admin. En producción definí ADMIN_EMAIL y ADMIN_PASSWORD para crear el ' +
        'primero (o SEED_DEMO=true para una liga de demostración).',
    );
  if (env.SEED_DEMO) return;
  const [demo] = await db
    .select({ hash: users.passwordHash })
    .from(users)
    .where(eq(sql`lower(${users.email})`, DEMO_ADMIN));
  if (demo?.hash && (await verifyPassword(demo.hash, DEMO_PASSWORD)))
    throw new StartRefusedError(
      `${DEMO_ADMIN} todavía entra con el password de demostración. Cambialo (o borrá esa cuenta) antes ` +
        'de arrancar en producción, o definí SEED_DEMO=true si esta es una liga de demostración.',
    );
}

/**
 * What a start does to the database, under the bootstrap lock: the demo league on an empty base
 * (when SEED_DEMO), the configured Admin, then the production check. Returns the demo's accounts.
 */
export async function bootstrapAccounts(db: Db, env: Env): Promise<DemoAccount[] | undefined> {
  const seeded = await seedIfEmpty(db, env);
  if (await ensureAdmin(db, env)) console.log(`Admin creado: ${env.ADMIN_EMAIL}`);
  await checkProductionAccess(db, env);
  return seeded;
}
