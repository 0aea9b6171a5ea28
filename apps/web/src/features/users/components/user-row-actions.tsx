import { may, type User, type UserEntry } from '@liga/domain';
import { Button, ButtonLink } from '../../../components/ui/button';
import { paths } from '../../../lib/paths';
import { usersMessages as m } from '../messages';

/** What a row's actions need from the list: the caller, the row being deleted, the handlers. */
export interface UserRowHandlers {
  me: User;
  busyId: number | null;
  onDelete: (row: UserEntry) => void;
  onLinkDiscord: (row: UserEntry) => void;
}

/** What the role policy lets each caller do with a row (docs/rules.md §1.1). The server enforces it again. */
export function rowPermissions(row: UserEntry, me: User) {
  const own = row.id === me.id;
  return {
    edit: own || may(me.rol, 'editAnyUser'),
    remove: !own && may(me.rol, 'deleteUser'),
    linkDiscord: own && row.discord_user === null,
  };
}

export function UserRowActions({
  row,
  me,
  busyId,
  onDelete,
  onLinkDiscord,
}: UserRowHandlers & { row: UserEntry }) {
  const can = rowPermissions(row, me);
  const busy = busyId === row.id;
  return (
    <div className="flex flex-wrap gap-2">
      {can.edit ? (
        <ButtonLink to={paths.user(row.id)} variant="secondary" className="px-2 py-1">
          {m.edit}
        </ButtonLink>
      ) : null}
      {can.remove ? (
        <Button variant="danger-outline" className="px-2 py-1" disabled={busy} onClick={() => onDelete(row)}>
          {m.delete}
        </Button>
      ) : null}
      {can.linkDiscord ? (
        <Button
          className="bg-indigo-600 px-2 py-1 hover:bg-indigo-700"
          disabled={busy}
          onClick={() => onLinkDiscord(row)}
        >
          {m.linkDiscord}
        </Button>
      ) : null}
    </div>
  );
}
