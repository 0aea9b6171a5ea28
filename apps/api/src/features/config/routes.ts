import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { LeagueConfigSchema } from '@liga/domain';

/** Public settings the SPA needs before login: header links and the league clock's zone. */
const routes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/config',
    {
      config: { public: true },
      schema: {
        tags: ['config'],
        security: [],
        response: { 200: LeagueConfigSchema },
      },
    },
    async () => ({
      social_url: app.env.SOCIAL_URL,
      streaming_url: app.env.STREAMING_URL,
      chat_url: app.env.CHAT_URL,
      league_timezone: app.env.LEAGUE_TIMEZONE,
    }),
  );
};

export default routes;
