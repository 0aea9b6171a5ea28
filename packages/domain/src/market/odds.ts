import { ODD_MAX, ODD_MIN_EXCLUSIVE } from './constants';
import { BET_MESSAGES as M } from './messages';

/**
 * Odds are integer hundredths (1.85 → 185), as stored (packages/db bets schema), so that a payout
 * is exact integer arithmetic. Staff type them as free text with the hint x.xx (docs/rules.md §7.2).
 */

export type OddResult = { ok: true; value: number } | { ok: false; error: string };

const ODD_TEXT = /^(\d+)(?:[.,](\d+))?$/;

/**
 * '1.85', '1,85' (Spanish decimal comma), '2' and the number 1.85 all parse; thousands separators
 * do not ('1.000,50' is refused rather than guessed). Must be > 1.00 and ≤ 1000.00.
 */
export function parseOdd(input: string | number): OddResult {
  const text = typeof input === 'number' ? (Number.isFinite(input) ? String(input) : '') : input.trim();
  if (text === '') return { ok: false, error: M.oddRequired };
  const match = ODD_TEXT.exec(text);
  if (!match) return { ok: false, error: M.oddFormat };
  const [, whole = '', fraction = ''] = match;
  if (fraction.length > 2) return { ok: false, error: M.oddDecimals };
  // Long integer parts would lose precision below; anything that long is far above the maximum.
  if (whole.replace(/^0+/, '').length > 6) return { ok: false, error: M.oddTooHigh };
  const value = Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
  if (value <= ODD_MIN_EXCLUSIVE) return { ok: false, error: M.oddTooLow };
  if (value > ODD_MAX) return { ok: false, error: M.oddTooHigh };
  return { ok: true, value };
}

/** 185 → '1.85', 200 → '2.00': the x.xx form staff type and the lists show (docs/rules.md §7.2). */
export function formatOdd(hundredths: number): string {
  const sign = hundredths < 0 ? '-' : '';
  const abs = Math.abs(Math.trunc(hundredths));
  return `${sign}${Math.trunc(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/**
 * stake × odd in whole units, half up (docs/rules.md §7.4: a winning bet pays odd × stake).
 * BigInt keeps it exact whatever the size: 1,000,001 × 1.85 = 1,850,001.85 → 1,850,002.
 */
export function payout(stake: number, oddHundredths: number): number {
  if (!Number.isSafeInteger(stake) || stake < 0) throw new RangeError('stake must be a whole amount ≥ 0');
  if (!Number.isSafeInteger(oddHundredths) || oddHundredths < 0)
    throw new RangeError('odd must be whole hundredths');
  const result = (BigInt(stake) * BigInt(oddHundredths) + 50n) / 100n;
  if (result > BigInt(Number.MAX_SAFE_INTEGER)) throw new RangeError('payout exceeds safe integers');
  return Number(result);
}
