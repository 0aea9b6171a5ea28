import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { MessageSchema, policy } from '@liga/domain';
import {
  MarkReadAnswerSchema,
  MarkReadSchema,
  NOTIFICATION_MESSAGES,
  NotificationPageSchema,
  NotificationPreferencesSchema,
  NotificationQuerySchema,
  PushSubscriptionSchema,
  PushUnsubscribeSchema,
  UpdatePreferencesSchema,
} from '@liga/domain/notifications';
import { ruleBroken } from '../../lib/http-errors';
import { guarded, queried, tagged } from '../../lib/route-options';
import { actor } from '../../plugins/auth';
import { messages } from './messages';
import { readPreferences, savePreferences } from './preferences';
import { countSubscriptions, removeSubscription, saveSubscription } from './push-subscriptions';
import { listNotifications, markRead, unreadCount } from './queries';
import streamRoute from './stream-route';

/** The notification centre (decision 036): one's own notifications, preferences and push subscriptions. */
const routes: FastifyPluginAsyncZod = async (app) => {
  await app.register(streamRoute);

  app.get(
    '/notifications',
    queried(policy.manageOwnAccount, NotificationQuerySchema, NotificationPageSchema),
    async (request) => listNotifications(app.db, actor(request).id, request.query),
  );

  app.post(
    '/notifications/read',
    guarded(policy.manageOwnAccount, { body: MarkReadSchema, response: { 200: MarkReadAnswerSchema } }),
    async (request) => {
      const me = actor(request);
      const ids = 'all' in request.body ? 'all' : request.body.ids;
      const marked = await markRead(app.db, me.id, ids, app.clock.now());
      return { marked, unread: await unreadCount(app.db, me.id) };
    },
  );

  app.get(
    '/notifications/preferences',
    guarded(policy.manageOwnAccount, { response: { 200: NotificationPreferencesSchema } }),
    async (request) => {
      const me = actor(request);
      return {
        preferences: await readPreferences(app.db, me.id),
        push: {
          public_key: await app.vapid.publicKey(),
          subscriptions: await countSubscriptions(app.db, me.id),
        },
      };
    },
  );

  app.put(
    '/notifications/preferences',
    guarded(policy.manageOwnAccount, { body: UpdatePreferencesSchema, response: { 200: MessageSchema } }),
    async (request) => {
      await savePreferences(app.db, actor(request).id, request.body.preferences);
      return { message: messages.preferencesSaved };
    },
  );

  app.post(
    '/notifications/push',
    guarded(policy.manageOwnAccount, { body: PushSubscriptionSchema, response: { 200: MessageSchema } }),
    async (request) => {
      // Browsers' push services speak HTTPS; plain HTTP only outside production (a fake on loopback).
      if (app.env.NODE_ENV === 'production' && !request.body.endpoint.startsWith('https://'))
        throw ruleBroken('endpoint', NOTIFICATION_MESSAGES.endpointInvalid);
      await saveSubscription(app.db, actor(request).id, request.body);
      return { message: messages.pushOn };
    },
  );

  app.post(
    '/notifications/push/unsubscribe',
    guarded(policy.manageOwnAccount, { body: PushUnsubscribeSchema, response: { 200: MessageSchema } }),
    async (request) => {
      await removeSubscription(app.db, actor(request).id, request.body.endpoint);
      return { message: messages.pushOff };
    },
  );
};

export default tagged(['notifications'], routes);
