import type { MessageAnswer } from '@liga/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { screenshotsQueryOptions } from './get-screenshots';

/** DELETE /ocr/screenshots/{id}: the uploader or staff. */
export const deleteScreenshot = (id: number) =>
  api<MessageAnswer>(`/ocr/screenshots/${id}`, { method: 'DELETE' });

export function useDeleteScreenshot(matchId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteScreenshot,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: screenshotsQueryOptions(matchId).queryKey }),
  });
}
