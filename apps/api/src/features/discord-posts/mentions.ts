import { and, eq, inArray } from 'drizzle-orm';
import { discordLinks, notificationPreferences, users, type Db } from '@liga/db';
import {
  DEFAULT_CHANNEL,
  wantsDiscord,
  type NotificationChannel,
  type NotificationKind,
} from '@liga/domain/notifications';

/** The users of an event who want it on Discord (their preference for the kind, or its default). */
export interface DiscordAudience {
  /** How many recipients want the kind on Discord. */
  wanting: number;
  /** Discord ids of those among them who linked their account (they are pinged). */
  discordIds: string[];
}

export async function audienceOf(
  db: Db,
  kind: NotificationKind,
  userIds: number[],
): Promise<DiscordAudience> {
  if (userIds.length === 0) return { wanting: 0, discordIds: [] };
  const rows = await db
    .select({ discordId: discordLinks.discordId, channel: notificationPreferences.channel })
    .from(users)
    .leftJoin(discordLinks, eq(discordLinks.userId, users.id))
    .leftJoin(
      notificationPreferences,
      and(eq(notificationPreferences.userId, users.id), eq(notificationPreferences.kind, kind)),
    )
    .where(inArray(users.id, userIds))
    .orderBy(users.id);
  const wanting = rows.filter((r) =>
    wantsDiscord((r.channel as NotificationChannel | null) ?? DEFAULT_CHANNEL[kind]),
  );
  return {
    wanting: wanting.length,
    discordIds: wanting.map((r) => r.discordId).filter((id): id is string => id !== null),
  };
}

/** `<@id> <@id>` for the content line. */
export const mentionText = (ids: string[]) => ids.map((id) => `<@${id}>`).join(' ');
