import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { keepingPrevious } from '../../../lib/query-client';
import { queryKeys } from '../../../lib/query-keys';

/** GET /prode: a round of a tournament; without them, the server picks the current one. */
export const getProdeRound = (tournament?: number, round?: number) =>
  api('GET /prode', { query: { tournament, round } });

export const prodeRoundQueryOptions = (tournament?: number, round?: number) =>
  keepingPrevious(queryKeys.prode.round(tournament, round), () => getProdeRound(tournament, round));

export const useProdeRound = (tournament?: number, round?: number) =>
  useQuery(prodeRoundQueryOptions(tournament, round));
