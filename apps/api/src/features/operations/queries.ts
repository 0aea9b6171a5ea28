import type { FastifyBaseLogger } from 'fastify';
import { migrationStatus, type Db } from '@liga/db';
import type { Readiness } from '@liga/domain';

/** Ready when the database answers and has every migration this build knows (or more: a newer instance). */
export async function readiness(db: Db, log: FastifyBaseLogger): Promise<Readiness> {
  try {
    const migrations = await migrationStatus(db);
    const ready = migrations.applied >= migrations.expected;
    return { status: ready ? 'ready' : 'unavailable', database: 'ok', migrations };
  } catch (error) {
    log.warn({ err: error }, 'La base de datos no responde');
    return { status: 'unavailable', database: 'error', migrations: { applied: 0, expected: 0 } };
  }
}
