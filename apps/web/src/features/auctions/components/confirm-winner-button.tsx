import { useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { isApiError } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';
import { useConfirmAuction } from '../api/confirm-auction';
import { auctionsMessages as m } from '../messages';

/** Admin: confirms the winner once the auction closed (the server refuses it while open). */
export function ConfirmWinnerButton({ auctionId }: { auctionId: number }) {
  const { notify } = useSession();
  const confirm = useConfirmAuction();
  const [error, setError] = useState<string | null>(null);

  const onClick = async () => {
    if (!window.confirm(m.confirmQuestion)) return;
    setError(null);
    try {
      await confirm.mutateAsync(auctionId);
      notify(m.confirmed);
      window.alert(m.confirmed);
    } catch (e) {
      setError(`${m.confirmError} ${isApiError(e) ? e.message : ''}`.trim());
    }
  };

  return (
    <div className="space-y-2">
      {error ? <Alert>{error}</Alert> : null}
      <Button variant="danger" disabled={confirm.isPending} onClick={() => void onClick()}>
        {m.confirmWinner}
      </Button>
    </div>
  );
}
