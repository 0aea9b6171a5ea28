import { useState, type ReactNode } from 'react';
import { Alert } from './alert';
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
  /** The action; the dialog closes when it settles, or when it succeeds if errorText is given. */
  onConfirm: () => Promise<void>;
  /**
   * The message of a failed action. Given, a failure keeps the dialog open with this message in it, so
   * the user reads why before cancelling or trying again.
   */
  errorText?: (error: unknown) => string;
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
  errorText,
}: Props) {
  const [asking, setAsking] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const close = () => {
    setAsking(false);
    setError(null);
  };
  const confirm = async () => {
    setError(null);
    try {
      await onConfirm();
      close();
    } catch (e) {
      if (!errorText) {
        close();
        throw e;
      }
      setError(errorText(e));
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
        onCancel={close}
      >
        {children}
        {error ? <Alert>{error}</Alert> : null}
      </ConfirmDialog>
    </>
  );
}
