import type { BaseSyntheticEvent, ReactNode } from 'react';
import { Alert } from './alert';
import { Button } from './button';

interface Props {
  onSubmit: (e?: BaseSyntheticEvent) => Promise<void>;
  /** The refusal that no field took (useServerSubmit). */
  alert: string | null;
  submitting: boolean;
  /** The submit button's text; null leaves the button out (a read-only view). */
  submitLabel: string | null;
  busyLabel: string;
  className?: string;
  submitClassName?: string;
  /** A heading above the alert, which also names the form. */
  heading?: string;
  children: ReactNode;
}

/** A form sent to the server: the refusal's alert on top, the fields, and a submit button that waits. */
export function ServerForm({
  onSubmit,
  alert,
  submitting,
  submitLabel,
  busyLabel,
  className = 'space-y-4',
  submitClassName,
  heading,
  children,
}: Props) {
  return (
    <form onSubmit={(e) => void onSubmit(e)} noValidate className={className} aria-label={heading}>
      {heading ? <h2 className="text-lg font-semibold text-emerald-900">{heading}</h2> : null}
      {alert ? <Alert>{alert}</Alert> : null}
      {children}
      {submitLabel === null ? null : (
        <Button type="submit" className={submitClassName} disabled={submitting}>
          {submitting ? busyLabel : submitLabel}
        </Button>
      )}
    </form>
  );
}
