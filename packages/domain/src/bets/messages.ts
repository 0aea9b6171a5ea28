import { MISSING_REF } from '../common/messages';

/** Bets on fixture matches that settle by themselves (docs/rules.md §7.5): what their refusals say. */
export const LINKED_BET_MESSAGES = {
  fixtureMatchInvalid: 'Elegí un partido del fixture.',
  fixturePlayerInvalid: 'Elegí un jugador.',
  playerAndMatch: 'Para una apuesta del fixture elegí el jugador y el partido.',
  fixtureMatchMissing: MISSING_REF.match,
  fixturePlayerMissing: MISSING_REF.player,
  playerNotInMatch: 'El jugador no juega en ninguno de los dos equipos de ese partido.',
  matchAlreadyPlayed: 'Ese partido ya tiene resultado: no se puede apostar.',
  closedAtKickOff: 'El partido ya empezó: las apuestas cerraron a la hora del partido.',
  closedByResult: 'El partido ya tiene resultado: las apuestas están cerradas.',
  ownMatch: 'No podés apostar en un partido de tu propio equipo.',
  settlesItself: 'Esta apuesta se liquida sola con el resultado del partido.',
} as const;
