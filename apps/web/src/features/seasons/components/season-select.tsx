import type { Season } from '@liga/domain';
import { SelectField } from '../../../components/ui/field';
import { seasonsMessages as m } from '../messages';

interface Props {
  seasons: readonly Season[] | undefined;
  /** The chosen season id, '' for every season. */
  value: string;
  onChange: (value: string) => void;
  /** Offer 'Todas las temporadas' ('' value). */
  allowAll?: boolean;
  label?: string;
  disabled?: boolean;
  className?: string;
}

/** The season filter every market list shares. */
export function SeasonSelect({
  seasons,
  value,
  onChange,
  allowAll = false,
  label = m.season,
  disabled,
  className = 'sm:max-w-xs',
}: Props) {
  return (
    <div className={className}>
      <SelectField
        label={label}
        value={value}
        disabled={disabled || !seasons}
        onChange={(e) => onChange(e.target.value)}
      >
        {!seasons ? <option value={value}>{m.seasonsLoading}</option> : null}
        {seasons && allowAll ? <option value="">{m.allSeasons}</option> : null}
        {seasons?.map((s) => (
          <option key={s.id} value={String(s.id)}>
            {s.name}
            {s.active ? ` ${m.active}` : ''}
          </option>
        ))}
      </SelectField>
    </div>
  );
}
