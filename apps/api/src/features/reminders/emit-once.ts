import { remindersSent, type Db } from '@liga/db';
import type { NotificationEvent } from '@liga/domain/notifications';
import { emitEvent } from '../notifications';

/**
 * Emits a reminder once, whatever the number of instances ticking (decision 034): the key's row and
 * the event are written in one transaction, and a second writer of the same key inserts nothing.
 */
export async function emitOnce(db: Db, key: string, event: NotificationEvent): Promise<boolean> {
  return db.transaction(async (tx) => {
    const inserted = await tx
      .insert(remindersSent)
      .values({ key })
      .onConflictDoNothing()
      .returning({ key: remindersSent.key });
    if (inserted.length === 0) return false;
    await emitEvent(tx, event);
    return true;
  });
}
