import { Link } from 'react-router';
import type { Column } from '../../../components/ui/table';
import { betsMessages as m } from '../messages';

/** The columns both bet tables open with: the bet's name linking to its page, then its description. */
export function betHeadColumns<T extends { description: string }>(
  header: string,
  to: (bet: T) => string,
  name: (bet: T) => string,
): Column<T>[] {
  return [
    {
      header,
      cell: (b) => (
        <Link to={to(b)} className="text-emerald-900 underline">
          {name(b)}
        </Link>
      ),
    },
    { header: m.colDescription, cell: (b) => b.description, cellClassName: 'min-w-40 text-stone-600' },
  ];
}
