import type { SaveProdeScoringInput } from '@liga/domain';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { useInvalidatingMutation } from '../../../lib/invalidate';

/** PUT /prode/scoring (Admin): the points of the league configuration (docs/rules.md §16.3). */
export const saveProdeScoring = (input: SaveProdeScoringInput) => api('PUT /prode/scoring', { body: input });

export const useSaveProdeScoring = () => useInvalidatingMutation(saveProdeScoring, [queryKeys.prode.all]);
