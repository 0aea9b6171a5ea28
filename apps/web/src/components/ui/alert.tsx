import type { ReactNode } from 'react';

const tones = {
  error: 'border-red-200 bg-red-50 text-red-800',
  success: 'border-emerald-200 bg-emerald-50 text-emerald-800',
  info: 'border-sky-200 bg-sky-50 text-sky-800',
  warning: 'border-amber-300 bg-amber-50 text-amber-900',
} as const;

interface AlertProps {
  tone?: keyof typeof tones;
  children: ReactNode;
  onClose?: () => void;
}

/** Inline message; errors are announced (role="alert"), the rest politely (role="status"). */
export function Alert({ tone = 'error', children, onClose }: AlertProps) {
  return (
    <div
      role={tone === 'error' ? 'alert' : 'status'}
      className={`flex items-start justify-between gap-3 rounded-md border px-4 py-3 text-sm ${tones[tone]}`}
    >
      <div>{children}</div>
      {onClose ? (
        <button
          type="button"
          onClick={onClose}
          aria-label="Cerrar"
          className="font-bold opacity-60 hover:opacity-100"
        >
          ×
        </button>
      ) : null}
    </div>
  );
}
