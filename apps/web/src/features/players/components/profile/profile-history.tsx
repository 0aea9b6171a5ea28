import { formatCurrency, formatDateTimeShort, type PlayerProfile } from '@liga/domain';
import { ResponsiveTable } from '../../../../components/ui/responsive-table';
import { playerProfileMessages as m } from './messages';
import { ProfileSection } from './profile-section';

type Props = { profile: PlayerProfile; timeZone: string };
const day = (iso: string, timeZone: string) => formatDateTimeShort(iso, timeZone).slice(0, 10);
const right = 'text-right tabular-nums';

/** The player's statistics summed per season and tournament. */
export function StatisticsSection({ profile }: { profile: PlayerProfile }) {
  type Line = PlayerProfile['statistics'][number];
  const count = (header: string, title: string | undefined, pick: (l: Line) => number) => ({
    header,
    ...(title ? { title } : {}),
    cell: (l: Line) => pick(l),
    className: right,
  });
  return (
    <ProfileSection title={m.statsTitle} empty={profile.statistics.length === 0 && m.statsEmpty}>
      <ResponsiveTable
        caption={m.statsTitle}
        rows={profile.statistics}
        rowKey={(l) => l.tournament.id}
        columns={[
          { header: m.colTournament, cell: (l) => `${l.tournament.name} · ${l.season.name}`, card: 'title' },
          count(m.colMatches, m.colMatchesTitle, (l) => l.matches),
          count(m.colGoals, undefined, (l) => l.goals),
          count(m.colAssists, m.colAssistsTitle, (l) => l.assists),
          count(m.colYellow, m.colYellowTitle, (l) => l.yellow_cards),
          count(m.colRed, m.colRedTitle, (l) => l.red_cards),
          count(m.colInjuries, m.colInjuriesTitle, (l) => l.injuries),
          count(m.colMvp, undefined, (l) => l.mvp),
        ]}
      />
    </ProfileSection>
  );
}

/** Confirmed transfers that moved him. */
export function TransfersSection({ profile, timeZone }: Props) {
  return (
    <ProfileSection title={m.transfersTitle} empty={profile.transfers.length === 0 && m.transfersEmpty}>
      <ResponsiveTable
        caption={m.transfersTitle}
        rows={profile.transfers}
        rowKey={(t) => t.id}
        columns={[
          { header: m.colMove, cell: (t) => `${t.team_from.name} → ${t.team_to.name}`, card: 'title' },
          { header: m.colBudget, cell: (t) => formatCurrency(t.budget), className: right, card: 'aside' },
          { header: m.colDate, cell: (t) => day(t.at, timeZone) },
          { header: m.colWith, cell: (t) => t.with_players.join(', ') || m.alone },
        ]}
      />
    </ProfileSection>
  );
}

const clauseState = (c: PlayerProfile['clauses'][number]) =>
  c.confirmed ? m.clauseConfirmed : c.active ? m.clauseActive : m.clauseClosed;

/** Revealed clauses on him or paying with him: sealed ones never reach the page. */
export function ClausesSection({ profile, timeZone }: Props) {
  return (
    <ProfileSection
      title={m.clausesTitle}
      hint={m.clausesHint}
      empty={profile.clauses.length === 0 && m.clausesEmpty}
    >
      <ResponsiveTable
        caption={m.clausesTitle}
        rows={profile.clauses}
        rowKey={(c) => c.id}
        columns={[
          {
            header: m.colClause,
            cell: (c) => (c.role === 'target' ? `${m.target} · ${c.team.name}` : m.handed(c.player.name)),
            card: 'title',
          },
          { header: m.colTotal, cell: (c) => formatCurrency(c.total_value), className: right, card: 'aside' },
          { header: m.colBidder, cell: (c) => c.bidder?.name ?? '' },
          { header: m.colDate, cell: (c) => day(c.confirmed_at ?? c.at, timeZone) },
          { header: m.colState, cell: clauseState },
        ]}
      />
    </ProfileSection>
  );
}

/** His auctions: the highest bid so far and, once confirmed, who won. */
export function AuctionsSection({ profile, timeZone }: Props) {
  return (
    <ProfileSection title={m.auctionsTitle} empty={profile.auctions.length === 0 && m.auctionsEmpty}>
      <ResponsiveTable
        caption={m.auctionsTitle}
        rows={profile.auctions}
        rowKey={(a) => a.id}
        columns={[
          { header: m.colState, cell: (a) => m.auctionStatus[a.status] ?? a.status, card: 'title' },
          { header: m.colAmount, cell: (a) => formatCurrency(a.amount), className: right, card: 'aside' },
          { header: m.colCloses, cell: (a) => day(a.confirmed_at ?? a.closes_at, timeZone) },
          { header: m.colWinner, cell: (a) => a.winner?.name ?? '—' },
        ]}
      />
    </ProfileSection>
  );
}
