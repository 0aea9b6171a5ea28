export const messages = {
  tournamentNotFound: 'Torneo no encontrado.',
} as const;
