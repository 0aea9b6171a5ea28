import { INVALID_REF, NO_TEAM_ASSIGNED } from '../common/messages';
import { formatCurrency, formatMoney } from '../format';
import { BET_MAX, BET_MIN, MAX_CLAUSES_LOST_PER_SEASON, MAX_PLAYERS_PER_MOVE } from './constants';

/**
 * Every market string a user reads, in one place so the league client's wording is easy to check
 * (CONVENTIONS.md). Strings the league's client shows are copied exactly, including missing final stops.
 */

/** Offer confirmation (docs/rules.md §4) and its answers (decision 012). */
export const OFFER_TEAM_OWNER_NOT_FOUND = 'Usuario no encontrado para el equipo.';
export const OFFER_CREATOR_NOT_FOUND = 'Usuario que creó la oferta no encontrado.';
export const OFFER_DESTINATION_TEAM_NOT_FOUND = 'Equipo destino no encontrado.';
export const OFFER_ALREADY_CONFIRMED = 'Oferta ya confirmada.';
export const OFFER_CLOSED = 'Oferta cerrada.';
export const OFFER_NOT_FOUND = 'Oferta no encontrada.';
export const OFFER_CONFIRMED_OK = 'Oferta confirmada satisfactoriamente';
export const OFFER_CLOSED_OK = 'Oferta cerrada satisfactoriamente';
/** Not in the league's client: no confirmation while the offers are sealed (docs/rules.md §4.5). */
export const OFFER_STILL_HIDDEN = 'Las ofertas de este jugador todavía están ocultas.';
/** Not in the league's client: who may decide an offer and which one (docs/rules.md §4, decision 015). */
export const OFFER_NOT_WINNER =
  'Solo se puede confirmar la oferta ganadora: la de mayor valor total (si siguen empatadas después del desempate, la más antigua). Cerrá la ganadora con un motivo para que gane la siguiente.';
/** The clause tie-break (rule book, decision 022). */
export const TIEBREAK_MESSAGES = {
  raised: 'Oferta mejorada: queda oculta hasta que termine el desempate.',
  notYours: 'Solo quien hizo la oferta puede mejorarla.',
  notLive: 'Esta oferta ya no compite: no se puede mejorar.',
  notTied: 'Solo las ofertas empatadas en el primer puesto pueden mejorarse.',
  over: 'No hay un desempate abierto para esta oferta: ya no se puede mejorar.',
  notHigher: (current: number) =>
    `La mejora debe superar el efectivo de tu oferta (${formatCurrency(current)}).`,
  running: (until: string) =>
    `Hay un empate en el primer puesto: los empatados pueden mejorar su oferta hasta el ${until}. Se confirma cuando termine el desempate.`,
} as const;
export const OFFER_CLOSE_REASON_REQUIRED = 'Escribí el motivo del cierre (entre 3 y 300 caracteres).';
export const OFFER_CONFLICT_MESSAGES = {
  confirm: {
    own_offer: 'No podés confirmar una oferta hecha por vos: debe confirmarla otro miembro del staff.',
    own_bid:
      'No podés confirmar ofertas por un jugador al que vos también ofertaste: debe hacerlo otro miembro del staff.',
    own_player:
      'No podés confirmar ofertas por un jugador de tu equipo: debe hacerlo otro miembro del staff.',
  },
  close: {
    own_offer: 'No podés cerrar una oferta hecha por vos: debe cerrarla otro miembro del staff.',
    own_bid:
      'No podés cerrar ofertas por un jugador al que vos también ofertaste: debe hacerlo otro miembro del staff.',
    own_player: 'No podés cerrar ofertas por un jugador de tu equipo: debe hacerlo otro miembro del staff.',
  },
} as const;
/** What the UI shows instead of a sealed value (docs/rules.md §4.3). */
export const HIDDEN_LABEL = 'Oculto';

export const CLAUSE_MESSAGES = {
  sent: 'Ejecución de cláusula enviada',
  playerRequired: 'Seleccioná un jugador.',
  teamRequired: 'Seleccioná un equipo.',
  valueRequired: 'El valor de la cláusula debe ser un número entero mayor que 0.',
  otherPlayersInvalid: 'Los jugadores ofrecidos no son válidos.',
  tooManyOtherPlayers: `No podés ofrecer más de ${MAX_PLAYERS_PER_MOVE} jugadores.`,
  valueOutOfBounds: (min: number, max: number) =>
    `El valor de la cláusula debe estar entre ${formatMoney(min)} y ${formatMoney(max)}.`,
  playerBlocked: 'El jugador no puede recibir ofertas (bloqueado o restringido).',
  ownTeam: 'No podés ejecutar la cláusula de un jugador de tu propio equipo.',
  notLeagueTeam: 'Solo se pueden ejecutar cláusulas sobre jugadores de equipos de Primera o Segunda.',
  wrongTeam: 'El jugador no pertenece a ese equipo.',
  buyerWithoutTeam: NO_TEAM_ASSIGNED,
  insufficientBudget: 'Presupuesto insuficiente para ejecutar la cláusula.',
  clauseLimit: `Este equipo ya perdió ${MAX_CLAUSES_LOST_PER_SEASON} jugadores por cláusula esta temporada.`,
  otherPlayersNotOwned: 'Solo podés ofrecer jugadores de tu propio equipo.',
} as const;

export const AUCTION_MESSAGES = {
  created: 'Subasta creada exitosamente',
  confirmed: 'Subasta confirmada y jugador transferido.',
  noAuction: 'No hay subastas disponibles para este jugador.',
  playerRequired: 'Seleccioná un jugador.',
  amountRequired: 'El monto debe ser un número entero mayor que 0.',
  bidTooLow: 'La oferta debe ser mayor que la oferta anterior.',
  /** The league client's sentence with the amount that is enough: 'mayor' alone undersells the raise. */
  bidBelowMinimum: (min: number) =>
    `La oferta debe ser mayor que la oferta anterior: la mínima es ${formatCurrency(min)}.`,
  alreadyLeading: 'Ya vas ganando esta subasta: no podés superar tu propia oferta.',
  openingTooLow: (min: number) => `La oferta inicial debe ser de al menos ${formatCurrency(min)}.`,
  insufficientBudget: 'Presupuesto insuficiente para esta oferta.',
  closed: 'La subasta está cerrada.',
  notAuctionable: 'Solo se subastan jugadores de equipos fuera de Primera y Segunda.',
} as const;

export const BET_MESSAGES = {
  matchCreated: 'Apuesta de partido creada correctamente',
  playerCreated: 'Apuesta de jugador creada correctamente',
  placed: 'Apuesta agregada correctamente',
  confirmed: 'Apuesta confirmada correctamente',
  oddRequired: 'La cuota es obligatoria.',
  oddFormat: 'La cuota debe tener el formato x.xx (por ejemplo 1.85).',
  oddDecimals: 'La cuota admite como máximo dos decimales.',
  oddTooLow: 'La cuota debe ser mayor que 1.00.',
  oddTooHigh: 'La cuota no puede ser mayor que 1000.00.',
  matchRequired: 'El partido es obligatorio.',
  playerRequired: 'El jugador es obligatorio.',
  textTooLong: (max: number) => `El texto no puede superar ${max} caracteres.`,
  betRequired: 'Elegí una apuesta.',
  betBoth: 'Elegí una apuesta de partido o de jugador, no ambas.',
  optionInvalid: 'Elegí una opción válida.',
  optionMismatch: 'La opción no corresponde a este tipo de apuesta.',
  oddNotOffered: 'Ninguna opción de esta apuesta paga esa cuota.',
  oddShared: 'Dos opciones de esta apuesta pagan esa cuota: elegí la opción.',
  oddAmbiguous: 'La apuesta de partido y la de jugador pagan esa cuota: elegí una sola apuesta.',
  amountRange: `El monto debe ser un número entero entre ${formatMoney(BET_MIN)} y ${formatMoney(BET_MAX)}.`,
  insufficientBudget: 'Presupuesto insuficiente para esta apuesta.',
  inactive: 'Esta apuesta ya no acepta jugadas.',
  outcomeRequired: 'Elegí el resultado de la apuesta: ganada (won) o perdida (lost).',
  onlyDeactivate: 'Solo se puede desactivar una apuesta (active: false).',
  contradictsWinner: (label: string) =>
    `Esta apuesta no puede ganar: en este partido ya se pagó como ganada la opción ${label}.`,
} as const;

export const TRANSFER_MESSAGES = {
  done: 'Transferencia realizada correctamente',
  /** The league client's 'Trasnferencia' typo is fixed. */
  errorPrefix: 'Error en la Transferencia: ',
  seasonInvalid: INVALID_REF.season,
  teamFromRequired: 'Seleccioná el equipo de origen.',
  teamToRequired: 'Seleccioná el equipo de destino.',
  sameTeam: 'Los equipos de origen y destino deben ser distintos.',
  playersRequired: 'Seleccioná al menos un jugador.',
  playersInvalid: 'Los jugadores seleccionados no son válidos.',
  tooManyPlayers: `No podés transferir más de ${MAX_PLAYERS_PER_MOVE} jugadores.`,
  budgetInvalid: 'El monto debe ser un número entero mayor o igual a 0.',
  userInvalid: 'El usuario no es válido.',
} as const;

/** Delay gate text. */
export const GATE_RESTRICTED = 'Acceso restringido. El contenido estará disponible en:';
