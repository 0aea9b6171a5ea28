import { NO_ACTIVE_SEASON } from '../common/messages';
import { RESULT_CLAIM_HOURS } from '../rulebook/constants';
import { SANCTION_REASON_MAX } from './constants';

/** Sanction and discipline settings sentences, shared by the API and the /sanciones forms. */
export const SANCTION_MESSAGES = {
  created: 'Sanción registrada.',
  reverted: 'Sanción revertida.',
  settingsSaved: 'Configuración guardada.',
  teamRequired: 'Elegí el equipo sancionado.',
  kindInvalid: 'Elegí el tipo de sanción.',
  reasonRequired: 'Escribí el motivo.',
  reasonTooLong: `El motivo puede tener hasta ${SANCTION_REASON_MAX} caracteres.`,
  controlCharacters: 'El texto tiene caracteres no permitidos.',
  linkRequired: 'Indicá el partido o la oferta de la sanción.',
  matchRequired: 'Esta sanción va con un partido.',
  matchNotFound: 'No existe ese partido.',
  offerNotFound: 'No existe esa oferta.',
  teamNotFound: 'No existe ese equipo.',
  teamNotInMatch: 'Ese equipo no juega ese partido.',
  teamNotInOffer: 'Ese equipo no participa de esa oferta.',
  noOwner: 'El equipo no tiene manager: no hay a quién cobrarle la multa.',
  noMatchDate: 'El partido no tiene fecha: no se puede contar el plazo del reclamo.',
  claimClosed: `El reclamo de un resultado se hace dentro de las ${RESULT_CLAIM_HOURS} horas del partido.`,
  alreadyReverted: 'Esta sanción ya fue revertida.',
  notFound: 'No existe esa sanción.',
  noSeason: NO_ACTIVE_SEASON,
  dateInvalid: 'Escribí una fecha válida (AAAA-MM-DD).',
  amountInvalid: 'Escribí un importe válido.',
} as const;
