import { INVALID_REF } from '../common/messages';
import type { Format } from '../competition/round-names';

/** The tournament form's texts the API checks and the web shows before sending (decision 004). */
export const TOURNAMENT_MESSAGES = {
  created: 'Torneo creado correctamente',
  nameRequired: 'El nombre del torneo es obligatorio.',
  nameTooLong: 'El nombre del torneo no puede superar 80 caracteres.',
  dateInvalid: 'La fecha no es válida (AAAA-MM-DD).',
  endBeforeStart: 'La fecha de fin no puede ser anterior a la de inicio.',
  typeInvalid: 'El tipo debe ser PD, SD o UCL.',
  formatInvalid: 'El formato debe ser PD, SD, UCL, UEL o CFM.',
  formatMismatch: 'El formato no corresponde al tipo de torneo.',
  seasonInvalid: INVALID_REF.season,
  teamInvalid: 'Los equipos no son válidos.',
  teamsRepeated: 'Un equipo aparece más de una vez.',
  seedInvalid: 'La semilla debe ser un número entero.',
  tournamentRequired: 'Tenés que elegir el torneo.',
  tournamentInvalid: INVALID_REF.tournament,
  /** How many teams each format is played with (TEAM_COUNT), as the form and the 422 say it. */
  teamCount: {
    PD: 'Una liga se juega con 2 a 14 equipos.',
    SD: 'Una liga se juega con 2 a 14 equipos.',
    UCL: 'La Champions League necesita 16 equipos.',
    UEL: 'La Europa League se juega con 9 a 16 equipos.',
    CFM: 'La Copa Federación se juega con 17 a 32 equipos.',
  } satisfies Record<Format, string>,
} as const;
