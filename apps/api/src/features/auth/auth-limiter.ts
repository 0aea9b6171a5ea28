import type { CounterStore } from '../../lib/rate-limiter';

export const WINDOW_MS = 15 * 60 * 1000;
/** Extra wait on every login for an email under attack from many addresses. */
export const SLOWDOWN_MS = 1500;

const normal = (email: string) => email.trim().toLowerCase();

/**
 * Login and sign-up limits (decision 013). Failed logins are counted per IP and per email+IP:
 * over the limit on either, that address gets 429 for the window. Failures on one email from every
 * address together only slow its logins down (SLOWDOWN_MS each), so an attacker spreading guesses
 * over many addresses is slowed, and never locks the owner's correct password out. A login is
 * counted before it runs (so parallel guesses cannot all slip under the limit) and taken back when
 * it succeeds; a refused one counts nothing (decision 013). Sign-ups count every admitted attempt per IP.
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
    // The address first: a blocked address is refused before its email+IP row would be opened.
    const keys = [`login:ip:${ip}`, `login:email-ip:${normal(email)}|${ip}`];
    if (!(await this.store.tryIncrement(keys, this.limit, WINDOW_MS, now)))
      return { allowed: false, delayMs: 0 };
    const byEmail = await this.store.count(`login:email:${normal(email)}`, now);
    return { allowed: true, delayMs: byEmail >= this.limit ? SLOWDOWN_MS : 0 };
  }

  /** The attempt failed: it also counts against the email from every address. */
  async failedLogin(email: string): Promise<void> {
    // Only reaching the limit matters (the slowdown), so the count stops there.
    await this.store.increment(`login:email:${normal(email)}`, WINDOW_MS, this.now(), this.limit);
  }

  /** The attempt succeeded: it does not count against the address. */
  async succeededLogin(ip: string, email: string): Promise<void> {
    const now = this.now();
    await this.store.decrement(`login:ip:${ip}`, now);
    await this.store.decrement(`login:email-ip:${normal(email)}|${ip}`, now);
  }

  /** Counts a sign-up attempt; false when this IP is over the limit. */
  async signup(ip: string): Promise<boolean> {
    return this.store.tryIncrement([`signup:ip:${ip}`], this.limit, WINDOW_MS, this.now());
  }
}
