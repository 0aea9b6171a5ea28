import { createHash } from 'node:crypto';
import zlib from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { pgliteOf } from '@liga/db';
import { DerivedCache } from '../../lib/derived-cache';

/** A rendered answer kept with its compressed forms and its ETag: a cached page costs no CPU to send. */
export interface CachedAnswer {
  status: number;
  type: string;
  etag: string;
  body: Buffer;
  /** Null for what is already compressed (PNG). */
  br: Buffer | null;
  gzip: Buffer | null;
}

export function cachedAnswer(status: number, type: string, body: Buffer, compress = true): CachedAnswer {
  return {
    status,
    type,
    etag: `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`,
    body,
    br: compress
      ? zlib.brotliCompressSync(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 9 } })
      : null,
    gzip: compress ? zlib.gzipSync(body, { level: 9 }) : null,
  };
}

/**
 * The public pages' cache (decision 035): kept under the 'public' version that migration
 * 0019_public_pages_cache moves on every commit to a table the pages show, on every instance.
 */
export function publicCache(app: FastifyInstance): DerivedCache {
  const cache = new DerivedCache(app.db, 'public');
  if (pgliteOf(app.db)) {
    cache.countNotices();
    app.onDatabaseNotice('liga_cache_public', () => cache.changed());
  }
  return cache;
}
