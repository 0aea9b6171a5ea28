import type { PageMeta, Player } from '@liga/domain';

/** Prefix of every players query; player and team changes invalidate it. */
export const playersKey = ['players'] as const;
export const playersListKey = [...playersKey, 'list'] as const;

/** The answer of every paged players list: /players, /playername and /players/filter-by-division. */
export interface PlayersPage {
  data: Player[];
  meta: PageMeta;
}

/** One key shape for the three list endpoints, so the page can pick any of them. */
export interface PlayerListParams {
  page: number;
  name?: string;
  outside?: boolean;
}
export type PlayersListQueryKey = readonly ['players', 'list', PlayerListParams];
export const playersListQueryKey = (params: PlayerListParams): PlayersListQueryKey => [
  ...playersListKey,
  params,
];
