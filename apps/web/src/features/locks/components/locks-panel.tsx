import { useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { ConfirmButton } from '../../../components/ui/confirm-button';
import { ChoiceField } from '../../../components/ui/field';
import { Card } from '../../../components/ui/page';
import { isApiError } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';
import { useCreateLock } from '../api/create-lock';
import { useLocks } from '../api/get-locks';
import { locksMessages as m } from '../messages';

/** The squad screen's locks: how many are used, which players, and a control to lock another. */
export function LocksPanel({ players }: { players: { id: number; name: string }[] }) {
  const { notify } = useSession();
  const query = useLocks();
  const lock = useCreateLock();
  const [chosen, setChosen] = useState('');
  const locked = new Set(query.data?.data.map((l) => l.player.id));
  const free = players.filter((p) => !locked.has(p.id));
  const player = players.find((p) => String(p.id) === chosen);

  const confirm = async () => {
    if (!player) return;
    notify((await lock.mutateAsync(player.id)).message);
    setChosen('');
  };

  return (
    <Card>
      <section aria-label={m.title} className="space-y-2">
        <h2 className="text-base font-semibold text-emerald-900">{m.title}</h2>
        {query.isError ? <Alert>{`${m.loadError}${query.error.message}`}</Alert> : null}
        {query.data ? <p className="text-sm text-stone-700">{m.used(query.data.used)}</p> : null}
        <p className="text-xs text-stone-500">{m.hint}</p>
        {query.data && query.data.data.length === 0 ? (
          <p className="text-sm text-stone-600">{m.none}</p>
        ) : null}
        {query.data && query.data.data.length > 0 ? (
          <ul className="flex flex-wrap gap-2" aria-label={m.title}>
            {query.data.data.map((l) => (
              <li key={l.id} className="rounded-full bg-amber-100 px-3 py-1 text-sm text-amber-900">
                🔒 {l.player.name}
              </li>
            ))}
          </ul>
        ) : null}
        {query.data && query.data.left > 0 ? (
          <div className="flex flex-wrap items-end gap-2">
            <ChoiceField
              label={m.player}
              value={chosen}
              onChange={(e) => setChosen(e.target.value)}
              choices={free}
              placeholder={m.choose}
            />
            <ConfirmButton
              label={m.lock}
              title={m.confirmTitle}
              disabled={!player}
              busy={lock.isPending}
              onConfirm={confirm}
              errorText={(e) => (isApiError(e) ? e.message : m.error)}
            >
              {player ? <p>{m.confirmBody(player.name)}</p> : null}
            </ConfirmButton>
          </div>
        ) : null}
      </section>
    </Card>
  );
}
