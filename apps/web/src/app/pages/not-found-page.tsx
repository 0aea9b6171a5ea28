import { Link } from 'react-router';
import { paths } from '../../lib/paths';
import { appMessages as m } from '../messages';

export function NotFoundPage() {
  return (
    <div className="flex min-h-dvh flex-col items-center justify-center gap-3 bg-stone-100 p-6 text-center">
      <h1 className="text-3xl font-extrabold text-emerald-900">{m.notFound}</h1>
      <p className="text-stone-600">{m.notFoundHint}</p>
      <Link to={paths.home} className="font-medium text-emerald-700 hover:underline">
        {m.backHome}
      </Link>
    </div>
  );
}
