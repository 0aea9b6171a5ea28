import type { ClauseView } from '@liga/domain';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { seasonList } from './season-list';

/** GET /clausula_rescision?all=true&latest=true&season=: the live, unconfirmed offers, latest per player. */
export const getExecutedClauses = (season: number | undefined): Promise<ClauseView[]> =>
  api('GET /clausula_rescision', { query: { all: true, latest: true, season } }).then((res) => res.data);

export const { queryOptions: executedClausesQueryOptions, use: useExecutedClauses } = seasonList(
  queryKeys.market.executed,
  getExecutedClauses,
);
