import { formatAverage, type Squad } from '@liga/domain';
import { Alert } from '../../../components/ui/alert';
import { Card } from '../../../components/ui/page';
import { squadMessages as m } from '../messages';
import { CaMeter } from './ca-meter';
import { ListCounts } from './list-counts';
import { SquadPlayers } from './squad-players';

/** Whether a list limit or the CA cap is broken: the warnings then read as errors. */
function broken({ summary: s }: Squad): boolean {
  return (
    s.over_cap ||
    s.registered.adults > s.limits.adults ||
    s.registered.youth > s.limits.youth ||
    s.registered.total > s.limits.total
  );
}

/** The squad of a caller who has a team (the page shows the empty state otherwise). */
export function SquadOverview({ squad, team }: { squad: Squad; team: NonNullable<Squad['team']> }) {
  const { summary, warnings, players, season, transferable } = squad;
  return (
    <div className="space-y-4">
      <p className="text-lg font-semibold text-stone-800">
        {team.name}{' '}
        <span className="text-sm font-normal text-stone-500">· {team.division || m.noDivision}</span>
      </p>
      {warnings.length > 0 ? (
        <Alert tone={broken(squad) ? 'error' : 'info'}>
          <p className="font-semibold">{m.warningsTitle}</p>
          <ul className="mt-1 list-disc space-y-0.5 pl-5">
            {warnings.map((w) => (
              <li key={w}>{w}</li>
            ))}
          </ul>
        </Alert>
      ) : null}
      <div className="grid gap-3 md:grid-cols-2">
        <Card>
          <CaMeter
            average={summary.average_ca}
            cap={summary.ca_cap}
            division={team.division}
            overCap={summary.over_cap}
          />
          <p className="mt-3 text-xs text-stone-500">
            {m.registeredAverage}:{' '}
            <span className="font-semibold text-stone-700 tabular-nums">
              {formatAverage(summary.registered_average_ca)}
            </span>
          </p>
        </Card>
        <Card>
          <ListCounts summary={summary} />
        </Card>
      </div>
      <section className="space-y-2">
        <h2 className="text-lg font-semibold text-emerald-900">{m.playersTitle}</h2>
        <SquadPlayers
          players={players}
          caption={m.playersTitle}
          season={season}
          transferable={transferable}
        />
      </section>
    </div>
  );
}
