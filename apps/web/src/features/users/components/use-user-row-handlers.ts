import type { UserEntry } from '@liga/domain';
import { useState } from 'react';
import { isApiError } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';
import { useDeleteUser } from '../api/delete-user';
import { useDiscordRedirect } from '../api/get-discord-redirect';
import { usersMessages as m } from '../messages';

const errorText = (e: unknown, fallback: string) => (isApiError(e) ? e.message : fallback);

/** Borrar and Vincula Discord of the users list. */
export function useUserRowHandlers() {
  const { notify } = useSession();
  const remove = useDeleteUser();
  const discord = useDiscordRedirect();
  const [busyId, setBusyId] = useState<number | null>(null);

  const onDelete = async (row: UserEntry) => {
    if (!window.confirm(m.confirmDelete)) return;
    setBusyId(row.id);
    try {
      await remove.mutateAsync(row.id);
      notify(m.deleted);
    } catch (e) {
      notify(errorText(e, m.deleteError), 'error');
    } finally {
      setBusyId(null);
    }
  };

  const onLinkDiscord = async (row: UserEntry) => {
    // Opened before the request so the popup blocker sees it come from the click.
    const tab = window.open('about:blank', '_blank');
    setBusyId(row.id);
    try {
      const { url } = await discord.mutateAsync(row.id);
      if (!url) throw new Error(m.discordNoUrl);
      if (tab) {
        tab.opener = null;
        tab.location.href = url;
      } else window.open(url, '_blank', 'noopener');
    } catch (e) {
      tab?.close();
      notify(errorText(e, m.discordNoUrl), 'error');
    } finally {
      setBusyId(null);
    }
  };

  return { busyId, onDelete, onLinkDiscord };
}
