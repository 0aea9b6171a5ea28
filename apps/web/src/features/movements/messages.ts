import { fieldLabels } from '../../lib/messages';

/** Texts of the budget movements ledger. */
export const movementsMessages = {
  title: 'Movimientos de presupuesto',
  date: fieldLabels.date,
  reason: 'Concepto',
  amount: fieldLabels.amount,
  balance: 'Saldo',
  empty: 'Sin movimientos',
  loadError: 'No se pudieron cargar los movimientos.',
  by: 'por',
} as const;
