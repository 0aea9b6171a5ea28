import type { MatchPlayer } from '@liga/domain';
import type { UseFormRegister, UseFormSetValue } from 'react-hook-form';
import { matchStatisticsMessages as m } from '../messages';
import type { LineValues, StatisticsFormValues } from './statistics-lines';
import { Stepper } from './stepper';
import { Toggle } from './toggle';

interface Props {
  player: MatchPlayer;
  index: number;
  value: LineValues | undefined;
  errors: string[] | undefined;
  register: UseFormRegister<StatisticsFormValues>;
  setValue: UseFormSetValue<StatisticsFormValues>;
}

/**
 * One player's line as a card (issue 12): the full name, steppers for goals and assists, toggles for
 * cards, injuries and MVP; 'Roja directa' appears once the red is on. Nothing scrolls sideways at 390 px.
 */
export function PlayerCard({ player, index, value, errors, register, setValue }: Props) {
  const line = `lines.${index}` as const;
  const name = player.name;
  const set = (field: 'goals' | 'assists') => (next: string) =>
    setValue(`${line}.${field}`, next, { shouldDirty: true });
  const toggle = (field: keyof LineValues, label: string, tone?: 'yellow' | 'red' | 'amber' | 'emerald') => (
    <Toggle
      label={label}
      name={m.statsLabel(label === m.directRed ? m.colDirectRed : label, name)}
      checked={Boolean(value?.[field])}
      tone={tone}
      field={register(`${line}.${field}`)}
    />
  );
  return (
    <li
      aria-label={name}
      className={`rounded-lg border p-3 shadow-sm ${errors ? 'border-red-300 bg-red-50' : 'border-stone-200 bg-white'}`}
    >
      <p className="font-medium break-words text-stone-900">{name}</p>
      <div className="mt-2 flex flex-wrap gap-x-4 gap-y-2">
        <Stepper
          label={m.colGoals}
          field={m.colGoals}
          player={name}
          value={value?.goals ?? ''}
          onChange={set('goals')}
          registered={register(`${line}.goals`)}
        />
        <Stepper
          label={m.colAssists}
          field={m.assistsFull}
          player={name}
          value={value?.assists ?? ''}
          onChange={set('assists')}
          registered={register(`${line}.assists`)}
        />
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
