/** Spanish-style thousands separators: 15000000 → '15.000.000'. */
export function formatMoney(value: number): string {
  const sign = value < 0 ? '-' : '';
  return (
    sign +
    Math.abs(Math.trunc(value))
      .toString()
      .replace(/\B(?=(\d{3})+(?!\d))/g, '.')
  );
}

/** DD-MM-YYYY HH:mm:ss in the given IANA time zone (spec 01 §9). */
export function formatDateTime(date: Date | string, timeZone: string): string {
  const d = typeof date === 'string' ? new Date(date) : date;
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(d)
      .map((p) => [p.type, p.value]),
  );
  return `${parts.day}-${parts.month}-${parts.year} ${parts.hour}:${parts.minute}:${parts.second}`;
}

/** Cuts a name to `max` characters, adding '...' when it was longer (spec 02 §2). */
export function truncate(text: string, max: number, ellipsis = '...'): string {
  return text.length > max ? text.slice(0, max) + ellipsis : text;
}

/**
 * `YYYY-MM-DD HH:mm:ss` in UTC with no zone suffix: the datetime form the league's current client
 * parses with `new Date(value + 'Z')` (DESIGN.md §4).
 */
export function utcDateTime(date: Date): string {
  return date.toISOString().slice(0, 19).replace('T', ' ');
}
