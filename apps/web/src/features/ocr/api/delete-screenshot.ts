import { api } from '../../../lib/api-client';
import { screenshotsQueryOptions } from './get-screenshots';
import { useInvalidatingMutation } from '../../../lib/invalidate';

/** DELETE /ocr/screenshots/{id}: the uploader or staff. */
export const deleteScreenshot = (id: number) => api('DELETE /ocr/screenshots/:id', { params: { id } });

export function useDeleteScreenshot(matchId: number) {
  return useInvalidatingMutation(deleteScreenshot, [screenshotsQueryOptions(matchId).queryKey]);
}
