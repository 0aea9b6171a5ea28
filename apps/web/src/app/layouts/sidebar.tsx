import { useEffect, useRef } from 'react';
import { Logo } from '../../components/ui/logo';
import { appMessages as m } from '../messages';
import type { NavGroup, NavItem } from '../nav-items';
import { NavMenu } from './nav-menu';

interface SidebarProps {
  groups: readonly NavGroup[];
  active: NavItem | undefined;
  open: boolean;
  overlay: boolean;
  onClose: () => void;
}

/**
 * The grouped menu: a column on wide screens (collapsible from the header), a sheet over the page on
 * phones (opened by 'Más'), which takes the focus, closes with Escape and gives the focus back.
 */
export function Sidebar({ groups, active, open, overlay, onClose }: SidebarProps) {
  const closeRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (!open || !overlay) return;
    const opener = document.activeElement as HTMLElement | null;
    closeRef.current?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
    };
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('keydown', onKey);
      opener?.focus();
    };
  }, [open, overlay, onClose]);

  if (!open) return null;
  const nav = (
    <nav
      id="sidebar"
      aria-label={m.menu}
      className={`flex w-64 max-w-[85vw] shrink-0 flex-col overflow-y-auto overscroll-contain bg-emerald-950 p-3 ${
        overlay
          ? 'fixed inset-y-0 left-0 z-40 pt-[max(0.75rem,env(safe-area-inset-top))] pb-[max(0.75rem,env(safe-area-inset-bottom))] pl-[max(0.75rem,env(safe-area-inset-left))] shadow-2xl'
          : 'sticky top-0 h-dvh'
      }`}
    >
      <div className="mb-1 flex items-center justify-between px-2 pt-1">
        <span className="flex items-center gap-2 text-lg font-bold text-white">
          <Logo className="h-6 w-6" />
          {m.brand}
        </span>
        {overlay ? (
          <button
            ref={closeRef}
            type="button"
            onClick={onClose}
            aria-label={m.closeMenu}
            className="rounded-md px-2 text-2xl text-emerald-100 focus-visible:outline-2 focus-visible:outline-emerald-300"
          >
            ×
          </button>
        ) : null}
      </div>
      <NavMenu groups={groups} active={active} onNavigate={overlay ? onClose : undefined} />
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
