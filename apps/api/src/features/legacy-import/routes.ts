import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  LegacyImportQuerySchema,
  LegacyImportReportSchema,
  LegacyImportStateSchema,
  policy,
} from '@liga/domain';
import { ruleBroken } from '../../lib/http-errors';
import { guarded, queried, tagged } from '../../lib/route-options';
import { DumpError, readDump } from './dump-reader';
import type { LegacyData } from './legacy-data';
import { messages } from './messages';
import {
  assertImportable,
  importLegacy,
  leagueIsEmpty,
  LeagueNotEmptyError,
  NotALeagueError,
} from './service';

/** A league's dump: the fixture league is 1.3 MB, a real one with years of statistics tens of MB. */
export const MAX_DUMP_BYTES = 200 * 1024 * 1024;

/**
 * The Admin's import from the browser (decision 032): the dump as multipart field `dump`; the answer is
 * the report, or with Accept: application/x-ndjson progress lines and then the report. Every refusal
 * (no file, not a dump, no league in it, a league not empty) is a 422 before anything is written.
 */
const routes: FastifyPluginAsyncZod = async (app) => {
  await app.register(multipart, { limits: { fileSize: MAX_DUMP_BYTES, files: 1 } });
  app.get(
    '/legacy-import',
    guarded(policy.importLeague, { response: { 200: LegacyImportStateSchema } }),
    async () => ({ empty: await leagueIsEmpty(app.db) }),
  );

  app.post(
    '/legacy-import',
    {
      ...queried(policy.importLeague, LegacyImportQuerySchema, LegacyImportReportSchema),
      bodyLimit: MAX_DUMP_BYTES,
    },
    async (request, reply) => {
      const part = request.isMultipart() ? await request.file() : undefined;
      if (!part) throw ruleBroken('dump', messages.noFile);
      let data: LegacyData;
      try {
        const bytes = await part.toBuffer();
        data = readDump(bytes);
      } catch (error) {
        if (error instanceof DumpError) throw ruleBroken('dump', `${messages.badFile}: ${error.message}.`);
        if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE')
          throw ruleBroken('dump', `${messages.tooBig} (${MAX_DUMP_BYTES / 1024 / 1024} MB).`);
        throw error;
      }
      try {
        await assertImportable(app.db, data);
      } catch (error) {
        if (error instanceof LeagueNotEmptyError) throw ruleBroken('dump', messages.notEmpty);
        if (error instanceof NotALeagueError) throw ruleBroken('dump', error.message);
        throw error;
      }
      const dryRun = request.query.dry_run === 'true';
      if (!request.headers.accept?.includes('application/x-ndjson'))
        return importLegacy(app.db, data, { dryRun });
      reply.hijack();
      reply.raw.writeHead(200, {
        'content-type': 'application/x-ndjson; charset=utf-8',
        'cache-control': 'no-store',
        'x-accel-buffering': 'no',
      });
      const send = (line: object) => reply.raw.write(`${JSON.stringify(line)}\n`);
      let last = -1;
      try {
        const report = await importLegacy(app.db, data, {
          dryRun,
          progress: (table, done, total) => {
            const share = Math.floor((done / total) * 50) / 50;
            if (share > last) send({ event: 'progress', table, progress: (last = share) });
          },
        });
        send({ event: 'result', result: report });
      } catch (error) {
        request.log.error({ err: error }, 'legacy import failed');
        send({
          event: 'error',
          message: error instanceof LeagueNotEmptyError ? messages.notEmpty : messages.failed,
        });
      }
      reply.raw.end();
      return reply;
    },
  );
};

export default tagged(['legacy-import'], routes);
