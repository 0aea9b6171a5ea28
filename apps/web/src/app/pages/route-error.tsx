import { Component, type ReactNode } from 'react';
import { Link } from 'react-router';
import { paths } from '../../lib/paths';
import { appMessages as m } from '../messages';

const isChunkError = (e: unknown) =>
  e instanceof Error &&
  /dynamically imported module|Importing a module script failed|Failed to fetch/i.test(e.message);

/** What a page that failed to draw (or to download) shows: a Spanish message instead of a blank screen. */
export function RouteError({ error }: { error: unknown }) {
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

interface Props {
  children: ReactNode;
  /** The page's address: moving to another page clears the error. */
  resetKey: string;
}

interface State {
  /** What the page threw, boxed: a page may throw anything, even undefined. */
  caught: { error: unknown } | null;
  key: string;
}

/** Catches what a page throws while drawing, so the rest of the app (the shell, the menu) stays. */
export class RouteErrorBoundary extends Component<Props, State> {
  override state: State = { caught: null, key: this.props.resetKey };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { caught: { error } };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.resetKey === state.key ? null : { caught: null, key: props.resetKey };
  }

  override render() {
    return this.state.caught ? <RouteError error={this.state.caught.error} /> : this.props.children;
  }
}
