import { and, count, eq, isNull, ne, sql } from 'drizzle-orm';
import { BalanceBoundError, moveMoney, userTokens, users, type Db, type Tx } from '@liga/db';
import { may, type CreateUserInput, type UpdateUserInput, type User } from '@liga/domain';
import { forbidden, notFound, ruleBroken } from '../../lib/http-errors';
import { lockedRow } from '../../lib/locked-row';
import { hashPassword } from '../../lib/passwords';
import { PG_FOREIGN_KEY_VIOLATION, PG_UNIQUE_VIOLATION, pgErrorCode } from '../../lib/pg-errors';
import type { AuthUser } from '../../plugins/auth';
import { findUserView } from './user-view';
import { messages } from './messages';
import { notifyBudgetAdjustment } from '../notifications';

function translateDbError(error: unknown): never {
  // Shown under the form's adjustment field rather than the ledger's generic `amount`.
  if (error instanceof BalanceBoundError) throw ruleBroken('adjustment', messages.balanceBound);
  const code = pgErrorCode(error);
  if (code === PG_UNIQUE_VIOLATION) throw ruleBroken('email', messages.emailTaken);
  if (code === PG_FOREIGN_KEY_VIOLATION) throw ruleBroken('id', messages.hasHistory);
  throw error;
}

export async function createUser(db: Db, input: CreateUserInput, by: AuthUser): Promise<User> {
  const passwordHash = await hashPassword(input.password);
  try {
    const id = await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(users)
        .values({ name: input.name, email: input.email, passwordHash, rol: input.rol })
        .returning({ id: users.id });
      if (input.profits > 0) {
        await moveMoney(tx, {
          userId: row!.id,
          amount: input.profits,
          reason: 'admin_adjustment',
          createdBy: by.id,
          note: 'Presupuesto inicial',
        });
      }
      return row!.id;
    });
    return (await findUserView(db, id))!;
  } catch (error) {
    translateDbError(error);
  }
}

/** What a non-admin may not touch: anything but the password, unless sent back unchanged. */
function refuseNonAdminChanges(current: typeof users.$inferSelect, input: UpdateUserInput): void {
  if (input.rol !== undefined && input.rol !== current.rol) throw forbidden(messages.onlyAdminRole);
  if ((input.adjustment ?? 0) !== 0) throw forbidden(messages.onlyAdminBudget);
  if (input.name !== undefined && input.name !== current.name) throw forbidden(messages.onlyPassword);
  if (input.email !== undefined && input.email.toLowerCase() !== current.email.toLowerCase()) {
    throw forbidden(messages.onlyPassword);
  }
}

async function adminCount(tx: Tx, exceptId: number): Promise<number> {
  const [row] = await tx
    .select({ n: count() })
    .from(users)
    .where(and(eq(users.rol, 'Admin'), ne(users.id, exceptId)));
  return row?.n ?? 0;
}

export async function updateUser(
  db: Db,
  id: number,
  input: UpdateUserInput,
  by: AuthUser,
  now: Date,
): Promise<User> {
  const admin = may(by.rol, 'editUserRoleAndBudget');
  if (!may(by.rol, 'editAnyUser') && by.id !== id) throw forbidden(messages.cannotEditOther);
  const passwordHash = input.password ? await hashPassword(input.password) : undefined;
  try {
    await db.transaction(async (tx) => {
      const current = await lockedRow(tx, users, id, messages.notFound);
      if (!admin) refuseNonAdminChanges(current, input);

      const changes: Partial<typeof users.$inferInsert> = {};
      if (admin) {
        if (input.name !== undefined) changes.name = input.name;
        if (input.email !== undefined) changes.email = input.email;
        if (input.rol !== undefined && input.rol !== current.rol) {
          if (current.rol === 'Admin' && (await adminCount(tx, id)) === 0)
            throw ruleBroken('rol', messages.lastAdmin);
          changes.rol = input.rol;
        }
      }
      if (passwordHash) changes.passwordHash = passwordHash;
      if (Object.keys(changes).length > 0) {
        await tx
          .update(users)
          .set({ ...changes, updatedAt: now })
          .where(eq(users.id, id));
      }
      if (admin) {
        // Only an explicit adjustment moves the budget: a `profits` sent with the user is ignored, or
        // a client paying a bet by writing "old balance + payout" would pay it twice (decision 012).
        const delta = input.adjustment ?? 0;
        if (delta !== 0) {
          await moveMoney(tx, {
            userId: id,
            amount: delta,
            reason: 'admin_adjustment',
            createdBy: by.id,
            note: input.adjustment_note || messages.adjustmentNote,
            allowNegative: true,
          });
          await notifyBudgetAdjustment(tx, id, delta, input.adjustment_note || null);
        }
      }
      if (passwordHash) {
        // A new password ends every other session of that user.
        const keep = by.id === id ? sql`${userTokens.id} <> ${by.tokenId}` : sql`true`;
        await tx
          .update(userTokens)
          .set({ revokedAt: now })
          .where(and(eq(userTokens.userId, id), isNull(userTokens.revokedAt), keep));
      }
    });
  } catch (error) {
    translateDbError(error);
  }
  return (await findUserView(db, id))!;
}

export async function deleteUser(db: Db, id: number, by: AuthUser): Promise<void> {
  if (by.id === id) throw ruleBroken('id', messages.cannotDeleteSelf);
  try {
    await db.transaction(async (tx) => {
      const [current] = await tx.select({ rol: users.rol }).from(users).where(eq(users.id, id)).for('update');
      if (!current) throw notFound(messages.notFound);
      await tx.delete(users).where(eq(users.id, id));
    });
  } catch (error) {
    translateDbError(error);
  }
}

export async function revokeAllTokens(db: Db, id: number, by: AuthUser, now: Date): Promise<void> {
  if (!may(by.rol, 'editAnyUser') && by.id !== id) throw forbidden(messages.cannotEditOther);
  const [exists] = await db.select({ id: users.id }).from(users).where(eq(users.id, id));
  if (!exists) throw notFound(messages.notFound);
  await db
    .update(userTokens)
    .set({ revokedAt: now })
    .where(and(eq(userTokens.userId, id), isNull(userTokens.revokedAt)));
}
