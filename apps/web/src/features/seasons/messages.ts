import { GATE_RESTRICTED, NO_ACTIVE_SEASON } from '@liga/domain';
import { plural } from '../../lib/plural';
import { actionLabels, fieldLabels, sectionTitles } from '../../lib/messages';

/** Texts of the market gates and the season start (the league client's wording). */
export const seasonsMessages = {
  restricted: GATE_RESTRICTED,
  opensOn: 'Apertura:',
  startsOn: 'Comienza:',
  seasonTitle: fieldLabels.seasonStart,
  seasonStartsIn: 'La temporada comienza en:',
  seasonLoadError: 'Error al cargar la información de la temporada',
  retry: actionLabels.retry,
  seasonStarted: 'La temporada está en marcha',
  startedOn: 'Comenzó el',
  noStartDate: 'La temporada activa no tiene fecha de inicio: el mercado está abierto.',
  noActiveSeason: NO_ACTIVE_SEASON,
  marketTitle: sectionTitles.market,
  clausesOpen: 'Cláusulas de rescisión y ofertas: abiertas desde el inicio de la temporada.',
  transfersOpenAt: 'Transferencias y subastas: abren 4 horas después del inicio.',
  transfersOpenIn: 'Transferencias y subastas abren en:',
  transfersOpen: 'Transferencias y subastas: abiertas.',
  editTitle: 'Editar inicio de temporada',
  startField: fieldLabels.seasonStart,
  startHint: (zone: string) => `Hora de la liga (${zone}).`,
  save: actionLabels.save,
  saving: actionLabels.saving,
  clearStart: 'Quitar fecha (comienza ya)',
  saved: 'Inicio de temporada actualizado',
  saveError: 'No se pudo actualizar el inicio de temporada.',
  invalidDate: 'Ingresá una fecha y hora válidas.',
  allSeasons: 'Todas las temporadas',
  season: fieldLabels.season,
  active: '(activa)',
  seasonsLoading: 'Cargando temporadas...',
  // /protected: the market's state.
  marketStateTitle: sectionTitles.marketState,
  marketStateMembersOnly:
    'El estado del mercado es para los miembros de la liga que compran y venden jugadores.',
  seasonCard: fieldLabels.seasonStart,
  gateCard: 'Transferencias y subastas',
  gateRule: (hours: number) => `Abren ${plural(hours, 'hora', 'horas')} después del inicio de la temporada.`,
  openSince: 'Abiertas desde el',
  revealCard: 'Próxima apertura de ofertas',
  revealRule: (hours: string) =>
    `Las ofertas por cláusula son secretas hasta el cierre de su ventana: ${hours} (hora de la liga).`,
  revealNext: (hour: string) => `Una oferta hecha ahora se abre a las ${hour}:`,
  clausesCard: 'Cláusulas de rescisión',
  clausesOpenNow: 'Abiertas: se pueden hacer ofertas.',
  clausesClosed: 'Se abren con el inicio de la temporada.',
  open: 'Abierto',
  closed: 'Cerrado',
} as const;
