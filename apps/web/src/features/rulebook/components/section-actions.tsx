import type { RulebookSection } from '@liga/domain';
import { useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { isApiError } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';
import { useDeleteSection, useMoveSection } from '../api/order-sections';
import { rulebookMessages as m } from '../messages';

interface Props {
  section: RulebookSection;
  first: boolean;
  last: boolean;
}

const MOVES = [
  { direction: 'up', arrow: '↑', label: m.moveUp },
  { direction: 'down', arrow: '↓', label: m.moveDown },
] as const;

/** The Admin's order and delete buttons of a section; deleting asks first (the history goes too). */
export function SectionActions({ section, first, last }: Props) {
  const { notify } = useSession();
  const move = useMoveSection();
  const remove = useDeleteSection();
  const [confirming, setConfirming] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const failed = (fallback: string) => (e: unknown) => setError(isApiError(e) ? e.message : fallback);

  const shift = (direction: 'up' | 'down') => {
    setError(null);
    move.mutateAsync({ id: section.id, direction }).then((res) => notify(res.message), failed(m.moveError));
  };

  return (
    <>
      {MOVES.map(({ direction, arrow, label }) => (
        <Button
          key={direction}
          variant="ghost"
          aria-label={label(section.title)}
          title={label(section.title)}
          disabled={(direction === 'up' ? first : last) || move.isPending}
          onClick={() => shift(direction)}
        >
          {arrow}
        </Button>
      ))}
      <Button variant="ghost" className="text-red-700 hover:bg-red-50" onClick={() => setConfirming(true)}>
        {m.delete}
      </Button>
      {error ? (
        <div className="basis-full">
          <Alert onClose={() => setError(null)}>{error}</Alert>
        </div>
      ) : null}
      <ConfirmDialog
        open={confirming}
        title={m.deleteTitle}
        confirmLabel={m.delete}
        variant="danger"
        busy={remove.isPending}
        onCancel={() => setConfirming(false)}
        onConfirm={() => {
          setError(null);
          remove
            .mutateAsync(section.id)
            .then((res) => notify(res.message), failed(m.deleteError))
            .finally(() => setConfirming(false));
        }}
      >
        <p>{m.deleteBody(section.title)}</p>
      </ConfirmDialog>
    </>
  );
}
