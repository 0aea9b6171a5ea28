import type { SaveSectionInput } from '@liga/domain';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { useInvalidatingMutation } from '../../../lib/invalidate';

/** POST /rulebook/sections (Admin): a section at the end of the season's rule book. */
export const createSection = ({ section, seasonId }: { section: SaveSectionInput; seasonId?: number }) =>
  api('POST /rulebook/sections', { body: { ...section, season_id: seasonId } });

export const useCreateSection = () => useInvalidatingMutation(createSection, [queryKeys.rulebook.all]);
