import { int, text, type LegacyRow, type LegacyValue } from './legacy-data';
import type { PlanContext } from './plan-context';
import { messages } from './messages';

const PAID = new Set(['paid', 'pagado', 'pago', 'yes', 'si', 'confirmed', 'confirmado']);

interface LegacyPrize {
  tournament: LegacyValue | undefined;
  team: LegacyValue | undefined;
  amount: LegacyValue | undefined;
  position: string;
  description: string | null;
  status: LegacyValue | undefined;
}

/**
 * Paid prizes only: the money is already in the budgets; a pending one never moved any (decision 032).
 * v1 keeps one row per prize, team and position. v2 defines a prize per tournament (amount and
 * description, no position) and pays it to each team of `prize_team`: each paid assignment is one of
 * ours, keeping the assignment's id, with the prize's description as its position.
 */
export function mapPrizes(ctx: PlanContext): void {
  const once = new Set<string>();
  const take = (table: string, row: LegacyRow, p: LegacyPrize) => {
    const tournament = int(p.tournament);
    const team = int(p.team);
    if (tournament === null || !ctx.tournaments.has(tournament) || team === null || !ctx.teams.has(team))
      return ctx.skip(table, row.id, 'su torneo o su equipo no existe');
    if (!PAID.has(String(p.status ?? '').toLowerCase()))
      return ctx.skip(table, row.id, `estado '${String(p.status)}': no se pagó en la aplicación anterior`);
    const key = `${tournament}:${team}:${p.position.toLowerCase()}`;
    if (!p.position || once.has(key))
      return ctx.skip(table, row.id, `premio '${p.position}' repetido para ese equipo y torneo`);
    once.add(key);
    ctx.rows.prizes.push({
      id: int(row.id) ?? undefined,
      tournamentId: tournament,
      teamId: team,
      paidUserId: ctx.teams.get(team)!.owner,
      amount: ctx.money(table, row.id, 'amount', int(p.amount)),
      position: p.position,
      description: p.description,
      source: 'manual',
      paidAt: ctx.stamp(table, row, 'updated_at'),
      createdAt: ctx.stamp(table, row),
    });
  };

  if (!ctx.data.tables.has('prize_team')) {
    for (const row of ctx.rowsOf('prizes'))
      take('prizes', row, {
        tournament: row.tournament_id,
        team: row.team_id,
        amount: row.amount,
        position: text(row.position) ?? '',
        description: text(row.description),
        status: row.status,
      });
    return;
  }
  const prizes = new Map(ctx.rowsOf('prizes').map((r) => [int(r.id), r]));
  for (const row of ctx.rowsOf('prize_team')) {
    const prize = prizes.get(int(row.prize_id));
    if (!prize) {
      ctx.skip('prize_team', row.id, messages.missing('premio', row.prize_id));
      continue;
    }
    const description = text(prize.description);
    take('prize_team', row, {
      tournament: prize.tournament_id,
      team: row.team_id,
      amount: prize.amount,
      position: description ?? `Premio ${String(prize.id)}`,
      description,
      status: row.status,
    });
  }
}
