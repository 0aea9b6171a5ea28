import { Button } from '../../../components/ui/button';
import { useSession } from '../../../lib/session';
import { useUpdateMatch } from '../api/update-match';
import { matchesMessages as m } from '../messages';

/** Admin only (docs/rules.md §1.1): a completed match goes back to pending so its statistics can be edited. */
export function ReEnableButton({ matchId }: { matchId: number }) {
  const { notify } = useSession();
  const update = useUpdateMatch(matchId);
  const onClick = async () => {
    if (!window.confirm(m.confirmReEnable)) return;
    try {
      const answer = await update.mutateAsync({ status: 'pending' });
      notify(answer.message || m.reEnabled);
    } catch (e) {
      notify(e instanceof Error && e.message ? e.message : m.reEnableError, 'error');
    }
  };
  return (
    <Button variant="secondary" disabled={update.isPending} onClick={() => void onClick()}>
      {m.reEnable}
    </Button>
  );
}
