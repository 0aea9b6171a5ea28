import type { SaveSectionInput } from '@liga/domain';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { useInvalidatingMutation } from '../../../lib/invalidate';

/** PUT /rulebook/sections/{id} (Admin): a new version of the section. */
export const saveSection = ({ id, section }: { id: number; section: SaveSectionInput }) =>
  api('PUT /rulebook/sections/:id', { params: { id }, body: section });

export const useSaveSection = () => useInvalidatingMutation(saveSection, [queryKeys.rulebook.all]);
