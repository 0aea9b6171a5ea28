import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { asc, eq } from 'drizzle-orm';
import { z } from 'zod';
import { seasons } from '@liga/db';

const SeasonSchema = z.object({ id: z.number(), name: z.string(), start_date: z.string().nullable(), active: z.boolean() });

const routes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/season',
    { schema: { tags: ['seasons'], response: { 200: z.object({ data: z.array(SeasonSchema) }) } }, onRequest: app.auth() },
    async () => {
      const rows = await app.db.select().from(seasons).orderBy(asc(seasons.id));
      return {
        data: rows.map((s) => ({ id: s.id, name: s.name, start_date: s.startDate?.toISOString() ?? null, active: s.active })),
      };
    },
  );

  app.get(
    '/seasons/start',
    {
      schema: { tags: ['seasons'], response: { 200: z.object({ id: z.number().nullable(), start_date: z.string().nullable() }) } },
      onRequest: app.auth(),
    },
    async () => {
      const [active] = await app.db.select().from(seasons).where(eq(seasons.active, true));
      return { id: active?.id ?? null, start_date: active?.startDate?.toISOString() ?? null };
    },
  );
};

export default routes;
