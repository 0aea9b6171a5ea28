import { zodResolver } from '@hookform/resolvers/zod';
import { CreatePlayerBetSchema } from '@liga/domain';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { InputField } from '../../../components/ui/field';
import { applyServerErrors } from '../../../lib/form-errors';
import { paths } from '../../../lib/paths';
import { useSession } from '../../../lib/session';
import { useCreatePlayerBet, type PlayerBetBody } from '../api/create-bet';
import { betsMessages as m } from '../messages';

const FIELDS = ['name', 'description', 'goal_odd', 'card_odd'] as const;

export function PlayerBetForm() {
  const { notify } = useSession();
  const navigate = useNavigate();
  const create = useCreatePlayerBet();
  const [alert, setAlert] = useState<string | null>(null);
  const { register, handleSubmit, formState, setError } = useForm<PlayerBetBody>({
    // The server's own schema checks the form; raw: the odds are sent as typed (x.xx).
    resolver: zodResolver(CreatePlayerBetSchema, undefined, { raw: true }),
    defaultValues: { name: '', description: '', goal_odd: '', card_odd: '' },
  });
  const err = formState.errors;

  const onSubmit = handleSubmit(async (values) => {
    setAlert(null);
    try {
      const res = await create.mutateAsync(values);
      notify(res.message || m.playerCreated);
      void navigate(paths.bets);
    } catch (e) {
      setAlert(applyServerErrors(e, setError, FIELDS, m.createError));
    }
  });

  return (
    <form onSubmit={(e) => void onSubmit(e)} noValidate className="space-y-3" aria-label={m.playerForm}>
      <h2 className="text-lg font-semibold text-emerald-900">{m.playerForm}</h2>
      {alert ? <Alert>{alert}</Alert> : null}
      <InputField label={m.player} error={err.name?.message} {...register('name')} />
      <InputField label={m.description} error={err.description?.message} {...register('description')} />
      <div className="grid grid-cols-2 gap-3">
        <InputField
          label={m.goalOdd}
          inputMode="decimal"
          placeholder="x.xx"
          hint={m.oddHint}
          error={err.goal_odd?.message}
          {...register('goal_odd')}
        />
        <InputField
          label={m.cardOdd}
          inputMode="decimal"
          placeholder="x.xx"
          hint={m.oddHint}
          error={err.card_odd?.message}
          {...register('card_odd')}
        />
      </div>
      <Button type="submit" disabled={formState.isSubmitting}>
        {formState.isSubmitting ? m.saving : m.createPlayer}
      </Button>
    </form>
  );
}
