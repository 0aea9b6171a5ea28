import { formatCurrency } from '@liga/domain';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { InputField } from '../../../components/ui/field';
import { MoneyField } from '../../../components/ui/money-field';
import { usersMessages as m } from '../messages';

interface Props {
  current: number;
  adjustment: number | undefined;
  /** The amount typed, undefined while the input is empty. */
  onAdjustment: (value: number | undefined) => void;
  noteField: UseFormRegisterReturn;
  errors: { adjustment?: string | undefined; adjustment_note?: string | undefined };
}

/** Admin budget change: a signed amount added to the current budget, written to the ledger. */
export function BudgetAdjustmentFields({ current, adjustment, onAdjustment, noteField, errors }: Props) {
  const delta = typeof adjustment === 'number' && Number.isFinite(adjustment) ? adjustment : 0;
  const result = current + delta;
  return (
    <fieldset className="space-y-3 rounded-lg border border-stone-200 p-3">
      <legend className="px-1 text-sm font-semibold text-emerald-900">{m.colBudget}</legend>
      <p className="text-sm">
        <span className="text-stone-500">{m.currentBudget}: </span>
        <span className="font-semibold tabular-nums" data-testid="current-budget">
          {formatCurrency(current)}
        </span>
      </p>
      <MoneyField
        label={m.adjustBudget}
        hint={m.adjustHint}
        error={errors.adjustment}
        allowNegative
        name="adjustment"
        value={adjustment}
        onValueChange={(v) => onAdjustment(Number.isNaN(v) ? undefined : v)}
      />
      <InputField label={m.adjustNote} maxLength={200} error={errors.adjustment_note} {...noteField} />
      <p className="text-sm" aria-live="polite">
        <span className="text-stone-500">{m.resultingBudget}: </span>
        <span className={`font-semibold tabular-nums ${result < 0 ? 'text-red-700' : 'text-emerald-800'}`}>
          {formatCurrency(result)}
        </span>
      </p>
    </fieldset>
  );
}
