// Apart from contracts.ts: the dashboard shows these labels without loading zod.

/** Spanish labels for ledger reasons. */
export const MOVEMENT_REASON_LABELS: Record<string, string> = {
  admin_adjustment: 'Ajuste del administrador',
  clause_payment: 'Pago de cláusula',
  clause_income: 'Cobro de cláusula',
  transfer_payment: 'Pago de transferencia',
  transfer_income: 'Cobro de transferencia',
  auction_payment: 'Pago de subasta',
  bet_stake: 'Apuesta',
  bet_payout: 'Premio de apuesta',
  bet_payout_reversal: 'Premio de apuesta revertido',
  prize: 'Premio',
  prize_reversal: 'Premio revertido',
  sanction_fine: 'Multa',
  sanction_reversal: 'Multa revertida',
  suspension_lift: 'Levantamiento de suspensión',
  season_objective: 'Objetivo de temporada',
  season_objective_reversal: 'Objetivo de temporada revertido',
};
