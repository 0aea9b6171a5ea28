import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CreateSanctionSchema,
  DisciplineSettingsSchema,
  DisciplineSettingsViewSchema,
  IdParamsSchema,
  MessageSchema,
  RevertSanctionSchema,
  SanctionAnswerSchema,
  SanctionListQuerySchema,
  SanctionListSchema,
  may,
  policy,
} from '@liga/domain';
import { disciplineSettings, saveDisciplineSettings } from '../../lib/discipline-settings';
import { guarded, queried, tagged } from '../../lib/route-options';
import { actor } from '../../plugins/auth';
import { activeSeason, findSeason } from '../seasons';
import { ownTeamId } from '../teams';
import { createSanction, revertSanction } from './create-sanction';
import { messages } from './messages';
import { listSanctions, sanctionView } from './queries';

/** Sanctions and the league's discipline settings (decision 025). */
const routes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/sanctions',
    queried(policy.seeSanctions, SanctionListQuerySchema, SanctionListSchema),
    async (request) => {
      const me = actor(request);
      const season = request.query.season_id
        ? await findSeason(app.db, request.query.season_id)
        : await activeSeason(app.db);
      if (!season) return { data: [], standings: [] };
      // A manager sees their own team's sanctions only, whatever the query asks.
      if (!may(me.rol, 'manageSanctions')) {
        const own = await ownTeamId(app.db, me.id);
        if (own === undefined || own === null) return { data: [], standings: [] };
        return listSanctions(app.db, { seasonId: season.id, teamId: own });
      }
      return listSanctions(app.db, { seasonId: season.id, teamId: request.query.team_id });
    },
  );

  app.post(
    '/sanctions',
    guarded(policy.manageSanctions, { body: CreateSanctionSchema, response: { 200: SanctionAnswerSchema } }),
    async (request) => {
      const id = await createSanction(app.db, request.body, actor(request), app.clock.now());
      return { message: messages.created, sanction: (await sanctionView(app.db, id))! };
    },
  );

  app.delete(
    '/sanctions/:id',
    guarded(policy.manageSanctions, {
      params: IdParamsSchema,
      body: RevertSanctionSchema,
      response: { 200: SanctionAnswerSchema },
    }),
    async (request) => {
      const { id } = request.params;
      await revertSanction(app.db, id, request.body.reason, actor(request), app.clock.now());
      return { message: messages.reverted, sanction: (await sanctionView(app.db, id))! };
    },
  );

  app.get(
    '/discipline/settings',
    guarded(policy.seeDisciplineSettings, { response: { 200: DisciplineSettingsViewSchema } }),
    () => disciplineSettings(app.db),
  );

  app.put(
    '/discipline/settings',
    guarded(policy.editDisciplineSettings, {
      body: DisciplineSettingsSchema,
      response: { 200: MessageSchema },
    }),
    async (request) => {
      await app.db.transaction((tx) => saveDisciplineSettings(tx, request.body));
      return { message: messages.settingsSaved };
    },
  );
};

export default tagged(['sanctions'], routes);
