import { describe, expect, it } from 'vitest';
import { count } from 'drizzle-orm';
import { players } from '@liga/db';
import { useTestContext } from '../../test/context.test-kit';
import { generateFixtureDump } from './fixtures/generate';

const ctx = useTestContext();
const dump = generateFixtureDump({ version: 'v2' });

/** A multipart body with the file in field `dump`, as the browser's FormData sends it. */
function multipart(bytes: Buffer, field = 'dump') {
  const boundary = '----liga-legacy-import';
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="liga.sql"\r\nContent-Type: application/sql\r\n\r\n`,
    ),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

const post = (token: string, body: ReturnType<typeof multipart>, query = '', accept = 'application/json') =>
  ctx.request(token, {
    method: 'POST',
    url: `/api/legacy-import${query}`,
    payload: body.payload,
    headers: { ...body.headers, accept },
  });
const playerCount = async () => (await ctx.db.select({ n: count() }).from(players))[0]!.n;

describe('POST /api/legacy-import (decision 032)', () => {
  it('is for an Admin only', async () => {
    const staff = await ctx.actor('Organizador');
    expect((await post(staff.token, multipart(dump))).statusCode).toBe(403);
    expect((await ctx.request(staff.token, { method: 'GET', url: '/api/legacy-import' })).statusCode).toBe(
      403,
    );
    expect((await ctx.request(undefined, { method: 'POST', url: '/api/legacy-import' })).statusCode).toBe(
      401,
    );
  });

  it('refuses a missing file and a file that is not a dump with a 422 in Spanish', async () => {
    const admin = await ctx.actor('Admin');
    const none = await ctx.request(admin.token, { method: 'POST', url: '/api/legacy-import', payload: {} });
    expect(none.statusCode).toBe(422);
    expect(none.json().errors.dump[0]).toBe('Elegí el archivo del volcado (.sql).');
    const bad = await post(admin.token, multipart(Buffer.from("INSERT INTO `t` VALUES (1,'sin cerrar")));
    expect(bad.statusCode).toBe(422);
    expect(bad.json().message).toMatch(/^El archivo no es un volcado de MySQL que se pueda leer: línea 1/);
    const noLeague = await post(admin.token, multipart(Buffer.from('CREATE TABLE `x` (`id` int);')));
    expect(noLeague.statusCode).toBe(422);
    expect(noLeague.json().message).toMatch(/no tiene las tablas de una liga/);
  });

  it('a dry run answers the report and writes nothing; the import streams its progress; a second one is refused', async () => {
    const admin = await ctx.actor('Admin');
    expect((await ctx.request(admin.token, { method: 'GET', url: '/api/legacy-import' })).json()).toEqual({
      empty: true,
    });
    const dry = await post(admin.token, multipart(dump), '?dry_run=true');
    expect(dry.statusCode).toBe(200);
    expect(dry.json()).toMatchObject({ dryRun: true, version: 'v2', activeSeasonId: 3 });
    expect(await playerCount()).toBe(0);

    const run = await post(admin.token, multipart(dump), '', 'application/x-ndjson');
    expect(run.statusCode).toBe(200);
    const lines = run.body
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l) as { event: string; progress?: number; result?: { dryRun: boolean } });
    expect(lines.filter((l) => l.event === 'progress').length).toBeGreaterThan(5);
    expect(lines.at(-1)).toMatchObject({ event: 'result', result: { dryRun: false } });
    expect(await playerCount()).toBe(700);
    // The Admin who imported keeps their account; the legacy users came in beside it.
    await ctx.expectLedgerBalanced();

    const again = await post(admin.token, multipart(dump));
    expect(again.statusCode).toBe(422);
    // Spanish only on the web (the CLI adds the English).
    expect(again.json().message).toBe(
      'La base ya tiene una liga (equipos, jugadores o temporadas): la importación solo corre sobre una liga vacía.',
    );
    expect((await ctx.request(admin.token, { method: 'GET', url: '/api/legacy-import' })).json()).toEqual({
      empty: false,
    });
  }, 120_000);
});
