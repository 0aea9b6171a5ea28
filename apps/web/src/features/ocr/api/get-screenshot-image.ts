import { useQuery } from '@tanstack/react-query';
import { apiBlob } from '../../../lib/api-upload';
import { queryKeys } from '../../../lib/query-keys';

const dataUrl = (blob: Blob) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('read failed'));
    reader.readAsDataURL(blob);
  });

/**
 * GET /ocr/screenshots/{id}/image (WebP; 'thumb' is 320 px wide). The image needs the token, so it
 * is fetched and shown as a data URL (nothing to release afterwards); it never changes under its id.
 */
export const getScreenshotImage = async (id: number, size: 'thumb' | 'full') =>
  dataUrl(await apiBlob(`/ocr/screenshots/${id}/image`, { size }));

export const useScreenshotImage = (id: number, size: 'thumb' | 'full', enabled = true) =>
  useQuery({
    queryKey: queryKeys.ocr.screenshotImage(id, size),
    queryFn: () => getScreenshotImage(id, size),
    staleTime: Infinity,
    enabled,
  });
