import { TEAM_MESSAGES } from '@liga/domain';

export const messages = {
  created: 'Equipo creado satisfactoriamente',
  updated: TEAM_MESSAGES.updated,
  notFound: 'Equipo no encontrado.',
  ownerMissing: 'El usuario no existe.',
  ownerTaken: 'El usuario ya tiene un equipo asignado.',
} as const;
