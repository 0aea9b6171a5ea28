import { EMAIL_TAKEN } from '../../lib/messages';

export const messages = {
  badCredentials: 'Email o password incorrectos.',
  emailTaken: EMAIL_TAKEN,
  loggedOut: 'Sesión cerrada.',
  tooManyAttempts: 'Demasiados intentos. Esperá 15 minutos y volvé a intentar.',
} as const;
