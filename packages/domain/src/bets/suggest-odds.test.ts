import { describe, expect, it } from 'vitest';
import { ODD_MAX, ODD_MIN_EXCLUSIVE } from '../market';
import { suggestOdds, teamForm, type TeamForm } from './suggest-odds';

const none = teamForm([]);
const strong = teamForm(Array.from({ length: 6 }, () => ({ for: 3, against: 0 })));
const weak = teamForm(Array.from({ length: 6 }, () => ({ for: 0, against: 3 })));
const tight = teamForm(Array.from({ length: 6 }, () => ({ for: 0, against: 0 })));

describe('teamForm', () => {
  it('reads the table line and the latest results, newest first', () => {
    expect(
      teamForm([
        { for: 2, against: 1 },
        { for: 0, against: 0 },
        { for: 1, against: 3 },
      ]),
    ).toEqual({ played: 3, points: 4, goalsFor: 3, goalsAgainst: 4, recent: ['L', 'D', 'W'] });
  });
});

describe('suggestOdds', () => {
  const cases: [string, TeamForm, TeamForm, (o: ReturnType<typeof suggestOdds>) => boolean][] = [
    ['even new teams: the home edge makes home the favourite', none, none, (o) => o.home_odd < o.away_odd],
    ['a strong home side is a clear favourite', strong, weak, (o) => o.home_odd < 150 && o.away_odd > 500],
    ['a strong away side beats the home edge', weak, strong, (o) => o.away_odd < o.home_odd],
    ['even teams: the draw is likelier than between uneven ones', none, none, (o) => o.draw_odd < 400],
    ['uneven teams: the draw pays more', strong, weak, (o) => o.draw_odd > 500],
    ['teams that score and concede a lot: over is the favourite', strong, weak, (o) => o.over < o.under],
    ['teams that score nothing: under is the favourite', tight, tight, (o) => o.under < o.over],
  ];
  it.each(cases)('%s', (_, home, away, check) => {
    const odds = suggestOdds(home, away);
    expect(check(odds), JSON.stringify(odds)).toBe(true);
  });

  it('every odd is whole hundredths within the bounds of the rules', () => {
    for (const [home, away] of [
      [none, none],
      [strong, weak],
      [weak, strong],
      [tight, tight],
    ] as const)
      for (const odd of Object.values(suggestOdds(home, away))) {
        expect(Number.isInteger(odd)).toBe(true);
        expect(odd).toBeGreaterThan(ODD_MIN_EXCLUSIVE);
        expect(odd).toBeLessThanOrEqual(ODD_MAX);
      }
  });

  it('keeps the margin: the implied chances of each market add up to more than one', () => {
    const o = suggestOdds(strong, none);
    const implied = (...odds: number[]) => odds.reduce((s, x) => s + 100 / x, 0);
    expect(implied(o.home_odd, o.draw_odd, o.away_odd)).toBeGreaterThan(1);
    expect(implied(o.under, o.over)).toBeGreaterThan(1);
  });
});
