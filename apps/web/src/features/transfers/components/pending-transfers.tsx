import { formatDateTimeShort, formatRelative, formatCurrency, type TransferView } from '@liga/domain';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { type Column, DataTable, numberColumn } from '../../../components/ui/table';
import { isApiError } from '../../../lib/api-client';
import { useLeagueTimezone } from '../../../lib/league-config';
import { useSession } from '../../../lib/session';
import { useIsPhone } from '../../../lib/use-media-query';
import { useCloseTransfer, useConfirmTransfer } from '../api/confirm-transfer';
import { transfersMessages as m } from '../messages';
import { TransferCard } from './transfers-list';

type How = 'confirm' | 'reject' | 'cancel';

/**
 * The dashboard's pending transfers (docs/rules.md §5): Confirmar and Rechazar for whoever may answer
 * (the other party or an Admin), Cancelar for its creator (decision 013); each asks first, and a row
 * answered leaves the list at once. A proposal shows when it expires.
 */
export function PendingTransfers({ transfers }: { transfers: readonly TransferView[] }) {
  const { notify } = useSession();
  const timeZone = useLeagueTimezone();
  const phone = useIsPhone();
  const confirm = useConfirmTransfer();
  const close = useCloseTransfer();
  const busy = confirm.isPending || close.isPending;
  const [done, setDone] = useState<ReadonlySet<number>>(new Set());
  const [asking, setAsking] = useState<{ t: TransferView; how: How } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const rows = transfers.filter((t) => !done.has(t.id));

  const run = async () => {
    if (!asking) return;
    const { t, how } = asking;
    setError(null);
    try {
      const res =
        how === 'confirm' ? await confirm.mutateAsync(t.id) : await close.mutateAsync({ id: t.id, how });
      setDone((prev) => new Set(prev).add(t.id));
      notify(res.message || m.confirmed);
    } catch (e) {
      const prefix = { confirm: m.confirmError, reject: m.rejectError, cancel: m.cancelError }[how];
      setError(`${prefix} ${isApiError(e) ? e.message : ''}`.trim());
    } finally {
      setAsking(null);
    }
  };

  // 'Vence en 3 h', the exact moment on hover; on a phone it sits under the teams, not the buttons.
  const expires = (at: string) => (
    <time dateTime={at} title={formatDateTimeShort(at, timeZone)} className="text-xs text-amber-800">
      {m.expiresAt(formatRelative(at))}
    </time>
  );
  const action = (t: TransferView) => (
    <div className="flex flex-wrap items-center justify-end gap-2">
      {t.can_confirm ? (
        <Button disabled={busy} onClick={() => setAsking({ t, how: 'confirm' })}>
          {m.confirm}
        </Button>
      ) : null}
      {t.can_reject ? (
        <Button variant="secondary" disabled={busy} onClick={() => setAsking({ t, how: 'reject' })}>
          {m.reject}
        </Button>
      ) : null}
      {t.can_cancel ? (
        <Button variant="secondary" disabled={busy} onClick={() => setAsking({ t, how: 'cancel' })}>
          {m.cancel}
        </Button>
      ) : null}
      {!t.can_confirm && !t.can_cancel ? (
        <span className="text-xs text-stone-500">{m.waitingOther}</span>
      ) : null}
      {t.expires_at && !phone ? <span className="w-full text-right">{expires(t.expires_at)}</span> : null}
    </div>
  );
  const dialog = asking
    ? {
        confirm: { title: m.confirmTitle, label: m.confirm, text: m.confirmText },
        reject: { title: m.rejectTitle, label: m.reject, text: m.rejectText },
        cancel: { title: m.cancelTitle, label: m.cancelConfirm, text: m.cancelText },
      }[asking.how]
    : null;
  const teams = (t: TransferView) => `${t.team_from.name} → ${t.team_to.name}`;

  const columns: Column<TransferView>[] = [
    {
      header: m.colPlayers,
      cell: (t) => (
        <>
          <span className="font-medium">{t.transferred_players}</span>
          <span className="block text-xs text-stone-500">{teams(t)}</span>
        </>
      ),
    },
    numberColumn(m.colValue, (t) => formatCurrency(t.budget), 'whitespace-nowrap'),
    {
      header: m.colCreatedBy,
      cell: (t) => (
        <>
          {t.created_by.name}
          <span className="block text-xs whitespace-nowrap text-stone-500">
            {formatDateTimeShort(t.created_at, timeZone)}
          </span>
        </>
      ),
    },
    {
      header: <span className="sr-only">{m.confirm}</span>,
      cell: action,
      cellClassName: 'text-right',
    },
  ];

  return (
    <div className="space-y-2">
      {error ? <Alert onClose={() => setError(null)}>{error}</Alert> : null}
      {rows.length === 0 ? (
        <p className="rounded-lg border border-dashed border-stone-300 px-3 py-3 text-sm text-stone-600">
          {m.pendingEmpty}
        </p>
      ) : null}
      {rows.length > 0 && phone ? (
        <ul aria-label={m.pendingTitle} className="space-y-2">
          {rows.map((t) => (
            <TransferCard key={t.id} t={t}>
              <p className="text-xs text-stone-600">{teams(t)}</p>
              {t.expires_at ? <p>{expires(t.expires_at)}</p> : null}
              <p className="text-xs text-stone-500">
                {t.created_by.name} · {formatDateTimeShort(t.created_at, timeZone)}
              </p>
              <div className="mt-2">{action(t)}</div>
            </TransferCard>
          ))}
        </ul>
      ) : null}
      {rows.length > 0 && !phone ? (
        <DataTable caption={m.pendingTitle} rows={rows} rowKey={(t) => t.id} columns={columns} />
      ) : null}
      <ConfirmDialog
        open={asking !== null}
        title={dialog?.title ?? m.confirmTitle}
        confirmLabel={dialog?.label ?? m.confirm}
        cancelLabel={m.keep}
        busy={busy}
        onConfirm={() => void run()}
        onCancel={() => setAsking(null)}
      >
        {asking && dialog ? (
          <p>
            {dialog.text(
              asking.t.transferred_players,
              asking.t.team_from.name,
              asking.t.team_to.name,
              formatCurrency(asking.t.budget),
            )}
          </p>
        ) : null}
      </ConfirmDialog>
    </div>
  );
}
