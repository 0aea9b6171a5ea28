import {
  TABLE_ZONES,
  describeZones,
  formatDateTime,
  normalize,
  spanishList,
  zoneOf,
  type Format,
  type TableZone,
  type ZoneKind,
} from '@liga/domain';
import { listMatchViews, type MatchView } from '../matches';
import { tournamentStandings } from '../standings';
import { ownTeamId } from '../teams';
import { link, type AskContext, type Grounded } from './context';
import type { Named } from './entities';
import { messages as M } from './messages';
import { leagueTournaments } from './queries';

const S = M.source;
const involves = (m: MatchView, teamId: number) => m.team_home.id === teamId || m.team_away.id === teamId;
const matchLink = (m: MatchView) =>
  link(S.match(`${m.team_home.name} vs ${m.team_away.name}`), `/partidos/${m.id}`);

/** A team's first pending match of the active season (by date, then round): /partidos reads the same. */
export async function nextMatchOf(ctx: AskContext, teamId: number): Promise<MatchView | undefined> {
  if (!ctx.season) return undefined;
  return (await listMatchViews(ctx.db, { seasonId: ctx.season.id }))
    .filter((m) => m.status !== 'completed' && involves(m, teamId))
    .sort((a, b) => (a.match_date ?? '9').localeCompare(b.match_date ?? '9') || a.stage - b.stage)[0];
}

/** When and against whom a named team plays next. */
export async function teamNextMatch(ctx: AskContext, team: Named): Promise<Grounded> {
  if (!ctx.season) return { message: M.noSeason, sources: [] };
  const next = await nextMatchOf(ctx, team.id);
  if (!next) return { message: M.teamNoNextMatch(team.name), sources: [link(S.matches, '/partidos')] };
  const home = next.team_home.id === team.id;
  return {
    message: M.teamNextMatch({
      team: team.name,
      stage: next.stage_label,
      tournament: next.tournament.name,
      rival: home ? next.team_away.name : next.team_home.name,
      home,
      date: next.match_date ? `, el ${formatDateTime(next.match_date, ctx.timeZone)}` : '',
    }),
    sources: [matchLink(next)],
  };
}

/** A named team's latest completed match of the active season and how it went. */
export async function teamLastResult(ctx: AskContext, team: Named): Promise<Grounded> {
  if (!ctx.season) return { message: M.noSeason, sources: [] };
  const last = (await listMatchViews(ctx.db, { seasonId: ctx.season.id }))
    .filter((m) => m.status === 'completed' && involves(m, team.id))
    .sort((a, b) => (b.match_date ?? '').localeCompare(a.match_date ?? '') || b.stage - a.stage)[0];
  if (!last) return { message: M.teamNoResult(team.name), sources: [link(S.matches, '/partidos')] };
  const [own, other] =
    last.team_home.id === team.id
      ? [last.score_home ?? 0, last.score_away ?? 0]
      : [last.score_away ?? 0, last.score_home ?? 0];
  const score = `${own}-${other}`;
  return {
    message: M.teamLastResult({
      team: team.name,
      score: `${last.team_home.name} ${last.score_home ?? 0}-${last.score_away ?? 0} ${last.team_away.name}`,
      stage: last.stage_label,
      tournament: last.tournament.name,
      verdict: own > other ? M.verdict.won(score) : own < other ? M.verdict.lost(score) : M.verdict.drawn,
    }),
    sources: [matchLink(last)],
  };
}

/** The zones a question asks about ("¿quiénes descienden?" → relegation); none named → every zone. */
export function zoneKindsAsked(question: string): ZoneKind[] {
  const t = normalize(question);
  const kinds: [ZoneKind, RegExp][] = [
    ['relegation', /\b(descenso|desc[ie]end\w*|bajan)\b/],
    ['promotion', /\b(ascen\w*|asc[ie]end\w*|suben)\b/],
    ['playout', /\b(playout|play out)\b/],
    ['playin', /\b(playin|play in)\b/],
    ['playoff', /\b(cuartos|playoffs?|clasifica\w*)\b/],
  ];
  return kinds.filter(([, re]) => re.test(t)).map(([k]) => k);
}

const range = (z: TableZone) => (z.from === z.to ? `${z.from}.º` : `${z.from}.º a ${z.to}.º`);

/**
 * The table zones of the rule book (decision 019: promotion, play-offs, play-out, relegation) and the
 * teams in each today, read from the standings /tablas shows; for a named team (or the caller's own),
 * the zone it is in.
 */
export async function tableZones(ctx: AskContext, team: Named | null): Promise<Grounded> {
  if (!ctx.season) return { message: M.noSeason, sources: [] };
  const sources = [
    link(S.standings, '/tablas'),
    link(S.rulebook('Divisiones y fechas'), '/reglamento#divisiones-y-fechas'),
  ];
  const t = normalize(ctx.question);
  const mine = !team && /\b(mi|mis|estoy|estamos|nuestro|nuestra)\b/.test(t);
  const teamId = team?.id ?? (mine ? await ownTeamId(ctx.db, ctx.me.id) : undefined);
  if (mine && teamId === undefined) return { message: M.noTeam, sources: [] };
  const kinds = zoneKindsAsked(ctx.question);
  const named = /\bprimera\b/.test(t) ? 'PD' : /\bsegunda\b/.test(t) ? 'SD' : null;
  const parts: string[] = [];
  for (const tour of await leagueTournaments(ctx.db, ctx.season.id)) {
    const format = tour.format as Format;
    const rows = await tournamentStandings(ctx.db, tour.id);
    if (teamId !== undefined) {
      const row = rows.find((r) => r.team.id === teamId);
      if (!row) continue;
      const zone = zoneOf(format, row.position);
      // Before a round is played the table is in name order: a place then means nothing.
      const where =
        row.played === 0
          ? M.teamNotPlayed(row.team.name, tour.name)
          : M.teamZone(row.team.name, row.position, tour.name, zone?.label ?? null);
      const message = `${where}. ${M.zonesIntro}: ${describeZones(format)}.`;
      return { message, sources };
    }
    const asked = (f: Format) =>
      (TABLE_ZONES[f] ?? []).filter((z) => !kinds.length || kinds.includes(z.kind));
    // "¿Quiénes bajan a Segunda?" names the division they go to: a division only narrows when it has the zone.
    if (named && named !== format && asked(named).length > 0) continue;
    const zones = asked(format);
    if (zones.length === 0) continue;
    const played = Math.max(0, ...rows.map((r) => r.played));
    const inZone = zones.map((z) => {
      const names = rows.filter((r) => r.position >= z.from && r.position <= z.to).map((r) => r.team.name);
      return M.zone(z.label, range(z), z.to - z.from + 1, played === 0 ? null : spanishList(names));
    });
    parts.push(`${M.zonesNow(tour.name, played)}: ${inZone.join('; ')}`);
  }
  if (teamId !== undefined) return { message: M.noStanding(team?.name ?? ''), sources };
  if (parts.length === 0) return { message: M.noZone(named === 'SD' ? 'Segunda' : 'Primera'), sources };
  return { message: `${M.zonesIntro}. ${parts.join('. ')}.`, sources };
}
