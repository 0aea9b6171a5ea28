import type { Format } from './round-names';

/** What a final place in a table leads to. */
export type ZoneKind = 'promotion' | 'playoff' | 'playin' | 'playout' | 'relegation';

export interface TableZone {
  kind: ZoneKind;
  /** First and last table position of the zone, 1-based and inclusive. */
  from: number;
  to: number;
  label: string;
}

/**
 * The league format of the rule book ('Divisiones y fechas', 'Copas') as table zones. Primera's
 * play-offs start with a Playin (round 14) before the Cuartos, so the top 6 go straight to the
 * Cuartos and 7–10 play the Playin; 11–12 play the playout and the last two go down (the season
 * objectives (docs/rules.md §3.5) read the same lines: 'Playoff', 'Play-in', 'Evitar la final del playout',
 * 'Evitar el descenso'). Segunda's play-offs start at the Cuartos (top 8), its top two go up. The
 * UCL groups send their first two to the Cuartos. The other cups have no table zones.
 * The rule book prints these ranges (RULEBOOK_VALUES.ZONES_*), and /tablas colours its rows with them.
 */
export const TABLE_ZONES: Readonly<Partial<Record<Format, readonly TableZone[]>>> = {
  PD: [
    { kind: 'playoff', from: 1, to: 6, label: 'Cuartos de final' },
    { kind: 'playin', from: 7, to: 10, label: 'Playin' },
    { kind: 'playout', from: 11, to: 12, label: 'Playout' },
    { kind: 'relegation', from: 13, to: 14, label: 'Descenso' },
  ],
  SD: [
    { kind: 'promotion', from: 1, to: 2, label: 'Ascenso y Cuartos de final' },
    { kind: 'playoff', from: 3, to: 8, label: 'Cuartos de final' },
  ],
  UCL: [{ kind: 'playoff', from: 1, to: 2, label: 'Cuartos de final' }],
};

/** The zone a table position falls in, if any. */
export function zoneOf(format: Format, position: number): TableZone | undefined {
  return TABLE_ZONES[format]?.find((z) => position >= z.from && position <= z.to);
}

/** '1.º–6.º Cuartos de final; 7.º–10.º Playin; …' as the rule book prints it. */
export function describeZones(format: Format): string {
  const place = (z: TableZone) => (z.from === z.to ? `${z.from}.º` : `${z.from}.º a ${z.to}.º`);
  return (TABLE_ZONES[format] ?? []).map((z) => `${place(z)}: ${z.label}`).join('; ');
}
