import { PLAYER_STATUS_LABELS, RELEASED, type Player, type PlayerStatus, type User } from '@liga/domain';
import { useState, type FormEvent } from 'react';
import { Alert } from '../../../../components/ui/alert';
import { Button } from '../../../../components/ui/button';
import { SelectField } from '../../../../components/ui/field';
import { useSession } from '../../../../lib/session';
import { useUpdatePlayer } from '../../api/update-player';
import { playersMessages as pm } from '../../messages';
import { statusOptions } from '../player-permissions';

/**
 * The team owner's one change on the player page: the status, within what the domain rule allows
 * (docs/rules.md §3, decision 003). The other fields are staff's and the profile above shows them.
 */
export function OwnerStatusForm({ player, me }: { player: Player; me: User }) {
  const { notify } = useSession();
  const update = useUpdatePlayer(player.id);
  const options = statusOptions(player.status, me, true);
  const [status, setStatus] = useState(player.status as PlayerStatus);
  const [error, setError] = useState<string | null>(null);
  const locked = options.length < 2;

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    setError(null);
    try {
      await update.mutateAsync({ status });
      notify(pm.updated);
    } catch (err) {
      setError(err instanceof Error && err.message ? err.message : pm.unexpected);
    }
  };

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-3">
      {error ? <Alert>{error}</Alert> : null}
      <SelectField
        label={pm.status}
        value={status}
        disabled={locked}
        onChange={(e) => setStatus(e.target.value as PlayerStatus)}
      >
        {options.map((s) => (
          <option key={s} value={s}>
            {PLAYER_STATUS_LABELS[s]}
          </option>
        ))}
      </SelectField>
      {locked ? <p className="text-xs text-stone-500">{pm.statusLocked}</p> : null}
      {options.includes(RELEASED) ? (
        <p className={`text-xs ${status === RELEASED ? 'font-semibold text-amber-700' : 'text-stone-500'}`}>
          {pm.releasedHint}
        </p>
      ) : null}
      {locked ? null : (
        <Button type="submit" disabled={update.isPending || status === player.status}>
          {update.isPending ? pm.saving : pm.save}
        </Button>
      )}
    </form>
  );
}
