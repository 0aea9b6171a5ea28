import type { CounterStore } from '../../lib/rate-limiter';

export const WINDOW_MS = 15 * 60 * 1000;
/** Extra wait on every login for an email under attack from many addresses. */
export const SLOWDOWN_MS = 1500;

const normal = (email: string) => email.trim().toLowerCase();

/**
 * Login and sign-up limits (issue 11 item 5). Failed logins are counted per IP and per email+IP:
 * over the limit on either, that address gets 429 for the window. Failures on one email from every
 * address together only slow its logins down (SLOWDOWN_MS each), so an attacker spreading guesses
 * over many addresses is slowed, and never locks the owner's correct password out. A login is
 * counted before it runs (so parallel guesses cannot all slip under the limit) and taken back when
 * it succeeds. Sign-ups count every attempt per IP.
 */
export class AuthLimiter {
  constructor(
    private readonly store: CounterStore,
    private readonly limit: number,
    private readonly now: () => number = Date.now,
  ) {}

  /** Counts a login attempt; false when this IP or this email from this IP is over the limit. */
  async startLogin(ip: string, email: string): Promise<{ allowed: boolean; delayMs: number }> {
    const now = this.now();
    const byIp = await this.store.increment(`login:ip:${ip}`, WINDOW_MS, now);
    const byEmailIp = await this.store.increment(`login:email-ip:${normal(email)}|${ip}`, WINDOW_MS, now);
    const byEmail = await this.store.count(`login:email:${normal(email)}`, now);
    return {
      allowed: byIp <= this.limit && byEmailIp <= this.limit,
      delayMs: byEmail >= this.limit ? SLOWDOWN_MS : 0,
    };
  }

  /** The attempt failed: it also counts against the email from every address. */
  async failedLogin(email: string): Promise<void> {
    await this.store.increment(`login:email:${normal(email)}`, WINDOW_MS, this.now());
  }

  /** The attempt succeeded: it does not count against the address. */
  async succeededLogin(ip: string, email: string): Promise<void> {
    const now = this.now();
    await this.store.decrement(`login:ip:${ip}`, now);
    await this.store.decrement(`login:email-ip:${normal(email)}|${ip}`, now);
  }

  /** Counts a sign-up attempt; false when this IP is over the limit. */
  async signup(ip: string): Promise<boolean> {
    return (await this.store.increment(`signup:ip:${ip}`, WINDOW_MS, this.now())) <= this.limit;
  }
}
