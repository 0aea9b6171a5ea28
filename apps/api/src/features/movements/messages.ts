export const messages = {
  cannotView: 'No tienes permiso para ver los movimientos de este usuario.',
} as const;
