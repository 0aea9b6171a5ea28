/**
 * Wall-clock times in the league's zone (DESIGN.md §3): forms type a date and time without a zone and
 * the league reads it in its own zone, whatever the server's or the browser's zone is.
 */
type Parts = Record<'year' | 'month' | 'day' | 'hour' | 'minute' | 'second', number>;

function zoneParts(at: number, timeZone: string): Parts {
  return Object.fromEntries(
    new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    })
      .formatToParts(new Date(at))
      .map((p) => [p.type, Number(p.value)]),
  ) as Parts;
}

/** Milliseconds the zone is ahead of UTC at that instant. */
function zoneOffsetMs(at: number, timeZone: string): number {
  const p = zoneParts(at, timeZone);
  return Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second) - Math.floor(at / 1000) * 1000;
}

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
  const p = zoneParts(new Date(iso).getTime(), timeZone);
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
