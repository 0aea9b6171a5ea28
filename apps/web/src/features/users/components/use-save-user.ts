import { useSession } from '../../../lib/session';
import { useUpdateUser, type UpdateUserPayload } from '../api/update-user';
import { usersMessages as m } from '../messages';

/** PUT /users/{id}, then the notification, and the header refreshed when the user edited is the caller. */
export function useSaveUser(user: { id: number }) {
  const { notify, user: me, setUser } = useSession();
  const update = useUpdateUser(user.id);
  return async (payload: UpdateUserPayload) => {
    const res = await update.mutateAsync(payload);
    notify(res.message || m.updated);
    if (me && res.user && res.user.id === me.id) setUser(res.user);
    return res.user;
  };
}
