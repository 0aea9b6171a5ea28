import { StatisticsPrefillSchema, type StatisticsPrefill } from '@liga/domain';
import type { LineValues } from './statistics-lines';

/** The router state key under which the screenshot analysis hands its proposal to this form. */
export const OCR_PREFILL_STATE = 'ocrPrefill';

/** The proposal in the router's state, if it is one and it is for this match (anything else is ignored). */
export function prefillFromState(state: unknown, matchId: number): StatisticsPrefill | null {
  const value = (state as Record<string, unknown> | null)?.[OCR_PREFILL_STATE];
  const parsed = StatisticsPrefillSchema.safeParse(value);
  return parsed.success && parsed.data.match_id === matchId ? parsed.data : null;
}

const blank = (n: number) => (n > 0 ? String(n) : '');

/** One proposed line as the form's inputs hold it. */
export const prefillLine = (line: StatisticsPrefill['lines'][number]): LineValues => ({
  goals: blank(line.goals),
  assists: blank(line.assists),
  yellow: line.yellow_cards > 0,
  red: line.red_cards > 0,
  direct_red: line.direct_red,
  injury: line.simple_injuries > 0,
  serious: line.serious_injuries > 0,
  mvp: line.mvp,
  // The captures' ratings table lists the players who took part.
  played: true,
});
