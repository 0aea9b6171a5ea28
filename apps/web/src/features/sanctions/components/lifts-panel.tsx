import { BAR_REASON_TEXT, formatCurrency, type LiftView } from '@liga/domain';
import { useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { InputField } from '../../../components/ui/field';
import { EmptyState, Loading } from '../../../components/ui/states';
import { isApiError } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';
import { useDecideLift } from '../api/decide-lift';
import { useLifts } from '../api/get-lifts';
import { sanctionsMessages as m } from '../messages';

const causeText = (cause: LiftView['cause']) =>
  cause === 'yellow_cards' ? 'Acumulación de amarillas' : BAR_REASON_TEXT[cause];

/** Staff see pending requests to lift a suspension and approve (charging the manager) or refuse them. */
export function LiftsPanel() {
  const { notify } = useSession();
  const query = useLifts();
  const decide = useDecideLift();
  const [asking, setAsking] = useState<{ lift: LiftView; approve: boolean } | null>(null);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const pending = query.data?.data.filter((l) => l.status === 'pending') ?? [];

  const confirm = async () => {
    if (!asking) return;
    setError(null);
    try {
      const res = await decide.mutateAsync({ id: asking.lift.id, approve: asking.approve, reason });
      notify(res.message);
      setAsking(null);
    } catch (e) {
      setError(isApiError(e) ? e.message : m.actionError);
    }
  };
  const open = (lift: LiftView, approve: boolean) => {
    setReason('');
    setError(null);
    setAsking({ lift, approve });
  };

  return (
    <section aria-label={m.liftsTitle} className="space-y-3">
      <h2 className="text-base font-semibold text-emerald-900">{m.liftsTitle}</h2>
      {query.isPending ? <Loading /> : null}
      {query.isError ? <Alert>{`${m.loadError}${query.error.message}`}</Alert> : null}
      {query.data && pending.length === 0 ? <EmptyState>{m.liftsNone}</EmptyState> : null}
      {pending.length > 0 ? (
        <ul className="divide-y divide-stone-200 rounded-lg border border-stone-200 bg-white">
          {pending.map((l) => (
            <li key={l.id} className="flex flex-wrap items-center justify-between gap-2 px-3 py-2 text-sm">
              <div>
                <p className="font-medium">
                  {l.player.name} ({l.team.name}) · {causeText(l.cause)}
                </p>
                <p className="text-stone-600">
                  {l.match.label} · {formatCurrency(l.price)}
                </p>
              </div>
              <div className="flex gap-2">
                <Button onClick={() => open(l, true)}>{m.approve}</Button>
                <Button variant="secondary" onClick={() => open(l, false)}>
                  {m.refuse}
                </Button>
              </div>
            </li>
          ))}
        </ul>
      ) : null}
      <ConfirmDialog
        open={asking !== null}
        title={asking?.approve ? m.approveTitle : m.refuseTitle}
        confirmLabel={asking?.approve ? m.approve : m.refuse}
        variant={asking?.approve ? 'primary' : 'danger'}
        busy={decide.isPending}
        onConfirm={() => void confirm()}
        onCancel={() => setAsking(null)}
      >
        {asking?.approve ? (
          <p>{m.approveBody(asking.lift.player.name, formatCurrency(asking.lift.price))}</p>
        ) : null}
        {error ? <Alert>{error}</Alert> : null}
        {asking && !asking.approve ? (
          <InputField
            label={m.refuseReason}
            value={reason}
            maxLength={300}
            onChange={(e) => setReason(e.target.value)}
          />
        ) : null}
      </ConfirmDialog>
    </section>
  );
}
