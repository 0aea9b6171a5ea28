import type { Screenshot } from '@liga/domain';
import { useEffect, useRef } from 'react';
import { Button } from '../../../components/ui/button';
import { Loading } from '../../../components/ui/states';
import { useScreenshotImage } from '../api/get-screenshot-image';
import { ocrMessages as m } from '../messages';

/** The whole capture in a modal dialog (Escape or the button close it). */
export function ScreenshotViewer({ shot, onClose }: { shot: Screenshot; onClose: () => void }) {
  const image = useScreenshotImage(shot.id, 'full');
  const dialog = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const node = dialog.current;
    if (node && !node.open) node.showModal?.();
    return () => node?.close?.();
  }, []);
  return (
    <dialog
      ref={dialog}
      onClose={onClose}
      aria-label={shot.filename}
      className="m-auto max-h-[95vh] w-[min(96vw,1280px)] rounded-lg bg-stone-900 p-2 text-white backdrop:bg-black/70"
    >
      <div className="mb-2 flex items-center justify-between gap-2">
        <p className="truncate text-sm">{shot.filename}</p>
        <Button variant="secondary" onClick={onClose}>
          {m.close}
        </Button>
      </div>
      {image.data ? (
        <img src={image.data} alt={shot.filename} className="max-h-[80vh] w-full object-contain" />
      ) : (
        <Loading />
      )}
    </dialog>
  );
}
