import { formatCurrency, type Squad, type SquadPlayer, type TeamDetail } from '@liga/domain';
import type { UseQueryResult } from '@tanstack/react-query';
import { Controller, type Control } from 'react-hook-form';
import { Alert } from '../../../components/ui/alert';
import { SelectField } from '../../../components/ui/field';
import { PlayerChecklist } from '../../../components/ui/player-checklist';
import { marketMessages as m } from '../messages';
import type { ClauseFormValues } from '../schemas';

interface PlayerProps {
  control: Control<ClauseFormValues>;
  /** The chosen team's players a clause may target (not bloqueado nor restringido). */
  targets: readonly SquadPlayer[];
  teamChosen: boolean;
  players: UseQueryResult<TeamDetail>;
  error: string | undefined;
  /** A new player sets the cash to his value, the lowest the clause may offer. */
  onPick: (player: SquadPlayer | undefined) => void;
}

/** The target player of a clause, among the chosen team's players. */
export function ClausePlayerField({ control, targets, teamChosen, players, error, onPick }: PlayerProps) {
  return (
    <div className="space-y-1">
      {/* Controlled: a preselected player must show once the team's players arrive. */}
      <Controller
        control={control}
        name="id_player"
        render={({ field }) => (
          <SelectField
            label={m.player}
            error={error}
            disabled={!teamChosen || players.isPending}
            name={field.name}
            value={field.value}
            onBlur={field.onBlur}
            onChange={(e) => {
              field.onChange(e.target.value);
              onPick(targets.find((p) => String(p.id) === e.target.value));
            }}
          >
            <option value="">{teamChosen && players.isPending ? m.loading : m.choosePlayer}</option>
            {targets.map((p) => (
              <option key={p.id} value={String(p.id)}>
                {p.name} · CA {p.ca} · {formatCurrency(p.value)}
              </option>
            ))}
          </SelectField>
        )}
      />
      {players.isError ? <Alert>{`${m.playersByTeamError} ${players.error.message}`}</Alert> : null}
      {players.data && targets.length === 0 ? <p className="text-xs text-stone-500">{m.noTargets}</p> : null}
    </div>
  );
}

interface OwnProps {
  control: Control<ClauseFormValues>;
  squad: UseQueryResult<Squad>;
  error: string | undefined;
}

/** The caller's own players handed over as part of the payment (docs/rules.md §4 other_players). */
export function ClauseOwnPlayersField({ control, squad, error }: OwnProps) {
  return (
    <Controller
      control={control}
      name="other_players"
      render={({ field }) => (
        <div className="space-y-1">
          {squad.isPending ? <p className="text-sm text-stone-500">{m.loading}</p> : null}
          {squad.isError ? <Alert>{`${m.playersByUserError} ${squad.error.message}`}</Alert> : null}
          {squad.data ? (
            <PlayerChecklist
              legend={m.otherPlayers}
              players={squad.data.players}
              value={field.value}
              onChange={field.onChange}
              error={error}
              empty={m.noOwnPlayers}
            />
          ) : null}
        </div>
      )}
    />
  );
}
