import { count, desc, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { budgetMovements, users, type Db } from '@liga/db';
import type { Movement, MovementList } from '@liga/domain';
import { runPage, type Paging } from '../../lib/list-query';
import { namedRef } from '../../lib/named-ref';

const author = alias(users, 'author');

/** A user's ledger, newest first, with who made each adjustment. */
export async function listMovements(db: Db, userId: number, q: Paging): Promise<MovementList> {
  const query = db
    .select({ m: budgetMovements, authorName: author.name })
    .from(budgetMovements)
    .leftJoin(author, eq(author.id, budgetMovements.createdBy))
    .where(eq(budgetMovements.userId, userId))
    .orderBy(desc(budgetMovements.id));
  const counted = db
    .select({ total: count() })
    .from(budgetMovements)
    .where(eq(budgetMovements.userId, userId));
  return runPage(q, query, counted, ({ m, authorName }): Movement => ({
    id: m.id,
    amount: m.amount,
    reason: m.reason,
    ref_type: m.refType,
    ref_id: m.refId,
    balance_after: m.balanceAfter,
    note: m.note,
    created_by: namedRef(m.createdBy, authorName),
    created_at: m.createdAt.toISOString(),
  }));
}
