import { formatDateTimeShort, type Match } from '@liga/domain';
import { useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { ChoiceField } from '../../../components/ui/field';
import { Page } from '../../../components/ui/page';
import { EmptyState, Loading } from '../../../components/ui/states';
import { useLeagueTimezone } from '../../../lib/league-config';
import { stageGroups, useMatches } from '../../matches';
import { activeSeason, useSeasons } from '../../seasons';
import { useTournaments } from '../api/get-tournaments';
import { RoundCard } from '../components/round-card';
import { fixturesMessages as m } from '../messages';

type Division = 'PD' | 'SD';

/** Rounds in order; a league's 13 are 'Fecha 1' … 'Fecha 13', play-off rounds keep their names. */
function rounds(matches: Match[]): { stage: number; title: string; matches: Match[]; date: string | null }[] {
  return stageGroups(matches).map(({ stage, label, matches: list }) => ({
    stage,
    title: label,
    matches: [...list].sort((a, b) => a.id - b.id),
    date:
      list
        .map((mt) => mt.match_date)
        .filter((d): d is string => d !== null)
        .sort()[0] ?? null,
  }));
}

/** /fixture_primera and /fixture_segunda: the active season's league fixture, one card per round. */
function FixturePage({ format }: { format: Division }) {
  const timeZone = useLeagueTimezone();
  const seasons = useSeasons();
  const season = activeSeason(seasons.data);
  const tournaments = useTournaments(season?.id);
  const list = (tournaments.data ?? []).filter((t) => t.format === format);
  const [chosen, setChosen] = useState<number | null>(null);
  const tournament = list.find((t) => t.id === chosen) ?? list[0];
  const matches = useMatches(tournament ? { tournament_id: tournament.id } : undefined);
  const loadError = seasons.error ?? tournaments.error;

  return (
    <Page title={m.title[format]}>
      {list.length > 1 ? (
        <div className="sm:max-w-sm">
          <ChoiceField
            label={m.tournament}
            choices={list}
            value={tournament?.id}
            onChange={(e) => setChosen(Number(e.target.value))}
          />
        </div>
      ) : null}
      {loadError ? <Alert>{loadError.message}</Alert> : null}
      {seasons.isPending || (season && tournaments.isPending) || (tournament && matches.isPending) ? (
        <Loading />
      ) : null}
      {matches.isError ? <Alert>{m.matchesError}</Alert> : null}
      {tournaments.data && !tournament ? <EmptyState>{m.noTournament(format)}</EmptyState> : null}
      {tournament && matches.data?.length === 0 ? <EmptyState>{m.noFixture}</EmptyState> : null}
      {tournament && matches.data && matches.data.length > 0 ? (
        <div className="grid grid-cols-1 gap-4 md:grid-cols-2">
          {rounds(matches.data).map((r) => (
            <RoundCard
              key={r.stage}
              title={r.title}
              subtitle={tournament.name}
              date={r.date ? formatDateTimeShort(r.date, timeZone) : null}
              division={m.fileDivision[format]}
              matches={r.matches}
            />
          ))}
        </div>
      ) : null}
    </Page>
  );
}

export const FixturePrimeraPage = () => <FixturePage format="PD" />;
export const FixtureSegundaPage = () => <FixturePage format="SD" />;
