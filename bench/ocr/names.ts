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
