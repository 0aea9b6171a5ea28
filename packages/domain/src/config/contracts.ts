import { z } from 'zod';

/** GET /config (no token): the header links and the league clock's zone, needed before login. */
export const LeagueConfigSchema = z.object({
  social_url: z.string(),
  streaming_url: z.string(),
  chat_url: z.string(),
  league_timezone: z.string(),
});
export type LeagueConfig = z.infer<typeof LeagueConfigSchema>;
