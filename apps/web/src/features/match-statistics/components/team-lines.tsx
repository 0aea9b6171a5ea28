import { REGISTERED, type MatchPlayer, type Ref, type StatisticRow } from '@liga/domain';
import type { UseFormRegister, UseFormSetValue } from 'react-hook-form';
import { matchStatisticsMessages as m } from '../messages';
import { PlayerCard } from './player-card';
import { ReadOnlyLine } from './read-only-line';
import type { LineValues, StatisticsFormValues } from './statistics-lines';

export interface TeamLine {
  player: MatchPlayer;
  /** Position in the form's `lines`. */
  index: number;
}

interface Props {
  team: Ref;
  lines: TeamLine[];
  editable: boolean;
  values: LineValues[];
  saved: ReadonlyMap<number, StatisticRow>;
  errors: Record<number, string[]>;
  register: UseFormRegister<StatisticsFormValues>;
  setValue: UseFormSetValue<StatisticsFormValues>;
}

/** The registered list first (the players who may play official matches, rule book), then the rest. */
function byList(lines: TeamLine[]): { title: string; lines: TeamLine[] }[] {
  const registered = lines.filter((l) => l.player.status === REGISTERED);
  const others = lines.filter((l) => l.player.status !== REGISTERED);
  return [
    { title: m.registeredList, lines: registered },
    { title: m.unregistered, lines: others },
  ].filter((g) => g.lines.length > 0);
}

/** One team of the pending match's form: cards to fill, or the rival's lines to read. */
export function TeamLines({ team, lines, editable, values, saved, errors, register, setValue }: Props) {
  // One MVP per team (decision 023): naming one clears the team's other.
  const onMvp = (chosen: number) => {
    for (const { index } of lines)
      if (index !== chosen && values[index]?.mvp)
        setValue(`lines.${index}.mvp`, false, { shouldDirty: true });
  };
  return (
    <section aria-label={team.name} className="space-y-2">
      <h2 className="text-base font-semibold text-emerald-900">{team.name}</h2>
      {editable ? null : <p className="text-xs text-stone-500">{m.readOnlyRival}</p>}
      {lines.length === 0 ? <p className="text-sm text-stone-500">{m.noPlayers}</p> : null}
      {byList(lines).map((group) => (
        <div key={group.title} className="space-y-2">
          <h3 className="text-xs font-semibold tracking-wide text-stone-500 uppercase">
            {group.title} · {group.lines.length}
          </h3>
          <ul aria-label={`${team.name} · ${group.title}`} className="grid gap-2 lg:grid-cols-2">
            {group.lines.map(({ player, index }) =>
              editable ? (
                <PlayerCard
                  key={player.id}
                  player={player}
                  index={index}
                  value={values[index]}
                  errors={errors[player.id]}
                  register={register}
                  setValue={setValue}
                  onMvp={onMvp}
                />
              ) : (
                <ReadOnlyLine key={player.id} name={player.name} row={saved.get(player.id)} />
              ),
            )}
          </ul>
        </div>
      ))}
    </section>
  );
}
