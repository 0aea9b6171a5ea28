import type { UseFormRegister } from 'react-hook-form';
import { Td } from '../../../components/ui/table';
import { matchStatisticsMessages as m } from '../messages';
import type { StatisticsFormValues } from './statistics-lines';

interface Props {
  index: number;
  name: string;
  red: boolean;
  register: UseFormRegister<StatisticsFormValues>;
}

const number =
  'w-14 rounded-md border border-stone-300 px-2 py-1 text-center text-sm tabular-nums ' +
  'focus:border-emerald-600 focus:ring-2 focus:ring-emerald-600/30 focus:outline-none';
const box = 'h-4 w-4 accent-emerald-700';

/** Goals and assists as numbers, the rest as checkboxes; 'roja directa' appears once red is ticked. */
export function EditableCells({ index, name, red, register }: Props) {
  const line = `lines.${index}` as const;
  const check = (field: 'yellow' | 'injury' | 'serious' | 'mvp', label: string) => (
    <Td className="text-center">
      <input
        type="checkbox"
        className={box}
        aria-label={m.statsLabel(label, name)}
        {...register(`${line}.${field}`)}
      />
    </Td>
  );
  return (
    <>
      <Td className="text-center">
        <input
          type="number"
          min={0}
          step={1}
          inputMode="numeric"
          className={number}
          aria-label={m.statsLabel(m.colGoals, name)}
          {...register(`${line}.goals`)}
        />
      </Td>
      <Td className="text-center">
        <input
          type="number"
          min={0}
          step={1}
          inputMode="numeric"
          className={number}
          aria-label={m.statsLabel('Asistencias', name)}
          {...register(`${line}.assists`)}
        />
      </Td>
      {check('yellow', m.colYellow)}
      <Td className="text-center whitespace-nowrap">
        <input
          type="checkbox"
          className={box}
          aria-label={m.statsLabel(m.colRed, name)}
          {...register(`${line}.red`)}
        />
        {red ? (
          <label className="ml-2 inline-flex items-center gap-1 text-xs text-red-700">
            <input
              type="checkbox"
              className={box}
              aria-label={m.statsLabel(m.colDirectRed, name)}
              {...register(`${line}.direct_red`)}
            />
            {m.directRed}
          </label>
        ) : null}
      </Td>
      {check('injury', m.colInjury)}
      {check('serious', m.colSerious)}
      {check('mvp', m.colMvp)}
    </>
  );
}
