import { z } from 'zod';
import { idField } from '../fields';

/**
 * What the league posts to Discord, each kind to its own webhook (decision 034): confirmed clauses,
 * transfers, new auctions, the transferable players list, reminders, and results per tournament.
 */
export const DISCORD_CHANNELS = ['clauses', 'transfers', 'auctions', 'transferables', 'reminders'] as const;
export type DiscordChannel = (typeof DISCORD_CHANNELS)[number];
export const DISCORD_WEBHOOK_KINDS = [...DISCORD_CHANNELS, 'results'] as const;
export type DiscordWebhookKind = (typeof DISCORD_WEBHOOK_KINDS)[number];

export const DISCORD_CHANNEL_LABELS: Record<DiscordWebhookKind, string> = {
  clauses: 'Cláusulas confirmadas',
  transfers: 'Transferencias',
  auctions: 'Nuevas subastas',
  transferables: 'Lista de transferibles',
  reminders: 'Recordatorios',
  results: 'Resultados',
};

export const WEBHOOK_URL_MAX = 2000;
export const WEBHOOK_URL_INVALID = 'La URL debe empezar con http:// o https://.';
export const WEBHOOK_URL_TOO_LONG = `La URL no puede superar ${WEBHOOK_URL_MAX} caracteres.`;
const TOURNAMENT_INVALID = 'El torneo no es válido.';

/** An http(s) URL with a host (a name or an IPv4, an optional port), or '' (no webhook: nothing is posted). */
const WEBHOOK_URL = /^https?:\/\/[a-z0-9]([a-z0-9.-]*[a-z0-9])?(:\d{1,5})?([/?#]\S*)?$/i;
const isWebhookUrl = (value: string): boolean => value === '' || WEBHOOK_URL.test(value);

const webhookUrl = z
  .string({ error: WEBHOOK_URL_INVALID })
  .trim()
  .max(WEBHOOK_URL_MAX, WEBHOOK_URL_TOO_LONG)
  .refine(isWebhookUrl, WEBHOOK_URL_INVALID);

/** One field per channel, in DISCORD_CHANNELS' order: the settings' shape follows the list of channels. */
const perChannel = <T extends z.ZodType>(field: T) =>
  Object.fromEntries(DISCORD_CHANNELS.map((channel) => [channel, field])) as Record<DiscordChannel, T>;

/** PUT /settings/discord (Admin): every webhook at once; '' removes one. */
export const DiscordSettingsInputSchema = z.object({
  ...perChannel(webhookUrl.default('')),
  results: z
    .array(z.object({ tournament_id: idField(TOURNAMENT_INVALID), url: webhookUrl }))
    .max(500)
    .default([]),
});
export type DiscordSettingsInput = z.infer<typeof DiscordSettingsInputSchema>;

/** GET /settings/discord: each kind's URL ('' when none) and one row per tournament of the active season. */
export const DiscordSettingsSchema = z.object({
  ...perChannel(z.string()),
  results: z.array(z.object({ tournament_id: z.number(), tournament: z.string(), url: z.string() })),
});
export type DiscordSettings = z.infer<typeof DiscordSettingsSchema>;
export const DiscordSettingsSavedSchema = DiscordSettingsSchema.extend({ message: z.string() });
