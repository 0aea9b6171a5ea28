import type { RecognitionResult } from '@liga/domain';
import type { CaptureStage } from '../api/process-capture';

/** A picked file with a stable key (two files may share a name). */
export interface PickedFile {
  key: string;
  file: File;
}

/** The screenshot analysis: per file, waiting, working, or its result (success or error). */
export type FileState =
  | { status: 'idle' }
  | { status: 'waiting' }
  | { status: 'working'; stage: CaptureStage; share: number }
  | { status: 'done'; result: RecognitionResult }
  | { status: 'failed'; message: string };

/**
 * One bar per file: sending is 0–40 % (the browser measures it), waiting for a worker holds at 40 %,
 * reading goes 40–95 % as the server's engine reports it, and the answer completes it.
 */
export function percentOf(state: FileState): number {
  if (state.status === 'done' || state.status === 'failed') return 100;
  if (state.status === 'idle' || state.status === 'waiting') return 0;
  if (state.stage === 'uploading') return Math.round(state.share * 40);
  if (state.stage === 'queued') return 40;
  if (state.stage === 'recognizing') return 40 + Math.round(state.share * 55);
  return 100;
}

export const MAX_FILES = 5;
export const MAX_FILE_BYTES = 10 * 1024 * 1024;
