import { formatMegabytes } from '@liga/domain';
import { useId, useRef } from 'react';
import { buttonClass } from '../../../components/ui/button';
import type { FileState, PickedFile } from '../lib/analysis';
import { ocrMessages as m } from '../messages';
import { FileProgress } from './file-progress';

interface Props {
  files: PickedFile[];
  states: Record<string, FileState>;
  busy: boolean;
  onAdd: (files: File[]) => void;
  onRemove: (key: string) => void;
}

/**
 * Several images at once (also from the phone's gallery); each listed with its size in MB with one
 * decimal and, while it is analysed, its progress bar.
 */
export function FilePicker({ files, states, busy, onAdd, onRemove }: Props) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  return (
    <div className="space-y-3">
      <div>
        <label
          htmlFor={id}
          className={buttonClass('secondary', busy ? 'pointer-events-none opacity-50' : 'cursor-pointer')}
        >
          {m.pick}
        </label>
        <input
          id={id}
          ref={input}
          type="file"
          accept="image/png,image/jpeg,image/webp"
          multiple
          disabled={busy}
          className="sr-only"
          onChange={(e) => {
            onAdd([...(e.target.files ?? [])]);
            // Picking the same file again after removing it must fire a change.
            if (input.current) input.current.value = '';
          }}
        />
        <p className="mt-1 text-xs text-stone-500">{m.pickHint}</p>
      </div>
      {files.length === 0 ? <p className="text-sm text-stone-500">{m.noFiles}</p> : null}
      <ul className="space-y-2">
        {files.map(({ key, file }) => {
          const state = states[key] ?? { status: 'idle' };
          return (
            <li key={key} className="rounded-md border border-stone-200 bg-white p-3 shadow-sm">
              <div className="flex items-center justify-between gap-2">
                <p className="min-w-0 truncate text-sm font-medium text-stone-800" title={file.name}>
                  {file.name}
                </p>
                <div className="flex shrink-0 items-center gap-2">
                  <span className="text-xs text-stone-500 tabular-nums">{formatMegabytes(file.size)}</span>
                  {state.status === 'idle' && !busy ? (
                    <button
                      type="button"
                      onClick={() => onRemove(key)}
                      aria-label={m.remove(file.name)}
                      className="rounded px-2 text-lg leading-none text-stone-500 hover:bg-stone-100 hover:text-red-700"
                    >
                      ×
                    </button>
                  ) : null}
                </div>
              </div>
              {state.status !== 'idle' ? <FileProgress name={file.name} state={state} /> : null}
            </li>
          );
        })}
      </ul>
    </div>
  );
}
