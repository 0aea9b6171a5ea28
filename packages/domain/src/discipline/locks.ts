import { NO_ACTIVE_SEASON } from '../common/messages';
import { LOCKS_PER_TEAM } from '../rulebook/constants';

export const lockMessages = {
  locked: (name: string) => `${name} tiene candado: no se le pueden hacer ofertas de cláusula.`,
  full: `Tu equipo ya usó los ${LOCKS_PER_TEAM} candados de esta temporada.`,
  already: 'Este jugador ya tiene candado esta temporada.',
  notOwn: 'Solo podés ponerle candado a un jugador de tu equipo.',
  notLeague: 'Solo los jugadores de equipos de Primera o Segunda llevan candado.',
  liveOffer: 'Este jugador tiene ofertas de cláusula abiertas: no se le puede poner candado ahora.',
  noSeason: NO_ACTIVE_SEASON,
  playerNotFound: 'No existe ese jugador.',
  created: 'Candado puesto.',
} as const;

/** Locks left to a team this season. */
export const locksLeft = (used: number): number => Math.max(0, LOCKS_PER_TEAM - used);
