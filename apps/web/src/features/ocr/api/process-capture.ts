import { RecognitionResultSchema, type RecognitionResult } from '@liga/domain';
import { ApiError } from '../../../lib/api-client';
import { uploadForm } from '../../../lib/api-upload';

/** Where a file is: being sent (measured here), waiting on the server, being read (reported by it). */
export type CaptureStage = 'uploading' | 'queued' | 'recognizing' | 'done';
export type CaptureProgress = (stage: CaptureStage, share: number) => void;

interface StreamLine {
  event?: string;
  stage?: string;
  progress?: number;
  result?: unknown;
  message?: string;
}

/**
 * POST /ocr/process?matchId= with the file in `image` (decision 012). The answer is streamed
 * (application/x-ndjson): the server reports when the file waits for a worker and how much of it
 * the engine has read, then sends the league client's result.
 */
export async function processCapture(
  matchId: number,
  file: File,
  onProgress: CaptureProgress,
  onUploaded?: () => void,
): Promise<RecognitionResult> {
  const form = new FormData();
  form.append('image', file, file.name);
  let uploaded = false;
  const last = (await uploadForm('/ocr/process', form, {
    query: { matchId },
    stream: true,
    onUploadProgress: (share) => {
      onProgress('uploading', share);
      if (share >= 1 && !uploaded) {
        uploaded = true;
        onUploaded?.();
      }
    },
    onLine: (line) => {
      const l = line as StreamLine;
      if (l.event !== 'progress') return;
      if (!uploaded) {
        uploaded = true;
        onUploaded?.();
      }
      if (l.stage === 'queued') onProgress('queued', 0);
      else if (l.stage === 'recognizing') onProgress('recognizing', l.progress ?? 0);
    },
  }).catch((error: unknown) => {
    if (!uploaded) onUploaded?.();
    throw error;
  })) as StreamLine | null;
  if (!uploaded) onUploaded?.();
  if (last?.event === 'error' || !last?.result) throw new ApiError(500, last?.message ?? '');
  onProgress('done', 1);
  return RecognitionResultSchema.parse(last.result);
}
