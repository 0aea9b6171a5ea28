import { z } from 'zod';
import { ROLES } from './roles';

export const MAX_NAME = 60;
export const MAX_EMAIL = 254;
export const MIN_PASSWORD = 8;
export const MAX_PASSWORD = 128;
/** Largest single budget adjustment: keeps every balance far inside 2^53. */
export const MAX_ADJUSTMENT = 100_000_000_000;

const name = z
  .string({ error: 'El nombre es obligatorio.' })
  .trim()
  .min(1, 'El nombre es obligatorio.')
  .max(MAX_NAME, `El nombre no puede superar ${MAX_NAME} caracteres.`);
const email = z
  .string({ error: 'El email es obligatorio.' })
  .trim()
  .min(1, 'El email es obligatorio.')
  .max(MAX_EMAIL, `El email no puede superar ${MAX_EMAIL} caracteres.`)
  .pipe(z.email('El email no es válido.'));
const password = z
  .string({ error: 'El password es obligatorio.' })
  .min(MIN_PASSWORD, `El password debe tener al menos ${MIN_PASSWORD} caracteres.`)
  .max(MAX_PASSWORD, `El password no puede superar ${MAX_PASSWORD} caracteres.`);
const passwordConfirmation = z.string({ error: 'Confirma tu password.' });
const rol = z.enum(ROLES, { error: 'El rol no es válido.' });

const confirmMatches = <
  T extends { password?: string | undefined; password_confirmation?: string | undefined },
>(
  v: T,
  ctx: z.RefinementCtx,
) => {
  if (v.password !== undefined && v.password !== v.password_confirmation) {
    ctx.addIssue({ code: 'custom', path: ['password_confirmation'], message: 'Los passwords no coinciden.' });
  }
};

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
  .object({ name, email, password, password_confirmation: passwordConfirmation })
  .superRefine(confirmMatches);
export type SignupInput = z.infer<typeof SignupSchema>;

/** Admin creates a user with any role and an opening budget. */
export const CreateUserSchema = z
  .object({
    name,
    email,
    password,
    password_confirmation: passwordConfirmation,
    rol: rol.default('En lista de espera'),
    profits: z
      .number({ error: 'El presupuesto debe ser un número.' })
      .int('El presupuesto debe ser un número entero.')
      .min(0, 'El presupuesto no puede ser negativo.')
      .max(MAX_ADJUSTMENT, 'El presupuesto es demasiado grande.')
      .default(0),
  })
  .superRefine(confirmMatches);
export type CreateUserInput = z.infer<typeof CreateUserSchema>;

/**
 * Editing a user. Everything is optional: clients send whole objects back and fields a caller may
 * not change are compared with the stored row on the server (DESIGN.md §4).
 */
export const UpdateUserSchema = z
  .object({
    name: name.optional(),
    email: email.optional(),
    rol: rol.optional(),
    profits: z.number({ error: 'El presupuesto debe ser un número.' }).int().optional(),
    /** Signed amount added to the budget (Admin only), recorded in the ledger. */
    adjustment: z
      .number({ error: 'El ajuste debe ser un número.' })
      .int('El ajuste debe ser un número entero.')
      .min(-MAX_ADJUSTMENT, 'El ajuste es demasiado grande.')
      .max(MAX_ADJUSTMENT, 'El ajuste es demasiado grande.')
      .optional(),
    adjustment_note: z.string().trim().max(200, 'La nota no puede superar 200 caracteres.').optional(),
    password: password.optional().or(z.literal('').transform(() => undefined)),
    password_confirmation: z.string().optional(),
  })
  .superRefine(confirmMatches);
export type UpdateUserInput = z.infer<typeof UpdateUserSchema>;

export const TeamRefSchema = z.object({ id: z.number(), name: z.string(), division: z.string().nullable() });

export const UserSchema = z.object({
  id: z.number(),
  name: z.string(),
  email: z.string(),
  rol: z.string(),
  profits: z.number(),
  costs: z.number(),
  discord_user: z.string().nullable(),
  team: TeamRefSchema.nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type User = z.infer<typeof UserSchema>;

export const AuthResponseSchema = z.object({ user: UserSchema, token: z.string() });
export type AuthResponse = z.infer<typeof AuthResponseSchema>;

export const MovementSchema = z.object({
  id: z.number(),
  amount: z.number(),
  reason: z.string(),
  ref_type: z.string().nullable(),
  ref_id: z.number().nullable(),
  balance_after: z.number(),
  note: z.string().nullable(),
  created_by: z.object({ id: z.number(), name: z.string() }).nullable(),
  created_at: z.string(),
});
export type Movement = z.infer<typeof MovementSchema>;

/** Spanish labels for ledger reasons. */
export const MOVEMENT_REASON_LABELS: Record<string, string> = {
  admin_adjustment: 'Ajuste del administrador',
  clause_payment: 'Pago de cláusula',
  clause_income: 'Cobro de cláusula',
  transfer_payment: 'Pago de transferencia',
  transfer_income: 'Cobro de transferencia',
  auction_payment: 'Pago de subasta',
  bet_stake: 'Apuesta',
  bet_payout: 'Premio de apuesta',
  prize: 'Premio',
  prize_reversal: 'Premio revertido',
};
