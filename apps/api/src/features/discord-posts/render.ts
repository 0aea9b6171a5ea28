import type { Db } from '@liga/db';
import { formatCurrency, formatDateTimeShort, type DiscordChannel } from '@liga/domain';
import {
  PERSONAL_KINDS,
  SEALED_KINDS,
  notificationText,
  type NotificationData,
  type NotificationKind,
} from '@liga/domain/notifications';
import type { OutboxEvent } from '../notifications';
import { clauseLine, confirmedClause, confirmedTransfer, transferLine } from './announcements';
import { audienceOf, mentionText } from './mentions';
import type { DiscordMessage } from './post';

export type PostTarget = { channel: DiscordChannel } | { tournamentId: number };
export interface Post {
  target: PostTarget;
  message: DiscordMessage;
}
export interface RenderContext {
  db: Db;
  /** The app's public address: each post links to its subject. */
  baseUrl: string;
  timeZone: string;
}

const GREEN = 0x14532d;
/** Discord's limits: 2000 characters of content, 4096 of an embed's description. */
const CONTENT_MAX = 2000;
const DESCRIPTION_MAX = 4096;

/** Reminders of deadlines (decision 034): to the reminders channel, pinging who asked for them. */
const REMINDER_KINDS: readonly NotificationKind[] = ['statistics_due', 'auction_closing', 'reveal_soon'];

function message(
  ctx: RenderContext,
  event: OutboxEvent,
  title: string,
  description: string,
  mentions: string[],
): DiscordMessage {
  const content = [mentionText(mentions), title].filter(Boolean).join(' ').slice(0, CONTENT_MAX);
  return {
    content,
    embeds: [
      {
        title: title.slice(0, 256),
        description: description.slice(0, DESCRIPTION_MAX),
        url: new URL(event.link, ctx.baseUrl).toString(),
        color: GREEN,
      },
    ],
    // Only the users named here are pinged: a player called "@everyone" pings nobody.
    allowed_mentions: { parse: [], users: mentions },
  };
}

const dataOf = <K extends NotificationKind>(event: OutboxEvent, _kind: K) =>
  event.data as NotificationData<K>;

/**
 * What an outbox event becomes on Discord (decision 034), or null when it is not posted: public market
 * and result announcements go to their channel whatever the preferences (the users involved are pinged
 * only if they want the kind on Discord); reminders and other personal news go to the reminders channel
 * only when a recipient wants them there; own money and sanctions (PERSONAL_KINDS) are never posted.
 */
export async function renderPost(ctx: RenderContext, event: OutboxEvent): Promise<Post | null> {
  const { db } = ctx;
  // Own money and sanctions stay private; a sealed kind's ping would name a bidder before the reveal.
  if (PERSONAL_KINDS.includes(event.kind) || SEALED_KINDS.includes(event.kind)) return null;
  const audience = await audienceOf(db, event.kind, event.recipients);
  const post = (target: PostTarget, title: string, description: string, pinged = audience): Post => ({
    target,
    message: message(ctx, event, title, description, pinged.discordIds),
  });
  /** An announcement pings both parties (the event's recipients leave out whoever acted). */
  const parties = (ids: (number | null)[]) =>
    audienceOf(db, event.kind, [...new Set(ids.filter((id): id is number => id !== null))]);
  switch (event.kind) {
    case 'clause_confirmed': {
      const clause = await confirmedClause(db, dataOf(event, 'clause_confirmed').offer_id);
      if (!clause) return null;
      return post(
        { channel: 'clauses' },
        'Cláusula confirmada',
        clauseLine(clause),
        await parties(clause.parties),
      );
    }
    case 'transfer_accepted': {
      const transfer = await confirmedTransfer(db, dataOf(event, 'transfer_accepted').transfer_id);
      if (!transfer) return null;
      const title = 'Transferencia confirmada';
      return post({ channel: 'transfers' }, title, transferLine(transfer), await parties(transfer.parties));
    }
    // The clauses channel announces it, pinging the seller: not posted twice.
    case 'player_lost':
      return null;
    case 'auction_created': {
      const d = dataOf(event, 'auction_created');
      return post(
        { channel: 'auctions' },
        'Nueva subasta',
        `**${d.player_name}** desde ${formatCurrency(d.opening_amount)}. Cierra ${formatDateTimeShort(d.closes_at, ctx.timeZone)}.`,
      );
    }
    case 'auction_won': {
      const d = dataOf(event, 'auction_won');
      return post(
        { channel: 'auctions' },
        'Subasta ganada',
        `**${d.player_name}** se va por ${formatCurrency(d.amount)}.`,
      );
    }
    case 'match_result': {
      const d = dataOf(event, 'match_result');
      return post(
        { tournamentId: d.tournament_id },
        `Resultado: ${d.tournament}`,
        `${d.home} **${d.home_goals} - ${d.away_goals}** ${d.away}`,
      );
    }
    case 'transferables_list': {
      const d = dataOf(event, 'transferables_list');
      return post({ channel: 'transferables' }, 'Jugadores transferibles', transferablesText(d.players));
    }
    default: {
      // Personal news and reminders: posted only when one of its recipients wants it on Discord.
      if (
        audience.wanting === 0 ||
        (!REMINDER_KINDS.includes(event.kind) && audience.discordIds.length === 0)
      )
        return null;
      const text = notificationText(event.kind, event.data as never);
      return post({ channel: 'reminders' }, text.title, text.body);
    }
  }
}

/** One line per player, cut to Discord's limit with how many were left out. */
export function transferablesText(players: { player_name: string; team: string; value: number }[]): string {
  if (players.length === 0) return 'No hay jugadores transferibles.';
  const lines: string[] = [];
  let size = 0;
  for (const [i, p] of players.entries()) {
    const line = `• **${p.player_name}** (${p.team}) · ${formatCurrency(p.value)}`;
    const rest = players.length - i;
    if (size + line.length + 40 > DESCRIPTION_MAX) {
      lines.push(`… y ${rest} más.`);
      break;
    }
    lines.push(line);
    size += line.length + 1;
  }
  return lines.join('\n');
}
