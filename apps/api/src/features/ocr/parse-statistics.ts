import { isWordy } from '@liga/domain';
import type { Row } from './layout';
import { readStatValue } from './numbers';
import { isEnglishLabel, knownStat } from './vocabulary';

export interface StatisticLine {
  stat: string;
  home_value: string;
  away_value: string;
}

/** '55 %' arrives as two words: a lone '%' belongs to the number before it. */
function tokens(row: Row): string[] {
  const out: string[] = [];
  for (const w of row.words) {
    if (/^%$/.test(w.text) && out.length > 0) out[out.length - 1] += '%';
    else out.push(w.text);
  }
  return out;
}

/**
 * One statistic per row: home value, label, away value. The label snaps to a known statistic when
 * it is close to one; otherwise it is kept as read.
 */
export function parseStatisticRow(row: Row, english?: boolean): StatisticLine | null {
  const t = tokens(row);
  if (t.length < 3) return null;
  const home = readStatValue(t[0]!);
  const away = readStatValue(t.at(-1)!);
  // Between the values only words: a row with numbers inside is a table row, not a statistic.
  const label = t.slice(1, -1);
  if (home === null || away === null || !label.some(isWordy) || label.some((x) => /\d/.test(x))) return null;
  const read = label.join(' ').replace(/^[^\p{L}]+|[^\p{L}%)]+$/gu, '');
  const known = knownStat(read, english);
  const stat = known?.label ?? read;
  if (known && DECIMAL_STATS.has(known.label)) {
    // Expected goals always carry one decimal: '34' lost its separator.
    const separator = isEnglishLabel(known.label) ? '.' : ',';
    return { stat, home_value: withDecimal(home, separator), away_value: withDecimal(away, separator) };
  }
  return { stat, home_value: home, away_value: away };
}

const DECIMAL_STATS = new Set(['Goles esperados', 'Expected Goals']);
const withDecimal = (value: string, separator: string) =>
  /^\d{2}$/.test(value) ? `${value[0]}${separator}${value[1]}` : value;

/** Two passes: the labels first tell the screen's language, which then settles look-alike labels. */
export function parseStatistics(rows: Row[]): StatisticLine[] {
  const first = rows
    .map((row) => parseStatisticRow(row))
    .filter((line): line is StatisticLine => line !== null);
  const english = first.filter((l) => isEnglishLabel(l.stat)).length;
  const language = english * 2 === first.length ? undefined : english * 2 > first.length;
  return rows
    .map((row) => parseStatisticRow(row, language))
    .filter((line): line is StatisticLine => line !== null);
}
