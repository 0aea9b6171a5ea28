import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { asc, eq } from 'drizzle-orm';
import { seasons } from '@liga/db';
import {
  IdParamsSchema,
  SEASON_MESSAGES,
  SeasonListSchema,
  SeasonSavedSchema,
  SeasonStartBodySchema,
  SeasonStartSchema,
  policy,
  type Season,
} from '@liga/domain';
import { notFound } from '../../lib/http-errors';

const tags = ['seasons'];
const toView = (s: typeof seasons.$inferSelect): Season => ({
  id: s.id,
  name: s.name,
  start_date: s.startDate?.toISOString() ?? null,
  active: s.active,
});

const routes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/season',
    { schema: { tags, response: { 200: SeasonListSchema } }, onRequest: app.auth(policy.readLeague) },
    async () => {
      const rows = await app.db.select().from(seasons).orderBy(asc(seasons.id));
      return { data: rows.map(toView) };
    },
  );

  app.get(
    '/seasons/start',
    { schema: { tags, response: { 200: SeasonStartSchema } }, onRequest: app.auth(policy.readLeague) },
    async () => {
      const [active] = await app.db.select().from(seasons).where(eq(seasons.active, true));
      return { id: active?.id ?? null, start_date: active?.startDate?.toISOString() ?? null };
    },
  );

  app.put(
    '/seasons/:id/start',
    {
      schema: {
        tags,
        params: IdParamsSchema,
        body: SeasonStartBodySchema,
        response: { 200: SeasonSavedSchema },
      },
      onRequest: app.auth(policy.setSeasonStart),
    },
    async (request) => {
      const startDate = request.body.start_date === null ? null : new Date(request.body.start_date);
      const [row] = await app.db
        .update(seasons)
        .set({ startDate })
        .where(eq(seasons.id, request.params.id))
        .returning();
      if (!row) throw notFound(SEASON_MESSAGES.notFound);
      return { message: SEASON_MESSAGES.startUpdated, season: toView(row) };
    },
  );
};

export default routes;
