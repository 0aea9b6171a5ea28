import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { asc, eq } from 'drizzle-orm';
import { z } from 'zod';
import { seasons } from '@liga/db';
import { policy } from '@liga/domain';
import { notFound } from '../../lib/http-errors';

const SeasonSchema = z.object({
  id: z.number(),
  name: z.string(),
  start_date: z.string().nullable(),
  active: z.boolean(),
});

const toView = (s: typeof seasons.$inferSelect) => ({
  id: s.id,
  name: s.name,
  start_date: s.startDate?.toISOString() ?? null,
  active: s.active,
});
const IdParams = z.object({ id: z.coerce.number().int().positive('El id no es válido.').max(2_147_483_647) });
/** The market gates open from this instant (spec 02 §2, §4); null means "already started". */
const StartBody = z.object({
  start_date: z.iso
    .datetime({
      offset: true,
      error: 'La fecha de inicio debe ser una fecha ISO (por ejemplo 2026-08-01T12:00:00Z).',
    })
    .nullable(),
});

const routes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/season',
    {
      schema: { tags: ['seasons'], response: { 200: z.object({ data: z.array(SeasonSchema) }) } },
      onRequest: app.auth(policy.readLeague),
    },
    async () => {
      const rows = await app.db.select().from(seasons).orderBy(asc(seasons.id));
      return { data: rows.map(toView) };
    },
  );

  app.get(
    '/seasons/start',
    {
      schema: {
        tags: ['seasons'],
        response: { 200: z.object({ id: z.number().nullable(), start_date: z.string().nullable() }) },
      },
      onRequest: app.auth(policy.readLeague),
    },
    async () => {
      const [active] = await app.db.select().from(seasons).where(eq(seasons.active, true));
      return { id: active?.id ?? null, start_date: active?.startDate?.toISOString() ?? null };
    },
  );

  app.put(
    '/seasons/:id/start',
    {
      schema: {
        tags: ['seasons'],
        params: IdParams,
        body: StartBody,
        response: { 200: z.object({ message: z.string(), season: SeasonSchema }) },
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
      if (!row) throw notFound('La temporada no existe.');
      return { message: 'Inicio de temporada actualizado', season: toView(row) };
    },
  );
};

export default routes;
