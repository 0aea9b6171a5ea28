import { useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button';
import { isApiError } from '../../../lib/api-client';
import { paths } from '../../../lib/paths';
import { useSession } from '../../../lib/session';
import { useRevokeUserTokens } from '../api/revoke-user-tokens';
import { usersMessages as m } from '../messages';

/** POST /users/{id}/revoke-tokens (Admin or self). Revoking one's own sessions ends this one too. */
export function RevokeSessionsButton({ userId, self }: { userId: number; self: boolean }) {
  const revoke = useRevokeUserTokens();
  const { notify, signOut } = useSession();
  const navigate = useNavigate();

  const onClick = async () => {
    if (!window.confirm(m.confirmRevoke)) return;
    try {
      const res = await revoke.mutateAsync(userId);
      notify(res.message || m.revokeDone);
      if (self) {
        signOut();
        void navigate(paths.login, { replace: true });
      }
    } catch (e) {
      notify(isApiError(e) ? e.message : m.unexpected, 'error');
    }
  };

  return (
    <Button variant="secondary" disabled={revoke.isPending} onClick={() => void onClick()}>
      {m.revokeSessions}
    </Button>
  );
}
