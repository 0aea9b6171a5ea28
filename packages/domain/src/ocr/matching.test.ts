import { describe, expect, it } from 'vitest';
import { matchPlayers, nameScore, type RegisteredPlayer } from './matching';

const squad: RegisteredPlayer[] = [
  { id: 1, name: 'Juan Pérez', team_id: 10 },
  { id: 2, name: 'Hugo Díaz', team_id: 10 },
  { id: 3, name: 'Iván Gómez', team_id: 10 },
  { id: 4, name: 'Tomás Pérez', team_id: 10 },
  { id: 5, name: 'Pablo Ruiz', team_id: 20 },
  { id: 6, name: 'Leo Sosa', team_id: 20 },
  { id: 7, name: 'Martín Núñez', team_id: 20 },
];
const read = (name: string, shirt_number: number | null = null) => ({ name, shirt_number });

describe('nameScore: accents, case, initials and surnames as games print them', () => {
  it.each([
    ['Juan Pérez', 'Juan Pérez', 1],
    ['JUAN PEREZ', 'Juan Pérez', 1],
    ['NÚÑEZ', 'Martín Núñez', 0.96],
    ['M. Nunez', 'Martín Núñez', 1],
    ['Nunes', 'Martín Núñez', 0.77],
  ])('%s ~ %s = %d', (printed, registered, expected) => {
    expect(nameScore(printed, registered)).toBeCloseTo(expected, 2);
  });

  it('an initial that fits no registered word costs', () => {
    expect(nameScore('J. Díaz', 'Hugo Díaz')).toBeLessThan(0.8);
    expect(nameScore('H. Díaz', 'Hugo Díaz')).toBe(1);
  });

  it('nothing in common scores low', () => {
    expect(nameScore('Herrera', 'Leo Sosa')).toBeLessThan(0.4);
  });
});

describe('matchPlayers: one registered player per row, uncertain rows flagged', () => {
  it('matches clear names with certainty', () => {
    const [perez, sosa] = matchPlayers([read('J. Pérez'), read('SOSA')], squad);
    expect(perez).toMatchObject({ player_id: 1, team_id: 10, uncertain: false });
    expect(sosa).toMatchObject({ player_id: 6, team_id: 20, uncertain: false });
  });

  it('flags a surname two registered players share, with both as candidates', () => {
    const [perez] = matchPlayers([read('Pérez')], squad);
    expect(perez!.uncertain).toBe(true);
    expect(perez!.candidates.map((c) => c.player_id).sort()).toEqual([1, 4]);
  });

  it('never gives one registered player to two rows', () => {
    const result = matchPlayers([read('Juan Pérez'), read('J. Perez')], squad);
    expect(result[0]!.player_id).toBe(1);
    expect(result[1]!.player_id).not.toBe(1);
    expect(result[1]!.uncertain).toBe(true);
  });

  it('a known shirt number settles a shared surname', () => {
    const numbered = squad.map((p) =>
      p.id === 4 ? { ...p, shirt_number: 8 } : p.id === 1 ? { ...p, shirt_number: 9 } : p,
    );
    const [perez] = matchPlayers([read('Pérez', 8)], numbered);
    expect(perez).toMatchObject({ player_id: 4, uncertain: false });
  });

  it('leaves a name nobody fits unmatched, for the user to pick or ignore', () => {
    const [stranger] = matchPlayers([read('Zárate')], squad);
    expect(stranger).toMatchObject({ player_id: null, uncertain: true });
  });
});
