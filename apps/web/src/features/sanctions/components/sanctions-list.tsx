import { formatCurrency, SANCTION_REASON_MAX } from '@liga/domain';
import { Alert } from '../../../components/ui/alert';
import { RevertibleList } from '../../../components/ui/revertible-list';
import { Loading } from '../../../components/ui/states';
import { useSanctions } from '../api/get-sanctions';
import { useRevertSanction } from '../api/revert-sanction';
import { sanctionsMessages as m } from '../messages';
import { SanctionItem } from './sanction-item';
import { StandingsList } from './standings-list';

/** The season's sanctions with each team's standing; staff revert one with a reason. */
export function SanctionsList() {
  const query = useSanctions();
  const revert = useRevertSanction();

  return (
    <section aria-label={m.listTitle} className="space-y-3">
      {query.isPending ? <Loading /> : null}
      {query.isError ? <Alert>{`${m.loadError}${query.error.message}`}</Alert> : null}
      {query.data ? <StandingsList standings={query.data.standings} /> : null}
      <h2 className="text-base font-semibold text-emerald-900">{m.listTitle}</h2>
      {query.data ? (
        <RevertibleList
          rows={query.data.data}
          texts={{
            empty: m.none,
            revert: m.revert,
            title: m.revertTitle,
            body: (s) => m.revertBody(s.team.name, s.amount > 0 ? formatCurrency(s.amount) : ''),
            reason: m.revertReason,
            error: m.actionError,
          }}
          renderRow={(s, action) => <SanctionItem key={s.id} sanction={s} action={action} />}
          revert={revert}
          reasonMax={SANCTION_REASON_MAX}
        />
      ) : null}
    </section>
  );
}
