import type { SaveSectionInput, SectionSaved } from '@liga/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** POST /rulebook/sections (Admin): a section at the end of the season's rule book. */
export const createSection = ({ section, seasonId }: { section: SaveSectionInput; seasonId?: number }) =>
  api<SectionSaved>('/rulebook/sections', { method: 'POST', body: { ...section, season_id: seasonId } });

export function useCreateSection() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createSection,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.rulebook.all }),
  });
}
