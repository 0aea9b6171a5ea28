import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { StrokeIcon } from '../../components/ui/stroke-icon';
import { paths } from '../../lib/paths';
import { NotificationTabIcon } from '../../features/notifications';
import { appMessages as m } from '../messages';
import { isUnder, type NavGroupId } from '../nav-items';

interface TabBarProps {
  pathname: string;
  /** The group of the menu entry the page belongs to: Mercado is marked on any market page. */
  group: NavGroupId | undefined;
  menuOpen: boolean;
  onMore: () => void;
}

const icon = (d: string) => <StrokeIcon d={d} />;

const ICONS = {
  dashboard: icon('M4 11l8-7 8 7v8a1 1 0 0 1-1 1h-4v-6H9v6H5a1 1 0 0 1-1-1z'),
  market: icon('M4 7h16l-1.5 11a2 2 0 0 1-2 2h-9a2 2 0 0 1-2-2zM9 7a3 3 0 0 1 6 0'),
  matches: icon('M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zm0 4l3.5 2.5-1.3 4h-4.4l-1.3-4z'),
  standings: icon('M5 20V10M12 20V4M19 20v-7'),
  more: icon('M4 6h16M4 12h16M4 18h16'),
};

const tabClass = (current: boolean) =>
  `flex min-h-14 flex-1 flex-col items-center justify-center gap-0.5 px-1 text-[11px] font-medium focus-visible:outline-2 focus-visible:outline-offset-[-2px] focus-visible:outline-emerald-600 ${
    current ? 'text-emerald-700' : 'text-stone-500'
  }`;

function Tab({
  to,
  label,
  current,
  children,
}: {
  to: string;
  label: string;
  current: 'page' | 'true' | undefined;
  children: ReactNode;
}) {
  return (
    <li className="flex flex-1">
      <Link to={to} aria-current={current} className={tabClass(Boolean(current))}>
        {children}
        <span>{label}</span>
      </Link>
    </li>
  );
}

/**
 * The phone's bottom tab bar (below the `lg` breakpoint): what a manager does most, and 'Avisos'. 'Más'
 * opens the grouped menu. It sits above the home indicator (safe-area inset); the layout pads the page
 * by its height so it never covers content.
 */
export function TabBar({ pathname, group, menuOpen, onMore }: TabBarProps) {
  const mark = (base: string, section = false) =>
    pathname === base
      ? ('page' as const)
      : section || isUnder(pathname, base)
        ? ('true' as const)
        : undefined;
  const tabs = [
    { to: paths.dashboard, label: m.tabDashboard, current: mark(paths.dashboard), icon: ICONS.dashboard },
    {
      to: paths.players,
      label: m.tabMarket,
      current: mark(paths.players, group === 'market'),
      icon: ICONS.market,
    },
    {
      to: paths.matches,
      label: m.tabMatches,
      current: mark(paths.matches, pathname.startsWith('/cargar-imagenes/')),
      icon: ICONS.matches,
    },
    { to: paths.standings, label: m.tabStandings, current: mark(paths.standings), icon: ICONS.standings },
    {
      to: paths.notifications,
      label: m.tabNotifications,
      current: mark(paths.notifications),
      icon: <NotificationTabIcon />,
    },
  ];
  const elsewhere = tabs.every((t) => !t.current);
  return (
    <nav
      aria-label={m.tabBar}
      className="fixed inset-x-0 bottom-0 z-20 border-t border-stone-200 bg-white/95 pb-[env(safe-area-inset-bottom)] pl-[env(safe-area-inset-left)] pr-[env(safe-area-inset-right)] shadow-[0_-1px_6px_rgba(0,0,0,0.06)] backdrop-blur lg:hidden"
    >
      <ul className="mx-auto flex max-w-lg">
        {tabs.map((t) => (
          <Tab key={t.to} to={t.to} label={t.label} current={t.current}>
            {t.icon}
          </Tab>
        ))}
        <li className="flex flex-1">
          <button
            type="button"
            onClick={onMore}
            aria-expanded={menuOpen}
            aria-controls="sidebar"
            aria-haspopup="true"
            className={tabClass(menuOpen || elsewhere)}
          >
            {ICONS.more}
            <span>{m.tabMore}</span>
          </button>
        </li>
      </ul>
    </nav>
  );
}
