import { NavLink } from 'react-router';
import { Logo } from '../../components/ui/logo';
import { appMessages as m } from '../messages';
import { navItemsFor } from '../nav-items';

interface SidebarProps {
  rol: string;
  open: boolean;
  overlay: boolean;
  onClose: () => void;
}

const linkClass = ({ isActive }: { isActive: boolean }) =>
  `block rounded-md px-3 py-2 text-sm ${isActive ? 'bg-emerald-700 font-semibold text-white' : 'text-emerald-50 hover:bg-emerald-800'}`;

/** Collapsible menu: a column on wide screens, an overlay on phones (closed at start there). */
export function Sidebar({ rol, open, overlay, onClose }: SidebarProps) {
  if (!open) return null;
  const items = navItemsFor(rol);
  const nav = (
    <nav
      id="sidebar"
      aria-label={m.menu}
      className={`flex w-64 shrink-0 flex-col overflow-y-auto bg-emerald-950 p-3 ${overlay ? 'fixed inset-y-0 left-0 z-40 shadow-2xl' : 'sticky top-0 h-dvh'}`}
    >
      <div className="mb-3 flex items-center justify-between px-2 pt-1">
        <span className="flex items-center gap-2 text-lg font-bold text-white">
          <Logo className="h-6 w-6" />
          {m.brand}
        </span>
        {overlay ? (
          <button
            type="button"
            onClick={onClose}
            aria-label={m.closeMenu}
            className="text-2xl text-emerald-100"
          >
            ×
          </button>
        ) : null}
      </div>
      <ul className="space-y-0.5">
        {items.map((item) => (
          <li key={item.to}>
            <NavLink
              to={item.to}
              end={item.to === '/apuestas'}
              className={linkClass}
              onClick={overlay ? onClose : undefined}
            >
              {item.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
  // The column keeps its colour down the whole page while the menu itself stays in view.
  if (!overlay) return <aside className="w-64 shrink-0 bg-emerald-950">{nav}</aside>;
  return (
    <>
      <div className="fixed inset-0 z-30 bg-black/40" aria-hidden="true" onClick={onClose} />
      {nav}
    </>
  );
}
