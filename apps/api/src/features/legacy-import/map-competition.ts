import { isFormat, type Format, type TournamentType } from '@liga/domain';
import { date, int, text, yes } from './legacy-data';
import type { PlanContext } from './plan-context';
import { messages } from './messages';

/** A tournament's format from its stored one, else guessed from its name (decision 032). */
function formatOf(ctx: PlanContext, id: number, name: string, stored: string): Format {
  const upper = stored.trim().toUpperCase();
  if (isFormat(upper)) return upper;
  const guess: Format = /primera/i.test(name)
    ? 'PD'
    : /segunda/i.test(name)
      ? 'SD'
      : /champions|ucl/i.test(name)
        ? 'UCL'
        : /europa|uel/i.test(name)
          ? 'UEL'
          : 'CFM';
  ctx.fix('tournaments', id, `formato '${stored}' desconocido: por su nombre se importa como ${guess}`);
  return guess;
}

const typeOf = (format: Format): TournamentType => (format === 'PD' || format === 'SD' ? format : 'UCL');

export function mapTournaments(ctx: PlanContext): void {
  for (const row of ctx.rowsOf('tournaments')) {
    const id = int(row.id);
    const season = int(row.season_id);
    if (id === null || season === null || !ctx.seasons.has(season)) {
      ctx.skip('tournaments', row.id, messages.missing('temporada', row.season_id));
      continue;
    }
    const name = text(row.name) || `Torneo ${id}`;
    const format = formatOf(ctx, id, name, String(row.format ?? ''));
    for (const column of ['start_date', 'end_date'])
      if (row[column] && !date(row[column]))
        ctx.fix('tournaments', id, `${column} '${String(row[column])}' no es una fecha: queda vacía`);
    const day = (v: unknown) =>
      date(v as string)
        ?.toISOString()
        .slice(0, 10) ?? null;
    ctx.tournaments.set(id, { season });
    ctx.rows.tournaments.push({
      id,
      name,
      seasonId: season,
      format,
      type: typeOf(format),
      startDate: day(row.start_date),
      endDate: day(row.end_date),
      createdAt: ctx.stamp('tournaments', row),
    });
  }
}

const COMPLETED = new Set(['completed', 'finished', 'played', 'jugado', 'finalizado', 'completado']);

/** Games become matches; their round is the fixture's matchday (v2) or counted in date order. */
export function mapMatches(ctx: PlanContext): void {
  const matchday = new Map<string, number>();
  for (const f of ctx.rowsOf('fixtures'))
    matchday.set(
      `${String(f.id_tournament)}:${String(f.home_team_id)}:${String(f.away_team_id)}`,
      int(f.matchday) ?? 0,
    );
  const games = ctx
    .rowsOf('games')
    .slice()
    .sort(
      (a, b) =>
        (date(a.match_date)?.getTime() ?? 0) - (date(b.match_date)?.getTime() ?? 0) ||
        int(a.id)! - int(b.id)!,
    );
  const playedBy = new Map<string, number>();
  const entrants = new Set<string>();
  for (const row of games) {
    const id = int(row.id);
    const tournament = int(row.tournament_id);
    const home = int(row.team_home_id);
    const away = int(row.team_away_id);
    if (id === null || tournament === null || !ctx.tournaments.has(tournament)) {
      ctx.skip('games', row.id, messages.missing('torneo', row.tournament_id));
      continue;
    }
    if (home === null || away === null || !ctx.teams.has(home) || !ctx.teams.has(away) || home === away) {
      ctx.skip(
        'games',
        id,
        `equipos ${String(row.team_home_id)} y ${String(row.team_away_id)}: alguno no existe`,
      );
      continue;
    }
    const count = (team: number) => playedBy.get(`${tournament}:${team}`) ?? 0;
    const stage = matchday.get(`${tournament}:${home}:${away}`) || Math.max(count(home), count(away)) + 1;
    playedBy.set(`${tournament}:${home}`, count(home) + 1);
    playedBy.set(`${tournament}:${away}`, count(away) + 1);
    // v2 (decision 032): a game declared not played has no result, whatever its status says.
    const unplayed = String(row.outcome_type ?? '').toLowerCase() === 'unplayed';
    const completed = COMPLETED.has(String(row.status ?? '').toLowerCase()) && !unplayed;
    if (unplayed) ctx.fix('games', id, 'no se jugó (outcome_type unplayed): queda pendiente, sin resultado');
    const when = date(row.match_date);
    if (!when) ctx.fix('games', id, `fecha '${String(row.match_date)}' no es una fecha: queda sin fecha`);
    ctx.matches.set(id, { tournament, home, away });
    for (const team of [home, away]) entrants.add(`${tournament}:${team}`);
    ctx.rows.matches.push({
      id,
      tournamentId: tournament,
      teamHomeId: home,
      teamAwayId: away,
      scoreHome: unplayed ? null : int(row.score_home),
      scoreAway: unplayed ? null : int(row.score_away),
      matchDate: when,
      status: completed ? 'completed' : 'pending',
      stage,
      createdAt: ctx.stamp('games', row),
    });
  }
  for (const row of ctx.rowsOf('standings')) {
    const t = int(row.tournament_id);
    const team = int(row.team_id);
    if (t !== null && team !== null && ctx.tournaments.has(t) && ctx.teams.has(team))
      entrants.add(`${t}:${team}`);
  }
  for (const key of entrants) {
    const [tournamentId, teamId] = key.split(':').map(Number) as [number, number];
    ctx.rows.tournamentTeams.push({ tournamentId, teamId, groupName: null });
  }
}

/** Each statistic line needs its match, its player and the side the player was on (decision 032). */
export function mapStatistics(ctx: PlanContext): void {
  const seen = new Set<string>();
  const ownerTeam = new Map<number, number>();
  for (const [id, t] of ctx.teams) if (t.owner !== null) ownerTeam.set(t.owner, id);
  for (const row of ctx.rowsOf('match_statistics')) {
    const match = ctx.matches.get(int(row.match_id) ?? -1);
    const playerId = int(row.player_id) ?? -1;
    const player = ctx.players.get(playerId);
    if (!match || !player) {
      ctx.skip(
        'match_statistics',
        row.id,
        !match ? messages.missing('partido', row.match_id) : messages.missing('jugador', row.player_id),
      );
      continue;
    }
    const userId = ctx.user(int(row.user_id));
    const sides = [match.home, match.away];
    const candidates = [
      int(row.team_id),
      player.team,
      userId === null ? null : (ownerTeam.get(userId) ?? null),
    ];
    const teamId = candidates.find((t) => t !== null && sides.includes(t));
    const key = `${int(row.match_id)}:${playerId}`;
    if (teamId === undefined || teamId === null) {
      ctx.skip('match_statistics', row.id, 'no se sabe para cuál de los dos equipos jugó');
      continue;
    }
    if (seen.has(key)) {
      ctx.skip('match_statistics', row.id, 'el jugador ya tiene una línea en ese partido');
      continue;
    }
    seen.add(key);
    const n = (column: string) => Math.max(0, int(row[column]) ?? 0);
    ctx.rows.matchStatistics.push({
      id: int(row.id) ?? undefined,
      matchId: int(row.match_id)!,
      tournamentId: match.tournament,
      playerId,
      teamId,
      userId,
      goals: n('goals'),
      assists: n('assists'),
      yellowCards: n('yellow_cards'),
      redCards: n('red_cards'),
      simpleInjuries: n('simple_injuries'),
      seriousInjuries: n('serious_injuries'),
      mvp: yes(row.mvp),
      played: true,
      createdAt: ctx.stamp('match_statistics', row),
    });
  }
}
