import { describe, expect, it } from 'vitest';
import { DEFAULT_RULEBOOK } from '../rulebook/default-sections';
import { BLANK_LINE, MVPS_PER_TEAM, hasEvent, playedOf, teamsOverMvp, type LineEvents } from './appearance';
import { StatisticInputSchema } from './contracts';

describe('who played (decision 023)', () => {
  it.each<[string, Partial<LineEvents> & { played?: boolean }, boolean]>([
    ['a blank line without the mark', {}, false],
    ['a goal without the mark', { goals: 1 }, true],
    ['an assist', { assists: 1 }, true],
    ['a yellow card', { yellow_cards: 1 }, true],
    ['a direct red', { direct_red: true }, true],
    ['a serious injury', { serious_injuries: 1 }, true],
    ['the MVP alone', { mvp: true }, true],
    ['a blank line marked as played', { played: true }, true],
    ['a blank line marked as not played', { played: false }, false],
  ])('%s', (_label, line, played) => {
    expect(playedOf({ ...BLANK_LINE, ...line })).toBe(played);
    expect(hasEvent({ ...BLANK_LINE, ...line })).toBe(played && line.played === undefined);
  });

  it('refuses events for a player marked as not played; the mark is optional', () => {
    const line = { player_id: 1, tournament_id: 1, match_id: 1 };
    expect(StatisticInputSchema.safeParse({ ...line, goals: 1, played: false }).error?.issues).toMatchObject([
      { path: ['played'], message: expect.stringMatching(/^Un jugador que no jugó/) },
    ]);
    expect(StatisticInputSchema.parse({ ...line, goals: 1 }).played).toBeUndefined();
    expect(StatisticInputSchema.parse({ ...line, played: 'true' }).played).toBe(true);
  });
});

describe('one MVP per team', () => {
  it('counts the MVPs of each team, not of the match', () => {
    const lines = [
      { team: 1, mvp: true },
      { team: 2, mvp: true },
      { team: 2, mvp: false },
    ];
    expect(teamsOverMvp(lines, (l) => l.team)).toEqual([]);
    expect(teamsOverMvp([...lines, { team: 2, mvp: true }], (l) => l.team)).toEqual([
      { teamId: 2, count: 2 },
    ]);
  });

  it('is what the rule book says', () => {
    const section = DEFAULT_RULEBOOK.find((s) => s.slug === 'carga-de-resultados')!;
    expect(MVPS_PER_TEAM).toBe(1);
    expect(section.body).toContain('elige **un MVP por equipo**');
    expect(section.body).toContain('**Jugó**');
  });
});
