import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { PublicSettingsSchema, SavePublicSettingsSchema, policy } from '@liga/domain';
import { guarded, tagged } from '../../lib/route-options';
import { readPublicSettings, savePublicSettings } from './settings';

/**
 * GET /public/settings (anyone: the SPA sends a visitor to a public twin only while the pages are on)
 * and PUT /public/settings (an Admin): what visitors see under /liga (decision 035).
 */
const routes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/public/settings',
    { config: { public: true }, schema: { security: [], response: { 200: PublicSettingsSchema } } },
    () => readPublicSettings(app.db),
  );

  app.put(
    '/public/settings',
    guarded(policy.editPublicPages, {
      body: SavePublicSettingsSchema,
      response: { 200: PublicSettingsSchema },
    }),
    (request) => savePublicSettings(app.db, request.body),
  );
};

export default tagged(['public'], routes);
