import { formatDateTimeShort, resolveRulebook, type RulebookRevision } from '@liga/domain';
import { useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Loading } from '../../../components/ui/states';
import { useLeagueTimezone } from '../../../lib/league-config';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { useRevisions } from '../api/get-revisions';
import { rulebookMessages as m } from '../messages';
import { RulebookMarkdown } from './markdown';

interface Props {
  sectionId: number;
  scope: string;
  /** Admin only: brings an old version back (saved as a new version). */
  onRestore?: (revision: RulebookRevision) => Promise<unknown>;
}

/** A section's history of changes, newest first; each version can be read as it was. */
export function Revisions({ sectionId, scope, onRestore }: Props) {
  const timeZone = useLeagueTimezone();
  const revisions = useRevisions(sectionId);
  const [open, setOpen] = useState<number | null>(null);
  const [restoring, setRestoring] = useState<RulebookRevision | null>(null);
  const [busy, setBusy] = useState(false);

  if (revisions.isPending) return <Loading text={m.revisionsLoading} />;
  if (revisions.isError) return <Alert>{m.revisionsError}</Alert>;
  return (
    <div className="space-y-2">
      <ol
        aria-label={m.history}
        className="divide-y divide-stone-200 rounded-md border border-stone-200 bg-stone-50 text-sm"
      >
        {revisions.data.map((r, i) => (
          <li key={r.id} className="space-y-2 px-3 py-2">
            <div className="flex flex-wrap items-center justify-between gap-2">
              <span>
                <strong className="text-stone-800">{r.title}</strong>{' '}
                <span className="text-stone-500">
                  {m.revisionBy(r.edited_by?.name ?? null, formatDateTimeShort(r.created_at, timeZone))}
                  {i === 0 ? ` · ${m.current}` : ''}
                </span>
              </span>
              <span className="flex gap-2">
                <Button variant="ghost" onClick={() => setOpen(open === r.id ? null : r.id)}>
                  {open === r.id ? m.hide : m.show}
                </Button>
                {onRestore && i > 0 ? (
                  <Button variant="secondary" onClick={() => setRestoring(r)}>
                    {m.restore}
                  </Button>
                ) : null}
              </span>
            </div>
            {open === r.id ? (
              <div className="rounded border border-stone-200 bg-white p-2">
                <RulebookMarkdown scope={`${scope}-v${r.id}`}>{resolveRulebook(r.body)}</RulebookMarkdown>
              </div>
            ) : null}
          </li>
        ))}
      </ol>
      <ConfirmDialog
        open={restoring !== null}
        title={m.restoreTitle}
        confirmLabel={m.restore}
        busy={busy}
        onCancel={() => setRestoring(null)}
        onConfirm={() => {
          if (!restoring || !onRestore) return;
          setBusy(true);
          void onRestore(restoring).finally(() => {
            setBusy(false);
            setRestoring(null);
          });
        }}
      >
        <p>{m.restoreBody}</p>
      </ConfirmDialog>
    </div>
  );
}
