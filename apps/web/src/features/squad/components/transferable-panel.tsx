import type { SquadPlayer } from '@liga/domain';
import { useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Card } from '../../../components/ui/page';
import { isApiError } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';
import { useSetTransferable } from '../api/set-transferable';
import { squadMessages as m } from '../messages';

/**
 * The owner marks the players they offer (decision 034): a switch per player, saved at once and
 * undone by switching it back; the marked ones go out in the league's scheduled Discord post.
 */
export function TransferablePanel({ players, marked }: { players: SquadPlayer[]; marked: number[] }) {
  const { notify } = useSession();
  const save = useSetTransferable();
  const [error, setError] = useState<string | null>(null);
  // The switch shows what was asked at once; the squad's answer (refetched before the save resolves) takes over.
  const [asked, setAsked] = useState<ReadonlyMap<number, boolean>>(new Map());
  const on = new Set(marked);
  const isOn = (id: number) => asked.get(id) ?? on.has(id);

  const toggle = async (id: number, transferable: boolean) => {
    setError(null);
    setAsked((a) => new Map(a).set(id, transferable));
    try {
      notify((await save.mutateAsync({ id, transferable })).message);
    } catch (e) {
      setError(isApiError(e) ? e.message : m.transferableError);
    } finally {
      setAsked((a) => {
        const next = new Map(a);
        next.delete(id);
        return next;
      });
    }
  };

  return (
    <Card>
      <section aria-label={m.transferableTitle} className="space-y-2">
        <h2 className="text-base font-semibold text-emerald-900">{m.transferableTitle}</h2>
        <p className="text-xs text-stone-500">{m.transferableHint}</p>
        {error ? <Alert>{error}</Alert> : null}
        {players.length === 0 ? <p className="text-sm text-stone-600">{m.empty}</p> : null}
        <ul className="grid gap-1 sm:grid-cols-2">
          {players.map((p) => (
            <li key={p.id}>
              <label className="flex min-h-11 cursor-pointer items-center gap-3 rounded-md px-2 py-1 hover:bg-stone-50">
                <input
                  type="checkbox"
                  className="h-5 w-5 accent-emerald-700"
                  checked={isOn(p.id)}
                  disabled={save.isPending}
                  onChange={(e) => void toggle(p.id, e.target.checked)}
                />
                <span className="min-w-0 break-words text-sm text-stone-800">{p.name}</span>
              </label>
            </li>
          ))}
        </ul>
      </section>
    </Card>
  );
}
