import { addError, type FieldErrors } from '../fields';
import { CLAUSE_BLOCKED_STATUSES, CLAUSE_MAX_FACTOR, MAX_CLAUSES_LOST_PER_SEASON } from './constants';
import { isDivision } from '../squad/rules';
import type { ReleaseClauseInput } from './contracts';
import { CLAUSE_MESSAGES as M } from './messages';

/** The slider's range: the player's value up to twice it (docs/rules.md §4). */
export function clauseBounds(playerValue: number): { min: number; max: number } {
  return { min: playerValue, max: CLAUSE_MAX_FACTOR * playerValue };
}

/** extra_value is the summed value of the players handed over; total adds the cash (docs/rules.md §4). */
export function clauseTotals(
  value: number,
  otherPlayersValues: readonly number[],
): { extra_value: number; total_value: number } {
  const extra_value = otherPlayersValues.reduce((sum, v) => sum + v, 0);
  return { extra_value, total_value: value + extra_value };
}

/** What the server knows from the database when a clause is executed. */
export interface ClauseContext {
  player: { value: number; status: string | null; teamId: number; division: string | null };
  /** teamId null: the buyer owns no team. squadIds: ids of the buyer's team's players. */
  buyer: { teamId: number | null; budget: number; squadIds: readonly number[] };
  /** Confirmed clauses that took players from the seller team this season. */
  sellerClausesLost: number;
}

/** Primera and Segunda players go by release clause; everyone else goes to auction (docs/rules.md §4). */
export const isLeagueDivision = (division: string | null | undefined): boolean => isDivision(division);

export const isClauseTarget = (status: string | null | undefined): boolean =>
  !(CLAUSE_BLOCKED_STATUSES as readonly (string | null | undefined)[]).includes(status);

/** The release-clause rules (docs/rules.md §4); an empty object means the clause may be sent. */
export function validateClause(input: ReleaseClauseInput, ctx: ClauseContext): FieldErrors {
  const errors: FieldErrors = {};
  const { player, buyer } = ctx;
  if (!isClauseTarget(player.status)) addError(errors, 'id_player', M.playerBlocked);
  if (!isLeagueDivision(player.division)) addError(errors, 'id_player', M.notLeagueTeam);
  if (buyer.teamId === null) addError(errors, 'id_team', M.buyerWithoutTeam);
  else if (buyer.teamId === player.teamId) addError(errors, 'id_player', M.ownTeam);
  // A stale form may name the player's former team; the buyer must know whom they pay.
  if (input.id_team !== player.teamId) addError(errors, 'id_team', M.wrongTeam);
  if (ctx.sellerClausesLost >= MAX_CLAUSES_LOST_PER_SEASON) addError(errors, 'id_team', M.clauseLimit);

  const { min, max } = clauseBounds(player.value);
  if (input.value < min || input.value > max) addError(errors, 'value', M.valueOutOfBounds(min, max));
  if (buyer.budget < input.value) addError(errors, 'value', M.insufficientBudget);

  const squad = new Set(buyer.squadIds);
  if (input.other_players.some((id) => !squad.has(id)))
    addError(errors, 'other_players', M.otherPlayersNotOwned);
  return errors;
}

export interface RankableOffer {
  id: number;
  total_value: number;
  created_at: Date | string;
}

/** Highest total_value first; ties to the earlier offer, then the lower id (docs/rules.md §4). */
export function compareOffers(a: RankableOffer, b: RankableOffer): number {
  return (
    b.total_value - a.total_value ||
    new Date(a.created_at).getTime() - new Date(b.created_at).getTime() ||
    a.id - b.id
  );
}

/** A sorted copy: the winner is the first element. */
export function rankOffers<T extends RankableOffer>(offers: readonly T[]): T[] {
  return [...offers].sort(compareOffers);
}
