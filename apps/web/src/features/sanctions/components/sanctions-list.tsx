import { formatCurrency, type SanctionView } from '@liga/domain';
import { useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { InputField } from '../../../components/ui/field';
import { EmptyState, Loading } from '../../../components/ui/states';
import { isApiError } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';
import { useSanctions } from '../api/get-sanctions';
import { useRevertSanction } from '../api/revert-sanction';
import { sanctionsMessages as m } from '../messages';
import { SanctionItem } from './sanction-item';
import { StandingsList } from './standings-list';

/** The season's sanctions with each team's standing; staff revert one with a reason. */
export function SanctionsList() {
  const { notify } = useSession();
  const query = useSanctions();
  const revert = useRevertSanction();
  const [asking, setAsking] = useState<SanctionView | null>(null);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);

  const confirm = async () => {
    if (!asking) return;
    setError(null);
    try {
      notify((await revert.mutateAsync({ id: asking.id, reason })).message);
      setAsking(null);
    } catch (e) {
      setError(isApiError(e) ? e.message : m.actionError);
    }
  };

  return (
    <section aria-label={m.listTitle} className="space-y-3">
      {query.isPending ? <Loading /> : null}
      {query.isError ? <Alert>{`${m.loadError}${query.error.message}`}</Alert> : null}
      {query.data ? <StandingsList standings={query.data.standings} /> : null}
      <h2 className="text-base font-semibold text-emerald-900">{m.listTitle}</h2>
      {query.data?.data.length === 0 ? <EmptyState>{m.none}</EmptyState> : null}
      {query.data && query.data.data.length > 0 ? (
        <ul className="divide-y divide-stone-200 rounded-lg border border-stone-200 bg-white">
          {query.data.data.map((s) => (
            <SanctionItem
              key={s.id}
              sanction={s}
              action={
                s.reverted_at === null ? (
                  <Button
                    variant="secondary"
                    onClick={() => {
                      setReason('');
                      setError(null);
                      setAsking(s);
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
          <p>{m.revertBody(asking.team.name, asking.amount > 0 ? formatCurrency(asking.amount) : '')}</p>
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
