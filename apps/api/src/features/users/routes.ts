import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AssignTeamSchema,
  CreateUserSchema,
  IdParamsSchema,
  MessageSchema,
  UpdateUserSchema,
  UserListQuerySchema,
  UserListSchema,
  UserSavedSchema,
  UserEntrySchema,
  UserListQuerySchema as WaitingListQuerySchema,
  WaitingListSchema,
  policy,
} from '@liga/domain';
import { notFound } from '../../lib/http-errors';
import { guarded, queried, tagged } from '../../lib/route-options';
import { actor } from '../../plugins/auth';
import { findUserView, listUserViews, visibleTo } from './user-view';
import { messages } from './messages';
import { createUser, deleteUser, revokeAllTokens, updateUser } from './service';
import { assignTeam, waitingList } from './waiting-list';

const routes: FastifyPluginAsyncZod = async (app) => {
  app.get('/users', queried(policy.seeUsersList, UserListQuerySchema, UserListSchema), (request) =>
    listUserViews(app.db, request.query, actor(request)),
  );

  // Registered before /users/:id so the static path wins (decision 026).
  app.get(
    '/users/waiting-list',
    queried(policy.seeWaitingList, WaitingListQuerySchema, WaitingListSchema),
    (request) => waitingList(app.db, request.query, actor(request)),
  );

  app.post(
    '/users/:id/assign-team',
    guarded(policy.assignTeam, {
      params: IdParamsSchema,
      body: AssignTeamSchema,
      response: { 200: UserSavedSchema },
    }),
    async (request) => {
      const user = await assignTeam(app.db, request.params.id, request.body.team_id, app.clock.now());
      return { message: messages.teamAssigned(user.name, user.team?.name ?? '', user.rol), user };
    },
  );

  app.get(
    '/users/:id',
    guarded(policy.seeUsersList, { params: IdParamsSchema, response: { 200: UserEntrySchema } }),
    async (request) => {
      const user = await findUserView(app.db, request.params.id);
      if (!user) throw notFound(messages.notFound);
      return visibleTo(user, actor(request));
    },
  );

  // The league's client posts to `/users/` (decision 012): the same route under both spellings.
  for (const url of ['/users', '/users/']) {
    app.post(
      url,
      guarded(policy.createUser, {
        hide: url.endsWith('/'),
        body: CreateUserSchema,
        response: { 201: UserSavedSchema },
      }),
      async (request, reply) => {
        const user = await createUser(app.db, request.body, actor(request));
        return reply.code(201).send({ message: messages.created, user });
      },
    );
  }

  app.put(
    '/users/:id',
    guarded(policy.manageOwnAccount, {
      params: IdParamsSchema,
      body: UpdateUserSchema,
      response: { 200: UserSavedSchema },
    }),
    async (request) => {
      const me = actor(request);
      const user = await updateUser(app.db, request.params.id, request.body, me, app.clock.now());
      // A new password ended the user's other sessions: their live streams end too.
      if (request.body.password)
        await app.events.publish({
          event: 'revoked',
          data: { user_id: user.id, ...(me.id === user.id ? { except_token_id: me.tokenId } : {}) },
        });
      return { message: messages.updated, user };
    },
  );

  app.delete(
    '/users/:id',
    guarded(policy.deleteUser, { params: IdParamsSchema, response: { 200: MessageSchema } }),
    async (request) => {
      await deleteUser(app.db, request.params.id, actor(request));
      return { message: messages.deleted };
    },
  );

  app.post(
    '/users/:id/revoke-tokens',
    guarded(policy.manageOwnAccount, { params: IdParamsSchema, response: { 200: MessageSchema } }),
    async (request) => {
      await revokeAllTokens(app.db, request.params.id, actor(request), app.clock.now());
      await app.events.publish({ event: 'revoked', data: { user_id: request.params.id } });
      return { message: messages.sessionsRevoked };
    },
  );
};

export default tagged(['users'], routes);
