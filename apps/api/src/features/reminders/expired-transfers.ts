import { and, eq, gt, lte } from 'drizzle-orm';
import { remindersSent, transfers, type Db } from '@liga/db';
import { TRANSFER_PROPOSAL_HOURS } from '@liga/domain';
import { TRANSFER_PENDING } from '../transfers';
import { notifyTransfer } from '../notifications';

const TTL_MS = TRANSFER_PROPOSAL_HOURS * 3_600_000;
/** Proposals that expired longer ago than this are left alone (before notifications existed). */
const LOOK_BACK_MS = 48 * 3_600_000;

/**
 * A proposal expires by time, with no transaction of its own (docs/rules.md §5): a sweep of the
 * reminders' job tells both parties, once per proposal across instances (its key in reminders_sent
 * is written with the event, decision 034). Returns how many it told.
 */
export async function notifyExpiredTransfers(db: Db, now: Date): Promise<number> {
  const expired = await db
    .select({ id: transfers.id })
    .from(transfers)
    .where(
      and(
        eq(transfers.status, TRANSFER_PENDING),
        lte(transfers.createdAt, new Date(now.getTime() - TTL_MS)),
        gt(transfers.createdAt, new Date(now.getTime() - TTL_MS - LOOK_BACK_MS)),
      ),
    );
  let told = 0;
  for (const { id } of expired) {
    told += await db.transaction(async (tx) => {
      const fresh = await tx
        .insert(remindersSent)
        .values({ key: `transfer_expired:${id}` })
        .onConflictDoNothing()
        .returning({ key: remindersSent.key });
      if (!fresh.length) return 0;
      await notifyTransfer(tx, id, 'transfer_expired', null);
      return 1;
    });
  }
  return told;
}
