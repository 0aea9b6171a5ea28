import { INVALID_REF, MISSING_REF } from '../common/messages';

/** The prode's texts (docs/decisions/028), checked by the API and shown by the web. */
export const PRODE_MESSAGES = {
  saved: 'Pronósticos guardados.',
  scoringSaved: 'Puntaje del prode guardado.',
  prizePaid: 'Premio de la fecha pagado.',
  roundInvalid: 'La fecha debe ser un número entero positivo.',
  noTournament: 'La temporada no tiene torneos.',
  matchRequired: 'Elegí el partido.',
  matchInvalid: INVALID_REF.match,
  matchNotFound: MISSING_REF.match,
  matchRepeated: 'El partido está repetido en el envío.',
  goalsRequired: 'Escribí los goles.',
  listRequired: 'Mandá al menos un pronóstico.',
  tooMany: (max: number) => `Podés mandar hasta ${max} pronósticos por vez.`,
  kickedOff: 'El partido ya empezó: el pronóstico quedó cerrado.',
  hasResult: 'El partido ya tiene resultado: el pronóstico quedó cerrado.',
  noTeam: 'Juegan al prode los managers con equipo: no tenés equipo asignado.',
  pointsInvalid: (max: number) => `Los puntos deben ser un número entero entre 0 y ${max}.`,
  exactBelowOutcome: 'El resultado exacto no puede valer menos que acertar el ganador o el empate.',
  exactZero: 'El resultado exacto tiene que dar al menos un punto.',
  roundNotFinished: 'La fecha todavía tiene partidos sin resultado.',
  noPrize: 'Este torneo no tiene premio del prode por fecha: cargalo en las tablas de premios.',
  noWinner: 'Nadie sumó puntos en esta fecha: no hay a quién pagarle.',
  prizeAlreadyPaid: 'El premio de esta fecha ya se pagó.',
} as const;
