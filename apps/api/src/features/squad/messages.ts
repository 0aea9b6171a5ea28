export const messages = {
  // Spec 01 §8, word for word.
  noTeam: 'No tienes equipo asignado. Prueba presionando el botón Cargar plantel',
} as const;
