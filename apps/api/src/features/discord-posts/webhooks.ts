import { asc, eq, inArray, or, sql } from 'drizzle-orm';
import { discordWebhooks, tournaments, type Db, type Tx } from '@liga/db';
import {
  DISCORD_CHANNELS,
  type DiscordChannel,
  type DiscordSettings,
  type DiscordSettingsInput,
} from '@liga/domain';
import { unprocessable, type FieldErrors } from '../../lib/http-errors';
import { activeSeasonId } from '../seasons';
import { messages } from './messages';

/** The webhook of one kind of post, or of a tournament's results; null when none is set. */
export async function webhookFor(
  db: Db | Tx,
  target: { channel: DiscordChannel } | { tournamentId: number },
): Promise<string | null> {
  const where =
    'channel' in target
      ? eq(discordWebhooks.kind, target.channel)
      : eq(discordWebhooks.tournamentId, target.tournamentId);
  const [row] = await db.select({ url: discordWebhooks.url }).from(discordWebhooks).where(where).limit(1);
  return row?.url ?? null;
}

/** Every kind's URL ('' when none) and the active season's tournaments, each with its results' URL. */
export async function loadDiscordSettings(db: Db | Tx): Promise<DiscordSettings> {
  const rows = await db.select().from(discordWebhooks);
  const byChannel = new Map(rows.filter((r) => r.tournamentId === null).map((r) => [r.kind, r.url]));
  const byTournament = new Map(
    rows.filter((r) => r.tournamentId !== null).map((r) => [r.tournamentId, r.url]),
  );
  const seasonId = await activeSeasonId(db);
  const configured = [...byTournament.keys()].filter((id): id is number => id !== null);
  const shown = await db
    .select({ id: tournaments.id, name: tournaments.name })
    .from(tournaments)
    .where(
      or(
        seasonId === undefined ? sql`false` : eq(tournaments.seasonId, seasonId),
        configured.length > 0 ? inArray(tournaments.id, configured) : sql`false`,
      ),
    )
    .orderBy(asc(tournaments.id));
  const channels = Object.fromEntries(DISCORD_CHANNELS.map((c) => [c, byChannel.get(c) ?? ''])) as Record<
    DiscordChannel,
    string
  >;
  return {
    ...channels,
    results: shown.map((t) => ({
      tournament_id: t.id,
      tournament: t.name,
      url: byTournament.get(t.id) ?? '',
    })),
  };
}

/** Replaces every webhook in one transaction (an Admin's PUT); an unknown tournament is a 422 on its row. */
export async function saveDiscordSettings(
  db: Db,
  input: DiscordSettingsInput,
  userId: number,
): Promise<DiscordSettings> {
  return db.transaction(async (tx) => {
    const ids = input.results.map((r) => r.tournament_id);
    const known = new Set(
      ids.length === 0
        ? []
        : (await tx.select({ id: tournaments.id }).from(tournaments).where(inArray(tournaments.id, ids))).map(
            (t) => t.id,
          ),
    );
    const errors: FieldErrors = {};
    input.results.forEach((r, i) => {
      if (!known.has(r.tournament_id)) errors[`results.${i}.tournament_id`] = [messages.tournamentInvalid];
    });
    if (Object.keys(errors).length > 0) throw unprocessable(errors);
    await tx.delete(discordWebhooks);
    const rows = [
      ...DISCORD_CHANNELS.map((kind) => ({ kind, tournamentId: null, url: input[kind] })),
      // A tournament sent twice keeps its last URL.
      ...[...new Map(input.results.map((r) => [r.tournament_id, r.url])).entries()].map(([id, url]) => ({
        kind: 'results' as const,
        tournamentId: id,
        url,
      })),
    ].filter((r) => r.url !== '');
    if (rows.length > 0)
      await tx.insert(discordWebhooks).values(rows.map((r) => ({ ...r, updatedBy: userId })));
    return loadDiscordSettings(tx);
  });
}
