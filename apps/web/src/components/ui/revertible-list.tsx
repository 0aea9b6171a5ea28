import { useState, type ReactNode } from 'react';
import { isApiError } from '../../lib/api-client';
import { useSession } from '../../lib/session';
import { Alert } from './alert';
import { Button } from './button';
import { ConfirmDialog } from './confirm-dialog';
import { InputField } from './field';
import { EmptyState } from './states';

interface Props<T extends { id: number; reverted_at: string | null }> {
  rows: readonly T[];
  /** The empty state, the button, the dialog's title, body and reason field, the fallback error. */
  texts: {
    empty: string;
    revert: string;
    title: string;
    body: (row: T) => string;
    reason: string;
    error: string;
  };
  /** One row, with the revert button (or nothing) as its action. */
  renderRow: (row: T, action: ReactNode) => ReactNode;
  /** The mutation that reverts a row by its id with the reason written, answering the server's message. */
  revert: {
    mutateAsync: (input: { id: number; reason: string }) => Promise<{ message: string }>;
    isPending: boolean;
  };
  reasonMax: number;
}

/**
 * Rows that staff may revert, each after a confirmation with the reason written: prizes paid and
 * sanctions share it. A reverted row keeps its place without the button.
 */
export function RevertibleList<T extends { id: number; reverted_at: string | null }>({
  rows,
  texts,
  renderRow,
  revert,
  reasonMax,
}: Props<T>) {
  const { notify } = useSession();
  const [asking, setAsking] = useState<T | null>(null);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);

  const confirm = async () => {
    if (!asking) return;
    setError(null);
    try {
      notify((await revert.mutateAsync({ id: asking.id, reason })).message);
      setAsking(null);
    } catch (e) {
      setError(isApiError(e) ? e.message : texts.error);
    }
  };

  return (
    <>
      {rows.length === 0 ? <EmptyState>{texts.empty}</EmptyState> : null}
      {rows.length > 0 ? (
        <ul className="divide-y divide-stone-200 rounded-lg border border-stone-200 bg-white">
          {rows.map((row) =>
            renderRow(
              row,
              row.reverted_at === null ? (
                <Button
                  variant="secondary"
                  onClick={() => {
                    setReason('');
                    setError(null);
                    setAsking(row);
                  }}
                >
                  {texts.revert}
                </Button>
              ) : null,
            ),
          )}
        </ul>
      ) : null}
      <ConfirmDialog
        open={asking !== null}
        title={texts.title}
        confirmLabel={texts.revert}
        variant="danger"
        busy={revert.isPending}
        onConfirm={() => void confirm()}
        onCancel={() => setAsking(null)}
      >
        {asking ? <p>{texts.body(asking)}</p> : null}
        {error ? <Alert>{error}</Alert> : null}
        <InputField
          label={texts.reason}
          value={reason}
          maxLength={reasonMax}
          onChange={(e) => setReason(e.target.value)}
        />
      </ConfirmDialog>
    </>
  );
}
