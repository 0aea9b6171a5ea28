import type { Squad, SquadPlayer } from '@liga/domain';

/** A squad's player as GET /plantel lists him; tests override what they look at. */
export const squadPlayer = (id: number, name: string, overrides: Partial<SquadPlayer> = {}): SquadPlayer => ({
  id,
  name,
  age: 25,
  ca: 150,
  pa: 160,
  value: 3_000_000,
  status: 'registrado',
  ...overrides,
});

const TWO_ADULTS = { adults: 2, youth: 0, total: 2 };

/**
 * GET /plantel's answer for Atlético Pampero (Primera, cap 160, the league's 18/6/24 limits): two
 * registered adults averaging 150 unless the summary says otherwise; nothing transferable, no warnings.
 */
export function makeSquad(
  players: SquadPlayer[],
  summary: Partial<Squad['summary']> = {},
  rest: Partial<Omit<Squad, 'players' | 'summary'>> = {},
): Squad {
  return {
    team: { id: 1, name: 'Atlético Pampero', division: 'Primera' },
    players,
    summary: {
      average_ca: 150,
      ca_cap: 160,
      over_cap: false,
      registered_average_ca: 150,
      counts: TWO_ADULTS,
      registered: TWO_ADULTS,
      limits: { adults: 18, youth: 6, total: 24 },
      ...summary,
    },
    warnings: [],
    transferable: [],
    season: [],
    ...rest,
  };
}
