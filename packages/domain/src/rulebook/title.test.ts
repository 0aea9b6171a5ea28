import { describe, expect, it } from 'vitest';
import { rulebookTitle, slugify } from './title';

describe('rulebookTitle', () => {
  it.each([
    [{ id: 57, name: 'Temporada 57' }, 'REGLAMENTO TEMPORADA 57'],
    [{ id: 3, name: 'Temporada 59' }, 'REGLAMENTO TEMPORADA 59'],
    [{ id: 60, name: 'T60 (2026)' }, 'REGLAMENTO TEMPORADA 2026'],
    [{ id: 61, name: 'Apertura' }, 'REGLAMENTO TEMPORADA 61'],
    [null, 'REGLAMENTO'],
  ])('%j → %s', (season, title) => expect(rulebookTitle(season)).toBe(title));
});

describe('slugify', () => {
  it.each([
    ['Cláusulas de rescisión', 'clausulas-de-rescision'],
    ['  Topes de CA!  ', 'topes-de-ca'],
    ['Año 2026 — Señales', 'ano-2026-senales'],
    ['¿?', ''],
  ])('%s → %s', (text, slug) => expect(slugify(text)).toBe(slug));
});
