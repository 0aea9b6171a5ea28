import { LEAGUE_ROUNDS, TEAMS_PER_DIVISION } from '@liga/domain';
import { fieldLabels, sectionTitles } from '../../lib/messages';

/** Texts of /about. */
export const aboutMessages = {
  title: 'Acerca de',
  leagueTitle: 'La liga',
  league: `Una liga comunitaria de fútbol simulado: cada manager dirige un equipo en Primera o en Segunda, de ${TEAMS_PER_DIVISION} equipos cada una, que juegan ${LEAGUE_ROUNDS} fechas, playoffs y copas. Los planteles se arman en un mercado de pases con cláusulas de rescisión, subastas y transferencias, y cada resultado suma a la tabla, a las estadísticas y al presupuesto.`,
  appTitle: 'La aplicación',
  app: 'Liga Manager lleva la liga entera en un solo lugar: planteles y listas, mercado de pases, apuestas, carga de partidos y estadísticas con sus suspensiones, tablas, premios y el reglamento. El servidor aplica las reglas y cada movimiento de dinero queda registrado.',
  version: 'Versión',
  linksTitle: 'Enlaces de la liga',
  social: sectionTitles.social,
  streaming: 'Canal de streaming',
  chat: 'Servidor de chat',
  notConfigured: 'Sin configurar',
  linksLoading: 'Cargando enlaces...',
  linksError: 'No se pudieron cargar los enlaces de la liga.',
  moreTitle: 'Para leer',
  rulebook: 'Reglamento',
  market: sectionTitles.marketState,
  season: fieldLabels.seasonStart,
  publicPages: 'La liga en público (para compartir)',
} as const;
