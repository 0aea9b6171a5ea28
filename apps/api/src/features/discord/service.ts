import { randomBytes } from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import { discordLinks, discordOauthStates, type Db } from '@liga/db';
import { OAUTH_STATE_TTL_MINUTES } from '@liga/domain';
import { sign, verifySignature } from '../../lib/tokens';
import { PG_UNIQUE_VIOLATION, pgErrorCode } from '../../lib/pg-errors';
import { messages } from './messages';

export interface DiscordConfig {
  clientId: string;
  clientSecret: string;
  baseUrl: string;
  redirectUri: string;
}

export class DiscordLinkError extends Error {}

/** Issues a one-time state bound to the user and signed with the server secret. */
export async function createState(db: Db, secret: string, userId: number, now: Date): Promise<string> {
  const nonce = randomBytes(18).toString('base64url');
  const expiresAt = new Date(now.getTime() + OAUTH_STATE_TTL_MINUTES * 60_000);
  await db.insert(discordOauthStates).values({ nonce, userId, expiresAt, createdAt: now });
  const payload = `${nonce}.${userId}`;
  return `${payload}.${sign(secret, payload)}`;
}

export function authorizeUrl(config: DiscordConfig, state: string): string {
  const url = new URL('/oauth2/authorize', config.baseUrl);
  url.searchParams.set('client_id', config.clientId);
  url.searchParams.set('response_type', 'code');
  url.searchParams.set('scope', 'identify');
  url.searchParams.set('redirect_uri', config.redirectUri);
  url.searchParams.set('state', state);
  url.searchParams.set('prompt', 'consent');
  return url.toString();
}

/** Checks the signature and spends the state: a state links at most once, before it expires. */
export async function consumeState(db: Db, secret: string, state: string, now: Date): Promise<number> {
  const [nonce, userIdText, signature] = state.split('.');
  if (!nonce || !userIdText || !signature || !verifySignature(secret, `${nonce}.${userIdText}`, signature)) {
    throw new DiscordLinkError(messages.invalidState);
  }
  const [row] = await db
    .update(discordOauthStates)
    .set({ usedAt: now })
    .where(
      and(
        eq(discordOauthStates.nonce, nonce),
        eq(discordOauthStates.userId, Number(userIdText)),
        isNull(discordOauthStates.usedAt),
        gt(discordOauthStates.expiresAt, now),
      ),
    )
    .returning({ userId: discordOauthStates.userId });
  if (!row) throw new DiscordLinkError(messages.invalidState);
  return row.userId;
}

async function discordJson(url: string, init: RequestInit): Promise<Record<string, unknown>> {
  const response = await fetch(url, { ...init, signal: AbortSignal.timeout(10_000) });
  if (!response.ok) throw new DiscordLinkError(messages.failed);
  return (await response.json()) as Record<string, unknown>;
}

/** Exchanges the code for a token and reads the Discord identity behind it. */
export async function fetchIdentity(
  config: DiscordConfig,
  code: string,
): Promise<{ id: string; username: string }> {
  const token = await discordJson(new URL('/api/oauth2/token', config.baseUrl).toString(), {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      client_id: config.clientId,
      client_secret: config.clientSecret,
      grant_type: 'authorization_code',
      code,
      redirect_uri: config.redirectUri,
    }),
  });
  if (typeof token.access_token !== 'string') throw new DiscordLinkError(messages.failed);
  const me = await discordJson(new URL('/api/users/@me', config.baseUrl).toString(), {
    headers: { authorization: `Bearer ${token.access_token}` },
  });
  if (typeof me.id !== 'string' || typeof me.username !== 'string')
    throw new DiscordLinkError(messages.failed);
  return { id: me.id, username: me.username };
}

export async function saveLink(
  db: Db,
  userId: number,
  identity: { id: string; username: string },
  now: Date,
): Promise<void> {
  try {
    await db
      .insert(discordLinks)
      .values({ userId, discordId: identity.id, discordUsername: identity.username, linkedAt: now })
      .onConflictDoUpdate({
        target: discordLinks.userId,
        set: { discordId: identity.id, discordUsername: identity.username, linkedAt: now },
      });
  } catch (error) {
    if (pgErrorCode(error) === PG_UNIQUE_VIOLATION) throw new DiscordLinkError(messages.alreadyLinked);
    throw error;
  }
}
