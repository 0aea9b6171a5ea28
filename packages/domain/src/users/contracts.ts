import { z } from 'zod';
import { RefSchema, TeamRefSchema } from '../common/contracts';
import { PageQuerySchema, paged } from '../paging';
import { ROLES } from '../roles';
import {
  confirmMatches,
  emailField,
  nameField,
  passwordConfirmationField,
  passwordField,
  rolField,
} from './fields';

export { MAX_EMAIL, MAX_NAME, MAX_PASSWORD, MIN_PASSWORD } from './fields';
/** Largest single budget adjustment: keeps every balance far inside 2^53. */
export const MAX_ADJUSTMENT = 100_000_000_000;

/** Admin creates a user with any role and an opening budget. */
export const CreateUserSchema = z
  .object({
    name: nameField,
    email: emailField,
    password: passwordField,
    password_confirmation: passwordConfirmationField,
    rol: rolField.default('En lista de espera'),
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
 * not change are compared with the stored row on the server (decision 033).
 */
export const UpdateUserSchema = z
  .object({
    name: nameField.optional(),
    email: emailField.optional(),
    rol: rolField.optional(),
    // `profits` is not read: clients send the whole user back, and a budget changes only through
    // `adjustment` (decisions 033 and 012), so a stale or doubled balance can never be written.
    /** Signed amount added to the budget (Admin only), recorded in the ledger. */
    adjustment: z
      .number({ error: 'El ajuste debe ser un número.' })
      .int('El ajuste debe ser un número entero.')
      .min(-MAX_ADJUSTMENT, 'El ajuste es demasiado grande.')
      .max(MAX_ADJUSTMENT, 'El ajuste es demasiado grande.')
      .optional(),
    adjustment_note: z.string().trim().max(200, 'La nota no puede superar 200 caracteres.').optional(),
    password: passwordField.optional().or(z.literal('').transform(() => undefined)),
    password_confirmation: z.string().optional(),
  })
  .superRefine(confirmMatches);
export type UpdateUserInput = z.infer<typeof UpdateUserSchema>;

/** A user as every endpoint shows it (decision 012), team and Discord link included. */
export const UserSchema = RefSchema.extend({
  email: z.string(),
  rol: z.enum(ROLES),
  profits: z.number(),
  costs: z.number(),
  discord_user: z.string().nullable(),
  team: TeamRefSchema.nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type User = z.infer<typeof UserSchema>;

/**
 * A user as another account sees it (GET /users, /users/{id}; docs/rules.md §13): the email only for an
 * Admin, the budget (profits, costs) only for league members; null where the caller may not see it.
 * One's own record always comes whole.
 */
export const UserEntrySchema = UserSchema.extend({
  email: z.string().nullable(),
  profits: z.number().nullable(),
  costs: z.number().nullable(),
});
export type UserEntry = z.infer<typeof UserEntrySchema>;

/** GET /users (data, meta.last_page). */
export const UserListQuerySchema = PageQuerySchema;
export const UserListSchema = paged(UserEntrySchema);
export type UserList = z.infer<typeof UserListSchema>;

/** POST /users and PUT /users/{id}. */
export const UserSavedSchema = z.object({ message: z.string(), user: UserSchema });
