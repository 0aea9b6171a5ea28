import { formatDateTime, formatMoney, type TransferView } from '@liga/domain';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Table, Td, Th } from '../../../components/ui/table';
import { isApiError } from '../../../lib/api-client';
import { useLeagueTimezone } from '../../../lib/league-config';
import { useSession } from '../../../lib/session';
import { useIsPhone } from '../../../lib/use-media-query';
import { useConfirmTransfer } from '../api/confirm-transfer';
import { transfersMessages as m } from '../messages';

/**
 * The dashboard's pending transfers (spec 01 §2, §4): Confirmar for whoever may confirm (the other
 * party or an Admin); a confirmed row leaves the list at once.
 */
export function PendingTransfers({ transfers }: { transfers: readonly TransferView[] }) {
  const { notify } = useSession();
  const timeZone = useLeagueTimezone();
  const phone = useIsPhone();
  const confirm = useConfirmTransfer();
  const [done, setDone] = useState<ReadonlySet<number>>(new Set());
  const [asking, setAsking] = useState<TransferView | null>(null);
  const [error, setError] = useState<string | null>(null);
  const rows = transfers.filter((t) => !done.has(t.id));

  const run = async () => {
    if (!asking) return;
    const t = asking;
    setError(null);
    try {
      const res = await confirm.mutateAsync(t.id);
      setDone((prev) => new Set(prev).add(t.id));
      notify(res.message || m.confirmed);
    } catch (e) {
      setError(`${m.confirmError} ${isApiError(e) ? e.message : ''}`.trim());
    } finally {
      setAsking(null);
    }
  };

  const action = (t: TransferView) =>
    t.can_confirm ? (
      <Button disabled={confirm.isPending} onClick={() => setAsking(t)}>
        {m.confirm}
      </Button>
    ) : (
      <span className="text-xs text-stone-500">{m.waitingOther}</span>
    );
  const teams = (t: TransferView) => `${t.team_from.name} → ${t.team_to.name}`;

  return (
    <div className="space-y-2">
      {error ? <Alert onClose={() => setError(null)}>{error}</Alert> : null}
      {rows.length === 0 ? (
        <p className="rounded-lg border border-dashed border-stone-300 px-3 py-3 text-sm text-stone-500">
          {m.pendingEmpty}
        </p>
      ) : null}
      {rows.length > 0 && phone ? (
        <ul aria-label={m.pendingTitle} className="space-y-2">
          {rows.map((t) => (
            <li key={t.id} className="rounded-lg border border-stone-200 bg-white p-3 text-sm shadow-sm">
              <div className="flex items-start justify-between gap-3">
                <p className="min-w-0 font-medium break-words">{t.transferred_players}</p>
                <p className="font-semibold whitespace-nowrap tabular-nums">{formatMoney(t.budget)}</p>
              </div>
              <p className="text-xs text-stone-600">{teams(t)}</p>
              <p className="text-xs text-stone-500">
                {t.created_by.name} · {formatDateTime(t.created_at, timeZone)}
              </p>
              <div className="mt-2">{action(t)}</div>
            </li>
          ))}
        </ul>
      ) : null}
      {rows.length > 0 && !phone ? (
        <Table caption={m.pendingTitle}>
          <thead>
            <tr>
              <Th>{m.colPlayers}</Th>
              <Th className="text-right">{m.colValue}</Th>
              <Th>{m.colCreatedBy}</Th>
              <Th>
                <span className="sr-only">{m.confirm}</span>
              </Th>
            </tr>
          </thead>
          <tbody className="divide-y divide-stone-100">
            {rows.map((t) => (
              <tr key={t.id}>
                <Td>
                  <span className="font-medium">{t.transferred_players}</span>
                  <span className="block text-xs text-stone-500">{teams(t)}</span>
                </Td>
                <Td className="text-right whitespace-nowrap tabular-nums">{formatMoney(t.budget)}</Td>
                <Td>
                  {t.created_by.name}
                  <span className="block text-xs whitespace-nowrap text-stone-500">
                    {formatDateTime(t.created_at, timeZone)}
                  </span>
                </Td>
                <Td className="text-right">{action(t)}</Td>
              </tr>
            ))}
          </tbody>
        </Table>
      ) : null}
      <ConfirmDialog
        open={asking !== null}
        title={m.confirmTitle}
        confirmLabel={m.confirm}
        busy={confirm.isPending}
        onConfirm={() => void run()}
        onCancel={() => setAsking(null)}
      >
        {asking ? (
          <p>
            {m.confirmText(
              asking.transferred_players,
              asking.team_from.name,
              asking.team_to.name,
              formatMoney(asking.budget),
            )}
          </p>
        ) : null}
      </ConfirmDialog>
    </div>
  );
}
