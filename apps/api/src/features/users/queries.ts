import { count, desc, eq } from 'drizzle-orm';
import { budgetMovements, users, type Db } from '@liga/db';
import type { Movement } from '@liga/domain';
import { alias } from 'drizzle-orm/pg-core';

const author = alias(users, 'author');

export async function listMovements(
  db: Db,
  userId: number,
  paging: { limit: number; offset: number },
): Promise<{ rows: Movement[]; total: number }> {
  const rows = await db
    .select({
      id: budgetMovements.id,
      amount: budgetMovements.amount,
      reason: budgetMovements.reason,
      refType: budgetMovements.refType,
      refId: budgetMovements.refId,
      balanceAfter: budgetMovements.balanceAfter,
      note: budgetMovements.note,
      createdAt: budgetMovements.createdAt,
      authorId: author.id,
      authorName: author.name,
    })
    .from(budgetMovements)
    .leftJoin(author, eq(author.id, budgetMovements.createdBy))
    .where(eq(budgetMovements.userId, userId))
    .orderBy(desc(budgetMovements.id))
    .limit(paging.limit)
    .offset(paging.offset);
  const [totals] = await db
    .select({ total: count() })
    .from(budgetMovements)
    .where(eq(budgetMovements.userId, userId));
  return {
    total: totals?.total ?? 0,
    rows: rows.map((r) => ({
      id: r.id,
      amount: r.amount,
      reason: r.reason,
      ref_type: r.refType,
      ref_id: r.refId,
      balance_after: r.balanceAfter,
      note: r.note,
      created_by: r.authorId === null ? null : { id: r.authorId, name: r.authorName ?? '' },
      created_at: r.createdAt.toISOString(),
    })),
  };
}
