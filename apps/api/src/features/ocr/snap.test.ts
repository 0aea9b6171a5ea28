import { describe, expect, it } from 'vitest';
import { snapNames } from './snap';

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
  it('puts back accents and look-alike letters, keeping the printed case', () => {
    expect(names('Fernandez', 'S. Pefia', 'NUNEZ').players.map((p) => p.name)).toEqual([
      'Fernández',
      'S. Peña',
      'NÚÑEZ',
    ]);
  });

  it('splits joined words and rebuilds a misread initial when one player fits', () => {
    expect(names('JuanVera', 'GOrtiz', 'A. Ortiz').players.map((p) => p.name)).toEqual([
      'Juan Vera',
      'G. Ortiz',
      'G. Ortiz',
    ]);
  });

  it('leaves an initial alone when several players share the surname', () => {
    expect(names('X. Pérez').players[0]!.name).toBe('X. Pérez');
  });

  it('snaps team names to the match teams', () => {
    expect(names().teams).toEqual({ home: 'Atlético Norte', away: 'Deportivo Sur' });
  });
});
