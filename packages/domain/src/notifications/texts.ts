import { formatCurrency } from '../format';
import type { NotificationData, NotificationDataMap, NotificationKind } from './kinds';

export interface NotificationText {
  title: string;
  body: string;
}

type Builders = { [K in NotificationKind]: (d: NotificationDataMap[K]) => NotificationText };

const money = formatCurrency;

/** The Spanish title and text of each kind, from its data alone (pure: the app, push and Discord share it). */
export const NOTIFICATION_TEXTS: Builders = {
  offer_received: (d) => ({
    title: 'Nueva oferta por tu jugador',
    body: `Recibiste una oferta de cláusula por ${d.player_name}. Se conocerá en la revelación.`,
  }),
  offers_revealed: (d) => ({
    title: 'Ofertas reveladas',
    body: `Se revelaron las ofertas por ${d.player_name}.`,
  }),
  clause_confirmed: (d) => ({
    title: 'Cláusula confirmada',
    body: `Tu cláusula por ${d.player_name} quedó confirmada por ${money(d.amount)}.`,
  }),
  clause_closed: (d) => ({
    title: 'Oferta cerrada',
    body: `Tu oferta por ${d.player_name} se cerró sin fichaje.`,
  }),
  player_lost: (d) => ({
    title: 'Perdiste un jugador',
    body: `${d.player_name} pasa a ${d.team_name} por ${money(d.amount)}.`,
  }),
  transfer_proposed: (d) => ({
    title: 'Te propusieron una transferencia',
    body: `${d.from_team} → ${d.to_team}: ${d.players}.`,
  }),
  transfer_accepted: (d) => ({
    title: 'Transferencia confirmada',
    body: `${d.players} pasa de ${d.from_team} a ${d.to_team}.`,
  }),
  transfer_rejected: (d) => ({
    title: 'Transferencia rechazada',
    body: `Se rechazó la transferencia de ${d.players} (${d.from_team} → ${d.to_team}).`,
  }),
  transfer_cancelled: (d) => ({
    title: 'Transferencia cancelada',
    body: `Se canceló la transferencia de ${d.players} (${d.from_team} → ${d.to_team}).`,
  }),
  transfer_expired: (d) => ({
    title: 'Transferencia vencida',
    body: `La transferencia de ${d.players} venció sin respuesta.`,
  }),
  outbid: (d) => ({
    title: 'Te superaron en una subasta',
    body: `Hay una puja de ${money(d.amount)} por ${d.player_name}.`,
  }),
  auction_won: (d) => ({
    title: 'Ganaste una subasta',
    body: `${d.player_name} es tuyo por ${money(d.amount)}.`,
  }),
  auction_closed: (d) => ({
    title: 'Subasta cerrada',
    body: d.winner_team
      ? `La subasta de ${d.player_name} se cerró: lo lleva ${d.winner_team}.`
      : `La subasta de ${d.player_name} se cerró sin pujas.`,
  }),
  auction_closing: (d) => ({
    title: 'Una subasta está por cerrar',
    body: `La subasta de ${d.player_name} cierra pronto.`,
  }),
  reveal_soon: (d) => ({
    title: 'Revelación cercana',
    body: `Las ofertas por ${d.player_name} se revelan pronto.`,
  }),
  bet_settled: (d) => ({
    title: d.won ? 'Ganaste una apuesta' : 'Perdiste una apuesta',
    body: d.won ? `${d.description}: cobrás ${money(d.payout)}.` : `${d.description}: no acertaste.`,
  }),
  prize_paid: (d) => ({
    title: 'Premio cobrado',
    body: `Cobraste ${money(d.amount)} por ${d.prize}.`,
  }),
  statistics_due: (d) => ({
    title: 'Faltan las estadísticas de un partido',
    body:
      d.hours_late > 0
        ? `${d.home} - ${d.away}: las estadísticas llevan ${d.hours_late} h de atraso.`
        : `${d.home} - ${d.away}: cargá las estadísticas del partido.`,
  }),
  suspension_new: (d) => ({
    title: 'Jugador suspendido',
    body: `${d.player_name} queda suspendido ${d.matches === 1 ? '1 partido' : `${d.matches} partidos`}.`,
  }),
  sanction: (d) => ({
    title: 'Nueva sanción',
    body: d.amount > 0 ? `${d.reason} (multa de ${money(d.amount)}).` : d.reason,
  }),
  budget_adjustment: (d) => ({
    title: 'Ajuste de presupuesto',
    body: `El staff ajustó tu presupuesto en ${money(d.amount)}${d.note ? `: ${d.note}` : '.'}`,
  }),
  auction_created: (d) => ({
    title: 'Nueva subasta',
    body: `${d.player_name} sale a subasta desde ${money(d.opening_amount)}.`,
  }),
  match_result: (d) => ({
    title: `Resultado: ${d.tournament}`,
    body: `${d.home} ${d.home_goals} - ${d.away_goals} ${d.away}`,
  }),
  transferables_list: (d) => ({
    title: 'Jugadores transferibles',
    body:
      d.players.length === 1
        ? 'Hay 1 jugador transferible.'
        : `Hay ${d.players.length} jugadores transferibles.`,
  }),
};

type Links = { [K in NotificationKind]: (d: NotificationDataMap[K]) => string };

/** The web path of each kind's subject (the app's routes). */
export const NOTIFICATION_LINKS: Links = {
  offer_received: () => '/misofertas',
  offers_revealed: (d) => `/offers/${d.offer_id}`,
  clause_confirmed: (d) => `/players/${d.player_id}`,
  clause_closed: () => '/misofertas',
  player_lost: (d) => `/players/${d.player_id}`,
  transfer_proposed: () => '/transferencias',
  transfer_accepted: () => '/transferencias',
  transfer_rejected: () => '/transferencias',
  transfer_cancelled: () => '/transferencias',
  transfer_expired: () => '/transferencias',
  outbid: (d) => `/subastas/${d.auction_id}`,
  auction_won: (d) => `/subastas/${d.auction_id}`,
  auction_closed: (d) => `/subastas/${d.auction_id}`,
  auction_closing: (d) => `/subastas/${d.auction_id}`,
  reveal_soon: () => '/misofertas',
  bet_settled: () => '/apuestas',
  prize_paid: () => '/premios',
  statistics_due: (d) => `/partidos/${d.match_id}`,
  suspension_new: (d) => `/players/${d.player_id}`,
  sanction: () => '/dashboard',
  budget_adjustment: () => '/dashboard',
  auction_created: (d) => `/subastas/${d.auction_id}`,
  match_result: (d) => `/partidos/${d.match_id}`,
  transferables_list: () => '/players',
};

/** Title and text of an event (the map's builders, typed by kind). */
export function notificationText<K extends NotificationKind>(
  kind: K,
  data: NotificationData<K>,
): NotificationText {
  return (NOTIFICATION_TEXTS[kind] as (d: NotificationData<K>) => NotificationText)(data);
}

export function notificationLink<K extends NotificationKind>(kind: K, data: NotificationData<K>): string {
  return (NOTIFICATION_LINKS[kind] as (d: NotificationData<K>) => string)(data);
}

/** What the preferences screen calls each kind. */
export const NOTIFICATION_KIND_LABELS: Record<NotificationKind, string> = {
  offer_received: 'Oferta por un jugador tuyo',
  offers_revealed: 'Ofertas reveladas',
  clause_confirmed: 'Cláusula confirmada',
  clause_closed: 'Oferta cerrada',
  player_lost: 'Jugador perdido',
  transfer_proposed: 'Transferencia propuesta',
  transfer_accepted: 'Transferencia aceptada',
  transfer_rejected: 'Transferencia rechazada',
  transfer_cancelled: 'Transferencia cancelada',
  transfer_expired: 'Transferencia vencida',
  outbid: 'Te superaron en una subasta',
  auction_won: 'Subasta ganada',
  auction_closed: 'Subasta cerrada',
  auction_closing: 'Subasta por cerrar',
  reveal_soon: 'Revelación cercana',
  bet_settled: 'Apuesta resuelta',
  prize_paid: 'Premio cobrado',
  statistics_due: 'Estadísticas pendientes',
  suspension_new: 'Nueva suspensión',
  sanction: 'Sanción',
  budget_adjustment: 'Ajuste de presupuesto',
  auction_created: 'Nueva subasta',
  match_result: 'Resultado de un partido',
  transferables_list: 'Lista de transferibles',
};
