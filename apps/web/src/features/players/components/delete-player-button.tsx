import { useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button';
import { isApiError } from '../../../lib/api-client';
import { paths } from '../../../lib/paths';
import { useSession } from '../../../lib/session';
import { useDeletePlayer } from '../api/delete-player';
import { playersMessages as m } from '../messages';

/** Borrar (Admin): asks first (docs/rules.md §3), then back to the list. */
export function DeletePlayerButton({ playerId }: { playerId: number }) {
  const remove = useDeletePlayer();
  const { notify } = useSession();
  const navigate = useNavigate();

  const onClick = async () => {
    if (!window.confirm(m.confirmDelete)) return;
    try {
      await remove.mutateAsync(playerId);
      notify(m.deleted);
      void navigate(paths.players);
    } catch (e) {
      notify(isApiError(e) ? e.message : m.deleteError, 'error');
    }
  };

  return (
    <Button variant="danger" disabled={remove.isPending} onClick={() => void onClick()}>
      {remove.isPending ? m.deleting : m.delete}
    </Button>
  );
}
