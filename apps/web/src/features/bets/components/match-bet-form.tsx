import { zodResolver } from '@hookform/resolvers/zod';
import { CreateMatchBetSchema } from '@liga/domain';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { InputField } from '../../../components/ui/field';
import { applyServerErrors } from '../../../lib/form-errors';
import { paths } from '../../../lib/paths';
import { useSession } from '../../../lib/session';
import { useCreateMatchBet, type MatchBetBody } from '../api/create-bet';
import { useFixtureMatch } from '../api/get-fixture-match';
import { fixtureBetMessages as f } from '../fixture-messages';
import { BetSourceToggle, type BetSource } from './bet-source';
import { FixtureMatchSelect } from './fixture-match-select';
import { betsMessages as m } from '../messages';

const FIELDS = [
  'id_match',
  'match',
  'description',
  'home_odd',
  'away_odd',
  'draw_odd',
  'under',
  'over',
] as const;
const ODDS = [
  ['home_odd', m.homeOdd],
  ['away_odd', m.awayOdd],
  ['draw_odd', m.drawOdd],
  ['under', m.under],
  ['over', m.over],
] as const;

export function MatchBetForm() {
  const { notify } = useSession();
  const navigate = useNavigate();
  const create = useCreateMatchBet();
  const [alert, setAlert] = useState<string | null>(null);
  const [source, setSource] = useState<BetSource>('text');
  const [matchId, setMatchId] = useState<number | null>(null);
  const detail = useFixtureMatch(source === 'fixture' ? matchId : null);
  const { register, handleSubmit, formState, setError, setValue } = useForm<MatchBetBody>({
    // The server's own schema checks the form; raw: the odds are sent as typed (x.xx), as the server reads them.
    resolver: zodResolver(CreateMatchBetSchema, undefined, { raw: true }),
    defaultValues: {
      match: '',
      description: '',
      home_odd: '',
      away_odd: '',
      draw_odd: '',
      under: '',
      over: '',
    },
  });
  const err = formState.errors;
  // A fixture match names the bet (id_match, no text) and proposes odds, which stay editable.
  useEffect(() => {
    setValue('id_match', source === 'fixture' ? (matchId ?? '') : undefined);
    setValue('match', source === 'fixture' ? undefined : '');
  }, [source, matchId, setValue]);
  useEffect(() => {
    if (detail.data) for (const [field] of ODDS) setValue(field, detail.data.odds[field]);
  }, [detail.data, setValue]);

  const onSubmit = handleSubmit(async (values) => {
    setAlert(null);
    try {
      const res = await create.mutateAsync(values);
      notify(res.message || m.matchCreated);
      void navigate(paths.bets);
    } catch (e) {
      setAlert(applyServerErrors(e, setError, FIELDS, m.createError));
    }
  });

  return (
    <form onSubmit={(e) => void onSubmit(e)} noValidate className="space-y-3" aria-label={m.matchForm}>
      <h2 className="text-lg font-semibold text-emerald-900">{m.matchForm}</h2>
      {alert ? <Alert>{alert}</Alert> : null}
      <BetSourceToggle value={source} onChange={setSource} />
      {source === 'fixture' ? (
        <>
          <FixtureMatchSelect
            value={matchId}
            onChange={setMatchId}
            error={err.id_match?.message ?? err.match?.message}
          />
          <p className="text-xs text-stone-500">
            {detail.isFetching ? f.loadingOdds : matchId !== null ? f.suggested : f.settlesItself}
          </p>
        </>
      ) : (
        <InputField label={m.match} error={err.match?.message} {...register('match')} />
      )}
      <InputField label={m.description} error={err.description?.message} {...register('description')} />
      <div className="grid grid-cols-2 gap-3 sm:grid-cols-3">
        {ODDS.map(([field, label]) => (
          <InputField
            key={field}
            label={label}
            inputMode="decimal"
            placeholder="x.xx"
            hint={m.oddHint}
            error={err[field]?.message}
            {...register(field)}
          />
        ))}
      </div>
      <Button type="submit" disabled={formState.isSubmitting}>
        {formState.isSubmitting ? m.saving : m.createMatch}
      </Button>
    </form>
  );
}
