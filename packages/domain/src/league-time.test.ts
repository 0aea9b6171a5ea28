import { describe, expect, it } from 'vitest';
import { fromLeagueInput, fromWallClock, parseLeagueDateTime, toLeagueInput } from './league-time';

const BA = 'America/Argentina/Buenos_Aires';

describe('league wall-clock times', () => {
  it.each([
    ['2026-03-01T21:00', BA, '2026-03-02T00:00:00.000Z'],
    ['2026-03-01', BA, '2026-03-01T03:00:00.000Z'],
    ['2026-03-01T21:00:00Z', BA, '2026-03-01T21:00:00.000Z'],
    ['2026-03-29T02:30', 'Europe/Madrid', '2026-03-29T01:30:00.000Z'],
    ['2026-07-01T12:00', 'Europe/Madrid', '2026-07-01T10:00:00.000Z'],
  ])('parseLeagueDateTime(%s, %s) → %s', (text, zone, iso) => {
    expect(parseLeagueDateTime(text, zone)?.toISOString()).toBe(iso);
  });

  it('refuses dates that do not exist', () => {
    expect(parseLeagueDateTime('2026-02-31T10:00', BA)).toBeUndefined();
    expect(parseLeagueDateTime('mañana', BA)).toBeUndefined();
    expect(fromLeagueInput('2026-02-31T10:00', BA)).toBeNull();
    expect(fromLeagueInput('2026-02-01', BA)).toBeNull();
  });

  it('round-trips a datetime-local value through the league clock', () => {
    expect(fromLeagueInput('2026-08-01T21:00', BA)).toBe('2026-08-02T00:00:00.000Z');
    expect(toLeagueInput('2026-08-02T00:00:00.000Z', BA)).toBe('2026-08-01T21:00');
    expect(fromWallClock(Date.UTC(2026, 0, 1, 0, 0, 0), 'UTC').toISOString()).toBe(
      '2026-01-01T00:00:00.000Z',
    );
  });
});
