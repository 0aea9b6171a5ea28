/** Name pools for the synthetic screenshots: Spanish-speaking names with accents, fictional clubs. */
import type { Rng } from './render-kit';

export const CLUBS = [
  'Atlético Norte',
  'Deportivo Sur',
  'Real Ciudad',
  'Unión Costera',
  'Sporting Valle',
  'Racing Puerto',
  'Club Estrella',
  'Independiente Oeste',
  'Académica Sierra',
  'Juventud Pampa',
  'Ferro Central',
  'Olímpico Andino',
] as const;

/*
 * The bench keeps its own name pools rather than drawing from the demo seed's FIRST_NAMES and
 * LAST_NAMES (packages/db/src/seed-data.ts), which hold every name below. The committed captures and
 * the varied sets are drawn from these lists by seeded generators, so the figures the decisions
 * record (037, 044, 045) hold only while the lists stay as they are; the seed's lists change for the
 * demo league's sake, and each change would redraw every capture. The pools are also picked for what
 * the recognizer finds hard: 20 of the 30 surnames carry an accent or ñ (the seed's 27 of 57).
 */
const FIRST = [
  'Juan',
  'Hugo',
  'Iván',
  'Pablo',
  'Tomás',
  'Leo',
  'Martín',
  'Sebastián',
  'Joaquín',
  'Matías',
  'Nicolás',
  'Andrés',
  'Julián',
  'Ramón',
  'Emiliano',
  'Gonzalo',
  'Federico',
  'Agustín',
  'Rodrigo',
  'Cristian',
  'Bruno',
  'Santiago',
  'Facundo',
  'Lucas',
] as const;

const LAST = [
  'Pérez',
  'Díaz',
  'Gómez',
  'Ruiz',
  'Vera',
  'Sosa',
  'Fernández',
  'Martínez',
  'Rodríguez',
  'López',
  'Giménez',
  'Álvarez',
  'Domínguez',
  'Acuña',
  'Benítez',
  'Castro',
  'Ibáñez',
  'Muñoz',
  'Ortiz',
  'Quintero',
  'Salazar',
  'Toledo',
  'Valdés',
  'Zárate',
  'Herrera',
  'Medina',
  'Ríos',
  'Cáceres',
  'Núñez',
  'Peña',
] as const;

/** A squad of distinct full names as the league registers them. */
export function squad(rng: Rng, size: number): string[] {
  const names = new Set<string>();
  while (names.size < size) names.add(`${rng.pick(FIRST)} ${rng.pick(LAST)}`);
  return [...names];
}

export type NameStyle = 'full' | 'initial' | 'surname' | 'upper-surname';

/** How a game prints a registered name: in full, 'J. Pérez', 'Pérez' or 'PÉREZ'. */
export function displayName(full: string, style: NameStyle): string {
  const [first, ...rest] = full.split(' ');
  const last = rest.join(' ');
  if (style === 'full') return full;
  if (style === 'initial') return `${first![0]}. ${last}`;
  if (style === 'surname') return last;
  return last.toLocaleUpperCase('es');
}
