import { wallTime, wallTimeAsUtc as asUtc, zoneOffsetMs as offsetAt, type WallTime } from '../league-time';
import { REVEAL_HOURS } from './constants';

/**
 * Sealed offers (docs/rules.md §4.3): a player's offers stay hidden until the
 * window the first offer falls in closes, in the league time zone:
 *   before 01:00 → 01:00 same day; 01:00–09:59 → 10:00; 10:00–17:59 → 18:00; 18:00+ → 01:00 next day.
 * The target is a wall-clock time, so it is computed locally and converted back to an instant;
 * a window spanning a DST change is therefore an hour shorter or longer than the clock suggests.
 */

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

/**
 * The first instant after `notBefore` at which the zone's clock reads `w`.
 * The offsets one day either side bracket any real transition (they are months apart).
 * - Repeated hour (clocks go back): the earlier reading after `notBefore` wins.
 * - Skipped hour (clocks go forward, e.g. 01:00 in Europe/London on the last Sunday of March):
 *   the time is read with the offset in force before the jump, i.e. moved forward by the gap
 *   (RFC 5545 and Temporal's 'compatible'). For a target on the hour that is the very instant the
 *   clock jumps past it (01:00 GMT → 02:00 BST reveals at 01:00 UTC), so offers are never held back
 *   longer than the window.
 */
function instantOf(w: WallTime, timeZone: string, notBefore: number): number {
  const local = asUtc(w);
  const before = offsetAt(local - DAY_MS, timeZone);
  const after = offsetAt(local + DAY_MS, timeZone);
  const candidates = [local - before, local - after]
    .filter((t) => asUtc(wallTime(t, timeZone)) === local)
    .sort((a, b) => a - b);
  return candidates.find((t) => t > notBefore) ?? candidates[0] ?? local - before;
}

function checkDate(d: Date, name: string): number {
  const t = d.getTime();
  if (Number.isNaN(t)) throw new RangeError(`${name} is not a valid date`);
  return t;
}

/** When the offers whose first one was made at `firstOfferAt` become visible. */
export function revealAt(firstOfferAt: Date, timeZone: string): Date {
  const t = checkDate(firstOfferAt, 'firstOfferAt');
  const w = wallTime(t, timeZone);
  const [first, second, third] = REVEAL_HOURS;
  const target: WallTime = { ...w, minute: 0, second: 0 };
  if (w.hour < first) target.hour = first;
  else if (w.hour < second) target.hour = second;
  else if (w.hour < third) target.hour = third;
  else Object.assign(target, { day: w.day + 1, hour: first });
  if (target.day !== w.day) {
    // Normalise day 32 → 1st of next month through the UTC calendar.
    const next = new Date(asUtc(target));
    Object.assign(target, {
      year: next.getUTCFullYear(),
      month: next.getUTCMonth() + 1,
      day: next.getUTCDate(),
    });
  }
  return new Date(instantOf(target, timeZone, t));
}

/** Whether `now` is at or after the reveal: the window closes on the hour, inclusive. */
export function isRevealed(firstOfferAt: Date, now: Date, timeZone: string): boolean {
  return checkDate(now, 'now') >= revealAt(firstOfferAt, timeZone).getTime();
}

/** Milliseconds left until the reveal; 0 once revealed. */
export function msUntilReveal(firstOfferAt: Date, now: Date, timeZone: string): number {
  return Math.max(0, revealAt(firstOfferAt, timeZone).getTime() - checkDate(now, 'now'));
}
