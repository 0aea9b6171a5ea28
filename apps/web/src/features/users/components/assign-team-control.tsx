import type { WaitingList, WaitingUser } from '@liga/domain';
import { useId, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { useSession } from '../../../lib/session';
import { useAssignTeam } from '../api/assign-team';
import { usersMessages as m } from '../messages';

const label = (t: WaitingList['free_teams'][number]) => `${t.name} (${t.division})`;

/** A free team for one waiting user and the button that hands it over, in one step (decision 026). */
export function AssignTeamControl({ user, teams }: { user: WaitingUser; teams: WaitingList['free_teams'] }) {
  const id = useId();
  const { notify } = useSession();
  const assign = useAssignTeam();
  const [teamId, setTeamId] = useState('');
  const [error, setError] = useState<string | null>(null);

  const onAssign = async () => {
    setError(null);
    try {
      const res = await assign.mutateAsync({ userId: user.id, teamId: Number(teamId) });
      notify(res.message);
    } catch (e) {
      setError(e instanceof Error && e.message ? e.message : m.assignError);
    }
  };

  return (
    <div className="space-y-1">
      <div className="flex flex-wrap items-center gap-2">
        <label htmlFor={id} className="sr-only">
          {m.teamFor(user.name)}
        </label>
        <select
          id={id}
          value={teamId}
          onChange={(e) => setTeamId(e.target.value)}
          className="min-w-0 flex-1 rounded-md border border-stone-300 bg-white px-2 py-1.5 text-sm"
        >
          <option value="">{m.chooseTeam}</option>
          {teams.map((t) => (
            <option key={t.id} value={t.id}>
              {label(t)}
            </option>
          ))}
        </select>
        <Button
          className="px-3 py-1.5"
          disabled={!teamId || assign.isPending}
          onClick={() => void onAssign()}
        >
          {assign.isPending ? m.assigning : m.assign}
        </Button>
      </div>
      {error ? (
        <p role="alert" className="text-xs text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}
