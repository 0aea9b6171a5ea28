import { formatCurrency, PRIZE_REASON_MAX } from '@liga/domain';
import { PagedList, usePagedQuery } from '../../../components/ui/paged-list';
import { RevertibleList } from '../../../components/ui/revertible-list';
import { usePaidPrizes } from '../api/get-paid-prizes';
import { useRevertPrize } from '../api/revert-prize';
import { prizesMessages as m } from '../messages';
import { PrizeItem } from './prize-item';

/** Prizes paid so far, newest first; an Admin may revert one, giving a reason. */
export function PaidPrizes() {
  const paid = usePagedQuery(usePaidPrizes);
  const revert = useRevertPrize();

  return (
    <section aria-label={m.paidTitle} className="space-y-3">
      <h2 className="text-base font-semibold text-emerald-900">{m.paidTitle}</h2>
      <PagedList {...paid} errorText={(e) => `${m.loadError}${e.message}`} empty={m.noPaid}>
        {(rows) => (
          <RevertibleList
            rows={rows}
            texts={{
              empty: m.noPaid,
              revert: m.revert,
              title: m.revertTitle,
              body: (p) => m.revertBody(p.paid_to?.name ?? p.team.name, formatCurrency(p.amount)),
              reason: m.revertReason,
              error: m.revertError,
            }}
            renderRow={(p, action) => <PrizeItem key={p.id} prize={p} action={action} />}
            revert={revert}
            reasonMax={PRIZE_REASON_MAX}
          />
        )}
      </PagedList>
    </section>
  );
}
