import { z } from 'zod';
import { NOTIFICATION_CHANNELS, NOTIFICATION_KINDS } from './kinds';

export const NOTIFICATION_PAGE_MAX = 100;
export const NOTIFICATION_READ_MAX_IDS = 500;

const M = {
  idsInvalid: 'Los avisos a marcar no son válidos.',
  idsTooMany: `Se pueden marcar hasta ${NOTIFICATION_READ_MAX_IDS} avisos por vez.`,
  readChoice: 'Indicá los avisos a marcar o todos.',
  kindInvalid: 'El tipo de aviso no es válido.',
  channelInvalid: 'El canal debe ser app, discord, ambos o ninguno.',
  endpointInvalid: 'La suscripción push no es válida.',
  beforeInvalid: 'El cursor no es válido.',
  limitInvalid: `El límite debe estar entre 1 y ${NOTIFICATION_PAGE_MAX}.`,
} as const;
export const NOTIFICATION_MESSAGES = M;

export const NotificationSchema = z.object({
  id: z.number().int(),
  kind: z.enum(NOTIFICATION_KINDS),
  title: z.string(),
  body: z.string(),
  link: z.string(),
  created_at: z.string(),
  read_at: z.string().nullable(),
});
export type Notification = z.infer<typeof NotificationSchema>;

/** GET /api/notifications?before=&limit=: newest first; `next_before` pages on (null at the end). */
export const NotificationQuerySchema = z.object({
  before: z.coerce
    .number({ error: M.beforeInvalid })
    .int(M.beforeInvalid)
    .min(1, M.beforeInvalid)
    .max(2147483647, M.beforeInvalid)
    .optional(),
  limit: z.coerce
    .number({ error: M.limitInvalid })
    .int(M.limitInvalid)
    .min(1, M.limitInvalid)
    .max(NOTIFICATION_PAGE_MAX, M.limitInvalid)
    .default(30),
});
export type NotificationQuery = z.infer<typeof NotificationQuerySchema>;

export const NotificationPageSchema = z.object({
  data: z.array(NotificationSchema),
  unread: z.number().int(),
  next_before: z.number().int().nullable(),
});
export type NotificationPage = z.infer<typeof NotificationPageSchema>;

/** POST /api/notifications/read: `{ ids }` or `{ all: true }`; only the caller's own are touched. */
export const MarkReadSchema = z.union(
  [
    z
      .object({
        ids: z
          .array(
            z
              .number({ error: M.idsInvalid })
              .int(M.idsInvalid)
              .min(1, M.idsInvalid)
              .max(2147483647, M.idsInvalid),
            { error: M.idsInvalid },
          )
          .min(1, M.idsInvalid)
          .max(NOTIFICATION_READ_MAX_IDS, M.idsTooMany),
      })
      .strict(),
    z.object({ all: z.literal(true, { error: M.readChoice }) }).strict(),
  ],
  { error: M.readChoice },
);
export type MarkReadInput = z.infer<typeof MarkReadSchema>;

export const MarkReadAnswerSchema = z.object({ marked: z.number().int(), unread: z.number().int() });

export const NotificationPreferenceSchema = z.object({
  kind: z.enum(NOTIFICATION_KINDS, { error: M.kindInvalid }),
  channel: z.enum(NOTIFICATION_CHANNELS, { error: M.channelInvalid }),
});

/** GET answers every kind (defaults filled in); PUT takes the kinds to change. */
export const NotificationPreferencesSchema = z.object({
  preferences: z.array(NotificationPreferenceSchema),
  push: z.object({ public_key: z.string(), subscriptions: z.number().int() }),
});
export type NotificationPreferences = z.infer<typeof NotificationPreferencesSchema>;

export const UpdatePreferencesSchema = z.object({
  preferences: z
    .array(NotificationPreferenceSchema)
    .min(1, M.kindInvalid)
    .max(NOTIFICATION_KINDS.length * 2, M.kindInvalid),
});
export type UpdatePreferencesInput = z.infer<typeof UpdatePreferencesSchema>;

/** A browser's PushSubscription.toJSON(); only https endpoints (or loopback http in tests). */
export const PushSubscriptionSchema = z.object({
  endpoint: z.url({ error: M.endpointInvalid }).max(1000, M.endpointInvalid),
  keys: z.object({
    p256dh: z.string({ error: M.endpointInvalid }).min(1, M.endpointInvalid).max(200, M.endpointInvalid),
    auth: z.string({ error: M.endpointInvalid }).min(1, M.endpointInvalid).max(100, M.endpointInvalid),
  }),
});
export type PushSubscriptionInput = z.infer<typeof PushSubscriptionSchema>;

export const PushUnsubscribeSchema = z.object({
  endpoint: z.url({ error: M.endpointInvalid }).max(1000, M.endpointInvalid),
});
