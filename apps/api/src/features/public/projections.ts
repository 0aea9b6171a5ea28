import type {
  MatchBetView,
  Match as MatchView,
  PlayerBetView,
  ProfileStatLine,
  RulebookSection,
  SquadPlayer,
  StandingCounts,
  StandingTable,
  StatisticRow,
  TeamTrophies,
  TopEntry,
} from '@liga/domain';
import { standingCounts } from '../../lib/standing-counts';

/*
 * What a visitor may see, field by field (decision 035): each function copies the named fields of a
 * private answer into a new object. A field added to a private answer later is not public until a
 * line here says so. Never here: emails, budgets, ledgers, offers, bids, who created a bet, tokens.
 */

export interface Ref {
  id: number;
  name: string;
}

export interface PublicMatch {
  id: number;
  tournament: Ref;
  round: string;
  stage: number;
  group: string | null;
  home: Ref;
  away: Ref;
  score_home: number | null;
  score_away: number | null;
  date: string | null;
  status: string;
}

export const ref = (r: { id: number; name: string }): Ref => ({ id: r.id, name: r.name });

export const publicMatch = (m: MatchView): PublicMatch => ({
  id: m.id,
  tournament: ref(m.tournament),
  round: m.stage_label,
  stage: m.stage,
  group: m.group,
  home: ref(m.team_home),
  away: ref(m.team_away),
  score_home: m.score_home,
  score_away: m.score_away,
  date: m.match_date,
  status: m.status_text,
});

export interface PublicStandingRow extends StandingCounts {
  position: number;
  team: Ref;
  group: string | null;
  zone: string | null;
}

export interface PublicTable {
  tournament: Ref;
  zones: { from: number; to: number; label: string; kind: string }[];
  rows: PublicStandingRow[];
}

export const publicTable = (t: StandingTable): PublicTable => ({
  tournament: ref(t.tournament),
  zones: t.zones.map((z) => ({ from: z.from, to: z.to, label: z.label, kind: z.kind })),
  rows: t.data.map((r) => ({
    position: r.position,
    team: ref(r.team),
    ...standingCounts(r),
    group: r.group,
    zone: r.zone,
  })),
});

export interface PublicTopEntry {
  player: Ref;
  team: Ref;
  value: number;
}

export const publicTop = (list: TopEntry[], size: number): PublicTopEntry[] =>
  list.slice(0, size).map((e) => ({ player: ref(e.player), team: ref(e.team), value: e.value }));

export interface PublicPlayerLine {
  id: number;
  name: string;
  age: number;
  ca: number;
  pa: number;
  /** Null when an Admin hides the values (decision 035). */
  value: number | null;
}

export const publicSquadPlayer = (p: SquadPlayer, showValues: boolean): PublicPlayerLine => ({
  id: p.id,
  name: p.name,
  age: p.age,
  ca: p.ca,
  pa: p.pa,
  value: showValues ? p.value : null,
});

export interface PublicTrophy {
  kind: string;
  season: string | null;
  tournament: string | null;
}

export const publicTrophies = (t: TeamTrophies): PublicTrophy[] =>
  t.data.map((x) => ({
    kind: x.kind,
    season: x.season?.name ?? null,
    tournament: x.tournament?.name ?? null,
  }));

export interface PublicStatLine {
  player: Ref;
  team_id: number;
  played: boolean;
  goals: number;
  assists: number;
  yellow_cards: number;
  red_cards: number;
  injuries: number;
  mvp: boolean;
}

export const publicStatLine = (s: StatisticRow): PublicStatLine => ({
  player: ref(s.player_id),
  team_id: s.team_id,
  played: s.played,
  goals: s.goals,
  assists: s.assists,
  yellow_cards: s.yellow_cards,
  red_cards: s.red_cards,
  injuries: s.simple_injuries + s.serious_injuries,
  mvp: s.mvp,
});

export interface PublicCareerLine {
  season: string;
  tournament: string;
  matches: number;
  goals: number;
  assists: number;
  yellow_cards: number;
  red_cards: number;
  mvp: number;
}

export const publicCareerLine = (l: ProfileStatLine): PublicCareerLine => ({
  season: l.season.name,
  tournament: l.tournament.name,
  matches: l.matches,
  goals: l.goals,
  assists: l.assists,
  yellow_cards: l.yellow_cards,
  red_cards: l.red_cards,
  mvp: l.mvp,
});

export interface PublicMatchBet {
  match: string;
  description: string;
  odds: { home: string; draw: string; away: string; under: string; over: string };
  open: boolean;
}

export const publicMatchBet = (b: MatchBetView): PublicMatchBet => ({
  match: b.match,
  description: b.description,
  odds: { home: b.home_odd, draw: b.draw_odd, away: b.away_odd, under: b.under, over: b.over },
  open: b.open,
});

export interface PublicPlayerBet {
  name: string;
  description: string;
  goal_odd: string;
  card_odd: string;
  open: boolean;
}

export const publicPlayerBet = (b: PlayerBetView): PublicPlayerBet => ({
  name: b.name,
  description: b.description,
  goal_odd: b.goal_odd,
  card_odd: b.card_odd,
  open: b.open,
});

export interface PublicSection {
  slug: string;
  title: string;
  /** Markdown with the league's values in place (what a reader sees), never the stored placeholders. */
  content: string;
}

export const publicSection = (s: RulebookSection): PublicSection => ({
  slug: s.slug,
  title: s.title,
  content: s.content,
});
