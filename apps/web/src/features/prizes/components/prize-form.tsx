import {
  ASSISTS_POSITION,
  MAX_PRIZES_PER_SUBMISSION,
  PrizeInputSchema,
  SCORER_POSITION,
  isDivision,
  prizeKey,
  type PrizeInput,
  type Team,
} from '@liga/domain';
import { useId, useState, type FormEvent } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { ChoiceField, InputField } from '../../../components/ui/field';
import { MoneyField } from '../../../components/ui/money-field';
import { moneyText, textMoney } from '../lib/money-text';
import type { Tournament } from '@liga/domain';
import { prizesMessages as m } from '../messages';

export interface PendingPrize extends PrizeInput {
  key: string;
  tournamentName: string;
  teamName: string;
}

type Field = 'tournament_id' | 'team_id' | 'amount' | 'position' | 'description';
const EMPTY: Record<Field, string> = {
  tournament_id: '',
  team_id: '',
  amount: '',
  position: '',
  description: '',
};
const POSITIONS = ['1°', '2°', '3°', '4°', SCORER_POSITION, ASSISTS_POSITION];

interface Props {
  tournaments: readonly Tournament[];
  teams: readonly Team[];
  pending: readonly PendingPrize[];
  onAdd: (prize: PendingPrize) => void;
}

/**
 * /premios (docs/rules.md §11): adds one prize to the local list, checked with the same schema the
 * server uses. Only Primera and Segunda teams are offered; the tournament stays chosen for the next.
 */
export function PrizeForm({ tournaments, teams, pending, onAdd }: Props) {
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [message, setMessage] = useState<string | null>(null);
  const listId = useId();
  const leagueTeams = teams.filter((t) => isDivision(t.division));
  const set = (field: Field) => (e: { target: { value: string } }) =>
    setValues((v) => ({ ...v, [field]: e.target.value }));
  /** A text field's value, change and error. */
  const bind = (field: Field) => ({ value: values[field], onChange: set(field), error: errors[field] });

  const submit = (e: FormEvent) => {
    e.preventDefault();
    setErrors({});
    setMessage(null);
    if (pending.length >= MAX_PRIZES_PER_SUBMISSION) return setMessage(m.tooMany);
    const parsed = PrizeInputSchema.safeParse(values);
    if (!parsed.success) {
      const found: Partial<Record<Field, string>> = {};
      // The league client's message goes on top once; under each empty field a short word is enough.
      for (const issue of parsed.error.issues)
        found[issue.path[0] as Field] ??= issue.message === m.required ? m.requiredField : issue.message;
      setErrors(found);
      return setMessage(parsed.error.issues[0]?.message ?? m.required);
    }
    const prize = parsed.data;
    const key = prizeKey(prize);
    if (pending.some((p) => p.key === key)) {
      setErrors({ position: m.repeated });
      return setMessage(m.repeated);
    }
    onAdd({
      ...prize,
      key,
      tournamentName: tournaments.find((t) => t.id === prize.tournament_id)?.name ?? '',
      teamName: leagueTeams.find((t) => t.id === prize.team_id)?.name ?? '',
    });
    setValues({ ...EMPTY, tournament_id: values.tournament_id });
  };

  return (
    <form onSubmit={submit} noValidate aria-label={m.formTitle} className="space-y-3">
      <h2 className="text-base font-semibold text-emerald-900">{m.formTitle}</h2>
      {message ? <Alert onClose={() => setMessage(null)}>{message}</Alert> : null}
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
        <ChoiceField
          label={m.tournament}
          {...bind('tournament_id')}
          choices={tournaments}
          placeholder={m.chooseTournament}
        />
        <ChoiceField
          label={m.team}
          {...bind('team_id')}
          choices={leagueTeams}
          placeholder={m.chooseTeam}
          labelOf={(t) => `${t.name} (${t.division})`}
        />
        <MoneyField
          label={m.amount}
          value={textMoney(values.amount)}
          onValueChange={(v) => set('amount')({ target: { value: moneyText(v) } })}
          error={errors.amount}
        />
        <InputField label={m.position} list={listId} {...bind('position')} hint={m.positionHint} />
        <datalist id={listId}>
          {POSITIONS.map((p) => (
            <option key={p} value={p} />
          ))}
        </datalist>
      </div>
      <InputField label={m.description} {...bind('description')} />
      <Button type="submit">{m.add}</Button>
    </form>
  );
}
