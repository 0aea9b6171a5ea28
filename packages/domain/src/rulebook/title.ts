/**
 * 'REGLAMENTO TEMPORADA 57' for the active season: the number in the season's name
 * ('Temporada 57' → 57), else its id, so a league whose active season is 59 reads 59.
 */
export function rulebookTitle(season: { id: number; name: string } | null | undefined): string {
  if (!season) return 'REGLAMENTO';
  const number = /(\d+)(?!.*\d)/.exec(season.name)?.[1];
  return `REGLAMENTO TEMPORADA ${number ?? season.id}`;
}

/** A heading's anchor: lower case, no accents, words joined by '-' ('Cláusulas de rescisión' → 'clausulas-de-rescision'). */
export function slugify(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60);
}
