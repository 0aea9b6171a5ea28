import {
  MAX_BALANCE,
  PLAYER_STATUSES,
  ROLES,
  type Division,
  type PlayerStatus,
  type Role,
} from '@liga/domain';
import { date, int, text, yes } from './legacy-data';
import type { PlanContext } from './plan-context';
import { messages } from './messages';

const BCRYPT = /^\$2[aby]\$\d\d\$[./A-Za-z0-9]{53}$/;
/** A password hash no password matches: the account exists but cannot log in until an Admin sets one. */
export const UNUSABLE_PASSWORD = '!legacy-no-password';

/** The titles' columns and the cabinet's kinds (decision 032; the closing's kinds, decision 024). */
export const TITLE_KINDS: Record<string, string> = {
  title_first_division: 'Primera',
  title_second_division: 'Segunda',
  title_third_division: 'Tercera',
  title_cup: 'Copa',
  title_ucl: 'UCL',
  title_uel: 'UEL',
  title_league_cup: 'Copa de la Liga',
  title_champions_cup: 'Copa de Campeones',
  title_super_cup: 'Supercopa',
};

/** Users keep their id, password hash, role and budget (an opening ledger row); see decision 032. */
export function mapUsers(ctx: PlanContext, existing: { id: number; email: string }[]): void {
  const emails = new Map(existing.map((u) => [u.email.toLowerCase(), u.id]));
  const taken = new Set(existing.map((u) => u.id));
  let nextId = Math.max(0, ...ctx.rowsOf('users').map((r) => int(r.id) ?? 0), ...taken) + 1;
  for (const row of ctx.rowsOf('users')) {
    const id = int(row.id);
    const email = text(row.email)?.toLowerCase() ?? '';
    if (id === null || !/^[^@\s]+@[^@\s]+$/.test(email)) {
      ctx.skip('users', row.id, `sin id o con un email no válido ('${String(row.email)}')`);
      continue;
    }
    const budget = int(row.profits) ?? 0;
    const same = emails.get(email);
    if (same !== undefined && existing.some((u) => u.id === same)) {
      // An account of this league already has the email: it is the same person (decision 032).
      ctx.userIds.set(id, same);
      ctx.fix('users', id, `el email ${email} ya es de la cuenta ${same} de esta liga: se usa esa cuenta`);
      if (budget) ctx.openingBalances.push({ userId: same, amount: budget });
      continue;
    }
    let address = email;
    if (same !== undefined) {
      const [local, domain] = email.split('@') as [string, string];
      address = `${local}+legacy${id}@${domain}`;
      ctx.fix(
        'users',
        id,
        `el email ${email} repite el de la cuenta ${same} (mayúsculas aparte): queda como ${address}`,
      );
    }
    const newId = taken.has(id) ? nextId++ : id;
    if (newId !== id) ctx.fix('users', id, `el id ${id} ya está en uso: la cuenta queda con el id ${newId}`);
    taken.add(newId);
    emails.set(address, newId);
    ctx.userIds.set(id, newId);
    const password = String(row.password ?? '');
    if (!BCRYPT.test(password))
      ctx.fix(
        'users',
        id,
        'el password no es un hash bcrypt: la cuenta no puede entrar hasta que un Admin le ponga uno',
      );
    const rol = role(ctx, id, row.rol, row.deleted_at);
    const costs = int(row.costs) ?? 0;
    if (Math.abs(budget) > MAX_BALANCE)
      ctx.skip('users', id, `presupuesto ${budget} fuera del límite de la liga`);
    else if (budget) ctx.openingBalances.push({ userId: newId, amount: budget });
    ctx.rows.users.push({
      id: newId,
      name: text(row.name) || `Usuario ${id}`,
      email: address,
      passwordHash: BCRYPT.test(password) ? password : UNUSABLE_PASSWORD,
      rol,
      profits: 0, // the opening ledger row sets it (docs/rules.md §12)
      costs: Math.abs(costs) <= MAX_BALANCE ? costs : 0,
      createdAt: ctx.stamp('users', row),
      updatedAt: date(row.updated_at) ?? ctx.now,
    });
  }
}

function role(ctx: PlanContext, id: number, value: unknown, deletedAt: unknown): Role {
  const raw = String(value ?? '').trim();
  if (deletedAt !== null && deletedAt !== undefined) {
    ctx.fix('users', id, `dada de baja en la aplicación anterior: entra como visitante (era '${raw}')`);
    return 'visitante';
  }
  const found = ROLES.find((r) => r.toLowerCase() === raw.toLowerCase());
  if (found) return found;
  ctx.fix('users', id, `rol '${raw}' desconocido: entra como visitante`);
  return 'visitante';
}

/** Seasons keep their id; one becomes the active one (decision 032). */
export function mapSeasons(ctx: PlanContext): void {
  const rows = ctx.rowsOf('seasons').filter((r) => int(r.id) !== null);
  const startOf = (r: (typeof rows)[number]) => date(r.start)?.getTime() ?? -Infinity;
  const latest = (list: typeof rows) =>
    list.reduce((a, b) =>
      startOf(b) > startOf(a) || (startOf(b) === startOf(a) && int(b.id)! > int(a.id)!) ? b : a,
    );
  const flagged = rows.filter((r) => yes(r.active));
  if (rows.length === 0) {
    ctx.activeSeasonId = 1;
    ctx.fix('seasons', null, 'no hay temporadas: se crea la Temporada 1, activa');
    ctx.rows.seasons.push({ id: 1, name: 'Temporada 1', active: true, startDate: ctx.now });
    ctx.seasons.set(1, { start: ctx.now });
    return;
  }
  const active = latest(flagged.length > 0 ? flagged : rows);
  if (flagged.length !== 1)
    ctx.fix(
      'seasons',
      active.id,
      `${flagged.length} temporadas marcadas activas: queda activa la más reciente (${String(active.name)})`,
    );
  for (const row of rows) {
    const id = int(row.id)!;
    const start = date(row.start);
    if (!start) ctx.fix('seasons', id, `inicio '${String(row.start)}' no es una fecha: queda sin fecha`);
    ctx.seasons.set(id, { start });
    ctx.rows.seasons.push({
      id,
      name: text(row.name) || `Temporada ${id}`,
      startDate: start,
      active: row === active,
    });
  }
  ctx.activeSeasonId = int(active.id)!;
}

const FREE_AGENT_NAME = /agentes?\s+libres?|free\s*agents?|^libres$/i;

export function mapTeams(ctx: PlanContext): void {
  const owners = new Set<number>();
  for (const row of ctx.rowsOf('teams')) {
    const id = int(row.id);
    if (id === null) {
      ctx.skip('teams', row.id, 'sin id');
      continue;
    }
    const raw = String(row.division ?? '').trim();
    const division: Division | null = /^primera/i.test(raw)
      ? 'Primera'
      : /^segunda/i.test(raw)
        ? 'Segunda'
        : null;
    const legacyOwner = int(row.id_user ?? row.user_id);
    let owner = ctx.user(legacyOwner);
    if (legacyOwner !== null && owner === null)
      ctx.fix('teams', id, `su manager ${legacyOwner} no existe: queda sin manager`);
    if (owner !== null && owners.has(owner)) {
      ctx.fix('teams', id, `su manager ${legacyOwner} ya tiene otro equipo: queda sin manager`);
      owner = null;
    }
    if (owner !== null) owners.add(owner);
    ctx.teams.set(id, { owner, division });
    ctx.rows.teams.push({
      id,
      name: text(row.name) || `Equipo ${id}`,
      division,
      idUser: owner,
      createdAt: ctx.stamp('teams', row),
    });
    for (const [column, kind] of Object.entries(TITLE_KINDS)) {
      const n = int(row[column]) ?? 0;
      for (let k = 0; k < Math.min(n, 100); k++)
        ctx.rows.teamTrophies.push({ teamId: id, seasonId: null, kind, source: 'legacy' });
    }
  }
  const free = ctx
    .rowsOf('teams')
    .find((r) => FREE_AGENT_NAME.test(text(r.name) ?? '') && ctx.teams.has(int(r.id)!));
  if (free) ctx.freeAgentTeamId = int(free.id)!;
  else {
    ctx.freeAgentTeamId = Math.max(0, ...ctx.teams.keys()) + 1;
    ctx.fix('teams', ctx.freeAgentTeamId, 'ningún equipo se llama Agentes Libres: se crea uno');
    ctx.teams.set(ctx.freeAgentTeamId, { owner: null, division: null });
    ctx.rows.teams.push({ id: ctx.freeAgentTeamId, name: 'Agentes Libres', division: null });
  }
  ctx.rows.leagueSettings.push({ key: 'free_agent_team_id', value: String(ctx.freeAgentTeamId) });
}

export function mapPlayers(ctx: PlanContext): void {
  for (const row of ctx.rowsOf('players')) {
    const id = int(row.id);
    if (id === null) {
      ctx.skip('players', row.id, 'sin id');
      continue;
    }
    let team = int(row.id_team);
    if (team === null || !ctx.teams.has(team)) {
      ctx.fix(
        'players',
        id,
        team === null
          ? 'sin equipo: pasa a Agentes Libres'
          : `su equipo ${team} no existe: pasa a Agentes Libres`,
      );
      team = ctx.freeAgentTeamId;
    }
    const raw = String(row.status ?? '')
      .trim()
      .toLowerCase();
    const status = (PLAYER_STATUSES as readonly string[]).includes(raw) ? (raw as PlayerStatus) : '';
    if (raw !== status) ctx.fix('players', id, `estado '${raw}' desconocido: queda sin estado`);
    ctx.players.set(id, { team });
    ctx.rows.players.push({
      id,
      name: text(row.name) || `Jugador ${id}`,
      age: int(row.age) ?? 0,
      ca: int(row.ca) ?? 0,
      pa: int(row.pa) ?? 0,
      value: ctx.money('players', id, 'value', int(row.value)),
      status,
      idTeam: team,
      createdAt: ctx.stamp('players', row),
    });
  }
}

export function mapDiscord(ctx: PlanContext): void {
  const seen = new Set<string>();
  for (const row of ctx.rowsOf('discord_users')) {
    const userId = ctx.user(int(row.user_id));
    const discordId = text(row.discord_id) ?? '';
    if (userId === null) ctx.skip('discord_users', row.id, messages.missing('usuario', row.user_id));
    else if (!discordId || seen.has(discordId) || ctx.rows.discordLinks.some((l) => l.userId === userId))
      ctx.skip('discord_users', row.id, 'cuenta de Discord repetida o vacía');
    else {
      seen.add(discordId);
      ctx.rows.discordLinks.push({
        userId,
        discordId,
        discordUsername: text(row.discord_username) ?? '',
        linkedAt: ctx.stamp('discord_users', row),
      });
    }
  }
}
