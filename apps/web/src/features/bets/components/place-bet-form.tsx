import { BET_MAX, BET_MIN, formatCurrency, payout, type User } from '@liga/domain';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { ConfirmButton } from '../../../components/ui/confirm-button';
import { SelectField } from '../../../components/ui/field';
import { MoneyField } from '../../../components/ui/money-field';
import { isApiError } from '../../../lib/api-client';
import { paths } from '../../../lib/paths';
import { useSession } from '../../../lib/session';
import type { AnyBet } from '../api/get-bet';
import { usePlaceBet } from '../api/place-bet';
import { betsMessages as m } from '../messages';
import { choicesOf } from './bet-options';

export const BET_STEP = 500_000;

/** Bet type select, the stake slider (1.000.000–15.000.000), budget and potential payout, confirm. */
export function PlaceBetForm({ bet, user }: { bet: AnyBet; user: User }) {
  const navigate = useNavigate();
  const { notify } = useSession();
  const place = usePlaceBet();
  const choices = choicesOf(bet);
  const [option, setOption] = useState(choices[0]!.option);
  const [amount, setAmount] = useState(BET_MIN);
  const [error, setError] = useState<string | null>(null);
  const chosen = choices.find((c) => c.option === option) ?? choices[0]!;
  // The slider moves in 500.000 steps; the typed amount may be any whole amount in the range.
  const inRange = Number.isSafeInteger(amount) && amount >= BET_MIN && amount <= BET_MAX;
  const potential = inRange ? payout(amount, chosen.odd) : 0;
  const overBudget = inRange && amount > user.profits;

  const submit = async () => {
    setError(null);
    try {
      const res = await place.mutateAsync({
        ...(bet.kind === 'match' ? { id_bet: bet.bet.id } : { id_playerbet: bet.bet.id }),
        option,
        amount,
      });
      notify(res.message || m.placed);
      void navigate(paths.bets);
    } catch (e) {
      const field = isApiError(e)
        ? (e.errors?.amount?.[0] ?? e.errors?.id_bet?.[0] ?? e.errors?.option?.[0])
        : null;
      setError(field ?? (isApiError(e) ? e.message : m.loadBetError));
    }
  };

  return (
    <div className="space-y-4">
      {error ? <Alert>{error}</Alert> : null}
      <SelectField
        label={m.betType}
        value={option}
        onChange={(e) => setOption(e.target.value as typeof option)}
      >
        {choices.map((c) => (
          <option key={c.option} value={c.option}>
            {c.label} ({c.oddText})
          </option>
        ))}
      </SelectField>
      <div className="space-y-1">
        <label htmlFor="bet-amount" className="block text-sm font-medium text-stone-700">
          {m.amount}: <strong>{inRange ? formatCurrency(amount) : '—'}</strong>
        </label>
        <input
          id="bet-amount"
          type="range"
          min={BET_MIN}
          max={BET_MAX}
          step={BET_STEP}
          value={inRange ? amount : BET_MIN}
          onChange={(e) => setAmount(Number(e.target.value))}
          className="w-full accent-emerald-700"
        />
        <div className="flex justify-between text-xs text-stone-500">
          <span>{formatCurrency(BET_MIN)}</span>
          <span>{formatCurrency(BET_MAX)}</span>
        </div>
        <MoneyField
          label={m.amountTyped}
          value={amount}
          onValueChange={setAmount}
          error={inRange ? undefined : m.amountRange(formatCurrency(BET_MIN), formatCurrency(BET_MAX))}
        />
      </div>
      <dl className="grid grid-cols-2 gap-2 text-sm">
        <dt className="text-stone-600">{m.budget}</dt>
        <dd
          className={`text-right tabular-nums ${overBudget ? 'text-red-700' : ''}`}
          data-testid="bet-budget"
        >
          {formatCurrency(user.profits)}
        </dd>
        <dt className="text-stone-600">{m.potential}</dt>
        <dd className="text-right font-semibold tabular-nums" data-testid="bet-payout">
          {formatCurrency(potential)}
        </dd>
      </dl>
      {overBudget ? <p className="text-sm text-red-700">{m.insufficientBudget}</p> : null}
      <ConfirmButton
        label={m.confirm}
        title={m.confirmTitle}
        disabled={!inRange || overBudget}
        busy={place.isPending}
        onConfirm={submit}
      >
        <p>
          {m.confirmBody(
            `${chosen.label} (${chosen.oddText})`,
            formatCurrency(amount),
            formatCurrency(potential),
          )}
        </p>
      </ConfirmButton>
    </div>
  );
}
