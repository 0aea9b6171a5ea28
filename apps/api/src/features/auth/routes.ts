import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AuthResponseSchema,
  LoginSchema,
  MessageSchema,
  SignupSchema,
  UserSchema,
  policy,
} from '@liga/domain';
import { setTimeout as sleep } from 'node:timers/promises';
import { HttpError, tooManyRequests } from '../../lib/http-errors';
import { DbCounterStore } from '../../lib/rate-limiter';
import { actor } from '../../plugins/auth';
import { notFound } from '../../lib/http-errors';
import { guarded, tagged } from '../../lib/route-options';
import { findUserView } from '../users';
import { AuthLimiter } from './auth-limiter';
import { messages } from './messages';
import { login, revokeToken, signup } from './service';

const routes: FastifyPluginAsyncZod = async (app) => {
  // Counted in the database (rate_limit_hits): a guesser spreading attempts over several instances
  // meets one limit. request.ip is the socket's address unless TRUST_PROXY names the proxies in front.
  const limiter = new AuthLimiter(new DbCounterStore(app.db), app.env.AUTH_RATE_LIMIT, () =>
    app.clock.now().getTime(),
  );

  app.post(
    '/login',
    {
      config: { public: true },
      schema: { security: [], body: LoginSchema, response: { 200: AuthResponseSchema } },
    },
    async (request) => {
      const { email } = request.body;
      const { allowed, delayMs } = await limiter.startLogin(request.ip, email);
      if (!allowed) throw tooManyRequests(messages.tooManyAttempts);
      if (delayMs) await sleep(delayMs);
      try {
        const answer = await login(app.db, request.body, app.clock.now());
        await limiter.succeededLogin(request.ip, email);
        return answer;
      } catch (error) {
        if (error instanceof HttpError && error.statusCode === 422) await limiter.failedLogin(email);
        throw error;
      }
    },
  );

  app.post(
    '/signup',
    {
      config: { public: true },
      schema: { security: [], body: SignupSchema, response: { 201: AuthResponseSchema } },
      preValidation: async (request) => {
        if (!(await limiter.signup(request.ip))) throw tooManyRequests(messages.tooManyAttempts);
      },
    },
    async (request, reply) => reply.code(201).send(await signup(app.db, request.body, app.clock.now())),
  );

  app.post(
    '/logout',
    guarded(policy.manageOwnAccount, { response: { 200: MessageSchema } }),
    async (request) => {
      const { tokenId } = actor(request);
      await revokeToken(app.db, tokenId, app.clock.now());
      await app.events.publish({ event: 'revoked', data: { token_id: tokenId } });
      return { message: messages.loggedOut };
    },
  );

  app.get('/user', guarded(policy.readLeague, { response: { 200: UserSchema } }), async (request) => {
    const { id } = actor(request);
    const user = await app.userViews.get(`user:${id}`, () => findUserView(app.db, id));
    if (!user) throw notFound();
    return user;
  });
};

export default tagged(['auth'], routes);
