import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  IdParamsSchema,
  SEASON_CLOSE_MESSAGES,
  SeasonClosePreviewSchema,
  SeasonClosedSchema,
  SeasonReopenedSchema,
  policy,
} from '@liga/domain';
import { guarded, tagged } from '../../lib/route-options';
import { actor } from '../../plugins/auth';
import { closeSeason } from './close-season';
import { closePreview } from './close-preview';
import { reopenSeason } from './reopen-season';
import { seasonView as toView } from '../seasons';
import { freezeObjectivesAtMarketClose } from '../teams';

/** Closing a season and undoing the close (docs/decisions/024), Admin only. */
const routes: FastifyPluginAsyncZod = async (app) => {
  const params = IdParamsSchema;
  // Objectives past the market's close are frozen before they are read (docs/rules.md §3.5).
  const freeze = () => freezeObjectivesAtMarketClose(app.db, app.clock.now(), app.env.LEAGUE_TIMEZONE);

  app.get(
    '/seasons/:id/close',
    guarded(policy.closeSeason, { params, response: { 200: SeasonClosePreviewSchema } }),
    async (request) => {
      await freeze();
      return closePreview(app.db, request.params.id);
    },
  );

  app.post(
    '/seasons/:id/close',
    guarded(policy.closeSeason, { params, response: { 200: SeasonClosedSchema } }),
    async (request) => {
      const by = actor(request).id;
      await freeze();
      const { season, next } = await app.db.transaction((tx) =>
        closeSeason(tx, request.params.id, by, app.env.LEAGUE_TIMEZONE),
      );
      return { message: SEASON_CLOSE_MESSAGES.closed, season: toView(season), next_season: toView(next) };
    },
  );

  app.post(
    '/seasons/:id/reopen',
    guarded(policy.closeSeason, { params, response: { 200: SeasonReopenedSchema } }),
    async (request) => {
      const by = actor(request).id;
      const season = await app.db.transaction((tx) =>
        reopenSeason(tx, request.params.id, by, app.clock.now()),
      );
      return { message: SEASON_CLOSE_MESSAGES.reopened, season: toView(season) };
    },
  );
};

export default tagged(['seasons'], routes);
