import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { useInvalidatingMutation } from '../../../lib/invalidate';

/** POST /rulebook/copy (Admin): the season gets its own copy of the rule book it was reading. */
export const copyRulebook = (seasonId?: number) =>
  api('POST /rulebook/copy', { body: { season_id: seasonId } });

export const useCopyRulebook = () => useInvalidatingMutation(copyRulebook, [queryKeys.rulebook.all]);
