import { DATA_ENTRY_HOURS, LATE_ENTRY_PENALTY_HOURS } from '../rulebook/constants';

const HOUR = 3_600_000;

/**
 * When a team whose match statistics are missing is reminded (docs/rules.md §8.6, decision 034): once
 * in the last hour of the data deadline (`DATA_ENTRY_HOURS` after the match), then once at each tier
 * of `LATE_ENTRY_PENALTY_HOURS`, while the next tier can still be avoided. A window the server missed
 * entirely is skipped: a stale reminder would only add noise.
 */
export const STATISTICS_REMINDERS: readonly { hoursLate: number; from: number; until: number }[] = [
  { hoursLate: 0, from: DATA_ENTRY_HOURS - 1, until: DATA_ENTRY_HOURS },
  ...LATE_ENTRY_PENALTY_HOURS.map((tier, i) => ({
    hoursLate: tier,
    from: tier,
    until: LATE_ENTRY_PENALTY_HOURS[i + 1] ?? tier + 12,
  })),
];

/** Auctions about to close and sealed offers about to be revealed are reminded this long before. */
export const MARKET_REMINDER_HOURS = 1;

/** The statistics reminder due now for a match played at `matchDate`, or null (see STATISTICS_REMINDERS). */
export function statisticsReminderDue(matchDate: Date, now: Date): { hoursLate: number } | null {
  const elapsed = (now.getTime() - matchDate.getTime()) / HOUR;
  const due = STATISTICS_REMINDERS.find((r) => elapsed >= r.from && elapsed < r.until);
  return due ? { hoursLate: due.hoursLate } : null;
}

/** Whether a deadline falls within the market reminder's lead from now (and is still ahead). */
export function marketReminderDue(deadline: Date, now: Date): boolean {
  const left = deadline.getTime() - now.getTime();
  return left > 0 && left <= MARKET_REMINDER_HOURS * HOUR;
}
