import { describe, expect, it } from 'vitest';
import { formatDateTime, formatMoney, truncate } from './format';
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
