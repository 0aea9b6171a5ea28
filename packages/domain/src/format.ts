import { wallTime } from './league-time';

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

/** The league's currency mark, after the amount with a space, as Spanish writes it. */
export const CURRENCY = '€';

/** An amount as users read it: '1.500.000 €'. */
export function formatCurrency(value: number): string {
  return `${formatMoney(value)} ${CURRENCY}`;
}

const oneDecimal = (value: number) => (Math.trunc(value * 10) / 10).toFixed(1).replace('.', ',');

/**
 * The short form for narrow screens: '84,0 M €', '850 mil €', '999 €'. Truncated, never rounded up,
 * so a budget of 9.999.999 is not shown as the 10 M it cannot pay.
 */
export function formatCurrencyCompact(value: number): string {
  const sign = value < 0 ? '-' : '';
  const abs = Math.abs(Math.trunc(value));
  if (abs >= 1_000_000) return `${sign}${oneDecimal(abs / 1_000_000)} M ${CURRENCY}`;
  if (abs >= 1_000) return `${sign}${Math.trunc(abs / 1_000)} mil ${CURRENCY}`;
  return `${sign}${abs} ${CURRENCY}`;
}

/**
 * Reads what a user typed in a money input ('1.500.000', '1500000 €', ' 2 000 '): the digits, or
 * NaN when there are none or anything but digits, separators and the mark. Decimals are not money
 * here (whole units, docs/rules.md §12), so a comma or a point is always a thousands separator.
 */
export function parseMoneyInput(text: string): number {
  const cleaned = text.replace(/[\s.,€]/g, '');
  return /^-?\d+$/.test(cleaned) ? Number(cleaned) : Number.NaN;
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * How far a moment is from now, in the unit people say: 'en 3 h', 'en 12 min', 'en 2 días',
 * 'hace 5 min', 'ahora'. Deadlines read as 'cierra en 3 h' with the caller's verb before it.
 */
export function formatRelative(target: Date | string, now: Date | number = Date.now()): string {
  const at = typeof target === 'string' ? new Date(target).getTime() : target.getTime();
  const diff = at - (typeof now === 'number' ? now : now.getTime());
  const abs = Math.abs(diff);
  let amount: string;
  if (abs < MINUTE) return 'ahora';
  if (abs < HOUR) amount = `${Math.floor(abs / MINUTE)} min`;
  else if (abs < DAY) amount = `${Math.floor(abs / HOUR)} h`;
  else {
    const days = Math.floor(abs / DAY);
    amount = days === 1 ? '1 día' : `${days} días`;
  }
  return diff > 0 ? `en ${amount}` : `hace ${amount}`;
}

/** DD-MM-YYYY HH:mm in the given time zone: match dates and deadlines, where seconds are noise. */
export function formatDateTimeShort(date: Date | string, timeZone: string): string {
  return formatDateTime(date, timeZone).slice(0, 16);
}

const pad2 = (n: number) => String(n).padStart(2, '0');

/**
 * DD-MM-YYYY HH:mm:ss in the given IANA time zone. Reads the zone's clock through
 * league-time's cached formatter: building an Intl.DateTimeFormat costs far more than using one, and
 * a dashboard formats hundreds of dates.
 */
export function formatDateTime(date: Date | string, timeZone: string): string {
  const w = wallTime(new Date(date).getTime(), timeZone);
  return `${pad2(w.day)}-${pad2(w.month)}-${w.year} ${pad2(w.hour)}:${pad2(w.minute)}:${pad2(w.second)}`;
}

/** Cuts a name to `max` characters, adding '...' when it was longer. */
export function truncate(text: string, max: number, ellipsis = '...'): string {
  return text.length > max ? text.slice(0, max) + ellipsis : text;
}

/**
 * `YYYY-MM-DD HH:mm:ss` in UTC with no zone suffix: the datetime form the league's current client
 * parses with `new Date(value + 'Z')` (decision 033).
 */
export function utcDateTime(date: Date): string {
  return date.toISOString().slice(0, 19).replace('T', ' ');
}
