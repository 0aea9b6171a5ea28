import { Card, Page } from '../../components/ui/page';
import { appMessages as m } from '../messages';

/** One placeholder for every section of a later issue, under the section's title. */
export function ComingSoonPage({ title }: { title: string }) {
  return (
    <Page title={title}>
      <Card className="py-10 text-center">
        <p className="text-lg font-semibold text-emerald-800">{m.comingSoon}</p>
        <p className="mt-1 text-sm text-stone-500">{m.comingSoonHint}</p>
      </Card>
    </Page>
  );
}
