import { fieldLabels } from '../../lib/messages';

/** User-facing texts of the account screens. */
export const authMessages = {
  loginTitle: 'Conectate con tu cuenta',
  loginButton: 'Conectate',
  loginSending: 'Conectando...',
  toSignup: '¿No tenés cuenta? Registrate',
  signupTitle: 'Registrate',
  signupButton: 'Registrate',
  signupSending: 'Registrando...',
  toLogin: '¿Ya tenés cuenta? Conectate',
  name: 'Nombre de usuario',
  email: fieldLabels.email,
  password: fieldLabels.password,
  passwordConfirmation: fieldLabels.passwordConfirmation,
  unexpected: 'No se pudo completar la operación. Intentá de nuevo.',
} as const;
