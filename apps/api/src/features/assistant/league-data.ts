import { REVEAL_HOURS, formatDateTime, revealAt, formatMoney, spanishList, type Player } from '@liga/domain';
import { auctionViews } from '../auctions';
import { tournamentStandings } from '../standings';
import { teamStatistics, topLists } from '../statistics';
import { link, type AskContext, type Grounded } from './context';
import { messages as M } from './messages';
import { leagueTournaments, playerSeasonTotals } from './queries';
import { suspensionsOf } from './suspensions';

const S = M.source;
const TOP = 5;

/** Top scorers or assisters of each league tournament of the active season. */
export async function topPlayers(ctx: AskContext, kind: 'goals' | 'assists'): Promise<Grounded> {
  if (!ctx.season) return { message: M.noSeason, sources: [] };
  const label = kind === 'goals' ? 'Goleadores' : 'Asistidores';
  const lines: string[] = [];
  for (const t of await leagueTournaments(ctx.db, ctx.season.id)) {
    const list = (await topLists(ctx.db, t.id))[kind].slice(0, TOP);
    lines.push(
      list.length === 0
        ? M.noTop(t.name)
        : M.top(label, t.name, list.map((e) => `${e.player.name} (${e.team.name}) ${e.value}`).join(', ')),
    );
  }
  return { message: lines.join(' ') || M.noSeason, sources: [link(S.statistics, '/estadisticas')] };
}

/** A team's place and points in its league tournament of the active season. */
export async function teamStanding(ctx: AskContext, team: { id: number; name: string }): Promise<Grounded> {
  if (!ctx.season) return { message: M.noSeason, sources: [] };
  for (const t of await leagueTournaments(ctx.db, ctx.season.id)) {
    const row = (await tournamentStandings(ctx.db, t.id)).find((s) => s.team.id === team.id);
    if (row)
      return {
        message: M.standing(team.name, row.position, row.points, row.played, t.name),
        sources: [link(S.standings, '/tablas')],
      };
  }
  return { message: M.noStanding(team.name), sources: [link(S.standings, '/tablas')] };
}

/** Who leads each league tournament. */
export async function leaders(ctx: AskContext): Promise<Grounded> {
  if (!ctx.season) return { message: M.noSeason, sources: [] };
  const parts: string[] = [];
  for (const t of await leagueTournaments(ctx.db, ctx.season.id)) {
    const top = (await tournamentStandings(ctx.db, t.id))[0];
    if (top) parts.push(`${t.name}: ${top.team.name} con ${top.points} puntos`);
  }
  return { message: M.leaders(parts.join('; ')), sources: [link(S.standings, '/tablas')] };
}

/** A player's team, value and this season's statistics. */
export async function playerInfo(ctx: AskContext, p: Player): Promise<Grounded> {
  const [season] = await playerSeasonTotals(ctx.db, p.id);
  const line =
    season && season.seasonId === ctx.season?.id
      ? M.playerSeason(season.season, season.matches, season.goals, season.assists)
      : '';
  return {
    message:
      M.player({
        name: p.name,
        team: p.id_team.name,
        age: p.age,
        ca: p.ca,
        pa: p.pa,
        value: formatMoney(p.value),
        status: p.status,
      }) + line,
    sources: [link(S.player(p.name), `/players/${p.id}`)],
  };
}

/** Whether a player misses coming rounds, from his team's statistics. */
export async function playerSuspended(ctx: AskContext, p: Player): Promise<Grounded> {
  const stats = await teamStatistics(ctx.db, p.id_team.id, ctx.season?.id);
  const hit = suspensionsOf(stats).find((s) => s.id === p.id);
  return {
    message: hit ? M.playerSuspended(p.name, hit.rounds) : M.playerNotSuspended(p.name),
    sources: [
      link(S.teamStats(p.id_team.name), `/estadisticas/${p.id_team.id}`),
      link(S.player(p.name), `/players/${p.id}`),
    ],
  };
}

/** The reveal hours of sealed offers and when the next window closes. */
export function nextReveal(ctx: AskContext): Grounded {
  // An offer made now is revealed at the close of the current window: that is the next reveal.
  const at = revealAt(ctx.now, ctx.timeZone);
  return {
    message: M.nextReveal(
      formatDateTime(at, ctx.timeZone),
      spanishList(REVEAL_HOURS.map((h) => `${String(h).padStart(2, '0')}:00`)),
    ),
    sources: [link(S.rulebook('Cláusulas de rescisión'), '/reglamento#clausulas-de-rescision')],
  };
}

/** Open auctions and when each closes. */
export async function auctionsClosing(ctx: AskContext): Promise<Grounded> {
  const open = (await auctionViews(ctx.db, { status: 'active', seasonId: ctx.season?.id }, ctx.now)).filter(
    (a) => a.open,
  );
  const sources = [link(S.auctions, '/subastas'), link(S.rulebook('Subastas'), '/reglamento#subastas')];
  if (open.length === 0) return { message: M.noAuctions, sources };
  const list = open
    .slice(0, TOP)
    .map((a) => `${a.player.name} cierra el ${formatDateTime(a.closes_at, ctx.timeZone)}`)
    .join('; ');
  return {
    message: M.auctions(list),
    sources: [
      ...sources,
      ...open.slice(0, TOP).map((a) => link(S.player(a.player.name), `/subastas/${a.id_player}`)),
    ],
  };
}
