import { MARKET_ENTRY_CA_CAP, MARKET_ENTRY_CA_CAP_AFTER_RESET } from '../rulebook/constants';
import {
  DIVISION_CA_CAP,
  TOP_SQUAD_SIZE,
  formatAverage,
  isDivision,
  roundAverage,
  topAverageCa,
} from '../squad/rules';

/** The market entry cap on `now`: 160, or 158 from the reset date the league configures on. */
export function marketEntryCap(now: Date, resetDate: Date | null): number {
  return resetDate !== null && now >= resetDate ? MARKET_ENTRY_CA_CAP_AFTER_RESET : MARKET_ENTRY_CA_CAP;
}

export interface SigningPlayer {
  name: string;
  ca: number;
}

export interface SigningCheck {
  /** The buyer team's division ('' or null outside Primera and Segunda: no average cap). */
  division: string | null;
  /** CA of the buyer's registered players that stay (those handed over left out). */
  staying: readonly number[];
  incoming: readonly SigningPlayer[];
  entryCap: number;
}

/** The Spanish refusals, with the numbers the staff check against (docs/rules.md §3.4). */
export const capMessages = {
  entry: (name: string, ca: number, cap: number) =>
    `${name} tiene CA ${ca}: supera el tope de entrada al mercado (${cap}).`,
  average: (average: number, division: string, cap: number) =>
    `Con este fichaje la media de CA de los ${TOP_SQUAD_SIZE} mejores registrados llegaría a ${formatAverage(average)}: supera el tope de ${division} (${cap}).`,
};

/**
 * Whether a signing by a Primera or Segunda team breaks a cap (decision 025): a player over the market
 * entry cap never comes in;
 * the buyer's top-16 average of registered players, counting the incoming players as registered (they
 * will be), may not end above the division's cap — unless the signing lowers it (a squad already over
 * the cap may still sign a weaker player). Null when the signing is allowed.
 */
export function signingCapError(check: SigningCheck): string | null {
  // Only a Primera or Segunda squad signs in the market: a player sent to a team outside them is not.
  if (!isDivision(check.division)) return null;
  const over = check.incoming.find((p) => p.ca > check.entryCap);
  if (over) return capMessages.entry(over.name, over.ca, check.entryCap);
  const cap = DIVISION_CA_CAP[check.division];
  const before = topAverageCa(check.staying);
  const after = topAverageCa([...check.staying, ...check.incoming.map((p) => p.ca)]);
  if (roundAverage(after) > cap && after > before) return capMessages.average(after, check.division, cap);
  return null;
}
