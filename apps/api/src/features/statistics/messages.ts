export const messages = {
  teamNotFound: 'Equipo no encontrado.',
  tournamentNotFound: 'Torneo no encontrado.',
} as const;
