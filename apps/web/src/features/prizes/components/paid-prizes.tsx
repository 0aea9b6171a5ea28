import { formatCurrency, PRIZE_REASON_MAX } from '@liga/domain';
import { useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Pager } from '../../../components/ui/pager';
import { RevertibleList } from '../../../components/ui/revertible-list';
import { Loading } from '../../../components/ui/states';
import { usePaidPrizes } from '../api/get-paid-prizes';
import { useRevertPrize } from '../api/revert-prize';
import { prizesMessages as m } from '../messages';
import { PrizeItem } from './prize-item';

/** Prizes paid so far, newest first; an Admin may revert one, giving a reason. */
export function PaidPrizes() {
  const [page, setPage] = useState(1);
  const query = usePaidPrizes(page);
  const revert = useRevertPrize();

  return (
    <section aria-label={m.paidTitle} className="space-y-3">
      <h2 className="text-base font-semibold text-emerald-900">{m.paidTitle}</h2>
      {query.isPending ? <Loading /> : null}
      {query.isError ? <Alert>{`${m.loadError}${query.error.message}`}</Alert> : null}
      {query.data ? (
        <RevertibleList
          rows={query.data.data}
          texts={{
            empty: m.noPaid,
            revert: m.revert,
            title: m.revertTitle,
            body: (p) => m.revertBody(p.paid_to?.name ?? p.team.name, formatCurrency(p.amount)),
            reason: m.revertReason,
            error: m.revertError,
          }}
          renderRow={(p, action) => <PrizeItem key={p.id} prize={p} action={action} />}
          onRevert={(p, reason) => revert.mutateAsync({ id: p.id, reason })}
          busy={revert.isPending}
          reasonMax={PRIZE_REASON_MAX}
        />
      ) : null}
      {query.data ? (
        <Pager
          page={page}
          lastPage={query.data.meta.last_page}
          onChange={setPage}
          disabled={query.isFetching}
        />
      ) : null}
    </section>
  );
}
