/** A Discord webhook message (content, embeds, who may be pinged). */
export interface DiscordMessage {
  content: string;
  embeds?: { title: string; description?: string; url?: string; color?: number }[];
  allowed_mentions: { parse: never[]; users: string[] };
}

/** A post to try again: Discord was down, slow, or asked to wait (429 `retry_after`). */
export class DiscordRetry extends Error {
  constructor(
    message: string,
    readonly retryAfterMs?: number,
  ) {
    super(message);
  }
}

/** A post Discord will never take (the webhook was deleted, the body refused): not retried. */
export class DiscordRefused extends Error {
  readonly permanent = true;
}

/** How long a post may take before it counts as failed and is retried (decision 034). */
export const DISCORD_TIMEOUT_MS = 5_000;

/** Discord answers 429 with `retry_after` in seconds in the body, and the same in Retry-After. */
async function retryAfterMs(response: Response): Promise<number | undefined> {
  try {
    const body = (await response.json()) as { retry_after?: unknown };
    if (typeof body.retry_after === 'number' && body.retry_after >= 0)
      return Math.ceil(body.retry_after * 1000);
  } catch {
    // No JSON body: the header says it.
  }
  const header = Number(response.headers.get('retry-after'));
  return Number.isFinite(header) && header >= 0 ? Math.ceil(header * 1000) : undefined;
}

/**
 * Posts one message to a webhook. 2xx: done. 429 and 5xx, a network error or a timeout: DiscordRetry.
 * Any other 4xx: DiscordRefused (retrying would not change the answer).
 */
export async function postToWebhook(
  url: string,
  message: DiscordMessage,
  timeoutMs = DISCORD_TIMEOUT_MS,
): Promise<void> {
  let response: Response;
  try {
    response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(message),
      signal: AbortSignal.timeout(timeoutMs),
      redirect: 'error',
    });
  } catch (error) {
    const timedOut = error instanceof Error && error.name === 'TimeoutError';
    throw new DiscordRetry(
      timedOut ? `Discord no respondió en ${timeoutMs} ms` : `Discord no responde: ${String(error)}`,
    );
  }
  if (response.ok) {
    await response.body?.cancel();
    return;
  }
  if (response.status === 429)
    throw new DiscordRetry('Discord pidió esperar (429)', await retryAfterMs(response));
  await response.body?.cancel();
  if (response.status >= 500) throw new DiscordRetry(`Discord respondió ${response.status}`);
  throw new DiscordRefused(`Discord rechazó el mensaje (${response.status})`);
}
