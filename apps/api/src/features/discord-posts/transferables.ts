import { asc, eq } from 'drizzle-orm';
import { players, teams, type Db } from '@liga/db';
import { emitEvent } from '../notifications';
import { webhookFor } from './webhooks';

/** How often the transferable players are posted (decision 034). */
export const TRANSFERABLES_EVERY_HOURS = 24;

/**
 * The scheduled post of the players their owners marked transferable (decision 034): an outbox event
 * with no recipients, which only the Discord consumer posts. Nothing when the webhook is not set.
 */
export async function emitTransferables(db: Db): Promise<{ players: number } | { skipped: string }> {
  if (!(await webhookFor(db, { channel: 'transferables' }))) return { skipped: 'sin webhook' };
  const rows = await db
    .select({ player_id: players.id, player_name: players.name, team: teams.name, value: players.value })
    .from(players)
    .innerJoin(teams, eq(teams.id, players.idTeam))
    .where(eq(players.transferable, true))
    .orderBy(asc(teams.name), asc(players.name));
  await db.transaction((tx) =>
    emitEvent(tx, { kind: 'transferables_list', recipients: [], data: { players: rows } }),
  );
  return { players: rows.length };
}
