export const messages = {
  created: 'Equipo creado satisfactoriamente',
  updated: 'Equipo actualizado satisfactoriamente',
  notFound: 'Equipo no encontrado.',
  ownerMissing: 'El usuario no existe.',
  ownerTaken: 'El usuario ya tiene un equipo asignado.',
} as const;
