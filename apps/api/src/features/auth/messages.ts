export const messages = {
  badCredentials: 'Email o password incorrectos.',
  emailTaken: 'El email ya está registrado.',
  loggedOut: 'Sesión cerrada.',
  tooManyAttempts: 'Demasiados intentos. Esperá 15 minutos y volvé a intentar.',
} as const;
