import type { MatchPlayer, Ref, StatisticRow } from '@liga/domain';
import { Fragment } from 'react';
import type { UseFormRegister } from 'react-hook-form';
import { Table, Td } from '../../../components/ui/table';
import { matchStatisticsMessages as m } from '../messages';
import { EditableCells } from './editable-cells';
import { ReadOnlyCells } from './read-only-cells';
import { PlayerName, STICKY_CELL, StatisticsHead } from './statistics-columns';
import type { LineValues, StatisticsFormValues } from './statistics-lines';

export interface TeamLine {
  player: MatchPlayer;
  /** Position in the form's `lines`. */
  index: number;
}

interface Props {
  team: Ref;
  lines: TeamLine[];
  editable: boolean;
  values: LineValues[];
  saved: ReadonlyMap<number, StatisticRow>;
  errors: Record<number, string[]>;
  register: UseFormRegister<StatisticsFormValues>;
}

/** One team of the pending match's form (spec 02 §2); a team the user may not load reads as text. */
export function StatisticsTeamTable({ team, lines, editable, values, saved, errors, register }: Props) {
  return (
    <section aria-label={team.name} className="space-y-2">
      <h2 className="text-base font-semibold text-emerald-900">{team.name}</h2>
      {editable ? null : <p className="text-xs text-stone-500">{m.readOnlyRival}</p>}
      {lines.length === 0 ? (
        <p className="text-sm text-stone-500">{m.noPlayers}</p>
      ) : (
        <Table caption={team.name}>
          <StatisticsHead />
          <tbody className="divide-y divide-stone-100">
            {lines.map(({ player, index }) => {
              const rowErrors = errors[player.id];
              return (
                <Fragment key={player.id}>
                  <tr className={rowErrors ? 'bg-red-50' : undefined}>
                    <Td className={STICKY_CELL}>
                      <PlayerName name={player.name} />
                    </Td>
                    {editable ? (
                      <EditableCells
                        index={index}
                        name={player.name}
                        red={values[index]?.red ?? false}
                        register={register}
                      />
                    ) : (
                      <ReadOnlyCells row={saved.get(player.id)} />
                    )}
                  </tr>
                  {rowErrors ? (
                    <tr className="bg-red-50">
                      <td colSpan={8} role="alert" className="px-3 pb-2 text-xs text-red-700">
                        {rowErrors.join(' ')}
                      </td>
                    </tr>
                  ) : null}
                </Fragment>
              );
            })}
          </tbody>
        </Table>
      )}
    </section>
  );
}
