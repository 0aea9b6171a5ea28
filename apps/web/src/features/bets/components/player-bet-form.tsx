import { zodResolver } from '@hookform/resolvers/zod';
import { CreatePlayerBetSchema } from '@liga/domain';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { ChoiceField, InputField } from '../../../components/ui/field';
import { useServerSubmit } from '../../../lib/form-errors';
import { useCreatePlayerBet, type PlayerBetBody } from '../api/create-bet';
import { useFixtureMatch } from '../api/get-fixture-match';
import { fixtureBetMessages as f } from '../fixture-messages';
import { BetFormFrame, useBetCreated } from './bet-form-frame';
import type { BetSource } from './bet-source';
import { FixtureMatchSelect } from './fixture-match-select';
import { OddFields } from './odd-fields';
import { betsMessages as m } from '../messages';

const FIELDS = ['id_match', 'id_player', 'name', 'description', 'goal_odd', 'card_odd'] as const;
const ODDS = [
  ['goal_odd', m.goalOdd],
  ['card_odd', m.cardOdd],
] as const;

export function PlayerBetForm() {
  const created = useBetCreated();
  const create = useCreatePlayerBet();
  const [source, setSource] = useState<BetSource>('text');
  const [matchId, setMatchId] = useState<number | null>(null);
  const [playerId, setPlayerId] = useState<number | null>(null);
  const detail = useFixtureMatch(source === 'fixture' ? matchId : null);
  const form = useForm<PlayerBetBody>({
    // The server's own schema checks the form; raw: the odds are sent as typed (x.xx).
    resolver: zodResolver(CreatePlayerBetSchema, undefined, { raw: true }),
    defaultValues: { name: '', description: '', goal_odd: '', card_odd: '' },
  });
  const { register, formState, setValue } = form;
  const err = formState.errors;
  // From the fixture: the match and one of its players name the bet; the text goes.
  useEffect(() => {
    const fixture = source === 'fixture';
    setValue('id_match', fixture ? (matchId ?? '') : undefined);
    setValue('id_player', fixture ? (playerId ?? '') : undefined);
    setValue('name', fixture ? undefined : '');
  }, [source, matchId, playerId, setValue]);
  const squad = (detail.data?.players ?? []).map((p) => ({ id: p.id, name: `${p.name} (${p.team.name})` }));

  const submit = useServerSubmit(form, FIELDS, m.createError, async (values) => {
    created((await create.mutateAsync(values)).message, m.playerCreated);
  });

  return (
    <BetFormFrame
      submit={submit}
      heading={m.playerForm}
      submitLabel={m.createPlayer}
      source={source}
      onSource={setSource}
    >
      {source === 'fixture' ? (
        <>
          <FixtureMatchSelect
            value={matchId}
            onChange={(id) => {
              setMatchId(id);
              setPlayerId(null);
            }}
            error={err.id_match?.message}
          />
          <ChoiceField
            label={m.player}
            placeholder={f.choosePlayer}
            choices={squad}
            value={playerId === null ? '' : String(playerId)}
            onChange={(e) => setPlayerId(e.target.value ? Number(e.target.value) : null)}
            error={err.id_player?.message ?? err.name?.message}
            disabled={squad.length === 0}
          />
        </>
      ) : (
        <InputField label={m.player} error={err.name?.message} {...register('name')} />
      )}
      <InputField label={m.description} error={err.description?.message} {...register('description')} />
      <OddFields odds={ODDS} register={register} errors={err} className="grid grid-cols-2 gap-3" />
    </BetFormFrame>
  );
}
