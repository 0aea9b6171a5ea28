import type { MoveSectionInput } from '@liga/domain';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { useInvalidatingMutation } from '../../../lib/invalidate';

/** POST /rulebook/sections/{id}/move (Admin): one place up or down in its season. */
export const moveSection = ({ id, direction }: { id: number; direction: MoveSectionInput['direction'] }) =>
  api('POST /rulebook/sections/:id/move', { params: { id }, body: { direction } });

/** DELETE /rulebook/sections/{id} (Admin): the section and its history. */
export const deleteSection = (id: number) => api('DELETE /rulebook/sections/:id', { params: { id } });

export const useMoveSection = () => useInvalidatingMutation(moveSection, [queryKeys.rulebook.all]);

export const useDeleteSection = () => useInvalidatingMutation(deleteSection, [queryKeys.rulebook.all]);
