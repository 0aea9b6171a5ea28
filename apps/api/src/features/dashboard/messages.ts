export const messages = {
  notWaiting: 'No estás en la lista de espera.',
} as const;
