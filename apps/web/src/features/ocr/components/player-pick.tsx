import type { RecognizedPlayer } from '@liga/domain';
import type { MatchPlayer } from '@liga/domain';
import type { Pick } from '../lib/resolve';
import { ocrMessages as m } from '../messages';

interface Props {
  player: RecognizedPlayer;
  value: Pick | undefined;
  squads: { id: number; name: string; players: MatchPlayer[] }[];
  onChange: (pick: Pick) => void;
}

/**
 * Which registered player a printed row is: the server's candidates first, then both squads, or the
 * row left out. An uncertain row starts empty and is marked for review.
 */
export function PlayerPick({ player, value, squads, onChange }: Props) {
  const candidates = player.match?.candidates ?? [];
  const uncertain = value === undefined;
  return (
    <div className="mt-1 flex items-center gap-1">
      <select
        aria-label={m.pickLabel(player.name)}
        value={value === undefined ? '' : String(value)}
        onChange={(e) => onChange(e.target.value === 'ignore' ? 'ignore' : Number(e.target.value))}
        className={`w-full min-w-40 rounded-md border px-2 py-1 text-xs ${
          uncertain ? 'border-amber-400 bg-amber-50' : 'border-stone-300 bg-white'
        }`}
      >
        <option value="" disabled>
          {m.choose}
        </option>
        {candidates.length > 0 ? (
          <optgroup label="Sugeridos">
            {candidates.map((c) => (
              <option key={`c${c.player_id}`} value={c.player_id}>
                {c.name}
              </option>
            ))}
          </optgroup>
        ) : null}
        {squads.map((team) => (
          <optgroup key={team.id} label={team.name}>
            {team.players
              .filter((p) => !candidates.some((c) => c.player_id === p.id))
              .map((p) => (
                <option key={p.id} value={p.id}>
                  {p.name}
                </option>
              ))}
          </optgroup>
        ))}
        <option value="ignore">{m.ignore}</option>
      </select>
      {uncertain ? (
        <span className="shrink-0 rounded bg-amber-100 px-1.5 py-0.5 text-[10px] font-semibold text-amber-800 uppercase">
          {m.uncertain}
        </span>
      ) : null}
    </div>
  );
}
