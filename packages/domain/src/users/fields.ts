import { z } from 'zod';
import { ROLES } from '../roles';
import { passwordWeaknessIfChecked } from './password-check';

/** Account fields shared by sign-up (auth) and the users screens; not exported from the package. */
export const MAX_NAME = 60;
export const MAX_EMAIL = 254;
export const MIN_PASSWORD = 8;
export const MAX_PASSWORD = 128;

export const nameField = z
  .string({ error: 'El nombre es obligatorio.' })
  .trim()
  .min(1, 'El nombre es obligatorio.')
  .max(MAX_NAME, `El nombre no puede superar ${MAX_NAME} caracteres.`);
export const emailField = z
  .string({ error: 'El email es obligatorio.' })
  .trim()
  .min(1, 'El email es obligatorio.')
  .max(MAX_EMAIL, `El email no puede superar ${MAX_EMAIL} caracteres.`)
  .pipe(z.email('El email no es válido.'));
export const passwordField = z
  .string({ error: 'El password es obligatorio.' })
  .min(MIN_PASSWORD, `El password debe tener al menos ${MIN_PASSWORD} caracteres.`)
  .max(MAX_PASSWORD, `El password no puede superar ${MAX_PASSWORD} caracteres.`)
  // Common and trivial passwords are refused by a strength estimator (decision 013), once installed.
  .superRefine((value, ctx) => {
    if (value.length < MIN_PASSWORD) return;
    const weakness = passwordWeaknessIfChecked(value);
    if (weakness) ctx.addIssue({ code: 'custom', message: weakness });
  });
export const passwordConfirmationField = z.string({ error: 'Confirmá tu password.' });
export const rolField = z.enum(ROLES, { error: 'El rol no es válido.' });

export const confirmMatches = <
  T extends { password?: string | undefined; password_confirmation?: string | undefined },
>(
  v: T,
  ctx: z.RefinementCtx,
) => {
  if (v.password !== undefined && v.password !== v.password_confirmation) {
    ctx.addIssue({ code: 'custom', path: ['password_confirmation'], message: 'Los passwords no coinciden.' });
  }
};
