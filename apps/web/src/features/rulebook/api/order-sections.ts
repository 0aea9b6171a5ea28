import type { MessageAnswer, MoveSectionInput } from '@liga/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** POST /rulebook/sections/{id}/move (Admin): one place up or down in its season. */
export const moveSection = ({ id, direction }: { id: number; direction: MoveSectionInput['direction'] }) =>
  api<MessageAnswer>(`/rulebook/sections/${id}/move`, { method: 'POST', body: { direction } });

/** DELETE /rulebook/sections/{id} (Admin): the section and its history. */
export const deleteSection = (id: number) =>
  api<MessageAnswer>(`/rulebook/sections/${id}`, { method: 'DELETE' });

export function useMoveSection() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: moveSection,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.rulebook.all }),
  });
}

export function useDeleteSection() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteSection,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.rulebook.all }),
  });
}
