import { describe, expect, it } from 'vitest';
import { LEAGUE_ROUNDS } from '../competition/constants';
import { roundRobin, ucl } from '../competition/fixtures';
import { standings } from '../competition/standings';
import { sanctionRow as row } from '../competition/sanction-row.test-kit';
import { barredRounds, type SanctionRow } from '../competition/suspensions';
import { closesAt, minNextBid, minOpening } from '../market/auctions';
import { PlaceBetSchema } from '../bets/contracts';
import { MAX_CLAUSES_LOST_PER_SEASON } from '../market/constants';
import { gateOpensAt } from '../market/gates';
import { clauseBounds } from '../market/offers';
import { revealAt } from '../market/offer-window';
import { defaultPrizeTable } from '../prizes/constants';
import { SubmitPrizesSchema } from '../prizes/contracts';
import { DIVISION_CA_CAP, topAverageCa } from '../squad/rules';
import { registrationRefusal } from '../squad/status';
import { DEFAULT_RULEBOOK } from './default-sections';
import {
  RULEBOOK_VALUES,
  placeholdersIn,
  resolveRulebook,
  unknownPlaceholders,
  type RulebookKey,
} from './values';

/** The number the rule book prints for a key: '15.000.000' → 15000000, '200%' → 200. */
const shown = (key: RulebookKey): number => Number(RULEBOOK_VALUES[key].value.replace(/[.%]/g, ''));
const HOUR = 3_600_000;
const t0 = new Date('2026-03-02T12:00:00Z');
const barred = (rows: SanctionRow[], format: 'PD' | 'UCL' = 'PD') =>
  barredRounds(rows, format).map((b) => b.stage);
const betAccepted = (amount: number) =>
  PlaceBetSchema.safeParse({ id_bet: 1, option: 'home', amount }).success;
const prizesAccepted = (n: number) =>
  SubmitPrizesSchema.safeParse({
    prizes: Array.from({ length: n }, (_, i) => ({
      tournament_id: 1,
      team_id: 1,
      amount: 1,
      position: `${i + 1}`,
    })),
  }).success;

/**
 * What the rule book prints is what the rules do: each case reads the printed number and checks the
 * rule's behaviour with it. Changing a rule's constant moves both; changing one alone fails here.
 */
describe('the rule book prints the numbers the rules enforce', () => {
  it.each<[RulebookKey, (n: number) => void]>([
    ['BET_MIN', (n) => expect([betAccepted(n), betAccepted(n - 1)]).toEqual([true, false])],
    ['BET_MAX', (n) => expect([betAccepted(n), betAccepted(n + 1)]).toEqual([true, false])],
    ['AUCTION_MIN_RAISE', (n) => expect(minNextBid(5_000_000)).toBe(5_000_000 + n)],
    ['AUCTION_CLOSE_HOURS', (n) => expect(closesAt(t0).getTime() - t0.getTime()).toBe(n * HOUR)],
    ['AUCTION_MIN_OPENING_PERCENT', (n) => expect(minOpening(10_000_000)).toBe((10_000_000 * n) / 100)],
    ['CLAUSE_MAX_PERCENT', (n) => expect(clauseBounds(10_000_000).max).toBe((10_000_000 * n) / 100)],
    ['MAX_CLAUSES_LOST', (n) => expect(MAX_CLAUSES_LOST_PER_SEASON).toBe(n)],
    ['MARKET_GATE_HOURS', (n) => expect(gateOpensAt(t0).getTime() - t0.getTime()).toBe(n * HOUR)],
    ['CA_CAP_PRIMERA', (n) => expect(DIVISION_CA_CAP.Primera).toBe(n)],
    ['CA_CAP_SEGUNDA', (n) => expect(DIVISION_CA_CAP.Segunda).toBe(n)],
    ['TOP_SQUAD_SIZE', (n) => expect(topAverageCa([...Array(n).fill(100), 50])).toBe(100)],
    [
      'LIST_ADULTS',
      (n) =>
        expect([
          registrationRefusal({ status: '', age: 25 }, { adults: n - 1, youth: 0, total: n - 1 }, false),
          registrationRefusal({ status: '', age: 25 }, { adults: n, youth: 0, total: n }, false),
        ]).toEqual([null, 'adults_full']),
    ],
    [
      'LIST_YOUTH',
      (n) =>
        expect(registrationRefusal({ status: '', age: 18 }, { adults: 0, youth: n, total: n }, false)).toBe(
          'youth_full',
        ),
    ],
    [
      'ADULT_AGE',
      (n) =>
        expect(registrationRefusal({ status: '', age: n }, { adults: 99, youth: 0, total: 99 }, false)).toBe(
          null,
        ),
    ],
    [
      'LEAGUE_ROUNDS',
      (n) => expect(Math.max(...roundRobin([...Array(14).keys()]).map((f) => f.stage))).toBe(n),
    ],
    ['UCL_GROUPS', (n) => expect(ucl([...Array(16).keys()], 1).groups).toHaveLength(n)],
    ['UCL_GROUP_SIZE', (n) => expect(ucl([...Array(16).keys()], 1).groups[0]!.team_ids).toHaveLength(n)],
    [
      'POINTS_WIN',
      (n) =>
        expect(
          standings(
            [
              { id: 1, name: 'A' },
              { id: 2, name: 'B' },
            ],
            [{ home_id: 1, away_id: 2, home_goals: 1, away_goals: 0 }],
          )[0]!.points,
        ).toBe(n),
    ],
    ['YELLOWS_LEAGUE', (n) => expect(barred([row(1, { yellow_cards: n })])).toEqual([2])],
    ['YELLOWS_LEAGUE_DOUBLE', (n) => expect(barred([row(1, { yellow_cards: n })])).toEqual([2, 3])],
    ['YELLOWS_CUP', (n) => expect(barred([row(1, { yellow_cards: n })], 'UCL')).toEqual([2])],
    ['RED_CARD_BAN', (n) => expect(barred([row(1, { red_cards: 1 })])).toHaveLength(n)],
    ['DIRECT_RED_BAN', (n) => expect(barred([row(1, { red_cards: 1, direct_red: true })])).toHaveLength(n)],
    ['INJURY_BAN', (n) => expect(barred([row(1, { simple_injuries: 1 })])).toHaveLength(n)],
    ['SERIOUS_INJURY_BAN', (n) => expect(barred([row(1, { serious_injuries: 1 })])).toHaveLength(n)],
    ['MAX_PRIZES', (n) => expect([prizesAccepted(n), prizesAccepted(n + 1)]).toEqual([true, false])],
    ['PRIZE_FIRST_PRIMERA', (n) => expect(defaultPrizeTable('PD').positions[0]!.amount).toBe(n)],
    ['PRIZE_FIRST_SEGUNDA', (n) => expect(defaultPrizeTable('SD').positions[0]!.amount).toBe(n)],
    ['SCORER_BONUS', (n) => expect(defaultPrizeTable('PD').scorer_bonus).toBe(n)],
    ['ASSISTS_BONUS', (n) => expect(defaultPrizeTable('SD').assists_bonus).toBe(n)],
  ])('%s', (key, check) => {
    expect(RULEBOOK_VALUES[key].enforced).toBe(true);
    check(shown(key));
  });

  it('the offer windows close at the hours it prints (league time)', () => {
    const hours = RULEBOOK_VALUES.REVEAL_HOURS.value.match(/\d{2}(?=:00)/g)!.map(Number);
    const at = (h: number) => new Date(Date.UTC(2026, 2, 2, h, 30));
    const revealHours = [0, 5, 12].map((h) => revealAt(at(h), 'UTC').getUTCHours());
    expect(revealHours).toEqual(hours);
    expect(RULEBOOK_VALUES.REVEAL_HOURS.value).toBe('01:00, 10:00 y 18:00');
  });

  it('reads the way a manager expects', () => {
    expect(resolveRulebook('Entre {{BET_MIN}} y {{ BET_MAX }}.')).toBe('Entre 1.000.000 y 15.000.000.');
    expect(resolveRulebook('{{LEAGUE_ROUNDS}} fechas')).toBe(`${LEAGUE_ROUNDS} fechas`);
  });
});

describe('the default rule book', () => {
  const bodies = DEFAULT_RULEBOOK.map((s) => s.body).join('\n');

  it('writes no number of its own: every one is a placeholder', () => {
    const digits = DEFAULT_RULEBOOK.filter((s) => /\d/.test(s.body.replace(/\{\{[A-Z0-9_ ]+\}\}/g, '')));
    expect(digits.map((s) => s.slug)).toEqual([]);
  });

  it('uses only known placeholders, and every value somewhere', () => {
    expect(unknownPlaceholders(bodies)).toEqual([]);
    expect(placeholdersIn(bodies).sort()).toEqual(Object.keys(RULEBOOK_VALUES).sort());
    expect(resolveRulebook(bodies)).not.toContain('{{');
  });

  it('covers every topic of the league and has unique anchors', () => {
    expect(DEFAULT_RULEBOOK.map((s) => s.slug)).toEqual([
      'divisiones-y-fechas',
      'copas',
      'planteles-y-listas',
      'topes-de-ca',
      'objetivos',
      'premios',
      'mercado-de-pases',
      'clausulas-de-rescision',
      'subastas',
      'apuestas',
      'carga-de-resultados',
      'suspensiones',
      'cambios',
      'apercibimientos-y-amonestaciones',
      'retiros',
      'postergaciones',
    ]);
  });

  it('leaves an unknown placeholder as typed and reports it', () => {
    expect(resolveRulebook('{{NO_EXISTE}} y {{BET_MIN}}')).toBe('{{NO_EXISTE}} y 1.000.000');
    expect(unknownPlaceholders('{{NO_EXISTE}} {{NO_EXISTE}} {{BET_MAX}} {{constructor}}')).toEqual([
      'NO_EXISTE',
    ]);
    expect(unknownPlaceholders('{{TO_STRING}} {{__PROTO__}}')).toEqual(['TO_STRING', '__PROTO__']);
  });
});
