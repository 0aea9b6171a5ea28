import { describe, expect, it } from 'vitest';
import { objectiveFor, rankObjectives, type ObjectiveTeamInput } from './objectives';

const team = (
  id: number,
  name: string,
  cas: number[],
  division: 'Primera' | 'Segunda' = 'Primera',
): ObjectiveTeamInput => ({
  id,
  name,
  division,
  owner: null,
  registeredCas: cas,
});
const sixteen = (ca: number) => Array.from({ length: 16 }, () => ca);

describe('objectiveFor (docs/rules.md §3.5)', () => {
  it.each([
    [1, 'Campeón', 'Campeón'],
    [2, 'Campeón', 'Campeón'],
    [3, 'Llegar a la final', 'Llegar a la final'],
    [4, 'Llegar a la final', 'Llegar a la final'],
    [5, 'Terminar en la posición exacta', 'Terminar en la posición exacta'],
    [6, 'Terminar en la posición exacta', 'Terminar en la posición exacta'],
    [7, 'Playoff', 'Terminar entre 7° y 8°'],
    [8, 'Playoff', 'Terminar entre 7° y 8°'],
    [9, 'Play-in', 'Mantenimiento: terminar entre los 10 primeros'],
    [10, 'Play-in', 'Mantenimiento: terminar entre los 10 primeros'],
    [11, 'Evitar la final del playout', 'Mantenimiento: terminar entre los 12 primeros'],
    [12, 'Evitar la final del playout', 'Mantenimiento: terminar entre los 12 primeros'],
    [13, 'Evitar el descenso', 'Mantenimiento: no terminar último'],
    [14, 'Evitar el descenso', 'Mantenimiento: no terminar último'],
    [20, 'Evitar el descenso', 'Mantenimiento: no terminar último'],
  ])('rank %d: Primera %s, Segunda %s', (rank, primera, segunda) => {
    expect(objectiveFor('Primera', rank)).toBe(primera);
    expect(objectiveFor('Segunda', rank)).toBe(segunda);
  });
});

describe('rankObjectives', () => {
  it('ranks by the average of the top 16 registered, ties by best CA, then by name', () => {
    const [primera] = rankObjectives([
      team(1, 'Zeta', [...sixteen(140), 100]), // average 140, best 140
      team(2, 'Beta', [...Array.from({ length: 15 }, () => 139), 155]), // average 140, best 155
      team(3, 'Alfa', sixteen(140)), // ties Zeta on average and best: name decides
      team(4, 'Delta', sixteen(150)),
    ]);
    expect(primera!.teams.map((t) => [t.rank, t.name, t.average_ca, t.best_ca])).toEqual([
      [1, 'Delta', 150, 150],
      [2, 'Beta', 140, 155],
      [3, 'Alfa', 140, 140],
      [4, 'Zeta', 140, 140],
    ]);
    expect(primera!.teams.map((t) => t.objective)).toEqual([
      'Campeón',
      'Campeón',
      'Llegar a la final',
      'Llegar a la final',
    ]);
  });

  it('averages teams with fewer than 16 registered over those they have, and ranks empty teams last', () => {
    const [, segunda] = rankObjectives([
      team(1, 'Corto', [150, 150, 150], 'Segunda'),
      team(2, 'Completo', sixteen(149), 'Segunda'),
      team(3, 'Vacío', [], 'Segunda'),
    ]);
    expect(segunda!.teams.map((t) => [t.name, t.average_ca, t.best_ca, t.registered])).toEqual([
      ['Corto', 150, 150, 3],
      ['Completo', 149, 149, 16],
      ['Vacío', 0, 0, 0],
    ]);
  });

  it('sorts names the Spanish way and keeps divisions apart, both always present', () => {
    const result = rankObjectives([team(1, 'Ñandú', []), team(2, 'Águilas', []), team(3, 'Bravo', [])]);
    expect(result.map((d) => d.division)).toEqual(['Primera', 'Segunda']);
    expect(result[0]!.teams.map((t) => t.name)).toEqual(['Águilas', 'Bravo', 'Ñandú']);
    expect(result[1]!.teams).toEqual([]);
  });

  it('gives 14 teams the objectives of their pair of ranks', () => {
    const teams = Array.from({ length: 14 }, (_, i) =>
      team(i + 1, `Equipo ${i + 1}`, sixteen(160 - i), 'Segunda'),
    );
    const [, segunda] = rankObjectives(teams);
    expect(segunda!.teams.at(-1)).toMatchObject({
      rank: 14,
      name: 'Equipo 14',
      objective: 'Mantenimiento: no terminar último',
    });
    expect(segunda!.teams[6]).toMatchObject({ rank: 7, objective: 'Terminar entre 7° y 8°' });
  });
});
