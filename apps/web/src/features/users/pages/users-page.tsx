import { may } from '@liga/domain';
import { Alert } from '../../../components/ui/alert';
import { ButtonLink } from '../../../components/ui/button';
import { Page } from '../../../components/ui/page';
import { PagedList } from '../../../components/ui/paged-list';
import { paths } from '../../../lib/paths';
import { useCurrentUser } from '../../../lib/session';
import { useIsPhone } from '../../../lib/use-media-query';
import { pageParam, useUrlParams } from '../../../lib/use-url-params';
import { useUsers } from '../api/get-users';
import { UsersCards } from '../components/users-cards';
import { UsersTable } from '../components/users-table';
import { useUserRowHandlers } from '../components/use-user-row-handlers';
import { usersMessages as m } from '../messages';

/** Users list: the page number lives in the URL and is sent to the server. */
export function UsersPage() {
  const me = useCurrentUser();
  const { params, update } = useUrlParams();
  const page = pageParam(params);
  const message = params.get('message');
  const query = useUsers(page);
  const { busyId, onDelete, onLinkDiscord } = useUserRowHandlers();
  const List = useIsPhone() ? UsersCards : UsersTable;

  return (
    <Page
      title={m.title}
      actions={may(me.rol, 'createUser') ? <ButtonLink to={paths.userNew}>{m.newUser}</ButtonLink> : null}
    >
      {message ? (
        <Alert tone="success" onClose={() => update({ message: null })}>
          {message}
        </Alert>
      ) : null}
      <PagedList
        query={query}
        page={page}
        onPage={(p) => {
          // The banner belongs to the action that led here, not to the next page.
          update({ page: p, message: null });
          window.scrollTo({ top: 0 });
        }}
        loadingText={m.loading}
        errorText={(e) => `${m.loadError} ${e.message}`}
        empty={m.empty}
      >
        {(rows) => (
          <List
            users={rows}
            me={me}
            busyId={busyId}
            onDelete={(row) => void onDelete(row)}
            onLinkDiscord={(row) => void onLinkDiscord(row)}
          />
        )}
      </PagedList>
    </Page>
  );
}
