import { formatCurrency, type PrizeLine, type PrizesPaidAnswer } from '@liga/domain';
import { useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { ConfirmButton } from '../../../components/ui/confirm-button';
import { Loading } from '../../../components/ui/states';
import { isApiError } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';
import { useApplyPrizeTable } from '../api/apply-prize-table';
import { usePrizePreview } from '../api/get-prize-preview';
import { prizesMessages as pm, tablesMessages as m } from '../messages';
import { PrizeGroup } from './prize-item';

const tone: Record<PrizeLine['status'], string> = {
  payable: 'bg-emerald-100 text-emerald-800',
  already_paid: 'bg-stone-200 text-stone-700',
  no_manager: 'bg-amber-100 text-amber-800',
  not_league_team: 'bg-amber-100 text-amber-800',
  undetermined: 'bg-amber-100 text-amber-800',
};

/** Who gets what if the table is applied now; paying asks first and pays the previewed lines once. */
export function PrizePreviewPanel({ tournamentId, onClose }: { tournamentId: number; onClose: () => void }) {
  const { notify } = useSession();
  const preview = usePrizePreview(tournamentId);
  const apply = useApplyPrizeTable();
  const [error, setError] = useState<string | null>(null);
  const [result, setResult] = useState<PrizesPaidAnswer | null>(null);
  const data = preview.data;
  const payable = data?.lines.filter((l) => l.status === 'payable') ?? [];

  const pay = async () => {
    if (!data) return;
    setError(null);
    try {
      const answer = await apply.mutateAsync({ tournamentId, fingerprint: data.fingerprint });
      notify(answer.message);
      setResult(answer);
    } catch (e) {
      setError(isApiError(e) ? e.message : m.applyError);
    }
    // The dialog closes as the payment settles; the lines' new states follow when the preview is read again.
    void preview.refetch();
  };

  return (
    <section
      aria-label={m.previewTitle(data?.tournament.name ?? '')}
      className="space-y-3 rounded-lg border border-emerald-200 bg-emerald-50/50 p-3"
    >
      {preview.isPending ? <Loading text={m.previewLoading} /> : null}
      {preview.isError ? <Alert>{`${m.previewError} ${preview.error.message}`}</Alert> : null}
      {data && !data.finished ? (
        <Alert tone="info">{`${m.notFinished} ${data.not_finished_reason ?? ''}`}</Alert>
      ) : null}
      {error ? <Alert onClose={() => setError(null)}>{error}</Alert> : null}
      {data ? (
        <ul className="divide-y divide-stone-200 rounded-md border border-stone-200 bg-white">
          {data.lines.map((l, i) => (
            <li
              key={`${l.position}-${l.team?.id ?? i}`}
              className="flex flex-wrap items-center justify-between gap-2 px-3 py-2 text-sm"
            >
              <div className="min-w-0">
                <p className="font-medium text-stone-900">
                  {l.position} · {l.team?.name ?? '—'}
                  {l.manager ? <span className="font-normal text-stone-500"> ({l.manager.name})</span> : null}
                </p>
                <p className="text-stone-500">{l.detail}</p>
              </div>
              <div className="flex items-center gap-2">
                <span className="font-mono tabular-nums">{formatCurrency(l.amount)}</span>
                <span className={`rounded-full px-2 py-0.5 text-xs font-medium ${tone[l.status]}`}>
                  {m.status[l.status]}
                </span>
              </div>
            </li>
          ))}
        </ul>
      ) : null}
      {data ? (
        <div className="flex flex-wrap items-center justify-between gap-2">
          <span className="text-sm text-stone-700">
            {payable.length > 0 ? (
              <>
                {m.totalPayable}: <strong className="font-mono">{formatCurrency(data.total_payable)}</strong>
              </>
            ) : (
              m.nothingPayable
            )}
          </span>
          <div className="flex gap-2">
            <Button variant="secondary" onClick={onClose}>
              {m.close}
            </Button>
            <ConfirmButton
              label={m.pay}
              busyLabel={m.paying}
              title={m.pay}
              disabled={!data.finished || payable.length === 0}
              busy={apply.isPending}
              onConfirm={pay}
            >
              <p>{pm.confirmBody(payable.length, formatCurrency(data.total_payable))}</p>
            </ConfirmButton>
          </div>
        </div>
      ) : null}
      {result ? (
        <div className="space-y-2" role="status">
          <PrizeGroup title={pm.resultPaid} prizes={result.paid} />
          <PrizeGroup title={pm.resultAlreadyPaid} prizes={result.already_paid} />
        </div>
      ) : null}
    </section>
  );
}
