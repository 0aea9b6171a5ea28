import { may } from '@liga/domain';
import { useSearchParams } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { ButtonLink } from '../../../components/ui/button';
import { Page } from '../../../components/ui/page';
import { Pager } from '../../../components/ui/pager';
import { EmptyState, Loading } from '../../../components/ui/states';
import { paths } from '../../../lib/paths';
import { useCurrentUser } from '../../../lib/session';
import { useIsPhone } from '../../../lib/use-media-query';
import { useUsers } from '../api/get-users';
import { UsersCards } from '../components/users-cards';
import { UsersTable } from '../components/users-table';
import { useUserRowHandlers } from '../components/use-user-row-handlers';
import { usersMessages as m } from '../messages';

/** Users list (spec 01 §2): the page number lives in the URL and is sent to the server. */
export function UsersPage() {
  const me = useCurrentUser();
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const message = params.get('message');
  const query = useUsers(page);
  const { busyId, onDelete, onLinkDiscord } = useUserRowHandlers();
  const List = useIsPhone() ? UsersCards : UsersTable;

  const update = (changes: Record<string, string | null>) =>
    setParams((prev) => {
      const next = new URLSearchParams(prev);
      for (const [k, v] of Object.entries(changes)) {
        if (v === null) next.delete(k);
        else next.set(k, v);
      }
      return next;
    });

  return (
    <Page
      title={m.listTitle}
      actions={may(me.rol, 'createUser') ? <ButtonLink to={paths.userNew}>{m.newUser}</ButtonLink> : null}
    >
      {message ? (
        <Alert tone="success" onClose={() => update({ message: null })}>
          {message}
        </Alert>
      ) : null}
      {query.isPending ? <Loading text={m.loading} /> : null}
      {query.isError ? <Alert>{`${m.loadError} ${query.error.message}`}</Alert> : null}
      {query.data && query.data.data.length === 0 ? <EmptyState>{m.empty}</EmptyState> : null}
      {query.data && query.data.data.length > 0 ? (
        <div className={query.isPlaceholderData ? 'opacity-60 transition-opacity' : undefined}>
          <List
            users={query.data.data}
            me={me}
            busyId={busyId}
            onDelete={(row) => void onDelete(row)}
            onLinkDiscord={(row) => void onLinkDiscord(row)}
          />
        </div>
      ) : null}
      {query.data ? (
        <Pager
          page={page}
          lastPage={query.data.meta.last_page}
          onChange={(p) => {
            // The banner belongs to the action that led here, not to the next page.
            update({ page: String(p), message: null });
            window.scrollTo({ top: 0 });
          }}
          disabled={query.isFetching}
        />
      ) : null}
    </Page>
  );
}
