import type { SavePredictionsInput } from '@liga/domain';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { useInvalidatingMutation } from '../../../lib/invalidate';

/** PUT /prode/predictions: all of the round's lines or none (docs/rules.md §16.1). */
export const savePredictions = (lines: SavePredictionsInput) =>
  api('PUT /prode/predictions', { body: lines });

export const useSavePredictions = () => useInvalidatingMutation(savePredictions, [queryKeys.prode.all]);
