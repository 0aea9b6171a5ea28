import { z } from 'zod';

/** GET /discord/redirect?userId= (decision 012): the caller's own id; answers the URL to open. */
export const DiscordRedirectQuerySchema = z.object({
  userId: z.coerce.number().int().positive('El usuario no es válido.'),
});
export const DiscordRedirectSchema = z.object({ url: z.string() });

/** What Discord sends the browser back with. */
export const DiscordCallbackQuerySchema = z.object({
  code: z.string().max(512).optional(),
  state: z.string().max(512).optional(),
  error: z.string().max(200).optional(),
});
