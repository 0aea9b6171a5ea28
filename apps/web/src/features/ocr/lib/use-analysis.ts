import type { RecognitionResult } from '@liga/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { isApiError } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { processCapture } from '../api/process-capture';
import { ocrMessages as m } from '../messages';
import { MAX_FILE_BYTES, MAX_FILES, type FileState, type PickedFile } from './analysis';

let counter = 0;

/**
 * The files of one analysis and where each one is (idle, analysing, results). Files go
 * up one after another (a phone's upload is the narrow part) while the server already reads the
 * ones sent; each file is its own request, so one failure never hides the others' results.
 */
export function useAnalysis(matchId: number) {
  const queryClient = useQueryClient();
  const [files, setFiles] = useState<PickedFile[]>([]);
  const [states, setStates] = useState<Record<string, FileState>>({});
  const [notices, setNotices] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);
  const set = (key: string, state: FileState) => setStates((old) => ({ ...old, [key]: state }));

  const add = (picked: File[]) => {
    const refused: string[] = [];
    const room = MAX_FILES - files.length;
    const fitting = picked.filter((file) => {
      if (file.size <= MAX_FILE_BYTES) return true;
      refused.push(m.tooLarge(file.name));
      return false;
    });
    if (fitting.length > room) refused.push(m.tooMany);
    setNotices(refused);
    setFiles((old) => [
      ...old,
      ...fitting.slice(0, Math.max(0, room)).map((file) => ({ key: `f${++counter}`, file })),
    ]);
  };

  const remove = (key: string) => setFiles((old) => old.filter((f) => f.key !== key));

  const run = async () => {
    const todo = files.filter((f) => states[f.key]?.status !== 'done');
    if (todo.length === 0) return;
    setBusy(true);
    setNotices([]);
    let previousUpload: Promise<void> = Promise.resolve();
    await Promise.all(
      todo.map((f) => {
        const waitFor = previousUpload;
        let release: () => void = () => undefined;
        previousUpload = new Promise((resolve) => (release = resolve));
        set(f.key, { status: 'waiting' });
        return (async () => {
          await waitFor;
          set(f.key, { status: 'working', stage: 'uploading', share: 0 });
          try {
            const result = await processCapture(
              matchId,
              f.file,
              (stage, share) => set(f.key, { status: 'working', stage, share }),
              release,
            );
            set(f.key, { status: 'done', result });
          } catch (e) {
            set(f.key, { status: 'failed', message: isApiError(e) ? e.message : '' });
          } finally {
            // The next upload starts once this one is sent, or at the latest when it is answered.
            release();
          }
        })();
      }),
    );
    setBusy(false);
    // Each recognised capture is now kept with the match: its page lists them.
    void queryClient.invalidateQueries({ queryKey: queryKeys.competition.matchScreenshots(matchId) });
  };

  const results = useMemo(
    () =>
      files.flatMap(({ key }): { key: string; result: RecognitionResult }[] => {
        const state = states[key];
        return state?.status === 'done' ? [{ key, result: state.result }] : [];
      }),
    [files, states],
  );

  return {
    files,
    states,
    notices,
    busy,
    /** Files not read yet (new ones, or ones that failed and can be sent again). */
    waiting: files.filter((f) => states[f.key]?.status !== 'done').length,
    add,
    remove,
    run,
    results,
    clearNotices: () => setNotices([]),
  };
}
