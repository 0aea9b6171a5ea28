import type { ReactNode } from 'react';
import { useIsPhone } from '../../lib/use-media-query';
import { CardList } from './card-list';
import { type Column, DataTable } from './table';

/** Where a column goes on a phone card; by default it is a label/value line of the card's body. */
export type CardPlace = 'title' | 'aside' | 'footer' | 'hidden';

export type CardColumn<T> = Column<T> & { card?: CardPlace };

interface Props<T> {
  caption: string;
  columns: ReadonlyArray<CardColumn<T> | false | null>;
  rows: readonly T[];
  rowKey: (row: T, index: number) => string | number;
  rowClassName?: (row: T) => string | undefined;
}

const cellOf = <T,>(c: CardColumn<T>, row: T, i: number): ReactNode => c.cell(row, i);
/** The row-dependent classes (a won bet in green) follow the cell into the card; alignment does not. */
const toneOf = <T,>(c: CardColumn<T>, row: T) =>
  typeof c.cellClassName === 'function' ? c.cellClassName(row) : '';

/**
 * A DataTable on a desktop, one card per row on a phone (nothing to swipe sideways): the `title`
 * column heads the card, `aside` sits at its right (an amount), `footer` holds the actions, and
 * every other column is a labelled line.
 */
export function ResponsiveTable<T>(props: Props<T>) {
  const { caption, columns, rows, rowKey, rowClassName } = props;
  const phone = useIsPhone();
  if (!phone) return <DataTable {...props} />;
  const shown = columns.filter((c): c is CardColumn<T> => Boolean(c)).filter((c) => c.card !== 'hidden');
  const at = (place: CardPlace) => shown.filter((c) => c.card === place);
  const body = shown.filter((c) => c.card === undefined);
  return (
    <CardList
      label={caption}
      items={rows}
      itemKey={rowKey}
      cardClassName={(row) => `bg-white text-sm ${rowClassName?.(row) ?? ''}`}
    >
      {(row, i) => (
        <>
          <div className="flex items-start justify-between gap-3">
            <div className="min-w-0 font-medium break-words">
              {at('title').map((c, k) => (
                <div key={k}>{cellOf(c, row, i)}</div>
              ))}
            </div>
            {at('aside').map((c, k) => (
              <div key={k} className="text-right font-semibold whitespace-nowrap tabular-nums">
                {cellOf(c, row, i)}
              </div>
            ))}
          </div>
          {body.length > 0 ? (
            <dl className="mt-1 grid grid-cols-[auto_1fr] gap-x-3 gap-y-0.5 text-xs">
              {body.map((c, k) => (
                <div key={k} className="contents">
                  <dt className="text-stone-500">{c.header}</dt>
                  <dd className={`text-right break-words text-stone-800 tabular-nums ${toneOf(c, row)}`}>
                    {cellOf(c, row, i)}
                  </dd>
                </div>
              ))}
            </dl>
          ) : null}
          {at('footer').map((c, k) => (
            <div key={k} className="mt-2">
              {cellOf(c, row, i)}
            </div>
          ))}
        </>
      )}
    </CardList>
  );
}
