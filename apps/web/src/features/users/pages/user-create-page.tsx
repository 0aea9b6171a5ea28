import { may } from '@liga/domain';
import { Alert } from '../../../components/ui/alert';
import { ButtonLink } from '../../../components/ui/button';
import { Card, Page } from '../../../components/ui/page';
import { paths } from '../../../lib/paths';
import { useCurrentUser } from '../../../lib/session';
import { UserCreateForm } from '../components/user-create-form';
import { usersMessages as m } from '../messages';

export function UserCreatePage() {
  const me = useCurrentUser();
  return (
    <Page
      title={m.createTitle}
      actions={
        <ButtonLink to={paths.users} variant="secondary">
          {m.back}
        </ButtonLink>
      }
    >
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
