import { may } from '@liga/domain';
import { Alert } from '../../../components/ui/alert';
import { Card, Page } from '../../../components/ui/page';
import { paths } from '../../../lib/paths';
import { useCurrentUser } from '../../../lib/session';
import { UserCreateForm } from '../components/user-create-form';
import { usersMessages as m } from '../messages';

export function UserCreatePage() {
  const me = useCurrentUser();
  return (
    <Page title={m.createTitle} link={{ to: paths.users, label: m.back }}>
      {may(me.rol, 'createUser') ? (
        <Card className="max-w-xl">
          <UserCreateForm />
        </Card>
      ) : (
        <Alert>{m.noPermissionCreate}</Alert>
      )}
    </Page>
  );
}
