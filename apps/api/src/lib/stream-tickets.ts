import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/** A stream ticket lives this long: enough for the browser to open its EventSource right away. */
export const TICKET_TTL_MS = 60_000;

/**
 * Short-lived, single-use tickets for live streams (decision 013): EventSource cannot send an
 * Authorization header, so instead of the long-lived token the URL carries a ticket that names the
 * session (token id), expires within a minute and is accepted once. Signed with the app secret, so
 * any instance can verify it; "once" is kept in this instance's memory (a ticket replayed on another
 * instance within its minute still needs a live session, which the stream re-checks).
 */
export class StreamTickets {
  private readonly used = new Map<string, number>();

  constructor(private readonly secret: string) {}

  private sign(body: string): string {
    return createHmac('sha256', this.secret).update(`stream-ticket:${body}`).digest('base64url');
  }

  issue(tokenId: number, now: Date): string {
    const body = `${tokenId}.${now.getTime() + TICKET_TTL_MS}.${randomBytes(12).toString('base64url')}`;
    return `${body}.${this.sign(body)}`;
  }

  /** The token id the ticket was issued for, or null when it is forged, expired or already used. */
  redeem(ticket: string, now: Date): number | null {
    const parts = ticket.split('.');
    if (parts.length !== 4) return null;
    const body = parts.slice(0, 3).join('.');
    const given = Buffer.from(parts[3]!);
    const expected = Buffer.from(this.sign(body));
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
    const expiresAt = Number(parts[1]);
    if (!Number.isFinite(expiresAt) || expiresAt <= now.getTime()) return null;
    for (const [nonce, until] of this.used) if (until <= now.getTime()) this.used.delete(nonce);
    if (this.used.has(parts[2]!)) return null;
    this.used.set(parts[2]!, expiresAt);
    return Number(parts[0]);
  }
}

const SECRET_KEY = /token|ticket/i;

/**
 * A URL fit for the log: the value of every query key that names a token or ticket is replaced,
 * however the key is spelled (`%74oken`) and however often it repeats.
 */
export function redactUrl(url: string): string {
  const q = url.indexOf('?');
  if (q < 0) return url;
  let params: URLSearchParams;
  try {
    params = new URLSearchParams(url.slice(q + 1));
  } catch {
    return `${url.slice(0, q)}?***`;
  }
  const parts: string[] = [];
  for (const [key, value] of params)
    parts.push(`${encodeURIComponent(key)}=${SECRET_KEY.test(key) ? '***' : encodeURIComponent(value)}`);
  return `${url.slice(0, q)}?${parts.join('&')}`;
}
