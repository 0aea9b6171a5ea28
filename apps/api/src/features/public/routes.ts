import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { PublicSettingsSchema, SavePublicSettingsSchema, policy } from '@liga/domain';
import { readPublicSettings, savePublicSettings } from './settings';

/**
 * GET /public/settings (anyone: the SPA sends a visitor to a public twin only while the pages are on)
 * and PUT /public/settings (an Admin): what visitors see under /liga (decision 035).
 */
const routes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/public/settings',
    {
      config: { public: true },
      schema: { tags: ['public'], security: [], response: { 200: PublicSettingsSchema } },
    },
    () => readPublicSettings(app.db),
  );

  app.put(
    '/public/settings',
    {
      onRequest: app.auth(policy.editPublicPages),
      schema: { tags: ['public'], body: SavePublicSettingsSchema, response: { 200: PublicSettingsSchema } },
    },
    (request) => savePublicSettings(app.db, request.body),
  );
};

export default routes;
