import { formatDateTimeShort, formatMegabytes, isStaff, type Screenshot, type User } from '@liga/domain';
import { useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/page';
import { useLeagueTimezone } from '../../../lib/league-config';
import { useSession } from '../../../lib/session';
import { useDeleteScreenshot } from '../api/delete-screenshot';
import { useScreenshotImage } from '../api/get-screenshot-image';
import { useScreenshots } from '../api/get-screenshots';
import { ocrMessages as m } from '../messages';
import { ScreenshotViewer } from './screenshot-viewer';

const typeLabel = (type: Screenshot['type']) =>
  type === 'match_statistics' ? m.typeStatistics : type === 'player_ratings' ? m.typeRatings : '';

function Thumbnail({ shot, onOpen }: { shot: Screenshot; onOpen: () => void }) {
  const image = useScreenshotImage(shot.id, 'thumb');
  return (
    <button
      type="button"
      onClick={onOpen}
      aria-label={m.open(shot.filename)}
      className="block aspect-video w-full overflow-hidden rounded-md bg-stone-800 focus-visible:outline-2 focus-visible:outline-emerald-600"
    >
      {image.data ? <img src={image.data} alt="" className="h-full w-full object-cover" /> : null}
    </button>
  );
}

/** The captures kept with the match as evidence of its statistics (decision 010), under its statistics. */
export function MatchScreenshots({ matchId, me }: { matchId: number; me: User }) {
  const timeZone = useLeagueTimezone();
  const { notify } = useSession();
  const shots = useScreenshots(matchId);
  const remove = useDeleteScreenshot(matchId);
  const [open, setOpen] = useState<Screenshot | null>(null);

  const onDelete = async (shot: Screenshot) => {
    if (!window.confirm(m.confirmDelete)) return;
    try {
      notify((await remove.mutateAsync(shot.id)).message || m.deleted);
    } catch (e) {
      notify(e instanceof Error && e.message ? e.message : m.deleteError, 'error');
    }
  };

  if (shots.isPending) return null;
  return (
    <section aria-label={m.evidenceTitle} className="space-y-2">
      <h2 className="text-base font-semibold text-emerald-900">{m.evidenceTitle}</h2>
      {shots.isError ? <Alert>{m.evidenceError}</Alert> : null}
      {shots.data?.length === 0 ? <p className="text-sm text-stone-500">{m.evidenceEmpty}</p> : null}
      <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4">
        {shots.data?.map((shot) => (
          <li key={shot.id}>
            <Card className="space-y-2 p-2">
              <Thumbnail shot={shot} onOpen={() => setOpen(shot)} />
              <div className="text-xs text-stone-600">
                <p className="truncate font-medium text-stone-800" title={shot.filename}>
                  {shot.filename}
                </p>
                <p>
                  {typeLabel(shot.type)} · {formatMegabytes(shot.size)}
                </p>
                {shot.uploaded_by ? <p className="truncate">{m.uploadedBy(shot.uploaded_by.name)}</p> : null}
                <p className="tabular-nums">{formatDateTimeShort(shot.created_at, timeZone)}</p>
              </div>
              {isStaff(me.rol) || shot.uploaded_by?.id === me.id ? (
                <Button
                  variant="ghost"
                  className="w-full text-xs"
                  disabled={remove.isPending}
                  onClick={() => void onDelete(shot)}
                >
                  {m.deleteShot}
                </Button>
              ) : null}
            </Card>
          </li>
        ))}
      </ul>
      {open ? <ScreenshotViewer shot={open} onClose={() => setOpen(null)} /> : null}
    </section>
  );
}
