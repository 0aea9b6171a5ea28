import { may } from '@liga/domain';
import { Alert } from '../../../components/ui/alert';
import { Card, Page } from '../../../components/ui/page';
import { Loading } from '../../../components/ui/states';
import { useIdParam } from '../../../lib/id-param';
import { paths } from '../../../lib/paths';
import { useCurrentUser } from '../../../lib/session';
import { UserMovements } from '../../movements';
import { useUser } from '../api/get-user';
import { RevokeSessionsButton } from '../components/revoke-sessions-button';
import { UserAdminEditForm } from '../components/user-admin-edit-form';
import { UserPasswordForm } from '../components/user-password-form';
import { usersMessages as m } from '../messages';

export function UserEditPage() {
  const me = useCurrentUser();
  const { id, valid } = useIdParam();
  const admin = may(me.rol, 'editAnyUser');
  const self = me.id === id;
  const allowed = valid && (admin || self);
  const query = useUser(id, allowed);

  return (
    <Page title={m.editTitle} link={{ to: paths.users, label: m.back }}>
      {!allowed ? <Alert>{m.noPermission}</Alert> : null}
      {allowed && query.isPending ? <Loading /> : null}
      {allowed && query.isError ? <Alert>{query.error.message || m.userLoadError}</Alert> : null}
      {allowed && query.data ? (
        <>
          <Card className="max-w-xl">
            {/* key: a reloaded user resets the form to what the server holds */}
            {may(me.rol, 'editUserRoleAndBudget') ? (
              <UserAdminEditForm key={query.data.updated_at} user={query.data} />
            ) : (
              <UserPasswordForm user={query.data} />
            )}
          </Card>
          <div>
            <RevokeSessionsButton userId={id} self={self} />
          </div>
          <UserMovements userId={id} />
        </>
      ) : null}
    </Page>
  );
}
