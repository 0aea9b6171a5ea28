import {
  LATE_ENTRY_PENALTY_HOURS,
  RESULT_CLAIM_HOURS,
  WITHDRAWAL_PENALTIES,
  WITHDRAWAL_UNNOTIFIED_EXTRA,
} from '../rulebook/constants';
import {
  ADMONITIONS_TO_LOSE_PLACE,
  MAX_POSTPONEMENTS,
  WARNINGS_PER_ADMONITION,
  type SanctionKind,
} from './constants';

const HOUR_MS = 3_600_000;

export interface DisciplineStanding {
  warnings: number;
  admonitions: number;
  /** Three admonitions lose the place in the league (docs/rules.md §17.2). */
  loses_place: boolean;
  postponements: number;
  /** More than four postponements lose the right to keep the team. */
  loses_team: boolean;
  withdrawals: number;
}

/** A team's season standing from its live (not reverted) sanctions. */
export function disciplineStanding(kinds: readonly SanctionKind[]): DisciplineStanding {
  const count = (kind: SanctionKind) => kinds.filter((k) => k === kind).length;
  const warnings = count('warning');
  const admonitions = Math.floor(warnings / WARNINGS_PER_ADMONITION);
  const postponements = count('postponement');
  return {
    warnings,
    admonitions,
    loses_place: admonitions >= ADMONITIONS_TO_LOSE_PLACE,
    postponements,
    loses_team: postponements > MAX_POSTPONEMENTS,
    withdrawals: count('withdrawal'),
  };
}

/**
 * The fine of a team's next withdrawal: 5M, 10M, 15M for the 1st, 2nd, 3rd (and the 3rd's amount
 * from then on), plus 2M when the team did not notify it. `previous` counts live withdrawals only.
 */
export function withdrawalFine(previous: number, notified: boolean): number {
  const steps = WITHDRAWAL_PENALTIES;
  const base = steps[Math.min(previous, steps.length - 1)]!;
  return base + (notified ? 0 : WITHDRAWAL_UNNOTIFIED_EXTRA);
}

export interface LateEntry {
  /** The tier reached: 24, 36 or 48 hours after the match. */
  hours: number;
  amount: number;
}

/**
 * The late-entry fine of statistics loaded at `loadedAt` for a match played at `matchDate`, or null
 * before the first tier (docs/rules.md §17.3). `fines` holds one amount per tier of
 * LATE_ENTRY_PENALTY_HOURS, as the league configures them.
 */
export function lateEntryFine(matchDate: Date, loadedAt: Date, fines: readonly number[]): LateEntry | null {
  const late = (loadedAt.getTime() - matchDate.getTime()) / HOUR_MS;
  let reached: LateEntry | null = null;
  LATE_ENTRY_PENALTY_HOURS.forEach((hours, i) => {
    if (late >= hours) reached = { hours, amount: fines[i] ?? fines[fines.length - 1] ?? 0 };
  });
  return reached;
}

/** A result may be claimed until RESULT_CLAIM_HOURS after the match (not before it is played). */
export function resultClaimOpen(matchDate: Date, now: Date): boolean {
  const since = now.getTime() - matchDate.getTime();
  return since >= 0 && since <= RESULT_CLAIM_HOURS * HOUR_MS;
}

/** Which link each kind needs: every sanction links a match or an offer (decision 025). */
export function sanctionNeedsMatch(kind: SanctionKind): boolean {
  return kind === 'withdrawal' || kind === 'late_entry' || kind === 'result_claim';
}
