/** Answers that several features give for the same thing, written once. */

/** The 404 of a missing row. */
export const NOT_FOUND = {
  match: 'Partido no encontrado.',
  tournament: 'Torneo no encontrado.',
  player: 'Jugador no encontrado.',
  team: 'Equipo no encontrado.',
} as const;

export const EMAIL_TAKEN = 'El email ya está registrado.';

/** A team's staff load statistics only for their own team's matches (docs/rules.md §8). */
export const NOT_YOUR_MATCH = 'Solo podés cargar estadísticas de partidos de tu equipo.';

/** A player in a pending transfer cannot join another move (docs/rules.md §5). */
export const PLAYER_IN_PENDING_TRANSFER = 'El jugador está en una transferencia pendiente.';
