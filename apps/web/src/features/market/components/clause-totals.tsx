import { formatCurrency } from '@liga/domain';
import { Alert } from '../../../components/ui/alert';
import { marketMessages as m } from '../messages';

interface TotalsProps {
  cash: number;
  extra: number;
  total: number;
  budget: number;
  overBudget: boolean;
}

/** What the clause adds up to as it is typed: cash, the players handed over, the total and the budget. */
export function ClauseTotals({ cash, extra, total, budget, overBudget }: TotalsProps) {
  return (
    <>
      <dl className="grid grid-cols-2 gap-2 rounded-lg bg-stone-50 p-3 text-sm sm:grid-cols-4">
        <div>
          <dt className="text-stone-500">{m.colValue}</dt>
          <dd className="font-semibold tabular-nums" data-testid="clause-value">
            {formatCurrency(cash)}
          </dd>
        </div>
        <div>
          <dt className="text-stone-500">{m.extraValue}</dt>
          <dd className="font-semibold tabular-nums" data-testid="extra-value">
            {formatCurrency(extra)}
          </dd>
        </div>
        <div>
          <dt className="text-stone-500">{m.totalValue}</dt>
          <dd className="font-bold text-emerald-800 tabular-nums" data-testid="total-value">
            {formatCurrency(total)}
          </dd>
        </div>
        <div>
          <dt className="text-stone-500">{m.budget}</dt>
          <dd
            className={`font-semibold tabular-nums ${overBudget ? 'text-red-700' : ''}`}
            data-testid="budget"
          >
            {formatCurrency(budget)}
          </dd>
        </div>
      </dl>
      {overBudget ? <Alert>{m.overBudget}</Alert> : null}
    </>
  );
}

interface SummaryProps {
  teamName: string | undefined;
  value: number;
  extra: number;
  total: number;
  /** Names of the caller's players handed over. */
  offered: string[];
}

/** The confirmation's summary of the clause about to be sent. */
export function ClauseSummary({ teamName, value, extra, total, offered }: SummaryProps) {
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
      <dt className="text-stone-500">{m.team}</dt>
      <dd>{teamName}</dd>
      <dt className="text-stone-500">{m.colValue}</dt>
      <dd className="tabular-nums">{formatCurrency(value)}</dd>
      <dt className="text-stone-500">{m.extraValue}</dt>
      <dd className="tabular-nums">
        {formatCurrency(extra)}
        {offered.length > 0 ? ` (${offered.join(', ')})` : ''}
      </dd>
      <dt className="text-stone-500">{m.totalValue}</dt>
      <dd className="font-semibold tabular-nums">{formatCurrency(total)}</dd>
    </dl>
  );
}
