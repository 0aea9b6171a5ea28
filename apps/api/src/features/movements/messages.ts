export const messages = {
  cannotView: 'No tenés permiso para ver los movimientos de este usuario.',
} as const;
