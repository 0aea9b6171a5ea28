import { formatCurrency, minOpening } from '@liga/domain';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { ChoiceField, SelectField } from '../../../components/ui/field';
import { MoneyField } from '../../../components/ui/money-field';
import { Loading } from '../../../components/ui/states';
import { isApiError } from '../../../lib/api-client';
import { paths } from '../../../lib/paths';
import { useSession } from '../../../lib/session';
import { useAllTeams, useTeamPlayers } from '../../teams';
import { useCreateAuction } from '../api/create-auction';
import { auctionsMessages as m } from '../messages';

interface Props {
  /** From /crear_subasta/{playerId}: the player to preselect (and his team). */
  playerId?: number | undefined;
  /** The preselected player's team, when known. */
  initialTeamId?: number | undefined;
}

type Errors = Partial<Record<'team' | 'id_player' | 'amount', string>>;

/** Team (outside Primera/Segunda) → player → opening value, at least half the player's value. */
export function CreateAuctionForm({ playerId, initialTeamId }: Props) {
  const navigate = useNavigate();
  const { notify } = useSession();
  const teams = useAllTeams();
  const create = useCreateAuction();
  const [teamId, setTeamId] = useState<number | undefined>(initialTeamId);
  const [player, setPlayer] = useState<number | undefined>(playerId);
  const [typed, setTyped] = useState<number | null>(null);
  const [errors, setErrors] = useState<Errors>({});
  const [alert, setAlert] = useState<string | null>(null);
  const squad = useTeamPlayers(teamId);

  const auctionable = (teams.data ?? []).filter((t) => !t.division);
  const players = squad.data?.players ?? [];
  const chosen = players.find((p) => p.id === player);
  const amount = typed ?? (chosen ? chosen.value : Number.NaN);
  const min = chosen ? minOpening(chosen.value) : 0;

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    setAlert(null);
    const next: Errors = {};
    if (!teamId) next.team = m.chooseTeam;
    if (!chosen) next.id_player = m.playerRequired;
    if (!Number.isSafeInteger(amount) || amount <= 0) next.amount = m.amountRequired;
    else if (chosen && amount < min) next.amount = m.openingTooLow(min);
    setErrors(next);
    if (Object.keys(next).length > 0 || !chosen) return;
    try {
      await create.mutateAsync({ id_player: chosen.id, amount });
      notify(m.created);
      void navigate(paths.auction(chosen.id));
    } catch (err) {
      const fieldErrors = isApiError(err) && err.errors ? err.errors : {};
      setErrors({ id_player: fieldErrors.id_player?.[0], amount: fieldErrors.amount?.[0] });
      const text = isApiError(err) ? err.message : m.unexpected;
      setAlert(m.createError + text);
    }
  };

  if (teams.isPending) return <Loading />;
  if (teams.isError) return <Alert>{`${m.loadError} ${teams.error.message}`}</Alert>;

  return (
    <form onSubmit={(e) => void onSubmit(e)} noValidate className="space-y-4">
      {alert ? <Alert>{alert}</Alert> : null}
      {auctionable.length === 0 ? <Alert tone="info">{m.noTeamAuctionable}</Alert> : null}
      <ChoiceField
        label={m.team}
        value={teamId ? String(teamId) : ''}
        error={errors.team}
        onChange={(e) => {
          setTeamId(e.target.value ? Number(e.target.value) : undefined);
          setPlayer(undefined);
          setTyped(null);
        }}
        choices={auctionable}
        placeholder={m.chooseTeam}
      />
      <SelectField
        label={m.player}
        value={player ? String(player) : ''}
        error={errors.id_player}
        disabled={!teamId || squad.isPending}
        onChange={(e) => {
          setPlayer(e.target.value ? Number(e.target.value) : undefined);
          setTyped(null);
        }}
      >
        <option value="">{teamId && squad.isPending ? 'CARGANDO...' : m.choosePlayer}</option>
        {players.map((p) => (
          <option key={p.id} value={p.id}>
            {p.name} ({formatCurrency(p.value)})
          </option>
        ))}
      </SelectField>
      {teamId && squad.data && players.length === 0 ? (
        <p className="text-sm text-stone-500">{m.noPlayers}</p>
      ) : null}
      <MoneyField
        label={m.opening}
        value={amount}
        disabled={!chosen}
        error={errors.amount}
        hint={chosen ? m.openingHint(formatCurrency(min), formatCurrency(chosen.value)) : undefined}
        onValueChange={setTyped}
      />
      <p className="rounded-md bg-amber-50 p-3 text-sm text-amber-900">{m.countdownInfo}</p>
      <Button type="submit" disabled={create.isPending}>
        {create.isPending ? m.creating : m.create}
      </Button>
    </form>
  );
}
