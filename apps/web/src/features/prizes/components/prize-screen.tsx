import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Page } from '../../../components/ui/page';

interface Props {
  title: string;
  /** The other prize screen: loading links to the tables and the tables back to loading. */
  link: { to: string; label: string };
  children: ReactNode;
}

/** The page of either prize screen, with the link to the other beside its title. */
export function PrizeScreen({ title, link, children }: Props) {
  return (
    <Page
      title={title}
      actions={
        <Link to={link.to} className="text-sm font-medium text-emerald-800 underline">
          {link.label}
        </Link>
      }
    >
      {children}
    </Page>
  );
}
