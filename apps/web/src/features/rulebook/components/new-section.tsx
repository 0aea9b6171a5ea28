import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/page';
import { useSession } from '../../../lib/session';
import { useCreateSection } from '../api/create-section';
import { rulebookMessages as m } from '../messages';
import { SectionEditor } from './section-editor';

/** Admin: a new section at the end of the season's rule book. */
export function NewSection({ seasonId }: { seasonId: number | undefined }) {
  const { notify } = useSession();
  const create = useCreateSection();
  const [open, setOpen] = useState(false);
  if (!open)
    return (
      <Button variant="secondary" onClick={() => setOpen(true)}>
        {m.addSection}
      </Button>
    );
  return (
    <Card className="space-y-2">
      <h2 className="text-base font-semibold text-emerald-900">{m.newSectionTitle}</h2>
      <SectionEditor
        initial={{ title: '', body: '' }}
        scope="nueva-seccion"
        submitLabel={m.create}
        busy={create.isPending}
        onSave={async (section) => {
          const res = await create.mutateAsync({ section, seasonId });
          notify(res.message);
          setOpen(false);
          window.location.hash = res.section.slug;
        }}
        onCancel={() => setOpen(false)}
      />
    </Card>
  );
}
