/** Spanish texts of the notification routes. */
export const messages = {
  preferencesSaved: 'Preferencias de avisos guardadas.',
  pushOn: 'Avisos push activados en este dispositivo.',
  pushOff: 'Avisos push desactivados en este dispositivo.',
  unauthorizedStream: 'Iniciá sesión para recibir avisos en vivo.',
} as const;
