import { useEffect, useEffectEvent, useId, useRef, type ReactNode } from 'react';
import { Button, type ButtonVariant } from './button';

interface Props {
  open: boolean;
  title: string;
  children?: ReactNode;
  confirmLabel: string;
  cancelLabel?: string;
  variant?: ButtonVariant;
  busy?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/**
 * A modal question before an action that moves players or money. Escape or the backdrop cancel;
 * focus starts on Cancelar so a stray Enter never confirms.
 */
export function ConfirmDialog({
  open,
  title,
  children,
  confirmLabel,
  cancelLabel = 'Cancelar',
  variant = 'primary',
  busy = false,
  onConfirm,
  onCancel,
}: Props) {
  const titleId = useId();
  const dialogRef = useRef<HTMLDivElement>(null);

  const cancel = useEffectEvent(() => onCancel());

  useEffect(() => {
    if (!open) return;
    const previous = document.activeElement as HTMLElement | null;
    dialogRef.current?.querySelector<HTMLButtonElement>('[data-dialog-cancel]')?.focus();
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') cancel();
    };
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('keydown', onKey);
      previous?.focus?.();
    };
  }, [open]);

  if (!open) return null;
  return (
    <div className="fixed inset-0 z-50 flex items-end justify-center bg-stone-900/50 p-3 sm:items-center">
      <div className="absolute inset-0" aria-hidden="true" onClick={busy ? undefined : onCancel} />
      <div
        ref={dialogRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        className="relative w-full max-w-md space-y-3 rounded-lg bg-white p-4 shadow-xl"
      >
        <h2 id={titleId} className="text-lg font-semibold text-emerald-900">
          {title}
        </h2>
        {children ? <div className="space-y-2 text-sm text-stone-700">{children}</div> : null}
        <div className="flex flex-wrap justify-end gap-2 pt-1">
          <Button data-dialog-cancel variant="secondary" disabled={busy} onClick={onCancel}>
            {cancelLabel}
          </Button>
          <Button variant={variant} disabled={busy} onClick={onConfirm}>
            {confirmLabel}
          </Button>
        </div>
      </div>
    </div>
  );
}
