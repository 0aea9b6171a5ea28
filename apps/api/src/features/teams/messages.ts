import { NOT_FOUND } from '../../lib/messages';
import { TEAM_MESSAGES } from '@liga/domain';

export const messages = {
  created: 'Equipo creado satisfactoriamente',
  updated: TEAM_MESSAGES.updated,
  notFound: NOT_FOUND.team,
  ownerMissing: 'El usuario no existe.',
  ownerTaken: 'El usuario ya tiene un equipo asignado.',
} as const;
