import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  DiscordCallbackQuerySchema,
  DiscordRedirectQuerySchema,
  DiscordRedirectSchema,
  policy,
} from '@liga/domain';
import { forbidden, unavailable } from '../../lib/http-errors';
import { queried, tagged } from '../../lib/route-options';
import { actor } from '../../plugins/auth';
import { messages } from './messages';
import {
  DiscordLinkError,
  authorizeUrl,
  consumeState,
  createState,
  fetchIdentity,
  saveLink,
  type DiscordConfig,
} from './service';

const routes: FastifyPluginAsyncZod = async (app) => {
  const {
    DISCORD_CLIENT_ID,
    DISCORD_CLIENT_SECRET,
    DISCORD_BASE_URL,
    DISCORD_REDIRECT_URI,
    PUBLIC_URL,
    PORT,
  } = app.env;
  const config: DiscordConfig | undefined =
    DISCORD_CLIENT_ID && DISCORD_CLIENT_SECRET
      ? {
          clientId: DISCORD_CLIENT_ID,
          clientSecret: DISCORD_CLIENT_SECRET,
          baseUrl: DISCORD_BASE_URL,
          redirectUri:
            DISCORD_REDIRECT_URI ?? `${PUBLIC_URL ?? `http://localhost:${PORT}`}/api/discord/callback`,
        }
      : undefined;

  app.get(
    '/discord/redirect',
    queried(policy.manageOwnAccount, DiscordRedirectQuerySchema, DiscordRedirectSchema),
    async (request) => {
      if (!config) throw unavailable(messages.notConfigured);
      const me = actor(request);
      if (request.query.userId !== me.id) throw forbidden(messages.onlyOwn);
      const state = await createState(app.db, app.secret, me.id, app.clock.now());
      return { url: authorizeUrl(config, state) };
    },
  );

  // Discord sends the browser here; the answer is always a redirect back to /users with a message.
  app.get(
    '/discord/callback',
    {
      // Discord's redirect carries no token: the signed `state` names the user.
      config: { public: true },
      schema: {
        security: [],
        querystring: DiscordCallbackQuerySchema,
      },
    },
    async (request, reply) => {
      const back = (message: string) => reply.redirect(`/users?message=${encodeURIComponent(message)}`);
      if (!config) return back(messages.notConfigured);
      const { code, state, error } = request.query;
      if (error) return back(messages.denied);
      if (!code || !state) return back(messages.invalidState);
      try {
        const userId = await consumeState(app.db, app.secret, state, app.clock.now());
        const identity = await fetchIdentity(config, code);
        await saveLink(app.db, userId, identity, app.clock.now());
        return back(messages.linked(identity.username));
      } catch (caught) {
        if (caught instanceof DiscordLinkError) return back(caught.message);
        request.log.error({ err: caught }, 'discord link failed');
        return back(messages.failed);
      }
    },
  );
};

export default tagged(['discord'], routes);
