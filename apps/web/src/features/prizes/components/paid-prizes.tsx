import { formatCurrency, type PrizeView } from '@liga/domain';
import { useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { InputField } from '../../../components/ui/field';
import { Pager } from '../../../components/ui/pager';
import { EmptyState, Loading } from '../../../components/ui/states';
import { isApiError } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { usePaidPrizes } from '../api/get-paid-prizes';
import { useRevertPrize } from '../api/revert-prize';
import { prizesMessages as m } from '../messages';
import { PrizeItem } from './prize-item';

/** Prizes paid so far, newest first; an Admin may revert one, giving a reason. */
export function PaidPrizes() {
  const { notify } = useSession();
  const [page, setPage] = useState(1);
  const query = usePaidPrizes(page);
  const revert = useRevertPrize();
  const [asking, setAsking] = useState<PrizeView | null>(null);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);

  const confirm = async () => {
    if (!asking) return;
    setError(null);
    try {
      const res = await revert.mutateAsync({ id: asking.id, reason });
      notify(res.message);
      setAsking(null);
    } catch (e) {
      setError(isApiError(e) ? e.message : m.revertError);
    }
  };

  return (
    <section aria-label={m.paidTitle} className="space-y-3">
      <h2 className="text-base font-semibold text-emerald-900">{m.paidTitle}</h2>
      {query.isPending ? <Loading /> : null}
      {query.isError ? <Alert>{`${m.loadError}${query.error.message}`}</Alert> : null}
      {query.data?.data.length === 0 ? <EmptyState>{m.noPaid}</EmptyState> : null}
      {query.data && query.data.data.length > 0 ? (
        <ul className="divide-y divide-stone-200 rounded-lg border border-stone-200 bg-white">
          {query.data.data.map((p) => (
            <PrizeItem
              key={p.id}
              prize={p}
              action={
                p.reverted_at === null ? (
                  <Button
                    variant="secondary"
                    onClick={() => {
                      setReason('');
                      setError(null);
                      setAsking(p);
                    }}
                  >
                    {m.revert}
                  </Button>
                ) : null
              }
            />
          ))}
        </ul>
      ) : null}
      {query.data ? (
        <Pager
          page={page}
          lastPage={query.data.meta.last_page}
          onChange={setPage}
          disabled={query.isFetching}
        />
      ) : null}
      <ConfirmDialog
        open={asking !== null}
        title={m.revertTitle}
        confirmLabel={m.revert}
        variant="danger"
        busy={revert.isPending}
        onConfirm={() => void confirm()}
        onCancel={() => setAsking(null)}
      >
        {asking ? (
          <p>{m.revertBody(asking.paid_to?.name ?? asking.team.name, formatCurrency(asking.amount))}</p>
        ) : null}
        {error ? <Alert>{error}</Alert> : null}
        <InputField
          label={m.revertReason}
          value={reason}
          maxLength={300}
          onChange={(e) => setReason(e.target.value)}
        />
      </ConfirmDialog>
    </section>
  );
}
