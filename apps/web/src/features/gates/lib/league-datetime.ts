/**
 * A datetime-local input holds a wall-clock time without a zone; the league reads every time in its
 * own zone (DESIGN.md §3), whatever the browser's zone is.
 */

const parts = (at: number, timeZone: string) =>
  Object.fromEntries(
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
  ) as Record<'year' | 'month' | 'day' | 'hour' | 'minute' | 'second', number>;

/** Milliseconds the zone is ahead of UTC at that instant. */
function zoneOffsetMs(at: number, timeZone: string): number {
  const p = parts(at, timeZone);
  const wall = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second);
  return wall - Math.floor(at / 1000) * 1000;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** '2026-08-01T21:00' as the league's clock reads the instant. */
export function toLeagueInput(iso: string, timeZone: string): string {
  const p = parts(new Date(iso).getTime(), timeZone);
  return `${p.year}-${pad(p.month)}-${pad(p.day)}T${pad(p.hour)}:${pad(p.minute)}`;
}

const INPUT = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/;

/** The instant (ISO, UTC) at which the league's clock reads the input's wall time; null if invalid. */
export function fromLeagueInput(text: string, timeZone: string): string | null {
  const m = INPUT.exec(text.trim());
  if (!m) return null;
  const [, y, mo, d, h, mi, s = '0'] = m;
  const wall = Date.UTC(Number(y), Number(mo) - 1, Number(d), Number(h), Number(mi), Number(s));
  const check = new Date(wall);
  if (check.getUTCDate() !== Number(d) || check.getUTCMonth() !== Number(mo) - 1) return null;
  const first = wall - zoneOffsetMs(wall, timeZone);
  // A second pass settles the offset when the first guess crossed a DST change.
  return new Date(wall - zoneOffsetMs(first, timeZone)).toISOString();
}
