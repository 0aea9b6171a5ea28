import type { Player } from '@liga/domain';
import { useState } from 'react';
import { isApiError } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';
import { useRegisterPlayer } from '../api/register-player';
import { playersMessages as m } from '../messages';

/** Registrar: a confirm that warns it is irreversible, then POST /registrar_jugador (docs/rules.md §3.2). */
export function useRegisterHandler() {
  const { notify } = useSession();
  const register = useRegisterPlayer();
  const [busyId, setBusyId] = useState<number | null>(null);

  const onRegister = async (player: Player) => {
    if (!window.confirm(m.confirmRegister(player.name))) return;
    setBusyId(player.id);
    try {
      const res = await register.mutateAsync(player.id);
      notify(res.message || m.registered);
    } catch (e) {
      notify(isApiError(e) ? e.message : m.registerError, 'error');
    } finally {
      setBusyId(null);
    }
  };

  return { busyId, onRegister: (player: Player) => void onRegister(player) };
}
