import { playedAsRound } from '../competition/playoffs';
import { barredRounds, type BarCause, type SanctionRow } from '../competition/suspensions';
import type { Format } from '../competition/round-names';
import { DEFAULT_LIFT_PRICES } from './constants';

/** What the league charges to lift a suspension of each cause; null: that cause cannot be lifted. */
export type LiftPrices = Record<BarCause, number | null>;

export const defaultLiftPrices = (): LiftPrices => ({ ...DEFAULT_LIFT_PRICES });

export const liftMessages = {
  notBarred: 'El jugador no está suspendido por ese motivo para ese partido.',
  notLiftable: 'La liga no permite levantar suspensiones por ese motivo.',
  notOwn: 'Solo podés pedirlo para un jugador de tu equipo.',
  notInMatch: 'El equipo del jugador no juega ese partido.',
  matchPlayed: 'Ese partido ya se cargó: la suspensión no se puede levantar.',
  duplicate: 'Ya hay un pedido para levantar esa suspensión.',
  insufficientBudget: 'No tenés presupuesto para pagar el levantamiento.',
  ownerCannotPay: 'El manager no tiene presupuesto para pagar el levantamiento.',
  notPending: 'Este pedido ya fue resuelto.',
  notFound: 'No existe ese pedido.',
  noOwner: 'El equipo del jugador no tiene manager.',
  matchNotFound: 'No existe ese partido.',
  requested: 'Pedido enviado: el staff lo tiene que aprobar.',
  approved: 'Levantamiento aprobado y cobrado.',
  refused: 'Levantamiento rechazado.',
} as const;

/**
 * Why a player may not play the match's round once the approved lifts are taken off (decision 025):
 * a lift removes every reason of its cause in that round. Empty: the player may play.
 */
export function barredAfterLifts(
  rows: readonly SanctionRow[],
  format: Format,
  stage: number,
  lifted: readonly BarCause[],
): string[] {
  const round = barredRounds(rows, format).find((b) => b.stage === playedAsRound(format, stage));
  if (!round) return [];
  return round.reasons.filter((r) => !lifted.includes(r.cause)).map((r) => r.text);
}

/** The causes barring a player from the match's round, each once. */
export function barCauses(rows: readonly SanctionRow[], format: Format, stage: number): BarCause[] {
  const round = barredRounds(rows, format).find((b) => b.stage === playedAsRound(format, stage));
  return [...new Set(round?.reasons.map((r) => r.cause) ?? [])];
}
