import { formatDateTimeShort, type BetMatch } from '@liga/domain';
import { ChoiceField } from '../../../components/ui/field';
import { useLeagueTimezone } from '../../../lib/league-config';
import { useFixtureMatches } from '../api/get-fixture-matches';
import { fixtureBetMessages as f } from '../fixture-messages';

/** A fixture match to bet on: 'Local vs Visitante · Torneo · kick-off', open ones only (docs/rules.md §7.5). */
export function FixtureMatchSelect({
  value,
  onChange,
  error,
}: {
  value: number | null;
  onChange: (id: number | null) => void;
  error?: string | undefined;
}) {
  const timeZone = useLeagueTimezone();
  const list = useFixtureMatches();
  const label = (m: BetMatch) =>
    [
      `${m.home.name} vs ${m.away.name}`,
      m.tournament.name,
      m.kick_off ? formatDateTimeShort(m.kick_off, timeZone) : null,
    ]
      .filter(Boolean)
      .join(' · ');
  const choices = (list.data?.data ?? []).map((m) => ({ id: m.id, name: label(m) }));
  const empty = list.isSuccess && choices.length === 0;
  return (
    <ChoiceField
      label={f.fixtureMatch}
      placeholder={list.isPending ? f.loadingMatches : empty ? f.noFixture : f.chooseMatch}
      choices={choices}
      value={value === null ? '' : String(value)}
      onChange={(e) => onChange(e.target.value ? Number(e.target.value) : null)}
      error={error ?? (list.isError ? f.fixtureError : undefined)}
      disabled={list.isPending || empty}
    />
  );
}
