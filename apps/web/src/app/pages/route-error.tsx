import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import { paths } from '../../lib/paths';
import { appMessages as m } from '../messages';

const isChunkError = (e: unknown) =>
  e instanceof Error &&
  /dynamically imported module|Importing a module script failed|Failed to fetch/i.test(e.message);

/** Route-level error element: a Spanish message instead of a blank screen. */
export function RouteError() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) {
    return <h1 className="p-6 text-center text-2xl font-bold text-emerald-900">{m.notFound}</h1>;
  }
  return (
    <div role="alert" className="mx-auto max-w-lg space-y-3 p-6 text-center">
      <h1 className="text-2xl font-bold text-red-700">{m.errorTitle}</h1>
      <p className="text-stone-700">{isChunkError(error) ? m.errorChunk : m.errorHint}</p>
      <div className="flex justify-center gap-4 text-sm">
        <button
          type="button"
          onClick={() => window.location.reload()}
          className="font-medium text-emerald-700 hover:underline"
        >
          {m.reload}
        </button>
        <Link to={paths.home} className="font-medium text-emerald-700 hover:underline">
          {m.backHome}
        </Link>
      </div>
    </div>
  );
}
