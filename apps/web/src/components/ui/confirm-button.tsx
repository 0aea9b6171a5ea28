import { useState, type ReactNode } from 'react';
import { Button } from './button';
import { ConfirmDialog } from './confirm-dialog';

interface Props {
  /** The button's text, and the dialog's confirm button's unless confirmLabel says otherwise. */
  label: string;
  /** The button's text while the action runs. */
  busyLabel?: string;
  confirmLabel?: string;
  title: string;
  /** The dialog's body. */
  children?: ReactNode;
  disabled?: boolean;
  busy?: boolean;
  /** Called on the button before the dialog opens; false keeps it closed (say, nothing to send). */
  beforeAsk?: () => boolean;
  /** The action; the dialog closes when it settles. */
  onConfirm: () => Promise<void>;
}

/** A button that asks first (ConfirmDialog) and then acts: the pattern of every screen that moves money. */
export function ConfirmButton({
  label,
  busyLabel = label,
  confirmLabel = label,
  title,
  children,
  disabled = false,
  busy = false,
  beforeAsk,
  onConfirm,
}: Props) {
  const [asking, setAsking] = useState(false);
  const confirm = async () => {
    try {
      await onConfirm();
    } finally {
      setAsking(false);
    }
  };
  return (
    <>
      <Button disabled={disabled || busy} onClick={() => setAsking(beforeAsk?.() ?? true)}>
        {busy ? busyLabel : label}
      </Button>
      <ConfirmDialog
        open={asking}
        title={title}
        confirmLabel={confirmLabel}
        busy={busy}
        onConfirm={() => void confirm()}
        onCancel={() => setAsking(false)}
      >
        {children}
      </ConfirmDialog>
    </>
  );
}
