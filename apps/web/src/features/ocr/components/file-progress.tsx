import { percentOf, type FileState } from '../lib/analysis';
import { ocrMessages as m } from '../messages';

function label(state: FileState): string {
  if (state.status === 'done' || state.status === 'failed') return m.done;
  if (state.status === 'idle' || state.status === 'waiting') return m.waiting;
  if (state.stage === 'uploading') return m.uploading(Math.round(state.share * 100));
  if (state.stage === 'queued') return m.queued;
  if (state.stage === 'recognizing') return m.recognizing(Math.round(state.share * 100));
  return m.done;
}

/** Upload measured by the browser, then recognition as the server's engine reports it. */
export function FileProgress({ name, state }: { name: string; state: FileState }) {
  const pct = percentOf(state);
  const failed = state.status === 'failed' || (state.status === 'done' && !state.result.success);
  return (
    <div className="mt-2 space-y-1">
      <div
        role="progressbar"
        aria-label={m.progressLabel(name)}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={pct}
        aria-valuetext={label(state)}
        className="h-2 overflow-hidden rounded-full bg-stone-200"
      >
        <div
          className={`h-full rounded-full transition-[width] duration-300 ${failed ? 'bg-red-500' : 'bg-emerald-600'}`}
          style={{ width: `${pct}%` }}
        />
      </div>
      <p className="text-xs text-stone-500">{label(state)}</p>
    </div>
  );
}
