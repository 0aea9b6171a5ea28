import type { ReactNode } from 'react';

/** A label and what it names: 'Edad' and 24. */
export type Fact = readonly [label: string, value: ReactNode];

interface FactListProps {
  facts: readonly Fact[];
  /** The list's layout: a grid of cells, a column of lines… */
  className: string;
  /** Each pair's box, its label and its value. */
  itemClassName?: string;
  termClassName: string;
  valueClassName: string;
}

/** Facts of one record as a definition list, one box per label and value. */
export function FactList({ facts, className, itemClassName, termClassName, valueClassName }: FactListProps) {
  return (
    <dl className={className}>
      {facts.map(([label, value]) => (
        <div key={label} className={itemClassName}>
          <dt className={termClassName}>{label}</dt>
          <dd className={valueClassName}>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
