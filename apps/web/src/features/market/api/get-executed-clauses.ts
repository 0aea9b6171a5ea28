import type { ClauseView } from '@liga/domain';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { keepingPrevious } from '../../../lib/query-client';
import { queryKeys } from '../../../lib/query-keys';

/** GET /clausula_rescision?all=true&latest=true&season=: the live, unconfirmed offers, latest per player. */
export const getExecutedClauses = (season: number | undefined): Promise<ClauseView[]> =>
  api('GET /clausula_rescision', { query: { all: true, latest: true, season } }).then((res) => res.data);

export const executedClausesQueryOptions = (season: number | undefined) =>
  keepingPrevious(queryKeys.market.executed(season), () => getExecutedClauses(season));

export const useExecutedClauses = (season: number | undefined, enabled = true) =>
  useQuery({ ...executedClausesQueryOptions(season), enabled });
