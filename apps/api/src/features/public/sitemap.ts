import type { Db } from '@liga/db';
import type { PublicSettings } from '@liga/domain';
import { escapeHtml } from './html';
import { activeSeasonTournaments, leagueTeams, sitemapIds } from './queries';

/**
 * /sitemap.xml (decision 035): the section pages, every league team, every played match of the active
 * season and every player of a league team. Empty while the public pages are off.
 */
export async function sitemapXml(db: Db, origin: string, settings: PublicSettings): Promise<string> {
  const paths: string[] = [];
  if (settings.enabled) {
    const { season } = await activeSeasonTournaments(db);
    const [teams, ids] = await Promise.all([leagueTeams(db), sitemapIds(db, season?.id ?? null)]);
    paths.push(
      '/liga',
      '/liga/tablas',
      '/liga/estadisticas',
      '/liga/partidos',
      '/liga/equipos',
      '/liga/reglamento',
    );
    if (settings.show_bets) paths.push('/liga/apuestas');
    paths.push(...teams.map((t) => `/liga/equipos/${t.id}`));
    paths.push(...ids.matches.map((id) => `/liga/partidos/${id}`));
    paths.push(...ids.players.map((id) => `/liga/jugadores/${id}`));
  }
  const urls = paths.map((path) => `<url><loc>${escapeHtml(origin + path)}</loc></url>`).join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
}

export const robotsTxt = (origin: string): string =>
  `User-agent: *\nAllow: /liga\nDisallow: /api/\nSitemap: ${origin}/sitemap.xml\n`;
