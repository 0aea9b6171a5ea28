import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { BetKind, MatchBet, PlayerBet } from '../types';
import { queryKeys } from '../../../lib/query-keys';

export type AnyBet = { kind: 'match'; bet: MatchBet } | { kind: 'player'; bet: PlayerBet };

/** GET /bets/{id} or GET /singlebet/{id}: the bet to place a stake on. */
export async function getBet(kind: BetKind, id: number): Promise<AnyBet> {
  if (kind === 'match') return { kind, bet: (await api<{ data: MatchBet }>(`/bets/${id}`)).data };
  return { kind, bet: (await api<{ data: PlayerBet }>(`/singlebet/${id}`)).data };
}

export const betQueryOptions = (kind: BetKind, id: number) =>
  queryOptions({
    queryKey: queryKeys.bets.detail(kind, id),
    queryFn: () => getBet(kind, id),
  });

export const useBet = (kind: BetKind, id: number, enabled = true) =>
  useQuery({ ...betQueryOptions(kind, id), enabled });
