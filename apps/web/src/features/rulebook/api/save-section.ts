import type { SaveSectionInput, SectionSaved } from '@liga/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** PUT /rulebook/sections/{id} (Admin): a new version of the section. */
export const saveSection = ({ id, section }: { id: number; section: SaveSectionInput }) =>
  api<SectionSaved>(`/rulebook/sections/${id}`, { method: 'PUT', body: section });

export function useSaveSection() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveSection,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.rulebook.all }),
  });
}
