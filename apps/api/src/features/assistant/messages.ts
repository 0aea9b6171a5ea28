import { NO_ACTIVE_SEASON, SECTION_TITLES, TRANSFER_ANSWERS } from '@liga/domain';

/** Every sentence the assistant writes (decision 014), templated from the league's data. */
export const messages = {
  greeting:
    '¡Hola! Soy el asistente de la liga. Respondo con el reglamento y con los datos de la liga: tu presupuesto, tu plantel, tus partidos, las tablas y los jugadores.',
  unknown:
    'No encontré una respuesta para eso en el reglamento ni en los datos de la liga. Probá reformular la pregunta o mirá el reglamento completo.',
  private:
    'Eso es información privada de otros usuarios: el presupuesto, los movimientos, el email y las ofertas selladas de cada manager solo los ve su dueño (y la organización cuando corresponde). Puedo darte tus propios datos.',
  noTeam: 'No tenés un equipo asignado, así que no tengo datos de plantel ni de partidos para vos.',
  noBudget: 'Tu cuenta no tiene presupuesto: solo los miembros de la liga manejan uno.',
  noSeason: NO_ACTIVE_SEASON,
  ambiguousPlayer: (names: string) => `Hay varios jugadores con ese nombre: ${names}. ¿Cuál de ellos?`,
  ambiguousTeam: (names: string) => `Hay varios equipos con ese nombre: ${names}. ¿Cuál de ellos?`,
  noPlayer: 'No encontré a ese jugador. Escribí su nombre y apellido, o buscalo en Jugadores.',
  noTeamFound: 'No encontré ese equipo. Escribí su nombre como figura en Equipos.',
  ruleQuote: (title: string, quote: string) => `Según el reglamento (${title}): ${quote}`,
  budget: (amount: string, moves: string) => `Tu presupuesto es ${amount}.${moves}`,
  lastMoves: (list: string) => ` Últimos movimientos: ${list}.`,
  squad: (s: {
    team: string;
    total: number;
    reg: number;
    limit: number;
    adults: number;
    youth: number;
    la: number;
    ly: number;
  }) =>
    `${s.team} tiene ${s.total} jugadores en el plantel y ${s.reg} inscriptos en la lista (tope ${s.limit}): ${s.adults} mayores de 20 de ${s.la} y ${s.youth} de 20 o menos de ${s.ly}.`,
  ca: (avg: string, cap: string | null, size: number, over: boolean) =>
    cap === null
      ? `El promedio de CA de tus ${size} mejores jugadores es ${avg}; tu equipo no tiene tope de división.`
      : `El promedio de CA de tus ${size} mejores jugadores es ${avg} y el tope de tu división es ${cap}: ${over ? 'lo superás, tenés que corregirlo antes de la fecha siguiente' : 'estás dentro del tope'}.`,
  offers: (clauses: string, transfers: string) => `${clauses} ${transfers}`,
  noOffers: 'No tenés ofertas activas.',
  ownOffers: (list: string) => `Tus ofertas activas: ${list}.`,
  noTransfers: TRANSFER_ANSWERS.noPending,
  transfers: (list: string) => `Transferencias pendientes: ${list}.`,
  nextMatch: (m: { stage: string; home: string; away: string; tournament: string; date: string }) =>
    `Tu próximo partido: ${m.home} vs ${m.away}, ${m.stage} de ${m.tournament}${m.date}.`,
  noNextMatch: 'No tenés partidos pendientes en la temporada activa.',
  noSuspended: (team: string) => `${team} no tiene jugadores suspendidos para las próximas fechas.`,
  suspendedList: (team: string, list: string) => `Suspendidos de ${team}: ${list}.`,
  playerSuspended: (name: string, rounds: string) => `${name} está suspendido: ${rounds}.`,
  playerNotSuspended: (name: string) => `${name} no tiene suspensiones pendientes esta temporada.`,
  top: (kind: string, tournament: string, list: string) => `${kind} de ${tournament}: ${list}.`,
  noTop: (tournament: string) => `Todavía no hay estadísticas cargadas en ${tournament}.`,
  standing: (team: string, pos: number, pts: number, played: number, tournament: string) =>
    `${team} está ${pos}.º en ${tournament} con ${pts} puntos en ${played} partidos.`,
  noStanding: (team: string) => `${team} no juega un torneo de liga esta temporada.`,
  leaders: (list: string) => `Van primeros: ${list}.`,
  player: (p: {
    name: string;
    team: string;
    age: number;
    ca: number;
    pa: number;
    value: string;
    status: string;
  }) =>
    `${p.name} juega en ${p.team}. Tiene ${p.age} años, CA ${p.ca}, PA ${p.pa} y vale ${p.value}${p.status ? ` (${p.status})` : ''}.`,
  playerSeason: (season: string, m: number, g: number, a: number) =>
    ` En la ${season}: ${m} partidos, ${g} goles y ${a} asistencias.`,
  nextReveal: (when: string, hours: string) =>
    `Las ofertas por cláusula son secretas hasta el cierre de la ventana en que se hizo la primera. Las ventanas cierran a las ${hours} (hora de la liga); la próxima cierra ${when}.`,
  teamNextMatch: (m: {
    team: string;
    stage: string;
    tournament: string;
    rival: string;
    home: boolean;
    date: string;
  }) =>
    `${m.team} juega la ${m.stage} de ${m.tournament} contra ${m.rival}, de ${m.home ? 'local' : 'visitante'}${m.date}.`,
  teamNoNextMatch: (team: string) => `${team} no tiene partidos pendientes en la temporada activa.`,
  teamLastResult: (m: { team: string; score: string; stage: string; tournament: string; verdict: string }) =>
    `Último partido de ${m.team}: ${m.score}, ${m.stage} de ${m.tournament}. ${m.verdict}.`,
  teamNoResult: (team: string) => `${team} todavía no jugó partidos en la temporada activa.`,
  verdict: { won: (t: string) => `Ganó ${t}`, lost: (t: string) => `Perdió ${t}`, drawn: 'Fue empate' },
  zonesIntro: 'Las zonas valen al terminar la fase regular',
  zonesNow: (tournament: string, played: number) =>
    played === 0
      ? `En ${tournament}, todavía sin fechas jugadas`
      : `En ${tournament}, tras ${played} fechas jugadas`,
  zone: (label: string, range: string, count: number, teams: string | null) =>
    `${label} (${range}, ${count} equipos)${teams === null ? '' : `: hoy ${teams}`}`,
  teamNotPlayed: (team: string, tournament: string) =>
    `${team} todavía no jugó en ${tournament}, así que no está en ninguna zona`,
  teamZone: (team: string, pos: number, tournament: string, zone: string | null) =>
    `${team} está ${pos}.º en ${tournament}: ${zone ? `hoy queda en zona de ${zone}` : 'hoy no queda en ninguna zona'}`,
  noZone: (kind: string) => `En ${kind} no hay esa zona en la tabla.`,
  auctionOpen: (a: {
    player: string;
    who: string;
    amount: string;
    bids: string;
    closes: string;
    next: string;
  }) =>
    `La subasta de ${a.player} la va ganando ${a.who} con ${a.amount} (${a.bids}); cierra el ${a.closes}. La próxima puja tiene que ser de al menos ${a.next}.`,
  auctionClosed: (a: { player: string; who: string; amount: string; closed: string }) =>
    `La subasta de ${a.player} terminó el ${a.closed}: la ganó ${a.who} con ${a.amount}; falta que la organización confirme al ganador.`,
  auctionConfirmed: (a: { player: string; who: string; amount: string }) =>
    `La subasta de ${a.player} terminó: la ganó ${a.who} con ${a.amount} y el jugador ya pasó a su equipo.`,
  auctionCancelled: (player: string) => `La subasta de ${player} se canceló.`,
  noAuctionFor: (player: string) => `${player} no tiene una subasta en la temporada activa.`,
  bids: (n: number) => (n === 1 ? '1 puja' : `${n} pujas`),
  noAuctions: 'No hay subastas abiertas en este momento.',
  auctions: (list: string) => `Subastas abiertas: ${list}.`,
  source: {
    rulebook: (title: string) => `Reglamento: ${title}`,
    squad: SECTION_TITLES.squad,
    dashboard: SECTION_TITLES.dashboard,
    offers: SECTION_TITLES.myOffers,
    matches: SECTION_TITLES.matches,
    standings: SECTION_TITLES.standings,
    statistics: SECTION_TITLES.statistics,
    teamStats: (team: string) => `Estadísticas de ${team}`,
    player: (name: string) => `Jugador: ${name}`,
    match: (label: string) => `Partido: ${label}`,
    auctions: SECTION_TITLES.auctions,
  },
} as const;
