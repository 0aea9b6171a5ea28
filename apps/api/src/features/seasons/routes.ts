import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  IdParamsSchema,
  SEASON_MESSAGES,
  SeasonListSchema,
  SeasonSavedSchema,
  SeasonStartBodySchema,
  SeasonStartSchema,
  policy,
} from '@liga/domain';
import { guarded, tagged } from '../../lib/route-options';
import { activeSeasonStart, listSeasons, setSeasonStart } from './service';

/** Seasons and the market gates' data (the season countdown; one active season, docs/rules.md §2.1). */
const routes: FastifyPluginAsyncZod = async (app) => {
  app.get('/season', guarded(policy.readLeague, { response: { 200: SeasonListSchema } }), async () => ({
    data: await listSeasons(app.db),
  }));

  app.get('/seasons/start', guarded(policy.readLeague, { response: { 200: SeasonStartSchema } }), () =>
    activeSeasonStart(app.db),
  );

  app.put(
    '/seasons/:id/start',
    guarded(policy.setSeasonStart, {
      params: IdParamsSchema,
      body: SeasonStartBodySchema,
      response: { 200: SeasonSavedSchema },
    }),
    async (request) => ({
      message: SEASON_MESSAGES.startUpdated,
      season: await setSeasonStart(app.db, request.params.id, request.body.start_date),
    }),
  );
};

export default tagged(['seasons'], routes);
