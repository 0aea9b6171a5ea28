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
  const totals = [
    { label: m.colValue, amount: cash, testId: 'clause-value', tone: 'font-semibold' },
    { label: m.extraValue, amount: extra, testId: 'extra-value', tone: 'font-semibold' },
    { label: m.totalValue, amount: total, testId: 'total-value', tone: 'font-bold text-emerald-800' },
    {
      label: m.budget,
      amount: budget,
      testId: 'budget',
      tone: overBudget ? 'font-semibold text-red-700' : 'font-semibold',
    },
  ];
  return (
    <>
      <dl className="grid grid-cols-2 gap-2 rounded-lg bg-stone-50 p-3 text-sm sm:grid-cols-4">
        {totals.map(({ label, amount, testId, tone }) => (
          <div key={testId}>
            <dt className="text-stone-500">{label}</dt>
            <dd className={`${tone} tabular-nums`} data-testid={testId}>
              {formatCurrency(amount)}
            </dd>
          </div>
        ))}
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
