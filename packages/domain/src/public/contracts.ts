import { z } from 'zod';

/**
 * What visitors without an account see under /liga (decision 035): the pages at all, the players'
 * market values and the bets lists. Read by everyone (the SPA sends a visitor to a page's public twin
 * only while the pages are on); an Admin writes it.
 */
export const PublicSettingsSchema = z.object({
  enabled: z.boolean(),
  show_values: z.boolean(),
  show_bets: z.boolean(),
});
export type PublicSettings = z.infer<typeof PublicSettingsSchema>;

/** PUT /public/settings: an Admin sends any of the three switches. */
export const SavePublicSettingsSchema = z.object({
  enabled: z.boolean({ error: 'Indicá si las páginas públicas están activas.' }).optional(),
  show_values: z.boolean({ error: 'Indicá si se muestran los valores de los jugadores.' }).optional(),
  show_bets: z.boolean({ error: 'Indicá si se muestran las apuestas.' }).optional(),
});
export type SavePublicSettingsInput = z.infer<typeof SavePublicSettingsSchema>;

export const DEFAULT_PUBLIC_SETTINGS: PublicSettings = { enabled: true, show_values: true, show_bets: true };

/**
 * The public twin of a private screen's path, or null when it has none: a visitor without a session
 * who opens a shared link lands there instead of the login form (decision 035).
 */
export function publicTwinOf(pathname: string): string | null {
  const path = pathname.replace(/\/+$/, '') || '/';
  const direct: Record<string, string> = {
    '/tablas': '/liga/tablas',
    '/estadisticas': '/liga/estadisticas',
    '/reglamento': '/liga/reglamento',
    '/apuestas': '/liga/apuestas',
    '/partidos': '/liga/partidos',
    '/fixture_primera': '/liga/partidos',
    '/fixture_segunda': '/liga/partidos',
    '/teams': '/liga/equipos',
  };
  if (direct[path]) return direct[path];
  const match = /^\/(partidos|teams|players)\/(\d{1,9})$/.exec(path);
  if (!match) return null;
  const section = { partidos: 'partidos', teams: 'equipos', players: 'jugadores' }[match[1]!]!;
  return `/liga/${section}/${match[2]}`;
}
