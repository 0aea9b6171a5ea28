import multipart from '@fastify/multipart';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ZodType } from 'zod';
import {
  IdParamsSchema,
  MessageSchema,
  may,
  OcrQuerySchema,
  policy,
  RecognitionResultSchema,
  RecognitionResultsSchema,
  ScreenshotImageQuerySchema,
  ScreenshotListSchema,
  type RecognitionResult,
} from '@liga/domain';
import { forbidden, notFound, ruleBroken, tooManyRequests, unavailable } from '../../lib/http-errors';
import { guarded, queried, tagged } from '../../lib/route-options';
import { actor } from '../../plugins/auth';
import { matchToLoad } from './access';
import { MAX_FILE_BYTES, MAX_FILES, MAX_QUEUED, MAX_QUEUED_PER_USER } from './limits';
import { messages } from './messages';
import { createOcrPool } from './pool';
import { createOcrQueue } from './queue';
import { streamProgress } from './progress-stream';
import {
  deleteScreenshot,
  findScreenshot,
  findMatchTeams,
  listScreenshots,
  screenshotImage,
} from './queries';
import { checkCaptures, readCaptures } from './service';
import { readUploads } from './uploads';

const routes: FastifyPluginAsyncZod = async (app) => {
  await app.register(multipart, { limits: { fileSize: MAX_FILE_BYTES, files: MAX_FILES } });
  const pool = createOcrPool({ size: app.env.OCR_WORKERS });
  // One lane per engine worker: an image is decoded only when a worker is free to read it.
  const queue = createOcrQueue({ lanes: pool.size, capacity: MAX_QUEUED, perOwner: MAX_QUEUED_PER_USER });
  app.addHook('onClose', () => pool.close());

  /**
   * Both recognition calls (decision 012). The answer is the league client's JSON; a client that accepts
   * application/x-ndjson also gets the engine's progress, one line per step, before that JSON.
   */
  const recognition = async <T>(
    request: FastifyRequest,
    reply: FastifyReply,
    matchId: number,
    fields: readonly string[],
    shape: (results: RecognitionResult[]) => T,
  ): Promise<T | undefined> => {
    const user = actor(request);
    const match = await matchToLoad(app.db, matchId, user);
    const ticket = queue.ticket(user.id);
    try {
      // Room is reserved before each file's bytes are read, so parallel requests cannot all pass
      // the cap (decision 010).
      const uploads = await readUploads(request, fields, {
        admit: () => {
          const refused = ticket.reserve();
          if (refused === 'full') throw unavailable(messages.busy);
          if (refused === 'share') throw tooManyRequests(messages.yourShare);
        },
        giveBack: () => ticket.release(),
      });
      if (fields.includes('image') && uploads.length > 1) throw ruleBroken(fields[0]!, messages.oneImage);
      const captures = await checkCaptures(app.db, match, uploads);
      if (!request.headers.accept?.includes('application/x-ndjson'))
        return shape(await readCaptures(app.db, pool, ticket, user, captures));
      await streamProgress(reply, captures.files.length, async (onProgress) =>
        shape(await readCaptures(app.db, pool, ticket, user, captures, onProgress)),
      );
      return undefined;
    } finally {
      ticket.release();
    }
  };

  /** A match's captures, sent as multipart files; `answer` is what the recognition returns. */
  const upload = <A extends ZodType>(answer: A) =>
    guarded(policy.sendMatchScreenshots, {
      consumes: ['multipart/form-data'],
      querystring: OcrQuerySchema,
      response: { 200: answer },
    });

  app.post('/ocr/process', upload(RecognitionResultSchema), (request, reply) =>
    recognition(request, reply, request.query.matchId, ['image'], (r) => r[0]!),
  );

  app.post('/ocr/process-multiple', upload(RecognitionResultsSchema), (request, reply) =>
    recognition(request, reply, request.query.matchId, ['images[]', 'images'], (results) => ({ results })),
  );

  app.get(
    '/ocr/screenshots',
    queried(policy.readLeague, OcrQuerySchema, ScreenshotListSchema),
    async (request) => {
      if (!(await findMatchTeams(app.db, request.query.matchId))) throw notFound(messages.matchNotFound);
      return { data: await listScreenshots(app.db, request.query.matchId) };
    },
  );

  app.get(
    '/ocr/screenshots/:id/image',
    guarded(policy.readLeague, { params: IdParamsSchema, querystring: ScreenshotImageQuerySchema }),
    async (request, reply) => {
      const bytes = await screenshotImage(app.db, request.params.id, request.query.size === 'thumb');
      if (!bytes) throw notFound(messages.screenshotNotFound);
      // A capture never changes under its id; the token guards it, so only the browser keeps it.
      return reply
        .header('content-type', 'image/webp')
        .header('cache-control', 'private, max-age=86400, immutable')
        .send(Buffer.from(bytes));
    },
  );

  app.delete(
    '/ocr/screenshots/:id',
    guarded(policy.deleteMatchScreenshot, { params: IdParamsSchema, response: { 200: MessageSchema } }),
    async (request) => {
      const user = actor(request);
      const shot = await findScreenshot(app.db, request.params.id);
      if (!shot) throw notFound(messages.screenshotNotFound);
      if (!may(user.rol, 'deleteAnyMatchScreenshot') && shot.uploadedBy !== user.id)
        throw forbidden(messages.notYourScreenshot);
      await deleteScreenshot(app.db, shot.id);
      return { message: messages.screenshotDeleted };
    },
  );
};

export default tagged(['ocr'], routes);
