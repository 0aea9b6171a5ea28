/** User-facing texts of the Discord settings and posts (decision 034). */
export const messages = {
  saved: 'Webhooks de Discord guardados.',
  tournamentInvalid: 'El torneo no es válido.',
} as const;
