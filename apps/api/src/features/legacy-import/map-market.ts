import { date, int, odd, text, yes, type LegacyRow } from './legacy-data';
import type { PlanContext } from './plan-context';
import { messages } from './messages';

/** The player ids in a legacy list: a JSON array of ids or of {id}; null when it is not JSON. */
export function playerIdsOf(value: unknown): number[] | null {
  if (value === null || value === undefined || value === '') return [];
  try {
    const parsed: unknown = JSON.parse(String(value));
    if (!Array.isArray(parsed)) return null;
    return parsed
      .map((p) =>
        typeof p === 'object' && p !== null ? int((p as { id?: number }).id ?? null) : int(p as number),
      )
      .filter((p): p is number => p !== null);
  } catch {
    return null;
  }
}

function seasonOf(ctx: PlanContext, table: string, row: LegacyRow): number {
  const id = int(row.id_season ?? row.season_id);
  if (id !== null && ctx.seasons.has(id)) return id;
  const season = ctx.seasonAt(ctx.stamp(table, row));
  if (id !== null) ctx.fix(table, row.id, `su temporada ${id} no existe: se toma la de su fecha (${season})`);
  return season;
}

/** Clauses keep their creation time, so an offer still sealed stays sealed (docs/rules.md §4.3). */
export function mapClauses(ctx: PlanContext): void {
  for (const row of ctx.rowsOf('rescissions')) {
    const id = int(row.id);
    const playerId = int(row.id_player) ?? -1;
    const player = ctx.players.get(playerId);
    const createdBy = ctx.user(int(row.created_by));
    if (id === null || !player || createdBy === null) {
      ctx.skip(
        'rescissions',
        row.id,
        !player ? messages.missing('jugador', row.id_player) : messages.missing('ofertante', row.created_by),
      );
      continue;
    }
    let team = int(row.id_team);
    if (team === null || !ctx.teams.has(team)) {
      ctx.fix('rescissions', id, `equipo vendedor ${String(row.id_team)} no existe: se toma el del jugador`);
      team = player.team;
    }
    let others = playerIdsOf(row.other_players);
    if (others === null) {
      ctx.fix(
        'rescissions',
        id,
        `other_players no es JSON ('${String(row.other_players).slice(0, 40)}'): queda sin jugadores ofrecidos`,
      );
      others = [];
    }
    const missing = others.filter((p) => !ctx.players.has(p));
    if (missing.length)
      ctx.fix('rescissions', id, `jugadores ofrecidos que no existen: ${missing.join(', ')}`);
    const value = ctx.money('rescissions', id, 'value', int(row.value));
    const extra = ctx.money('rescissions', id, 'extra_value', int(row.extra_value));
    const confirmed = yes(row.confirmed);
    const active = row.active === undefined ? true : yes(row.active);
    const updated = date(row.updated_at) ?? ctx.now;
    ctx.rows.releaseClauses.push({
      id,
      idPlayer: playerId,
      name: text(row.name) || `Jugador ${playerId}`,
      idTeam: team,
      createdBy,
      value,
      otherPlayers: others.filter((p) => ctx.players.has(p)),
      extraValue: extra,
      totalValue: ctx.money('rescissions', id, 'total_value', int(row.total_value) ?? value + extra),
      idSeason: seasonOf(ctx, 'rescissions', row),
      confirmed,
      active,
      confirmedAt: confirmed ? updated : null,
      closedAt: !confirmed && !active ? updated : null,
      closedReason: !confirmed && !active ? 'Cerrada en la aplicación anterior' : null,
      createdAt: ctx.stamp('rescissions', row),
    });
  }
}

export function mapTransfers(ctx: PlanContext): void {
  for (const row of ctx.rowsOf('transfers')) {
    const id = int(row.id);
    const from = int(row.id_team_from);
    const to = int(row.id_team_to);
    const createdBy = ctx.user(int(row.created_by));
    if (
      id === null ||
      from === null ||
      to === null ||
      !ctx.teams.has(from) ||
      !ctx.teams.has(to) ||
      createdBy === null
    ) {
      ctx.skip(
        'transfers',
        row.id,
        `equipos ${String(from)} → ${String(to)} o su creador ${String(row.created_by)}: alguno no existe`,
      );
      continue;
    }
    const listed = playerIdsOf(row.transferred_players);
    if (listed === null)
      ctx.fix('transfers', id, 'transferred_players no es una lista JSON: queda sin jugadores');
    const moved = (listed ?? []).filter((p) => ctx.players.has(p));
    const confirmed = yes(row.confirmed);
    ctx.rows.transfers.push({
      id,
      idSeason: seasonOf(ctx, 'transfers', row),
      idTeamFrom: from,
      idTeamTo: to,
      budget: ctx.money('transfers', id, 'budget', int(row.budget)),
      status: confirmed ? 'confirmado' : 'bloqueado',
      createdBy,
      buyBy: ctx.user(int(row.buy_by)),
      soldBy: ctx.user(int(row.sold_by)),
      confirmedBy: ctx.user(int(row.confirmed_by)),
      confirmedAt: confirmed ? (date(row.updated_at) ?? ctx.now) : null,
      createdAt: ctx.stamp('transfers', row),
    });
    for (const playerId of moved)
      ctx.rows.transferPlayers.push({
        transferId: id,
        playerId,
        playerName: ctx.rows.players.find((p) => p.id === playerId)?.name ?? '',
      });
  }
}

export function mapAuctions(ctx: PlanContext): void {
  const bids = new Map<number, LegacyRow[]>();
  for (const b of ctx.rowsOf('user_auctions'))
    bids.set(int(b.auction_id) ?? -1, [...(bids.get(int(b.auction_id) ?? -1) ?? []), b]);
  const teamOf = new Map<number, number>();
  for (const [id, t] of ctx.teams) if (t.owner !== null) teamOf.set(t.owner, id);
  for (const row of ctx.rowsOf('auctions')) {
    const id = int(row.id);
    const playerId = int(row.id_player) ?? -1;
    const createdBy = ctx.user(int(row.created_by));
    if (id === null || !ctx.players.has(playerId) || createdBy === null) {
      ctx.skip('auctions', row.id, `su jugador ${String(row.id_player)} o su creador no existe`);
      continue;
    }
    const team = int(row.id_team);
    const amounts = (bids.get(id) ?? []).map((b) => int(b.bid_amount) ?? 0);
    const status = yes(row.confirmed) ? 'confirmed' : yes(row.active) ? 'active' : 'cancelled';
    const createdAt = ctx.stamp('auctions', row);
    ctx.rows.auctions.push({
      id,
      idPlayer: playerId,
      idTeam: team !== null && ctx.teams.has(team) ? team : ctx.freeAgentTeamId,
      idSeason: seasonOf(ctx, 'auctions', row),
      createdBy,
      openingAmount: ctx.money(
        'auctions',
        id,
        'amount',
        amounts.length ? Math.min(...amounts) : int(row.amount),
      ),
      status,
      closesAt: date(row.close) ?? new Date(createdAt.getTime() + 86_400_000),
      winnerUserId: status === 'confirmed' ? ctx.user(int(row.auctioned_by)) : null,
      confirmedAt: status === 'confirmed' ? (date(row.updated_at) ?? ctx.now) : null,
      createdAt,
    });
    for (const b of bids.get(id) ?? []) {
      const userId = ctx.user(int(b.user_id));
      if (userId === null) ctx.skip('user_auctions', b.id, messages.missing('usuario', b.user_id));
      else
        ctx.rows.auctionBids.push({
          auctionId: id,
          userId,
          teamId: teamOf.get(userId) ?? null,
          amount: ctx.money('user_auctions', b.id, 'bid_amount', int(b.bid_amount)),
          createdAt: ctx.stamp('user_auctions', b),
        });
    }
  }
  for (const b of ctx.rowsOf('user_auctions'))
    if (!ctx.rows.auctions.some((a) => a.id === int(b.auction_id)))
      ctx.skip('user_auctions', b.id, `su subasta ${String(b.auction_id)} no se importó`);
}

const MATCH_OPTIONS = ['home', 'away', 'draw', 'under', 'over'] as const;

/** Bets and the users' stakes; a confirmed stake was won and paid in the previous application. */
export function mapBets(ctx: PlanContext): void {
  const odds = new Map<string, number[]>();
  for (const row of ctx.rowsOf('bets')) {
    const id = int(row.id);
    const values = [row.home_odd, row.away_odd, row.draw_odd, row.under, row.over].map((v) => odd(v) ?? 100);
    if (id === null) continue;
    odds.set(`m${id}`, values);
    ctx.rows.matchBets.push({
      id,
      match: text(row.match) || `Apuesta ${id}`,
      description: text(row.description) ?? '',
      homeOdd: values[0]!,
      awayOdd: values[1]!,
      drawOdd: values[2]!,
      underOdd: values[3]!,
      overOdd: values[4]!,
      active: yes(row.active),
      createdBy: ctx.user(int(row.created_by)),
      createdAt: ctx.stamp('bets', row),
    });
  }
  for (const row of ctx.rowsOf('player_bets')) {
    const id = int(row.id);
    if (id === null) continue;
    const values = [odd(row.goal_odd) ?? 100, odd(row.card_odd) ?? 100];
    odds.set(`p${id}`, values);
    ctx.rows.playerBets.push({
      id,
      name: text(row.name) || `Apuesta ${id}`,
      description: text(row.description) ?? '',
      goalOdd: values[0]!,
      cardOdd: values[1]!,
      active: yes(row.active),
      createdBy: ctx.user(int(row.created_by)),
      createdAt: ctx.stamp('player_bets', row),
    });
  }
  const stake = (
    table: string,
    row: LegacyRow,
    key: string,
    options: readonly string[],
    target: { idBet?: number; idPlayerbet?: number },
  ) => {
    const userId = ctx.user(int(row.id_user));
    const list = odds.get(key);
    const chosen = odd(row.selected_option);
    const index = list && chosen !== null ? list.indexOf(chosen) : -1;
    if (userId === null || !list || index < 0) {
      ctx.skip(
        table,
        row.id,
        userId === null
          ? messages.missing('usuario', row.id_user)
          : !list
            ? 'su apuesta no existe'
            : `la cuota ${String(row.selected_option)} no es ninguna de la apuesta`,
      );
      return;
    }
    const amount = ctx.money(table, row.id, 'amount', int(row.amount));
    const won = yes(row.confirmed);
    ctx.rows.userBets.push({
      idUser: userId,
      ...target,
      option: options[index]!,
      selectedOption: chosen!,
      amount,
      confirmed: won,
      outcome: won ? 'won' : 'pending',
      payout: won ? Math.round((amount * chosen!) / 100) : null,
      settledAt: won ? (date(row.updated_at) ?? ctx.now) : null,
      createdAt: ctx.stamp(table, row),
    });
  };
  for (const row of ctx.rowsOf('bet_user'))
    stake('bet_user', row, `m${String(int(row.id_bet))}`, MATCH_OPTIONS, { idBet: int(row.id_bet)! });
  for (const row of ctx.rowsOf('playerbet_user'))
    stake('playerbet_user', row, `p${String(int(row.id_player_bets))}`, ['goal', 'card'], {
      idPlayerbet: int(row.id_player_bets)!,
    });
}
