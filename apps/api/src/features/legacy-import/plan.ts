import { int, legacyVersion, type LegacyData, type LegacyVersion } from './legacy-data';
import { mapDiscord, mapPlayers, mapSeasons, mapTeams, mapUsers } from './map-accounts';
import { mapMatches, mapStatistics, mapTournaments } from './map-competition';
import { mapPrizes } from './map-prizes';
import { mapAuctions, mapBets, mapClauses, mapTransfers } from './map-market';
import { PlanContext, type ImportProblem, type ImportRows } from './plan-context';

/** Legacy tables the import reads, each with the table of ours it fills (decision 032). */
export const MAPPED_TABLES: readonly [legacy: string, ours: keyof ImportRows][] = [
  ['users', 'users'],
  ['seasons', 'seasons'],
  ['teams', 'teams'],
  ['players', 'players'],
  ['discord_users', 'discordLinks'],
  ['tournaments', 'tournaments'],
  ['games', 'matches'],
  ['match_statistics', 'matchStatistics'],
  ['prizes', 'prizes'],
  ['prize_team', 'prizes'],
  ['rescissions', 'releaseClauses'],
  ['transfers', 'transfers'],
  ['auctions', 'auctions'],
  ['user_auctions', 'auctionBids'],
  ['bets', 'matchBets'],
  ['player_bets', 'playerBets'],
  ['bet_user', 'userBets'],
  ['playerbet_user', 'userBets'],
];

/** Legacy tables left out on purpose, and why (decision 032). */
export const NOT_IMPORTED: Record<string, string> = {
  standings: 'la tabla se recalcula de los partidos; el informe compara ambas',
  fixtures: 'solo da la fecha (ronda) de cada partido',
  transactions: 'el saldo de cada usuario entra como su movimiento inicial del libro mayor',
  conversations: 'preguntas al chatbot anterior; el asistente guarda las suyas',
  permissions: 'los permisos salen del rol de cada usuario (docs/rules.md §13)',
  model_has_permissions: 'los permisos salen del rol de cada usuario (docs/rules.md §13)',
  roles: 'los permisos salen del rol de cada usuario (docs/rules.md §13)',
  model_has_roles: 'los permisos salen del rol de cada usuario (docs/rules.md §13)',
  role_has_permissions: 'los permisos salen del rol de cada usuario (docs/rules.md §13)',
  penalty_costs:
    'las sanciones siguen las reglas de esta liga (decisión 025); lo pagado ya está en los saldos',
  penalty_cancellations:
    'las sanciones siguen las reglas de esta liga (decisión 025); lo pagado ya está en los saldos',
  game_images: 'capturas de la aplicación anterior',
  rules: 'el reglamento se carga en /reglamento',
  migrations: 'tabla interna de Laravel',
  password_resets: 'tabla interna de Laravel',
  password_reset_tokens: 'tabla interna de Laravel',
  personal_access_tokens: 'sesiones de la aplicación anterior: cada usuario vuelve a entrar',
  failed_jobs: 'tabla interna de Laravel',
  jobs: 'tabla interna de Laravel',
  sessions: 'sesiones de la aplicación anterior: cada usuario vuelve a entrar',
  cache: 'tabla interna de Laravel',
};

/** v1's cumulative statistics on the players' row, which v2 dropped. */
export const PLAYER_TOTALS = [
  'goal',
  'assistance',
  'yellow_card',
  'double_yellow_card',
  'red_card',
  'injured',
  'heavy_injured',
  'mvp',
];

export interface ImportPlan {
  version: LegacyVersion;
  rows: ImportRows;
  openingBalances: { userId: number; amount: number }[];
  problems: ImportProblem[];
  notImported: { table: string; rows: number; why: string }[];
  activeSeasonId: number;
  freeAgentTeamId: number;
  data: LegacyData;
}

/** Maps the whole legacy league to our rows, in memory: the dry run prints it, a real run writes it. */
export function planImport(
  data: LegacyData,
  existingUsers: { id: number; email: string }[],
  now: Date,
): ImportPlan {
  const ctx = new PlanContext(data, legacyVersion(data), now);
  for (const l of data.latin1) {
    const row = data.tables.get(l.table)?.rows[l.row];
    ctx.fix(l.table, int(row?.id) ?? `fila ${l.row + 1}`, `${l.column} no es UTF-8: se leyó como latin1`);
  }
  mapUsers(ctx, existingUsers);
  mapSeasons(ctx);
  mapTeams(ctx);
  mapPlayers(ctx);
  mapDiscord(ctx);
  mapTournaments(ctx);
  mapMatches(ctx);
  mapStatistics(ctx);
  mapPrizes(ctx);
  mapClauses(ctx);
  mapTransfers(ctx);
  mapAuctions(ctx);
  mapBets(ctx);
  const mapped = new Set(MAPPED_TABLES.map(([t]) => t));
  const notImported = [...data.tables]
    .filter(([name]) => !mapped.has(name))
    .map(([name, t]) => ({
      table: name,
      rows: t.rows.length,
      why: NOT_IMPORTED[name] ?? 'tabla desconocida para esta liga',
    }));
  const players = data.tables.get('players');
  const totals = PLAYER_TOTALS.filter((c) => players?.columns.includes(c));
  if (totals.length)
    notImported.push({
      table: `players (${totals.join(', ')})`,
      rows: players!.rows.length,
      why: 'los totales de cada jugador salen de sus estadísticas por partido',
    });
  const games = data.tables.get('games');
  if (games?.columns.includes('outcome_type')) {
    const decided = games.rows.filter(
      (r) => r.penalties_home != null || /^(penalties|administrative)$/i.test(String(r.outcome_type ?? '')),
    ).length;
    notImported.push({
      table: 'games (outcome_type, penalties_home, penalties_away)',
      rows: decided,
      why: 'se guarda el resultado de cada partido, no cómo se definió: un resultado administrativo cuenta como cualquier otro y la tanda de penales no se guarda',
    });
  }
  const teamRows = data.tables.get('teams');
  if (teamRows?.columns.includes('cdr'))
    notImported.push({
      table: 'teams (cdr)',
      rows: teamRows.rows.length,
      why: 'las cláusulas perdidas se cuentan de las cláusulas confirmadas',
    });
  const nations = players?.rows.filter((r) => r.nation).length ?? 0;
  if (nations)
    notImported.push({
      table: 'players (nation)',
      rows: nations,
      why: 'esta liga no guarda la nacionalidad',
    });
  return {
    version: ctx.version,
    rows: ctx.rows,
    openingBalances: ctx.openingBalances,
    problems: ctx.problems,
    notImported,
    activeSeasonId: ctx.activeSeasonId,
    freeAgentTeamId: ctx.freeAgentTeamId,
    data,
  };
}
