import { MOVEMENT_REASON_LABELS, TOP_SQUAD_SIZE, formatDateTime, formatMoney, may } from '@liga/domain';
import { clauseList } from '../market';
import { listMovements } from '../movements';
import { loadSquad } from '../squad';
import { teamStatistics } from '../statistics';
import { ownTeamId } from '../teams';
import { listTransferViews } from '../transfers';
import { findUserView } from '../users';
import { link, type AskContext, type Grounded } from './context';
import { messages as M } from './messages';
import { suspensionsOf } from './suspensions';
import { nextMatchOf } from './team-data';

const S = M.source;

/** The caller's budget and last movements, from the ledger the movements page reads. */
export async function ownBudget(ctx: AskContext): Promise<Grounded> {
  if (!may(ctx.me.rol, 'seeBudgets')) return { message: M.noBudget, sources: [] };
  const [user, moves] = await Promise.all([
    findUserView(ctx.db, ctx.me.id),
    listMovements(ctx.db, ctx.me.id, { page: 1, per_page: 3, all: false }),
  ]);
  const list = moves.data
    .map(
      (m) =>
        `${MOVEMENT_REASON_LABELS[m.reason] ?? m.reason} ${m.amount >= 0 ? '+' : ''}${formatMoney(m.amount)}`,
    )
    .join('; ');
  return {
    message: M.budget(formatMoney(user?.profits ?? 0), list ? M.lastMoves(list) : ''),
    sources: [link(S.dashboard, '/dashboard')],
    personal: true,
  };
}

/** Squad and registered-list counts against the caps, as /plantel shows them. */
export async function ownSquad(ctx: AskContext, what: 'counts' | 'ca'): Promise<Grounded> {
  const { team, summary: s } = await loadSquad(ctx.db, ctx.me.id);
  if (!team) return { message: M.noTeam, sources: [] };
  const sources = [
    link(S.squad, '/plantel'),
    link(
      M.source.rulebook(what === 'ca' ? 'Topes de CA' : 'Planteles y listas de buena fe'),
      what === 'ca' ? '/reglamento#topes-de-ca' : '/reglamento#planteles-y-listas',
    ),
  ];
  if (what === 'ca')
    return {
      message: M.ca(
        String(s.average_ca),
        s.ca_cap === null ? null : String(s.ca_cap),
        TOP_SQUAD_SIZE,
        s.over_cap,
      ),
      sources,
    };
  return {
    message: M.squad({
      team: team.name,
      total: s.counts.total,
      reg: s.registered.total,
      limit: s.limits.total,
      adults: s.registered.adults,
      youth: s.registered.youth,
      la: s.limits.adults,
      ly: s.limits.youth,
    }),
    sources,
  };
}

/** The caller's own active offers and the transfers waiting on them (their own rows only). */
export async function ownOffers(ctx: AskContext): Promise<Grounded> {
  const seasonId = ctx.season?.id;
  const viewer = { userId: ctx.me.id, now: ctx.now, timeZone: ctx.timeZone };
  const [clauses, transfers] = await Promise.all([
    may(ctx.me.rol, 'createClause')
      ? clauseList(ctx.db, { createdBy: ctx.me.id, seasonId }, viewer)
      : Promise.resolve([]),
    listTransferViews(ctx.db, { pendingFor: ctx.me, seasonId }, ctx.me),
  ]);
  const active = clauses.filter((c) => c.active === 'yes');
  const offers = active.length
    ? M.ownOffers(active.map((c) => `${c.name} (${formatMoney(c.total_value ?? 0)})`).join('; '))
    : M.noOffers;
  const pending = transfers.length
    ? M.transfers(
        transfers.map((t) => `${t.transferred_players}: ${t.team_from.name} → ${t.team_to.name}`).join('; '),
      )
    : M.noTransfers;
  return {
    message: M.offers(offers, pending),
    sources: [link(S.offers, '/misofertas'), link(S.dashboard, '/dashboard')],
    personal: true,
  };
}

/** The first pending match of the caller's team in the active season. */
export async function ownNextMatch(ctx: AskContext): Promise<Grounded> {
  const teamId = await ownTeamId(ctx.db, ctx.me.id);
  if (teamId === undefined) return { message: M.noTeam, sources: [] };
  if (!ctx.season) return { message: M.noSeason, sources: [] };
  const next = await nextMatchOf(ctx, teamId);
  if (!next) return { message: M.noNextMatch, sources: [link(S.matches, '/partidos')] };
  return {
    message: M.nextMatch({
      home: next.team_home.name,
      away: next.team_away.name,
      stage: next.stage_label,
      tournament: next.tournament.name,
      date: next.match_date ? `, el ${formatDateTime(next.match_date, ctx.timeZone)}` : '',
    }),
    sources: [link(S.match(`${next.team_home.name} vs ${next.team_away.name}`), `/partidos/${next.id}`)],
  };
}

/** The caller's suspended players and the rounds they miss, from the team statistics. */
export async function ownSuspended(ctx: AskContext): Promise<Grounded> {
  const teamId = await ownTeamId(ctx.db, ctx.me.id);
  if (teamId === undefined) return { message: M.noTeam, sources: [] };
  const stats = await teamStatistics(ctx.db, teamId, ctx.season?.id);
  const list = suspensionsOf(stats);
  const sources = [link(S.teamStats(stats.team.name), `/estadisticas/${teamId}`)];
  if (list.length === 0) return { message: M.noSuspended(stats.team.name), sources };
  return {
    message: M.suspendedList(stats.team.name, list.map((p) => `${p.name} (${p.rounds})`).join('; ')),
    sources,
  };
}
