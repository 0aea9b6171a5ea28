import { SignupSchema } from '@liga/domain';
import { z } from 'zod';

/**
 * A non-admin edits only their password (docs/rules.md §1.2). Built from the shared sign-up fields so the
 * messages match; candidates for packages/domain (ChangePasswordSchema).
 */
export const ChangePasswordSchema = z
  .object({
    password: SignupSchema.shape.password,
    password_confirmation: SignupSchema.shape.password_confirmation,
  })
  .refine((v) => v.password === v.password_confirmation, {
    path: ['password_confirmation'],
    message: 'Los passwords no coinciden.',
  });
export type ChangePasswordInput = z.infer<typeof ChangePasswordSchema>;
