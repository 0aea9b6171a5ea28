import { z } from 'zod';
import { UserSchema } from '../users/contracts';
import {
  MAX_EMAIL,
  MAX_PASSWORD,
  confirmMatches,
  emailField,
  nameField,
  passwordConfirmationField,
  passwordField,
} from '../users/fields';

export const LoginSchema = z.object({
  email: z
    .string({ error: 'El email es obligatorio.' })
    .trim()
    .min(1, 'El email es obligatorio.')
    .max(MAX_EMAIL, `El email no puede superar ${MAX_EMAIL} caracteres.`),
  password: z
    .string({ error: 'El password es obligatorio.' })
    .min(1, 'El password es obligatorio.')
    .max(MAX_PASSWORD, `El password no puede superar ${MAX_PASSWORD} caracteres.`),
});
export type LoginInput = z.infer<typeof LoginSchema>;

export const SignupSchema = z
  .object({
    name: nameField,
    email: emailField,
    password: passwordField,
    password_confirmation: passwordConfirmationField,
  })
  .superRefine(confirmMatches);
export type SignupInput = z.infer<typeof SignupSchema>;

/** POST /login and /signup ("Auth response"). */
export const AuthResponseSchema = z.object({ user: UserSchema, token: z.string() });
export type AuthResponse = z.infer<typeof AuthResponseSchema>;
