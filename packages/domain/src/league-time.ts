/**
 * Wall-clock times in the league's zone (README): forms type a date and time without a zone and
 * the league reads it in its own zone, whatever the server's or the browser's zone is.
 */
export interface WallTime {
  year: number;
  month: number; // 1–12
  day: number;
  hour: number;
  minute: number;
  second: number;
}

const formatters = new Map<string, Intl.DateTimeFormat>();

/** Throws RangeError for an unknown zone, as Intl does: a misconfigured LEAGUE_TIMEZONE must fail loudly. */
function formatter(timeZone: string): Intl.DateTimeFormat {
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
      hourCycle: 'h23',
    });
    formatters.set(timeZone, f);
  }
  return f;
}

/**
 * Builds the zone's formatter ahead of the first date shown. The first Intl.DateTimeFormat of a page
 * loads the browser's time-zone data: 25–45 ms on the machine the benchmarks run on, four times that on
 * the phone Lighthouse simulates, better spent while the first screen's chunks download than inside
 * its first draw.
 */
export function prepareZone(timeZone: string): void {
  formatter(timeZone);
}

/** What the zone's clock reads at an instant. */
export function wallTime(instantMs: number, timeZone: string): WallTime {
  const w: WallTime = { year: 0, month: 0, day: 0, hour: 0, minute: 0, second: 0 };
  for (const p of formatter(timeZone).formatToParts(instantMs)) {
    if (p.type in w) w[p.type as keyof WallTime] = Number(p.value);
  }
  return w;
}

/** The wall time read as if it were UTC; Date.UTC also rolls day 32 into the next month. */
export const wallTimeAsUtc = (w: WallTime): number =>
  Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute, w.second);

/** Milliseconds the zone is ahead of UTC at that instant, to the second. */
export const zoneOffsetMs = (instantMs: number, timeZone: string): number =>
  wallTimeAsUtc(wallTime(instantMs, timeZone)) - Math.floor(instantMs / 1000) * 1000;

/** A wall-clock time in the zone (given as if it were UTC) as an instant. */
export function fromWallClock(wallUtcMs: number, timeZone: string): Date {
  const first = wallUtcMs - zoneOffsetMs(wallUtcMs, timeZone);
  // A second pass settles the offset when the first guess crossed a DST change.
  return new Date(wallUtcMs - zoneOffsetMs(first, timeZone));
}

/** y-m-d h:mi:s as a UTC timestamp, or undefined when the date does not exist (31 February). */
function wallMs(y: string, mo: string, d: string, h: string, mi: string, s: string): number | undefined {
  const ms = Date.UTC(Number(y), Number(mo) - 1, Number(d), Number(h), Number(mi), Number(s));
  const back = new Date(ms);
  return back.getUTCDate() === Number(d) && back.getUTCMonth() === Number(mo) - 1 ? ms : undefined;
}

const WALL_CLOCK = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2}))?)?$/;
const INPUT = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/;

/**
 * A date or date-time sent by a form. With an offset or 'Z' it is taken as is; without one
 * ('2026-03-01T21:00' from a datetime-local input) it is read in the league's time zone.
 */
export function parseLeagueDateTime(text: string, timeZone: string): Date | undefined {
  const wall = WALL_CLOCK.exec(text.trim());
  if (wall) {
    const [, y, mo, d, h = '0', mi = '0', s = '0'] = wall;
    const ms = wallMs(y!, mo!, d!, h, mi, s);
    return ms === undefined ? undefined : fromWallClock(ms, timeZone);
  }
  const ms = Date.parse(text);
  return Number.isNaN(ms) ? undefined : new Date(ms);
}

const pad = (n: number) => String(n).padStart(2, '0');

/** '2026-08-01T21:00': the value of a datetime-local input showing the instant on the league's clock. */
export function toLeagueInput(iso: string, timeZone: string): string {
  const p = wallTime(new Date(iso).getTime(), timeZone);
  return `${p.year}-${pad(p.month)}-${pad(p.day)}T${pad(p.hour)}:${pad(p.minute)}`;
}

/** The instant (ISO, UTC) at which the league's clock reads a datetime-local value; null if invalid. */
export function fromLeagueInput(text: string, timeZone: string): string | null {
  const m = INPUT.exec(text.trim());
  if (!m) return null;
  const [, y, mo, d, h, mi, s = '0'] = m;
  const ms = wallMs(y!, mo!, d!, h!, mi!, s);
  return ms === undefined ? null : fromWallClock(ms, timeZone).toISOString();
}
