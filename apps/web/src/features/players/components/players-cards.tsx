import { formatCurrency } from '@liga/domain';
import { CardList } from '../../../components/ui/card-list';
import { FactList } from '../../../components/ui/fact-list';
import { StatusBadge } from '../../squad';
import { playersMessages as m } from '../messages';
import { PlayerRowActions } from './player-row-actions';
import { playerLink, type PlayersListProps } from './players-table';

/** The players list on a phone: one card per player, actions underneath. */
export function PlayersCards({ players, me, busyId, onRegister }: PlayersListProps) {
  return (
    <CardList
      label={m.listTitle}
      items={players}
      itemKey={(p) => p.id}
      cardClassName={(p) => (me.team?.id === p.id_team.id ? 'bg-emerald-50' : 'bg-white')}
    >
      {(p) => (
        <>
          <div className="flex items-start justify-between gap-2">
            <div className="min-w-0">
              <p className="break-words">{playerLink(p)}</p>
              <p className="text-xs text-stone-500">
                {p.id_team.name}
                {p.id_team.division ? ` · ${p.id_team.division}` : ''}
              </p>
            </div>
            <StatusBadge status={p.status} />
          </div>
          <FactList
            facts={[
              [m.colAge, p.age],
              [m.colCa, p.ca],
              [m.colPa, p.pa],
              [m.colValue, formatCurrency(p.value)],
            ]}
            className="mt-2 grid grid-cols-4 gap-1 text-xs"
            termClassName="text-stone-500"
            valueClassName="font-semibold tabular-nums"
          />
          <div className="mt-2">
            <PlayerRowActions player={p} me={me} busy={busyId === p.id} onRegister={onRegister} />
          </div>
        </>
      )}
    </CardList>
  );
}
