import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AuthResponseSchema,
  LoginSchema,
  MessageSchema,
  SignupSchema,
  UserSchema,
  policy,
} from '@liga/domain';
import { tooManyRequests } from '../../lib/http-errors';
import { RateLimiter } from '../../lib/rate-limiter';
import { actor } from '../../plugins/auth';
import { notFound } from '../../lib/http-errors';
import { findUserView } from '../users';
import { messages } from './messages';
import { login, revokeToken, signup } from './service';

const WINDOW_MS = 15 * 60 * 1000;

const routes: FastifyPluginAsyncZod = async (app) => {
  // Per IP and per email (DESIGN.md §4 quality bar): a password guesser is slowed on both axes.
  const limiter = new RateLimiter(app.env.AUTH_RATE_LIMIT, WINDOW_MS);
  const guard = (kind: string, ip: string, email: unknown) => {
    const keys = [`${kind}:ip:${ip}`];
    if (typeof email === 'string' && email) keys.push(`${kind}:email:${email.trim().toLowerCase()}`);
    if (!limiter.hit(keys)) throw tooManyRequests(messages.tooManyAttempts);
  };

  app.post(
    '/login',
    {
      config: { public: true },
      schema: { tags: ['auth'], security: [], body: LoginSchema, response: { 200: AuthResponseSchema } },
      preValidation: async (request) =>
        guard('login', request.ip, (request.body as { email?: unknown } | undefined)?.email),
    },
    async (request) => login(app.db, request.body, app.clock.now()),
  );

  app.post(
    '/signup',
    {
      config: { public: true },
      schema: { tags: ['auth'], security: [], body: SignupSchema, response: { 201: AuthResponseSchema } },
      preValidation: async (request) =>
        guard('signup', request.ip, (request.body as { email?: unknown } | undefined)?.email),
    },
    async (request, reply) => reply.code(201).send(await signup(app.db, request.body, app.clock.now())),
  );

  app.post(
    '/logout',
    {
      schema: { tags: ['auth'], response: { 200: MessageSchema } },
      onRequest: app.auth(policy.manageOwnAccount),
    },
    async (request) => {
      await revokeToken(app.db, actor(request).tokenId, app.clock.now());
      return { message: messages.loggedOut };
    },
  );

  app.get(
    '/user',
    { schema: { tags: ['auth'], response: { 200: UserSchema } }, onRequest: app.auth(policy.readLeague) },
    async (request) => {
      const user = await findUserView(app.db, actor(request).id);
      if (!user) throw notFound();
      return user;
    },
  );
};

export default routes;
