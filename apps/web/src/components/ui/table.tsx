import type { Key, ReactNode, TdHTMLAttributes, ThHTMLAttributes } from 'react';

/** A table that scrolls sideways on a phone instead of squeezing its columns. */
export function Table({ children, caption }: { children: ReactNode; caption?: string }) {
  return (
    <div className="overflow-x-auto rounded-lg border border-stone-200 bg-white shadow-sm">
      <table className="min-w-full divide-y divide-stone-200 text-sm">
        {caption ? <caption className="sr-only">{caption}</caption> : null}
        {children}
      </table>
    </div>
  );
}

export function Th({ className = '', ...rest }: ThHTMLAttributes<HTMLTableCellElement>) {
  return (
    <th
      scope="col"
      className={`bg-emerald-900 px-3 py-2 text-left text-xs font-semibold tracking-wide whitespace-nowrap text-white uppercase ${className}`}
      {...rest}
    />
  );
}

export function Td({ className = '', ...rest }: TdHTMLAttributes<HTMLTableCellElement>) {
  return <td className={`px-3 py-2 align-middle text-stone-800 ${className}`} {...rest} />;
}

export interface Column<T> {
  header: ReactNode;
  /** The header's tooltip: what an abbreviated header stands for. */
  title?: string;
  cell: (row: T, index: number) => ReactNode;
  /** On the header and every cell: alignment ('text-right' for amounts). */
  className?: string;
  /** On the header only (a width). */
  headerClassName?: string;
  /** On the cells only; a function for classes that depend on the row (a negative amount in red). */
  cellClassName?: string | ((row: T) => string);
}

/**
 * A column of figures (amounts, odds, ages): right-aligned, in digits of one width. `cellClassName`
 * adds to the cells, a function for a class that depends on the row (a negative amount in red).
 */
export function numberColumn<T>(
  header: ReactNode,
  cell: (row: T) => ReactNode,
  cellClassName: string | ((row: T) => string) = '',
): Column<T> {
  const figures = (extra: string) => `tabular-nums ${extra}`.trim();
  return {
    header,
    cell,
    className: 'text-right',
    cellClassName:
      typeof cellClassName === 'function' ? (row) => figures(cellClassName(row)) : figures(cellClassName),
  };
}

interface DataTableProps<T> {
  caption: string;
  /** `false` or `null` leaves a column out (one only some roles see). */
  columns: ReadonlyArray<Column<T> | false | null>;
  rows: readonly T[];
  rowKey: (row: T, index: number) => Key;
  /** A row that stands out (the caller's own). */
  rowClassName?: (row: T) => string | undefined;
}

/** A table described by its columns: the header row and one row per record. */
export function DataTable<T>({ caption, columns, rows, rowKey, rowClassName }: DataTableProps<T>) {
  const shown = columns.filter((c): c is Column<T> => Boolean(c));
  const cellClass = (c: Column<T>, row: T) =>
    [c.className, typeof c.cellClassName === 'function' ? c.cellClassName(row) : c.cellClassName]
      .filter(Boolean)
      .join(' ');
  return (
    <Table caption={caption}>
      <thead>
        <tr>
          {shown.map((c, i) => (
            <Th
              key={i}
              className={[c.className, c.headerClassName].filter(Boolean).join(' ')}
              title={c.title}
            >
              {c.header}
            </Th>
          ))}
        </tr>
      </thead>
      <tbody className="divide-y divide-stone-100">
        {rows.map((row, index) => (
          <tr key={rowKey(row, index)} className={rowClassName?.(row)}>
            {shown.map((c, i) => (
              <Td key={i} className={cellClass(c, row)}>
                {c.cell(row, index)}
              </Td>
            ))}
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
