import { Link } from 'react-router';
import { paths } from '../../lib/paths';
import { appMessages as m } from '../messages';

/**
 * '404 - Page Not Found'. Inside the app shell for a signed-in user, so the menu and the
 * tab bar stay; alone on the page (`standalone`) for a guest.
 */
export function NotFoundPage({ standalone = false }: { standalone?: boolean }) {
  return (
    <div
      className={`flex flex-col items-center justify-center gap-3 p-6 text-center ${standalone ? 'min-h-dvh bg-stone-100' : 'py-16'}`}
    >
      <h1 className="text-3xl font-extrabold text-emerald-900">{m.notFound}</h1>
      <p className="text-stone-600">{m.notFoundHint}</p>
      <Link to={paths.home} className="font-medium text-emerald-700 hover:underline">
        {m.backHome}
      </Link>
    </div>
  );
}
