import { actionLabels, countLabels, fieldLabels, sectionTitles } from '../../lib/messages';

const AUCTION_STATUS: Partial<Record<string, string>> = {
  active: fieldLabels.open,
  confirmed: fieldLabels.confirmed,
  cancelled: fieldLabels.cancelled,
};

/** Texts of the dashboard ('Mi estado'). */
export const dashboardMessages = {
  title: sectionTitles.dashboard,
  name: fieldLabels.manager,
  role: fieldLabels.role,
  budget: fieldLabels.budget,
  budgetSpent: 'Presupuesto gastado',
  spentHint: 'Cláusulas, transferencias, subastas y apuestas pagadas en la temporada.',
  team: fieldLabels.team,
  noTeam: 'Sin equipo asignado',
  editProfile: 'Editar perfil',
  season: fieldLabels.season,
  loading: actionLabels.loading,
  loadError: 'No se pudo cargar tu estado.',
  pendingTitle: sectionTitles.pendingTransfers,
  auctionsTitle: 'Mis subastas',
  auctionsEmpty: 'No tenés subastas en esta temporada.',
  colPlayer: fieldLabels.player,
  colAmount: fieldLabels.highestBid,
  colMyBid: 'Mi oferta',
  colCloses: fieldLabels.closes,
  colStatus: fieldLabels.status,
  /** An auction's status in words; the API's value is a code ('active'). */
  auctionStatus: (status: string) => AUCTION_STATUS[status] ?? status,
  viewAuction: actionLabels.viewAuction,
  executedTitle: 'Cláusulas ejecutadas',
  executedEmpty: 'No ejecutaste cláusulas en esta temporada.',
  receivedTitle: 'Cláusulas recibidas',
  receivedEmpty: 'Tu equipo no recibió cláusulas en esta temporada.',
  chartTitle: 'Evolución del presupuesto',
  chartHint: 'Saldo después de cada uno de los últimos movimientos.',
  chartSummary: (from: string, to: string, min: string, max: string, count: number) =>
    `Evolución del presupuesto en los últimos ${count} movimientos: de ${from} a ${to}, entre ${min} y ${max}.`,
  chartEmpty: 'Sin movimientos todavía.',
  // A waiting-list account's first screen (decision 026).
  waitingTitle: 'Estás en la lista de espera',
  waitingPlace: (position: number, total: number) =>
    position === 1
      ? `Sos el primero de ${total} en la fila.`
      : `Sos el número ${position} de ${total} en la fila.`,
  waitingAhead: (ahead: number) =>
    ahead === 0
      ? 'Nadie está antes que vos: el próximo equipo libre es para vos.'
      : `${ahead} ${ahead === 1 ? 'persona espera' : 'personas esperan'} desde antes que vos.`,
  waitingSince: (date: string) => `Te registraste el ${date}.`,
  waitingFreeTeams: (n: number) =>
    n === 0
      ? 'Ahora no hay equipos libres en Primera ni Segunda: se libera uno cuando un manager deja el suyo.'
      : `Hay ${countLabels.freeTeams(n)} en Primera y Segunda.`,
  nextTitle: 'Qué sigue',
  nextSteps: [
    'Un Admin asigna los equipos libres en orden de llegada.',
    'Con el equipo pasás a ser Manager de su división: tu estado muestra su plantel, tu presupuesto y el mercado.',
    'Mientras tanto podés mirar la liga: tablas, partidos, jugadores y el reglamento.',
  ],
  waitingAdmins: (names: string) => `¿Dudas? Escribile a ${names}.`,
  waitingLoadError: 'No se pudo cargar tu lugar en la lista de espera.',
  exploreStandings: 'Ver tablas',
  explorePlayers: 'Ver jugadores',
  exploreRules: 'Leer el reglamento',
} as const;
