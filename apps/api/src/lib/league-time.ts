/** Milliseconds the zone is ahead of UTC at that instant. */
function zoneOffsetMs(at: number, timeZone: string): number {
  const parts = Object.fromEntries(
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
  );
  return Date.UTC(parts.year!, parts.month! - 1, parts.day!, parts.hour!, parts.minute!, parts.second!) - at;
}

/** A wall-clock time in the zone (given as if it were UTC) as an instant. */
export function fromWallClock(wallUtcMs: number, timeZone: string): Date {
  const first = wallUtcMs - zoneOffsetMs(wallUtcMs, timeZone);
  // A second pass settles the offset when the first guess crossed a DST change.
  return new Date(wallUtcMs - zoneOffsetMs(first, timeZone));
}

const WALL_CLOCK = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2}))?)?$/;

/**
 * A date or date-time typed in a form. With an offset or 'Z' it is taken as is; without one
 * ('2026-03-01T21:00' from a datetime-local input) it is read in the league's time zone.
 */
export function parseLeagueDateTime(text: string, timeZone: string): Date | undefined {
  const wall = WALL_CLOCK.exec(text.trim());
  if (wall) {
    const [, y, mo, d, h = '0', mi = '0', s = '0'] = wall;
    const ms = Date.UTC(Number(y), Number(mo) - 1, Number(d), Number(h), Number(mi), Number(s));
    const back = new Date(ms);
    if (back.getUTCDate() !== Number(d) || back.getUTCMonth() !== Number(mo) - 1) return undefined;
    return fromWallClock(ms, timeZone);
  }
  const ms = Date.parse(text);
  return Number.isNaN(ms) ? undefined : new Date(ms);
}
