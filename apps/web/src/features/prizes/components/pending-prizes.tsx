import { formatCurrency, type PrizesPaidAnswer } from '@liga/domain';
import { useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { ConfirmButton } from '../../../components/ui/confirm-button';
import { EmptyState } from '../../../components/ui/states';
import { isApiError } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';
import { useSubmitPrizes } from '../api/submit-prizes';
import { prizesMessages as m } from '../messages';
import type { PendingPrize } from './prize-form';

interface Props {
  pending: readonly PendingPrize[];
  onRemove: (key: string) => void;
  /** After a successful send (the list empties). */
  onSent: (answer: PrizesPaidAnswer) => void;
}

/** The local list and its 'send all' (/premios), behind a confirmation: it moves money. */
export function PendingPrizes({ pending, onRemove, onSent }: Props) {
  const { notify } = useSession();
  const submit = useSubmitPrizes();
  const [error, setError] = useState<string | null>(null);
  const total = pending.reduce((sum, p) => sum + p.amount, 0);

  const ask = () => {
    setError(null);
    if (pending.length === 0) setError(m.none);
    return pending.length > 0;
  };
  const send = async () => {
    try {
      const answer = await submit.mutateAsync(
        pending.map(({ key: _k, tournamentName: _t, teamName: _n, ...p }) => p),
      );
      notify(answer.message);
      onSent(answer);
    } catch (e) {
      setError(isApiError(e) ? `${m.sendError} ${e.message}` : m.sendError);
    }
  };

  return (
    <section aria-label={m.listTitle(pending.length)} className="space-y-3">
      <h2 className="text-base font-semibold text-emerald-900">{m.listTitle(pending.length)}</h2>
      {error ? <Alert onClose={() => setError(null)}>{error}</Alert> : null}
      {pending.length === 0 ? <EmptyState>{m.emptyList}</EmptyState> : null}
      <ul className="divide-y divide-stone-200 rounded-lg border border-stone-200 bg-white empty:hidden">
        {pending.map((p) => (
          <li key={p.key} className="flex flex-wrap items-center justify-between gap-2 px-3 py-2 text-sm">
            <div>
              <p className="font-medium text-stone-900">
                {p.teamName} · {p.position}
              </p>
              <p className="text-stone-500">
                {p.tournamentName}
                {p.description ? ` · ${p.description}` : ''}
              </p>
            </div>
            <div className="flex items-center gap-3">
              <span className="font-mono tabular-nums">{formatCurrency(p.amount)}</span>
              <Button
                variant="ghost"
                aria-label={m.removeLabel(p.teamName, p.position)}
                onClick={() => onRemove(p.key)}
              >
                {m.remove}
              </Button>
            </div>
          </li>
        ))}
      </ul>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <span className="text-sm text-stone-600">
          {m.total}: <strong className="font-mono">{formatCurrency(total)}</strong>
        </span>
        <ConfirmButton
          label={m.send}
          busyLabel={m.sending}
          title={m.confirmTitle}
          busy={submit.isPending}
          beforeAsk={ask}
          onConfirm={send}
        >
          <p>{m.confirmBody(pending.length, formatCurrency(total))}</p>
        </ConfirmButton>
      </div>
    </section>
  );
}
