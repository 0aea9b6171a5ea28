/**
 * Field accuracy of one recognition against its fixture: each statistic (label, home, away), each
 * player field and both team names count once; a row not found costs all of its fields.
 */
import { fold, similarity, type RecognitionData } from '@liga/domain';
import type { Expectation } from './generate';

export interface FieldScore {
  /** Statistic and player fields (the measure of the quality bar). */
  fields: number;
  exact: number;
  /** Screen type and the two team names, counted apart. */
  headerFields: number;
  headerExact: number;
  /** Recognised rows that stand for nothing on the screen. */
  extra: number;
  misses: string[];
  /** The same tally per field (statistic name, home, away; each player field). */
  byField: Record<string, { fields: number; exact: number }>;
}

const PLAYER_FIELDS = [
  'shirt_number',
  'name',
  'rating',
  'goals',
  'assists',
  'amarillas',
  'rojas',
  'is_injured',
] as const;

export function scoreRecognition(expected: Expectation, data: RecognitionData | null): FieldScore {
  const score: FieldScore = {
    fields: 0,
    exact: 0,
    headerFields: 0,
    headerExact: 0,
    extra: 0,
    misses: [],
    byField: {},
  };
  const check = (label: string, want: unknown, got: unknown, header = false) => {
    if (header) score.headerFields += 1;
    else score.fields += 1;
    if (!header) {
      const field = (score.byField[label.slice(label.lastIndexOf('(') + 1, -1)] ??= { fields: 0, exact: 0 });
      field.fields += 1;
      if (want === got) field.exact += 1;
    }
    if (want === got) {
      if (header) score.headerExact += 1;
      else score.exact += 1;
    } else score.misses.push(`${label}: esperado ${JSON.stringify(want)}, leído ${JSON.stringify(got)}`);
  };
  check('tipo', expected.kind, data?.type ?? null, true);
  check('local', expected.teams.home, data?.teams.home ?? null, true);
  check('visitante', expected.teams.away, data?.teams.away ?? null, true);

  if (expected.kind === 'match_statistics') {
    const read = [...(data?.statistics ?? [])];
    for (const want of expected.statistics) {
      const index = bestIndex(read, (r) => similarity(fold(r.stat), fold(want.stat)), 0.5);
      const got = index >= 0 ? read.splice(index, 1)[0] : undefined;
      check(`${want.stat} (nombre)`, want.stat, got?.stat ?? null);
      check(`${want.stat} (local)`, want.home_value, got?.home_value ?? null);
      check(`${want.stat} (visitante)`, want.away_value, got?.away_value ?? null);
    }
    score.extra += read.length;
  } else {
    const read = [...(data?.players ?? [])];
    for (const want of expected.players) {
      let index = read.findIndex((r) => r.shirt_number === want.shirt_number);
      if (index < 0) index = bestIndex(read, (r) => similarity(fold(r.name), fold(want.name)), 0.6);
      const got = index >= 0 ? read.splice(index, 1)[0] : undefined;
      for (const field of PLAYER_FIELDS)
        check(`${want.name} (${field})`, want[field], got ? got[field] : null);
    }
    score.extra += read.length;
  }
  return score;
}

function bestIndex<T>(list: T[], fit: (item: T) => number, min: number): number {
  let best = -1;
  let bestFit = min;
  list.forEach((item, i) => {
    const f = fit(item);
    if (f >= bestFit) [best, bestFit] = [i, f];
  });
  return best;
}
