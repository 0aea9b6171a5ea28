import { describe, expect, it } from 'vitest';
import { marketReminderDue, statisticsReminderDue } from './reminders';

const played = new Date('2026-03-10T23:00:00Z');
const after = (hours: number) => new Date(played.getTime() + hours * 3_600_000);

describe('statistics reminders (docs/rules.md §8.6)', () => {
  it.each([
    [0.5, null],
    [1, 0],
    [1.99, 0],
    [2, null],
    [23.9, null],
    [24, 24],
    [35.9, 24],
    [36, 36],
    [48, 48],
    [59.9, 48],
    [60, null],
  ])('%s h after the match: %s', (hours, hoursLate) => {
    expect(statisticsReminderDue(played, after(hours))).toEqual(hoursLate === null ? null : { hoursLate });
  });
});

describe('market reminders', () => {
  it.each([
    [2, false],
    [1, true],
    [0.01, true],
    [0, false],
    [-1, false],
  ])('a deadline %s h ahead is reminded: %s', (hours, due) => {
    expect(marketReminderDue(after(hours), played)).toBe(due);
  });
});
