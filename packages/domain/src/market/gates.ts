import { MARKET_GATE_DELAY_HOURS } from './constants';

/**
 * Market gates (docs/rules.md §2.6): /season-countdown opens at season start; /transfer and
 * /crear_subasta open MARKET_GATE_DELAY_HOURS later. The server enforces the same instant.
 */

export const gateOpensAt = (seasonStart: Date, delayHours: number = MARKET_GATE_DELAY_HOURS): Date =>
  new Date(seasonStart.getTime() + delayHours * 3_600_000);

/** Milliseconds from now to target; 0 once reached, never negative. */
export const msUntil = (target: Date, now: Date): number => Math.max(0, target.getTime() - now.getTime());

export const isGateOpen = (
  seasonStart: Date,
  now: Date,
  delayHours: number = MARKET_GATE_DELAY_HOURS,
): boolean => msUntil(gateOpensAt(seasonStart, delayHours), now) === 0;

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * '2d 03:04:05', or '03:04:05' under a day. Seconds round up, so the countdown reads 00:00:00
 * only when the gate is actually open (a remaining 0.4 s still shows 00:00:01).
 */
export function formatCountdown(ms: number): string {
  const total = Number.isFinite(ms) && ms > 0 ? Math.ceil(ms / 1000) : 0;
  const days = Math.floor(total / 86_400);
  const clock = `${pad(Math.floor((total % 86_400) / 3600))}:${pad(Math.floor((total % 3600) / 60))}:${pad(total % 60)}`;
  return days > 0 ? `${days}d ${clock}` : clock;
}
