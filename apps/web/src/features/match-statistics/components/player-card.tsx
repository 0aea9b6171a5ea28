import type { MatchPlayer } from '@liga/domain';
import { useEffect } from 'react';
import type { UseFormRegister, UseFormSetValue } from 'react-hook-form';
import { matchStatisticsMessages as m } from '../messages';
import { lineHasEvent, type LineValues, type StatisticsFormValues } from './statistics-lines';
import { Stepper } from './stepper';
import { Toggle } from './toggle';

/** The two counts a stepper edits: its short label, and the word its buttons' names use. */
const COUNTS = [
  { key: 'goals', label: m.colGoals, field: m.colGoals },
  { key: 'assists', label: m.colAssists, field: m.assistsFull },
] as const;

interface Props {
  player: MatchPlayer;
  index: number;
  value: LineValues | undefined;
  errors: string[] | undefined;
  register: UseFormRegister<StatisticsFormValues>;
  setValue: UseFormSetValue<StatisticsFormValues>;
  /** The player was just named MVP: the team's other MVP, if any, steps down (one per team). */
  onMvp: (index: number) => void;
}

/**
 * One player's line as a card: the full name, 'Jugó', steppers for goals and assists, toggles for
 * cards, injuries and MVP; 'Roja directa' appears once the red is on. Nothing scrolls sideways at 390 px.
 * 'Jugó' turns on with the first event and stays on while there is one (decision 023).
 */
export function PlayerCard({ player, index, value, errors, register, setValue, onMvp }: Props) {
  const line = `lines.${index}` as const;
  const name = player.name;
  const events = lineHasEvent(value);
  useEffect(() => {
    if (events && value?.played === false) setValue(`${line}.played`, true, { shouldDirty: true });
  }, [events, value?.played, line, setValue]);
  const set = (field: 'goals' | 'assists') => (next: string) =>
    setValue(`${line}.${field}`, next, { shouldDirty: true });
  const toggle = (field: keyof LineValues, label: string, tone?: 'yellow' | 'red' | 'amber' | 'emerald') => (
    <Toggle
      label={label}
      name={m.statsLabel(label === m.directRed ? m.colDirectRed : label, name)}
      checked={Boolean(value?.[field])}
      tone={tone}
      field={register(`${line}.${field}`, {
        onChange:
          field === 'mvp'
            ? (e: { target: { checked: boolean } }) => e.target.checked && onMvp(index)
            : undefined,
      })}
    />
  );
  return (
    <li
      aria-label={name}
      className={`rounded-lg border p-3 shadow-sm ${errors ? 'border-red-300 bg-red-50' : 'border-stone-200 bg-white'}`}
    >
      <div className="flex items-center justify-between gap-2">
        <p className="font-medium break-words text-stone-900">{name}</p>
        <Toggle
          label={m.colPlayed}
          name={m.statsLabel(m.colPlayed, name)}
          checked={Boolean(value?.played) || events}
          onToggle={(on) => setValue(`${line}.played`, on, { shouldDirty: true })}
          locked={events}
          hint={m.playedLocked}
        />
      </div>
      <div className="mt-2 flex flex-wrap gap-x-4 gap-y-2">
        {COUNTS.map(({ key, label, field }) => (
          <Stepper
            key={key}
            label={label}
            field={field}
            player={name}
            value={value?.[key] ?? ''}
            onChange={set(key)}
            registered={register(`${line}.${key}`)}
          />
        ))}
      </div>
      <div className="mt-2 flex flex-wrap gap-2">
        {toggle('yellow', m.colYellow, 'yellow')}
        {toggle('red', m.colRed, 'red')}
        {value?.red ? toggle('direct_red', m.directRed, 'red') : null}
        {toggle('injury', m.colInjury, 'amber')}
        {toggle('serious', m.colSerious, 'amber')}
        {toggle('mvp', m.colMvp)}
      </div>
      {errors ? (
        <p role="alert" className="mt-2 text-xs text-red-700">
          {errors.join(' ')}
        </p>
      ) : null}
    </li>
  );
}
