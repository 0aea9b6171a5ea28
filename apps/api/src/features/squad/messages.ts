import { NOT_FOUND } from '../../lib/messages';

/** Texts of the squad's own actions (decision 034). */
export const messages = {
  playerNotFound: NOT_FOUND.player,
  notYours: 'Solo podés marcar jugadores de tu plantel.',
  marked: 'Jugador marcado como transferible.',
  unmarked: 'El jugador ya no está en la lista de transferibles.',
} as const;
