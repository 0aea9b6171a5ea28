import { formatCurrency, may, type UserBetView } from '@liga/domain';
import { useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Page } from '../../../components/ui/page';
import { PagedList } from '../../../components/ui/paged-list';
import { isApiError } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { usePendingUserBets } from '../api/get-pending-user-bets';
import { useSettleUserBet } from '../api/settle-user-bet';
import { UserBetsTable } from '../components/my-bets-table';
import { betsMessages as m } from '../messages';

/** /apuestas/usuarios (Admin): unconfirmed user bets, each paid (won) or closed (lost). */
export function PendingBetsPage() {
  const { user, notify } = useSession();
  const admin = may(user?.rol, 'settleBet');
  const [page, setPage] = useState(1);
  const query = usePendingUserBets(page, admin);
  const settle = useSettleUserBet();
  const [asking, setAsking] = useState<{ bet: UserBetView; outcome: 'won' | 'lost' } | null>(null);
  const [error, setError] = useState<string | null>(null);

  const submit = async () => {
    if (!asking) return;
    setError(null);
    try {
      const res = await settle.mutateAsync({ id: asking.bet.id, outcome: asking.outcome });
      notify(res.message || m.confirmed);
    } catch (e) {
      setError(`${m.confirmBetError} ${isApiError(e) ? e.message : ''}`.trim());
    } finally {
      setAsking(null);
    }
  };

  if (!admin)
    return (
      <Page title={m.pendingTitle}>
        <Alert>{m.noPermissionAdmin}</Alert>
      </Page>
    );

  return (
    <Page title={m.pendingTitle}>
      {error ? <Alert onClose={() => setError(null)}>{error}</Alert> : null}
      <PagedList
        query={query}
        page={page}
        onPage={setPage}
        errorText={(e) => `${m.loadError} ${e.message}`}
        empty={m.nothingToConfirm}
      >
        {(rows) => (
          <UserBetsTable
            bets={rows}
            showUser
            actions={(b) => (
              <div className="flex flex-wrap gap-2">
                <Button disabled={settle.isPending} onClick={() => setAsking({ bet: b, outcome: 'won' })}>
                  {m.pay}
                </Button>
                <Button
                  variant="secondary"
                  disabled={settle.isPending}
                  onClick={() => setAsking({ bet: b, outcome: 'lost' })}
                >
                  {m.lost}
                </Button>
              </div>
            )}
          />
        )}
      </PagedList>
      <ConfirmDialog
        open={asking !== null}
        title={asking?.outcome === 'won' ? m.payTitle : m.lostTitle}
        confirmLabel={asking?.outcome === 'won' ? m.pay : m.lost}
        variant={asking?.outcome === 'won' ? 'primary' : 'danger'}
        busy={settle.isPending}
        onConfirm={() => void submit()}
        onCancel={() => setAsking(null)}
      >
        {asking ? (
          <p>
            {asking.outcome === 'won'
              ? m.payBody(asking.bet.user.name, formatCurrency(asking.bet.potential_payout))
              : m.lostBody(asking.bet.user.name)}
          </p>
        ) : null}
      </ConfirmDialog>
    </Page>
  );
}
