import type { MatchBetView, PlayerBetView } from '@liga/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { type BetKind } from '../components/paths';

export type AnyBet = { kind: 'match'; bet: MatchBetView } | { kind: 'player'; bet: PlayerBetView };

/** GET /bets/{id} or GET /singlebet/{id}: the bet to place a stake on. */
export async function getBet(kind: BetKind, id: number): Promise<AnyBet> {
  if (kind === 'match') return { kind, bet: (await api('GET /bets/:id', { params: { id } })).data };
  return { kind, bet: (await api('GET /singlebet/:id', { params: { id } })).data };
}

export const betQueryOptions = (kind: BetKind, id: number) =>
  queryOptions({
    queryKey: queryKeys.bets.detail(kind, id),
    queryFn: () => getBet(kind, id),
  });

export const useBet = (kind: BetKind, id: number, enabled = true) =>
  useQuery({ ...betQueryOptions(kind, id), enabled });
