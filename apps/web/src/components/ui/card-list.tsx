import type { Key, ReactNode } from 'react';

interface CardListProps<T> {
  /** The list's accessible name: the caption of the table it stands for on a wider screen. */
  label: string;
  items: readonly T[];
  itemKey: (item: T, index: number) => Key;
  /** The card's own classes beside its frame: by default a white card in small type. */
  cardClassName?: (item: T) => string | undefined;
  children: (item: T, index: number) => ReactNode;
}

/** A list on a phone: one framed card per record, where a wider screen shows a table's row. */
export function CardList<T>({
  label,
  items,
  itemKey,
  cardClassName = () => 'bg-white text-sm',
  children,
}: CardListProps<T>) {
  return (
    <ul aria-label={label} className="space-y-2">
      {items.map((item, i) => (
        <li
          key={itemKey(item, i)}
          className={`rounded-lg border border-stone-200 p-3 shadow-sm ${cardClassName(item) ?? ''}`}
        >
          {children(item, i)}
        </li>
      ))}
    </ul>
  );
}
