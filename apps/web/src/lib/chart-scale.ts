/** A y-axis for the budget chart: bounds on round amounts around the data, and the ticks between. */
export interface ChartScale {
  lo: number;
  hi: number;
  ticks: number[];
}

const STEPS = [1, 2, 2.5, 5, 10];

/** The smallest round step (1, 2, 2.5 or 5 × 10^n) that splits the span in at most `parts`. */
function niceStep(span: number, parts: number): number {
  const rough = span / parts;
  const magnitude = 10 ** Math.floor(Math.log10(rough));
  return (STEPS.find((s) => s * magnitude >= rough) ?? 10) * magnitude;
}

/**
 * The axis starts near the lowest balance, not at zero: a budget moving between 196 M and 200 M
 * fills the chart instead of drawing four equal bars. A flat series gets a band around it.
 */
export function chartScale(values: readonly number[], parts = 3): ChartScale {
  let min = Math.min(...values);
  let max = Math.max(...values);
  if (min === max) {
    const pad = Math.max(Math.abs(min) * 0.05, 1);
    min -= pad;
    max += pad;
  }
  const step = niceStep(max - min, parts);
  const lo = Math.floor(min / step) * step;
  const hi = Math.ceil(max / step) * step;
  const ticks: number[] = [];
  for (let t = lo; t <= hi + step / 2; t += step) ticks.push(Math.round(t));
  return { lo, hi, ticks };
}
