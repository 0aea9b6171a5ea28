/** Adds up field scores per set of captures (fixtures, tuning, held-out) and prints them. */
import type { FieldScore } from './score';

export interface Tally {
  fields: number;
  exact: number;
  headerFields: number;
  headerExact: number;
  extra: number;
  images: number;
  byField: Record<string, { fields: number; exact: number }>;
}

export const emptyTally = (): Tally => ({
  fields: 0,
  exact: 0,
  headerFields: 0,
  headerExact: 0,
  extra: 0,
  images: 0,
  byField: {},
});

export function add(tally: Tally, s: FieldScore): void {
  tally.images += 1;
  tally.fields += s.fields;
  tally.exact += s.exact;
  tally.headerFields += s.headerFields;
  tally.headerExact += s.headerExact;
  tally.extra += s.extra;
  for (const [field, t] of Object.entries(s.byField)) {
    const into = (tally.byField[field] ??= { fields: 0, exact: 0 });
    into.fields += t.fields;
    into.exact += t.exact;
  }
}

export const pct = (a: number, b: number) => `${((100 * a) / Math.max(1, b)).toFixed(1)} %`;

export function printTally(name: string, t: Tally): void {
  console.log(
    `${name}: ${pct(t.exact, t.fields)} de los campos exactos (${t.exact}/${t.fields}, ${t.images} capturas); ` +
      `tipo y equipos ${pct(t.headerExact, t.headerFields)}; filas de más ${t.extra}`,
  );
  console.log(
    `  por campo: ${Object.entries(t.byField)
      .map(([field, f]) => `${field} ${pct(f.exact, f.fields)}`)
      .join(', ')}`,
  );
}
