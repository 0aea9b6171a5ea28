import { describe, expect, it } from 'vitest';
import { isSquadName, restoreAccents, snapNames } from './snap';

const vocabulary = {
  teams: ['Atlético Norte', 'Deportivo Sur'],
  names: [
    'Juan Fernández',
    'Santiago Peña',
    'Juan Vera',
    'Gonzalo Ortiz',
    'Iván Núñez',
    'Ramón Pérez',
    'Tomás Pérez',
  ],
};
const names = (...printed: string[]) =>
  snapNames(
    printed.map((name) => ({ name })),
    { home: 'Atletico Norle', away: 'Deportivo Sur' },
    vocabulary,
  );

describe('read names corrected against the match squads', () => {
  it.each([
    [
      'puts back accents and look-alike letters, keeping the printed case',
      ['Fernandez', 'S. Pefia', 'NUNEZ'],
      ['Fernández', 'S. Peña', 'NÚÑEZ'],
    ],
    ['splits joined words', ['JuanVera', 'GOrtiz'], ['Juan Vera', 'G. Ortiz']],
    [
      'never changes an initial, even when one player has that surname',
      ['A. Ortiz', 'F. Fernández', 'X. Pérez'],
      ['A. Ortiz', 'F. Fernández', 'X. Pérez'],
    ],
  ])('%s', (_, printed, snapped) => {
    expect(names(...printed).players.map((p) => p.name)).toEqual(snapped);
  });

  it('snaps team names to the match teams', () => {
    expect(names().teams).toEqual({ home: 'Atlético Norte', away: 'Deportivo Sur' });
  });

  it('takes a badly read team for the match team it is far nearer to, and leaves another team alone', () => {
    const teams = (home: string, away: string) => snapNames([], { home, away }, vocabulary).teams;
    expect(teams("Atiático r'orta", 'Depertivo Sur')).toEqual({
      home: 'Atlético Norte',
      away: 'Deportivo Sur',
    });
    expect(teams('Racing Puerto', 'Deportivo Sur').home).toBe('Racing Puerto');
  });

  it('takes a team read in part for the one match team it has a word of (decision 055)', () => {
    const teams = (home: string, away: string) => snapNames([], { home, away }, vocabulary).teams;
    expect(teams('Norte', 'soomog Surr')).toEqual({ home: 'Atlético Norte', away: 'Deportivo Sur' });
    // A word of both teams, or of neither, names none.
    const both = { ...vocabulary, teams: ['Atlético Norte', 'Atlético Sur'] };
    expect(snapNames([], { home: 'Atlético', away: 'Puerto' }, both).teams).toEqual({
      home: 'Atlético',
      away: 'Puerto',
    });
  });

  it('puts back only accents into the answer: letters that differ stay as read', () => {
    expect(restoreAccents('Fernandez', vocabulary)).toBe('Fernández');
    expect(restoreAccents('NUNEZ', vocabulary)).toBe('NÚÑEZ');
    expect(restoreAccents('S. Pefia', vocabulary)).toBe('S. Pefia');
    expect(restoreAccents('F. Fernandez', vocabulary)).toBe('F. Fernández');
  });
});

describe('a name the squads know (decision 056)', () => {
  it('is one whose every word of three letters or more is a word of their names', () => {
    expect(isSquadName('Núñez', vocabulary)).toBe(true);
    expect(isSquadName('R. Pérez', vocabulary)).toBe(true);
    expect(isSquadName('Ramón Vera', vocabulary)).toBe(true);
    expect(isSquadName('Ramón Verd', vocabulary)).toBe(false);
    expect(isSquadName('Núñ', vocabulary)).toBe(false);
    expect(isSquadName('G.', vocabulary)).toBe(false);
  });
});
