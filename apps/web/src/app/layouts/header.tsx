import { roleLabel, type User } from '@liga/domain';
import { Logo } from '../../components/ui/logo';
import { useLeagueConfig } from '../../lib/league-config';
import { NotificationBell } from '../../features/notifications';
import { appMessages as m } from '../messages';

interface HeaderProps {
  user: User;
  menuOpen: boolean;
  onToggleMenu: () => void;
  onLogout: () => void;
  loggingOut: boolean;
}

export function Header({ user, menuOpen, onToggleMenu, onLogout, loggingOut }: HeaderProps) {
  const config = useLeagueConfig().data;
  const links: Array<{ label: string; url: string | undefined }> = [
    { label: m.social, url: config?.social_url },
    { label: m.streaming, url: config?.streaming_url },
    { label: m.chat, url: config?.chat_url },
  ].flatMap((l) => (l.url ? [{ label: l.label, url: l.url }] : []));

  return (
    <header className="sticky top-0 z-20 flex flex-wrap items-center gap-x-4 gap-y-2 border-b border-emerald-900/10 bg-white/95 px-3 py-2 shadow-sm backdrop-blur sm:px-5">
      <button
        type="button"
        onClick={onToggleMenu}
        aria-label={menuOpen ? m.closeMenu : m.openMenu}
        aria-expanded={menuOpen}
        aria-controls="sidebar"
        // Phones open the menu from the tab bar's 'Más'; the header's toggle collapses the desktop column.
        className="hidden rounded-md p-2 text-emerald-900 hover:bg-emerald-50 lg:inline-flex"
      >
        <svg
          viewBox="0 0 24 24"
          className="h-6 w-6"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          aria-hidden="true"
        >
          <path d="M4 6h16M4 12h16M4 18h16" strokeLinecap="round" />
        </svg>
      </button>
      {/* Phones have no menu column: the brand stands where the desktop's toggle is. */}
      <span className="flex items-center gap-2 font-bold text-emerald-900 lg:hidden">
        <Logo className="h-6 w-6" />
        <span className="hidden min-[400px]:inline">{m.brand}</span>
      </span>
      {links.length > 0 ? (
        <nav aria-label="Comunidad" className="flex gap-3 text-sm">
          {links.map((l) => (
            <a
              key={l.label}
              href={l.url}
              target="_blank"
              rel="noreferrer"
              className="text-emerald-700 hover:underline"
            >
              {l.label}
            </a>
          ))}
        </nav>
      ) : null}
      <div className="ml-auto flex items-center gap-3 text-sm">
        <NotificationBell />
        <span className="text-right leading-tight">
          <span className="block font-semibold text-stone-900">{user.name}</span>
          <span className="block text-xs text-stone-500">{roleLabel(user.rol)}</span>
        </span>
        <button
          type="button"
          onClick={onLogout}
          disabled={loggingOut}
          className="rounded-md border border-stone-300 px-3 py-1.5 font-medium text-stone-700 hover:bg-stone-50 disabled:opacity-50"
        >
          {m.logout}
        </button>
      </div>
    </header>
  );
}
