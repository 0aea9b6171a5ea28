import type { ReactNode, TdHTMLAttributes, ThHTMLAttributes } from 'react';

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
