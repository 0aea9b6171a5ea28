import type { Db } from '@liga/db';
import type { PublicSettings } from '@liga/domain';
import * as data from './data';
import type { Html } from './html';
import { messages as M } from './messages';
import type { OgContent } from './og-image';
import { landingBody, matchBody, matchesBody, scoreText, statisticsBody, tablesBody } from './pages-league';
import { betsBody, playerBody, rulebookBody, teamBody, teamsBody } from './pages-people';

/** What a page needs to be drawn: the database, what visitors may see, the clock and the league's zone. */
export interface PageContext {
  db: Db;
  settings: PublicSettings;
  now: Date;
  timeZone: string;
}

export interface BuiltPage {
  title: string;
  description: string;
  body: Html;
  og: OgContent;
}

/** The public pages by name (decision 035); those with an id answer null for an unknown one (404). */
export const PAGES = {
  inicio: async (c: PageContext): Promise<BuiltPage> => {
    const d = await data.landingData(c.db);
    const latest = d.latest.map((m) => `${m.home.name} ${scoreText(m)} ${m.away.name}`);
    return {
      title: `${M.brand}${d.season ? ` · ${d.season}` : ''}`,
      description:
        'Resultados, tablas, estadísticas, equipos y reglamento de la liga comunitaria de fútbol simulado.',
      body: landingBody(d, c.timeZone),
      og: {
        kicker: M.brand,
        title: d.season ?? 'La liga',
        lines: ['Últimos resultados', ...latest.slice(0, 5)],
      },
    };
  },
  tablas: async (c: PageContext): Promise<BuiltPage> => {
    const d = await data.tablesData(c.db);
    const leaders = d.tables
      .slice(0, 2)
      .flatMap((t) => [
        t.tournament.name,
        ...t.rows.slice(0, 2).map((r) => `${r.position}. ${r.team.name} · ${r.points} pts`),
      ]);
    return {
      title: 'Tablas de posiciones',
      description: `Posiciones de Primera, Segunda y las copas${d.season ? ` en la ${d.season}` : ''}.`,
      body: tablesBody(d),
      og: {
        kicker: `${M.brand}${d.season ? ` · ${d.season}` : ''}`,
        title: 'Tablas de posiciones',
        lines: leaders,
      },
    };
  },
  estadisticas: async (c: PageContext): Promise<BuiltPage> => {
    const d = await data.statisticsData(c.db);
    const lines = d.lists.flatMap((l) =>
      l.goals.slice(0, 1).map((e) => `${l.tournament.name}: ${e.player.name} · ${e.value} goles`),
    );
    return {
      title: 'Estadísticas',
      description: 'Goleadores, asistidores y MVP de Primera y Segunda.',
      body: statisticsBody(d),
      og: { kicker: M.brand, title: 'Goleadores y asistidores', lines },
    };
  },
  partidos: async (c: PageContext): Promise<BuiltPage> => {
    const d = await data.seasonMatches(c.db);
    return {
      title: 'Partidos',
      description: `Fixture y resultados${d.season ? ` de la ${d.season.name}` : ''}: Primera, Segunda y copas.`,
      body: matchesBody(d, c.timeZone),
      og: { kicker: M.brand, title: 'Fixture y resultados', lines: [d.season?.name ?? ''] },
    };
  },
  partido: async (c: PageContext, id: number): Promise<BuiltPage | null> => {
    const d = await data.matchData(c.db, id);
    if (!d) return null;
    const m = d.match;
    return {
      title: `${m.home.name} ${scoreText(m)} ${m.away.name}`,
      description: `${m.tournament.name}, ${m.round}: ${m.home.name} ${scoreText(m)} ${m.away.name}. Estadísticas de cada jugador.`,
      body: matchBody(d, c.timeZone),
      og: {
        kicker: `${m.tournament.name} · ${m.round}`,
        title: `${m.home.name} vs ${m.away.name}`,
        big: m.score_home === null ? 'vs' : `${m.score_home} - ${m.score_away ?? 0}`,
        lines: [],
      },
    };
  },
  equipos: async (c: PageContext): Promise<BuiltPage> => {
    const d = await data.teamsData(c.db);
    return {
      title: 'Equipos',
      description: 'Los equipos de Primera y Segunda con sus planteles y títulos.',
      body: teamsBody(d),
      og: { kicker: M.brand, title: 'Equipos', lines: [`${d.teams.length} equipos en Primera y Segunda`] },
    };
  },
  equipo: async (c: PageContext, id: number): Promise<BuiltPage | null> => {
    const d = await data.teamData(c.db, id, c.settings);
    if (!d) return null;
    return {
      title: d.team.name,
      description: `Plantel y títulos de ${d.team.name}${d.team.division ? ` (${d.team.division})` : ''}.`,
      body: teamBody(d),
      og: {
        kicker: d.team.division || M.brand,
        title: d.team.name,
        lines: [`${d.players.length} jugadores`, `${d.trophies.length} títulos`],
      },
    };
  },
  jugador: async (c: PageContext, id: number): Promise<BuiltPage | null> => {
    const d = await data.playerData(c.db, id, c.settings);
    if (!d) return null;
    const goals = d.career.reduce((n, l) => n + l.goals, 0);
    return {
      title: d.player.name,
      description: `${d.player.name}, de ${d.player.team.name}: estadísticas e historial por torneo.`,
      body: playerBody(d),
      og: {
        kicker: d.player.team.name,
        title: d.player.name,
        lines: [`CA ${d.player.ca} · PA ${d.player.pa}`, `${goals} goles en la liga`],
      },
    };
  },
  apuestas: async (c: PageContext): Promise<BuiltPage | null> => {
    if (!c.settings.show_bets) return null;
    const d = await data.betsData(c.db, c.now);
    return {
      title: 'Apuestas',
      description: 'Las apuestas abiertas de la liga con sus cuotas.',
      body: betsBody(d),
      og: {
        kicker: M.brand,
        title: 'Apuestas',
        lines: [`${d.match.length + d.player.length} apuestas abiertas`],
      },
    };
  },
  reglamento: async (c: PageContext): Promise<BuiltPage> => {
    const d = await data.rulebookData(c.db);
    return {
      title: 'Reglamento',
      description: `${d.title}: las reglas de la liga, sección por sección.`,
      body: rulebookBody(d),
      og: { kicker: M.brand, title: 'Reglamento', lines: d.sections.slice(0, 6).map((s) => s.title) },
    };
  },
} as const;

export type PageName = keyof typeof PAGES;

/** Each page's path, as links, the canonical URL and the sitemap write it. */
export const pagePath = (name: PageName, id?: number): string => {
  const paths: Record<PageName, string> = {
    inicio: '/liga',
    tablas: '/liga/tablas',
    estadisticas: '/liga/estadisticas',
    partidos: '/liga/partidos',
    partido: `/liga/partidos/${id}`,
    equipos: '/liga/equipos',
    equipo: `/liga/equipos/${id}`,
    jugador: `/liga/jugadores/${id}`,
    apuestas: '/liga/apuestas',
    reglamento: '/liga/reglamento',
  };
  return paths[name];
};
