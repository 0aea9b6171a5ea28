import type { Db } from '@liga/db';
import { buildApp } from '../apps/api/src/app';
import { loadEnv } from '../apps/api/src/env';

/** The password of every user a benchmark seeds. */
export const BENCH_PASSWORD = 'bench-password';

/**
 * The app as production runs it (no demo seed, quiet log), over the benchmark's database, with a high
 * login rate limit so the benchmark can sign in as often as it needs; `login` answers the bearer
 * header of a seeded user.
 */
export async function benchApp(db: Db) {
  const env = loadEnv({
    NODE_ENV: 'production',
    LOG_LEVEL: 'silent',
    SEED_DEMO: 'false',
    AUTH_RATE_LIMIT: '1000',
  });
  const app = await buildApp({ db, env, secret: 'secreto-del-benchmark-0123456789', logger: false });
  await app.ready();
  const login = async (email: string) => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email, password: BENCH_PASSWORD },
    });
    return { authorization: `Bearer ${res.json<{ token: string }>().token}` };
  };
  return { app, login };
}
