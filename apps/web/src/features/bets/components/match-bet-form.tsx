import { zodResolver } from '@hookform/resolvers/zod';
import { CreateMatchBetSchema } from '@liga/domain';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { InputField } from '../../../components/ui/field';
import { useServerSubmit } from '../../../lib/form-errors';
import { useCreateMatchBet, type MatchBetBody } from '../api/create-bet';
import { useFixtureMatch } from '../api/get-fixture-match';
import { fixtureBetMessages as f } from '../fixture-messages';
import { BetFormFrame, useBetCreated } from './bet-form-frame';
import type { BetSource } from './bet-source';
import { FixtureMatchSelect } from './fixture-match-select';
import { OddFields } from './odd-fields';
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
  const created = useBetCreated();
  const create = useCreateMatchBet();
  const [source, setSource] = useState<BetSource>('text');
  const [matchId, setMatchId] = useState<number | null>(null);
  const detail = useFixtureMatch(source === 'fixture' ? matchId : null);
  const form = useForm<MatchBetBody>({
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
  const { register, formState, setValue } = form;
  const err = formState.errors;
  // A fixture match names the bet (id_match, no text) and proposes odds, which stay editable.
  useEffect(() => {
    setValue('id_match', source === 'fixture' ? (matchId ?? '') : undefined);
    setValue('match', source === 'fixture' ? undefined : '');
  }, [source, matchId, setValue]);
  useEffect(() => {
    if (detail.data) for (const [field] of ODDS) setValue(field, detail.data.odds[field]);
  }, [detail.data, setValue]);

  const submit = useServerSubmit(form, FIELDS, m.createError, async (values) => {
    created((await create.mutateAsync(values)).message, m.matchCreated);
  });

  return (
    <BetFormFrame
      submit={submit}
      heading={m.matchForm}
      submitLabel={m.createMatch}
      source={source}
      onSource={setSource}
    >
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
      <OddFields
        odds={ODDS}
        register={register}
        errors={err}
        className="grid grid-cols-2 gap-3 sm:grid-cols-3"
      />
    </BetFormFrame>
  );
}
