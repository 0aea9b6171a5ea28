import { CURRENCY, LIFT_STATUS_LABELS, formatMoney } from '@liga/domain';
import { useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { Loading } from '../../../components/ui/states';
import { useLifts } from '../api/get-lifts';
import { useLiftOptions, useRequestLift } from '../api/lift-request';
import { liftRequestMessages as m } from '../lift-messages';
import { LiftChoices, liftChoiceKey as keyOf, type LiftChoice } from './lift-choices';

const price = (amount: number | null) =>
  amount === null ? m.notLiftable : `${formatMoney(amount)} ${CURRENCY}`;

/**
 * The manager asks to lift one suspension of one of their players before one match (docs/rules.md §17.4):
 * each barred player, match and cause with the league's price, a confirmation saying what it costs, and
 * their requests with their state. The money moves only when staff approve.
 */
export function LiftRequest() {
  const options = useLiftOptions();
  const mine = useLifts();
  const ask = useRequestLift();
  const [value, setValue] = useState('');
  const [confirming, setConfirming] = useState(false);
  const [result, setResult] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const choices: LiftChoice[] = (options.data?.data ?? []).flatMap((option) =>
    option.causes.map((cause) => ({ option, cause })),
  );
  const chosen = choices.find((c) => keyOf(c) === value);
  const pending = (mine.data?.data ?? []).filter((l) => l.status === 'pending');

  const send = async () => {
    if (!chosen) return;
    setConfirming(false);
    setResult(null);
    try {
      const answer = await ask.mutateAsync({
        player_id: chosen.option.player.id,
        match_id: chosen.option.match.id,
        cause: chosen.cause.cause,
      });
      setValue('');
      setResult({ tone: 'success', text: answer.message });
    } catch (e) {
      setResult({ tone: 'error', text: e instanceof Error && e.message ? e.message : m.error });
    }
  };

  return (
    <section aria-labelledby="lift-request-title" className="space-y-2 border-t border-stone-200 pt-3">
      <h3 id="lift-request-title" className="text-sm font-semibold text-emerald-900">
        {m.title}
      </h3>
      {result ? (
        <Alert tone={result.tone} onClose={() => setResult(null)}>
          {result.text}
        </Alert>
      ) : null}
      {options.isPending ? <Loading /> : null}
      {options.isError ? <Alert>{`${m.loadError} ${options.error.message}`}</Alert> : null}
      {options.data && choices.length === 0 ? <p className="text-sm text-stone-600">{m.none}</p> : null}
      {choices.length > 0 ? (
        <div className="space-y-2">
          <LiftChoices choices={choices} value={value} onChange={setValue} price={price} />
          {chosen ? (
            <p className="text-sm text-stone-700" data-testid="lift-price">
              {m.costs(price(chosen.cause.price))}
            </p>
          ) : null}
          <Button
            disabled={!chosen || chosen.cause.price === null || ask.isPending}
            onClick={() => setConfirming(true)}
          >
            {ask.isPending ? m.sending : m.ask}
          </Button>
        </div>
      ) : null}
      {pending.length > 0 ? (
        <ul className="space-y-1 text-sm text-stone-700" aria-label={m.mine}>
          {pending.map((l) => (
            <li key={l.id}>
              {`${l.player.name} · ${l.match.label} · ${price(l.price)} · ${LIFT_STATUS_LABELS[l.status]}`}
            </li>
          ))}
        </ul>
      ) : null}
      <ConfirmDialog
        open={confirming && chosen !== undefined}
        title={m.ask}
        confirmLabel={m.ask}
        onConfirm={() => void send()}
        onCancel={() => setConfirming(false)}
      >
        {chosen ? (
          <p>
            {m.confirm(
              chosen.option.player.name,
              chosen.option.match.label,
              chosen.cause.label,
              price(chosen.cause.price),
            )}
          </p>
        ) : null}
      </ConfirmDialog>
    </section>
  );
}
