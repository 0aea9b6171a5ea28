import { useMatches } from 'react-router';
import { Card, Page } from '../../components/ui/page';
import { appMessages as m } from '../messages';
import type { RouteHandle } from '../route-handle';

/** One placeholder for every section of a later issue; the title comes from the route's handle. */
export function ComingSoonPage() {
  const matches = useMatches();
  const handle = [...matches].reverse().find((match) => (match.handle as RouteHandle | undefined)?.title)
    ?.handle as RouteHandle | undefined;
  return (
    <Page title={handle?.title ?? m.brand}>
      <Card className="py-10 text-center">
        <p className="text-lg font-semibold text-emerald-800">{m.comingSoon}</p>
        <p className="mt-1 text-sm text-stone-500">{m.comingSoonHint}</p>
      </Card>
    </Page>
  );
}
