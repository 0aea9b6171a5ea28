import type { FastifyInstance } from 'fastify';
import type { OutboxEvent } from '../notifications';
import { DISCORD_TIMEOUT_MS, postToWebhook } from './post';
import { renderPost } from './render';
import { webhookFor } from './webhooks';

/** Back-off between tries (decision 034): 2, 4, 8 … s, at most 10 min; given up after 20 tries (~2 h). */
export const DISCORD_MAX_ATTEMPTS = 20;
export const discordRetryMs = (attempt: number) => Math.min(2 ** attempt * 1000, 600_000);
/** Few events per claim: the lease must outlast a batch of slow posts (each cut at the timeout). */
const BATCH = 5;
const LEASE_MS = BATCH * DISCORD_TIMEOUT_MS * 2 + 10_000;

/**
 * The outbox's Discord consumer (decision 034): each event becomes at most one post to the webhook of
 * its channel (or of its tournament, for results). It runs after the change committed, apart from the
 * request that caused it, so a Discord that is down or slow never slows or fails that request.
 */
export function registerDiscordConsumer(app: FastifyInstance): void {
  const ctx = {
    db: app.db,
    baseUrl: app.env.PUBLIC_URL ?? `http://localhost:${app.env.PORT}`,
    timeZone: app.env.LEAGUE_TIMEZONE,
  };
  app.outbox.register({
    name: 'discord',
    batch: BATCH,
    leaseMs: LEASE_MS,
    maxAttempts: DISCORD_MAX_ATTEMPTS,
    retryMs: discordRetryMs,
    handle: async (event: OutboxEvent) => {
      const post = await renderPost(ctx, event);
      if (!post) return;
      const url = await webhookFor(app.db, post.target);
      if (!url) return;
      await postToWebhook(url, post.message);
    },
  });
}
