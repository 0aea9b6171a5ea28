/** Texts of the budget movements ledger. */
export const movementsMessages = {
  title: 'Movimientos de presupuesto',
  date: 'Fecha',
  reason: 'Concepto',
  amount: 'Monto',
  balance: 'Saldo',
  empty: 'Sin movimientos',
  loadError: 'No se pudieron cargar los movimientos.',
  by: 'por',
} as const;
