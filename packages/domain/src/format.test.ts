import { describe, expect, it } from 'vitest';
import {
  formatCurrency,
  formatCurrencyCompact,
  formatDateTime,
  formatDateTimeShort,
  formatMoney,
  formatRelative,
  parseMoneyInput,
  truncate,
} from './format';
import { pageMeta, pagingButtons } from './page-meta';
import { SignupSchema } from './auth/contracts';
import { UpdateUserSchema } from './users/contracts';
import { roleLabel } from './roles';

describe('formatMoney', () => {
  it.each([
    [0, '0'],
    [999, '999'],
    [1000, '1.000'],
    [15_000_000, '15.000.000'],
    [-2_500_000, '-2.500.000'],
  ])('%d → %s', (n, s) => expect(formatMoney(n)).toBe(s));
});

describe('formatDateTime', () => {
  it('shows the league time zone as DD-MM-YYYY HH:mm:ss', () => {
    expect(formatDateTime('2026-03-01T03:04:05Z', 'America/Argentina/Buenos_Aires')).toBe(
      '01-03-2026 00:04:05',
    );
    expect(formatDateTime('2026-03-01T03:04:05Z', 'UTC')).toBe('01-03-2026 03:04:05');
  });
});

describe('truncate', () => {
  it('keeps short names and cuts long ones', () => {
    expect(truncate('Messi', 15)).toBe('Messi');
    expect(truncate('Cristiano Ronaldo dos Santos', 15)).toBe('Cristiano Ronal...');
    expect(truncate('Real Madrid CF', 10, '')).toBe('Real Madri');
  });
});

describe('paging', () => {
  it.each([
    [0, 1, 15, 1],
    [15, 1, 15, 1],
    [16, 2, 15, 2],
    [301, 1, 15, 21],
  ])('total %d → last_page %d', (total, page, per, last) =>
    expect(pageMeta(total, page, per).last_page).toBe(last),
  );
  it.each([
    [1, 1, false, false],
    [1, 3, false, true],
    [2, 3, true, true],
    [3, 3, true, false],
  ])('page %d of %d', (page, last, previous, next) =>
    expect(pagingButtons(page, last)).toEqual({ previous, next }),
  );
});

describe('user contracts', () => {
  it('refuses a sign-up whose confirmation differs', () => {
    const r = SignupSchema.safeParse({
      name: 'a',
      email: 'a@b.co',
      password: 'clave-muy-segura',
      password_confirmation: 'x',
    });
    expect(r.success).toBe(false);
    expect(r.error?.issues[0]?.path).toEqual(['password_confirmation']);
  });
  it('treats an empty password on edit as unchanged', () => {
    const r = UpdateUserSchema.parse({ name: 'Ana', password: '' });
    expect(r.password).toBeUndefined();
  });
  it('labels visitante as Otro', () => expect(roleLabel('visitante')).toBe('Otro'));
});

describe('currency', () => {
  it.each([
    [0, '0 €', '0 €'],
    [999, '999 €', '999 €'],
    [850_500, '850.500 €', '850 mil €'],
    [84_000_000, '84.000.000 €', '84,0 M €'],
    [9_999_999, '9.999.999 €', '9,9 M €'],
    [-2_500_000, '-2.500.000 €', '-2,5 M €'],
  ])('%d → %s / %s', (n, full, compact) => {
    expect(formatCurrency(n)).toBe(full);
    expect(formatCurrencyCompact(n)).toBe(compact);
  });

  it.each([
    ['1.500.000', 1_500_000],
    ['1500000 €', 1_500_000],
    [' 2 000 ', 2000],
    ['1,000', 1000],
    ['', Number.NaN],
    ['12a', Number.NaN],
    ['1.5e6', Number.NaN],
  ])('reads %j as %d', (text, n) => expect(parseMoneyInput(text)).toBe(n));
});

describe('formatRelative', () => {
  const now = Date.parse('2026-03-01T12:00:00Z');
  it.each([
    ['2026-03-01T12:00:30Z', 'ahora'],
    ['2026-03-01T12:12:00Z', 'en 12 min'],
    ['2026-03-01T15:30:00Z', 'en 3 h'],
    ['2026-03-02T13:00:00Z', 'en 1 día'],
    ['2026-03-04T12:00:00Z', 'en 3 días'],
    ['2026-03-01T11:55:00Z', 'hace 5 min'],
    ['2026-02-27T12:00:00Z', 'hace 2 días'],
  ])('%s → %s', (at, text) => expect(formatRelative(at, now)).toBe(text));
});

describe('formatDateTimeShort', () => {
  it('drops the seconds', () => {
    expect(formatDateTimeShort('2026-03-01T03:04:05Z', 'UTC')).toBe('01-03-2026 03:04');
  });
});
