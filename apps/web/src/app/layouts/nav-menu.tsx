import { useId } from 'react';
import { Link } from 'react-router';
import type { NavGroup, NavItem } from '../nav-items';

interface NavMenuProps {
  groups: readonly NavGroup[];
  active: NavItem | undefined;
  onNavigate?: (() => void) | undefined;
}

const linkClass = (current: boolean) =>
  `block rounded-md px-3 py-2 text-sm focus-visible:outline-2 focus-visible:outline-offset-[-2px] focus-visible:outline-emerald-300 ${
    current ? 'bg-emerald-700 font-semibold text-white' : 'text-emerald-50 hover:bg-emerald-800'
  }`;

function Group({ group, active, onNavigate }: { group: NavGroup } & Omit<NavMenuProps, 'groups'>) {
  const id = useId();
  return (
    <li>
      <p id={id} className="px-3 pt-3 pb-1 text-xs font-semibold tracking-wide text-emerald-300 uppercase">
        {group.label}
      </p>
      <ul aria-labelledby={id} className="space-y-0.5">
        {group.items.map((item) => (
          <li key={item.to}>
            <Link
              to={item.to}
              aria-current={item === active ? 'page' : undefined}
              className={linkClass(item === active)}
              onClick={onNavigate}
            >
              {item.label}
            </Link>
          </li>
        ))}
      </ul>
    </li>
  );
}

/** The grouped menu (Liga, Mercado, Competición, Apuestas, Administración) of the sidebar and of 'Más'. */
export function NavMenu({ groups, active, onNavigate }: NavMenuProps) {
  return (
    <ul className="space-y-1">
      {groups.map((group) => (
        <Group key={group.id} group={group} active={active} onNavigate={onNavigate} />
      ))}
    </ul>
  );
}
