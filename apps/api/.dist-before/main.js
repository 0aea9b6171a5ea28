var __defProp = Object.defineProperty;
var __export = (target, all) => {
  for (var name3 in all)
    __defProp(target, name3, { get: all[name3], enumerable: true });
};

// apps/api/src/main.ts
import path9 from "node:path";
import { sql as sql38 } from "drizzle-orm";

// packages/db/src/backup.ts
import { spawn } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import pg from "pg";
var BACKUP_NAME = /^liga-\d{8}-\d{6}-(pglite\.tar\.gz|postgres\.dump)$/;
var stamp = (at) => at.toISOString().replace(/[-:]/g, "").replace("T", "-").slice(0, 15);
var pgTool = (name3, options) => options.pgBinDir ? path.join(options.pgBinDir, name3) : name3;
function runTool(command, args) {
  return new Promise((resolve2, reject) => {
    const child = spawn(command, args, { stdio: ["ignore", "ignore", "pipe"] });
    let stderr = "";
    child.stderr.on("data", (chunk) => stderr += chunk.toString());
    child.on("error", (error) => reject(new Error(`${command}: ${error.message}`)));
    child.on(
      "exit",
      (code) => code === 0 ? resolve2() : reject(new Error(`${command} termin\xF3 con c\xF3digo ${code}: ${stderr.trim()}`))
    );
  });
}
function poolUrl(pool) {
  const o = pool.options;
  if (o.connectionString) return o.connectionString;
  const url = new URL("postgres://localhost");
  url.hostname = String(o.host ?? "localhost");
  url.port = String(o.port ?? 5432);
  url.username = String(o.user ?? "");
  if (typeof o.password === "string") url.password = o.password;
  url.pathname = `/${o.database ?? ""}`;
  return url.toString();
}
async function writeBackup(db, dir, options = {}) {
  const at = options.at ?? /* @__PURE__ */ new Date();
  const started = performance.now();
  fs.mkdirSync(dir, { recursive: true });
  const client = db.$client;
  const kind = client instanceof pg.Pool ? "postgres.dump" : "pglite.tar.gz";
  const file = path.join(dir, `liga-${stamp(at)}-${kind}`);
  const partial = `${file}.partial`;
  try {
    if (client instanceof pg.Pool) {
      await runTool(pgTool("pg_dump", options), [
        "--format=custom",
        "--no-owner",
        "--no-privileges",
        `--file=${partial}`,
        `--dbname=${poolUrl(client)}`
      ]);
    } else if (client instanceof PGlite) {
      await client.query("checkpoint");
      const tarball = await client.dumpDataDir("gzip");
      fs.writeFileSync(partial, Buffer.from(await tarball.arrayBuffer()));
    } else {
      throw new Error("Base de datos desconocida: no se puede respaldar.");
    }
    fs.renameSync(partial, file);
  } finally {
    fs.rmSync(partial, { force: true });
  }
  return { file, bytes: fs.statSync(file).size, ms: Math.round(performance.now() - started) };
}
function listBackups(dir) {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir).filter((name3) => BACKUP_NAME.test(name3)).sort().map((name3) => path.join(dir, name3));
}
function pruneBackups(dir, keep) {
  const all = listBackups(dir);
  const old = all.slice(0, Math.max(0, all.length - keep));
  for (const file of old) fs.rmSync(file, { force: true });
  return old;
}

// packages/db/src/client.ts
import { PGlite as PGlite3 } from "@electric-sql/pglite";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import pg3 from "pg";

// packages/db/src/exclusive.ts
import { PGlite as PGlite2 } from "@electric-sql/pglite";
import pg2 from "pg";
function pgPoolOf(db) {
  const client = db.$client;
  return client instanceof pg2.Pool ? client : null;
}
function pgliteOf(db) {
  const client = db.$client;
  return client instanceof PGlite2 ? client : null;
}
var LOCKS = { migrations: 7416001, bootstrap: 7416002 };
async function exclusively(db, key2, fn) {
  const pool = pgPoolOf(db);
  if (!pool) return fn();
  const client = new pg2.Client(pool.options);
  await client.connect();
  try {
    await client.query("select pg_advisory_lock($1)", [key2]);
    return await fn();
  } finally {
    await client.end();
  }
}

// packages/db/src/paths.ts
import fs2 from "node:fs";
import path2 from "node:path";
import { fileURLToPath } from "node:url";
var cached;
function projectRoot() {
  if (cached) return cached;
  let dir = path2.dirname(fileURLToPath(import.meta.url));
  for (; ; ) {
    if (fs2.existsSync(path2.join(dir, "packages/db/migrations/meta/_journal.json"))) return cached = dir;
    const parent = path2.dirname(dir);
    if (parent === dir) throw new Error("No se encontr\xF3 la carpeta del proyecto (packages/db/migrations).");
    dir = parent;
  }
}
var projectPath = (...segments) => path2.join(projectRoot(), ...segments);

// packages/db/src/schema/index.ts
var schema_exports = {};
__export(schema_exports, {
  assistantMessages: () => assistantMessages,
  auctionBids: () => auctionBids,
  auctions: () => auctions,
  budgetMovements: () => budgetMovements,
  cacheVersions: () => cacheVersions,
  discordLinks: () => discordLinks,
  discordOauthStates: () => discordOauthStates,
  leagueSettings: () => leagueSettings,
  matchBets: () => matchBets,
  matchScreenshots: () => matchScreenshots,
  matchStatistics: () => matchStatistics,
  matches: () => matches,
  playerBets: () => playerBets,
  playerShirtNumbers: () => playerShirtNumbers,
  players: () => players,
  prizeTablePositions: () => prizeTablePositions,
  prizeTables: () => prizeTables,
  prizes: () => prizes,
  rateLimitHits: () => rateLimitHits,
  releaseClauses: () => releaseClauses,
  rulebookRevisions: () => rulebookRevisions,
  rulebookSections: () => rulebookSections,
  scheduledJobs: () => scheduledJobs,
  seasons: () => seasons,
  teams: () => teams,
  tournamentTeams: () => tournamentTeams,
  tournaments: () => tournaments,
  transferPlayers: () => transferPlayers,
  transfers: () => transfers,
  userBets: () => userBets,
  userTokens: () => userTokens,
  users: () => users
});

// packages/db/src/schema/accounts.ts
import { sql as sql2 } from "drizzle-orm";
import { boolean, index, integer as integer2, pgTable, text, uniqueIndex } from "drizzle-orm/pg-core";

// packages/domain/src/zod-locale.ts
import { z } from "zod";
z.config(z.locales.es());

// packages/domain/src/constants.ts
var DEFAULT_PAGE_SIZE = 15;
var MAX_PAGE_SIZE = 100;
var DEFAULT_LEAGUE_TIMEZONE = "America/Argentina/Buenos_Aires";
var TOKEN_TTL_DAYS = 30;
var OAUTH_STATE_TTL_MINUTES = 10;

// packages/domain/src/format.ts
function formatMoney(value) {
  const sign2 = value < 0 ? "-" : "";
  return sign2 + Math.abs(Math.trunc(value)).toString().replace(/\B(?=(\d{3})+(?!\d))/g, ".");
}
var MINUTE = 6e4;
var HOUR = 60 * MINUTE;
var DAY = 24 * HOUR;
function formatDateTime(date2, timeZone) {
  const d = typeof date2 === "string" ? new Date(date2) : date2;
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat("en-GB", {
      timeZone,
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      second: "2-digit",
      hourCycle: "h23"
    }).formatToParts(d).map((p) => [p.type, p.value])
  );
  return `${parts.day}-${parts.month}-${parts.year} ${parts.hour}:${parts.minute}:${parts.second}`;
}
function utcDateTime(date2) {
  return date2.toISOString().slice(0, 19).replace("T", " ");
}

// packages/domain/src/paging.ts
import { z as z2 } from "zod";
var PageQuerySchema = z2.object({
  page: z2.coerce.number().int().min(1, "La p\xE1gina debe ser 1 o mayor.").max(1e6).optional(),
  per_page: z2.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(DEFAULT_PAGE_SIZE),
  all: z2.enum(["true", "false", "1", "0"]).optional().transform((v2) => v2 === "true" || v2 === "1")
});
var PageMetaSchema = z2.object({
  current_page: z2.number().int(),
  last_page: z2.number().int(),
  per_page: z2.number().int(),
  total: z2.number().int()
});
var paged = (item) => z2.object({ data: z2.array(item), meta: PageMetaSchema });

// packages/domain/src/page-meta.ts
function pageMeta(total, page, perPage) {
  return { current_page: page, last_page: Math.max(1, Math.ceil(total / perPage)), per_page: perPage, total };
}

// packages/domain/src/fields.ts
import { z as z3 } from "zod";

// packages/domain/src/market/constants.ts
var REVEAL_HOURS = [1, 10, 18];
var LEAGUE_DIVISIONS = ["Primera", "Segunda"];
var CLAUSE_BLOCKED_STATUSES = ["bloqueado", "restringido"];
var CLAUSE_MAX_FACTOR = 2;
var MAX_CLAUSES_LOST_PER_SEASON = 6;
var MAX_PLAYERS_PER_MOVE = 24;
var MIN_RAISE = 1e6;
var AUCTION_MIN_OPENING_PERCENT = 50;
var AUCTION_CLOSE_HOURS = 24;
var BET_MIN = 1e6;
var BET_MAX = 15e6;
var ODD_MIN_EXCLUSIVE = 100;
var ODD_MAX = 1e5;
var MARKET_GATE_DELAY_HOURS = 4;
var TRANSFER_PROPOSAL_HOURS = 48;
var MAX_OPEN_PROPOSALS = 3;
var MAX_MONEY_INPUT = 1e11;
var MAX_BALANCE = 1e15;
var MAX_ID = 2147483647;
var OFFER_BLOCKS = [
  "confirmed",
  "closed",
  "sealed",
  "own_offer",
  "own_bid",
  "own_player",
  "not_winner"
];

// packages/domain/src/fields.ts
function addError(errors, field2, message) {
  (errors[field2] ??= []).push(message);
}
var hasErrors = (errors) => Object.keys(errors).length > 0;
var DIGITS = /^\s*\d+\s*$/;
function toId(v2) {
  if (typeof v2 === "string" && DIGITS.test(v2)) return Number(v2);
  if (typeof v2 === "object" && v2 !== null && "id" in v2) return toId(v2.id);
  return v2;
}
var anId = (message) => z3.number({ error: message }).int(message).positive(message).max(MAX_ID, message);
var idField = (message) => z3.preprocess(toId, anId(message));
var optionalIdField = (message) => z3.preprocess((v2) => v2 === "" || v2 === null ? void 0 : toId(v2), anId(message).optional());
var moneyField = (message, min2 = 0) => z3.preprocess(
  (v2) => typeof v2 === "string" && DIGITS.test(v2) ? Number(v2) : v2,
  z3.number({ error: message }).int(message).min(min2, message).max(MAX_MONEY_INPUT, message)
);
function toIdList(v2) {
  if (v2 === void 0 || v2 === null) return [];
  if (typeof v2 !== "string") return v2;
  const text11 = v2.trim();
  if (text11 === "") return [];
  if (/^\d+(\s*,\s*\d+)*$/.test(text11)) return text11.split(",").map(Number);
  try {
    return JSON.parse(text11);
  } catch {
    return v2;
  }
}
var isId = (v2) => Number.isSafeInteger(v2) && v2 > 0 && v2 <= MAX_ID;
var idListField = (invalid, max4, tooMany) => z3.preprocess(
  toIdList,
  z3.array(z3.unknown(), { error: invalid }).transform((items, ctx) => {
    const ids = items.map(toId);
    if (ids.every(isId)) return [...new Set(ids)];
    ctx.addIssue({ code: "custom", message: invalid });
    return z3.NEVER;
  }).pipe(z3.array(z3.number()).max(max4, tooMany))
);
var textField = (max4, tooLong) => z3.preprocess((v2) => v2 === void 0 || v2 === null ? "" : v2, z3.string().trim().max(max4, tooLong));
var blankToUndefined = (value) => {
  if (value === "" || value === null) return void 0;
  if (typeof value === "string" && /^-?\d+$/.test(value.trim())) return Number(value);
  return value;
};
function wholeNumber(required, invalid, min2, max4) {
  return z3.preprocess(
    blankToUndefined,
    z3.number({ error: (issue) => issue.input === void 0 ? required : invalid }).int(invalid).min(min2, invalid).max(max4, invalid)
  );
}
var idNumber = (required, invalid) => wholeNumber(required, invalid, 1, MAX_ID);
var checkbox = (invalid) => z3.preprocess(
  (value) => value === 1 || value === "1" || value === "true" ? true : value === 0 || value === "0" || value === "false" ? false : value,
  z3.boolean({ error: invalid })
);

// packages/domain/src/roles.ts
var ROLES = [
  "Admin",
  "Organizador",
  "Manager Primera",
  "Manager Segunda",
  "En lista de espera",
  "visitante"
];
var SIGNUP_ROLE = "En lista de espera";
var ADMIN = ["Admin"];
var STAFF_ROLES = ["Admin", "Organizador"];
var LEAGUE_MEMBER_ROLES = [
  "Admin",
  "Organizador",
  "Manager Primera",
  "Manager Segunda"
];
var EVERYONE = ROLES;
var policy = {
  /** Lists, details, standings, the caller's own dashboard, squad and bets: every signed-in account. */
  readLeague: EVERYONE,
  /** Log out, change one's own password, end one's sessions, link Discord. */
  manageOwnAccount: EVERYONE,
  // Users (spec 01 §6; DESIGN.md §7).
  seeUsersList: EVERYONE,
  /** Emails go to an Admin (and to their owner, whatever the role). */
  seeEmails: ADMIN,
  /** Budgets and ledgers go to league members, never to visitante nor the waiting list. */
  seeBudgets: LEAGUE_MEMBER_ROLES,
  /** Another user's ledger; one's own is always visible. */
  seeAnyMovements: ADMIN,
  createUser: ADMIN,
  editUserRoleAndBudget: ADMIN,
  editAnyUser: ADMIN,
  deleteUser: ADMIN,
  // Seasons, teams (spec 01 §6: only an Admin saves teams).
  setSeasonStart: ADMIN,
  createTeam: ADMIN,
  editTeam: ADMIN,
  // Players (spec 01 §5–6): an Admin adds and deletes; staff edit fields and block; owners set status.
  addPlayer: ADMIN,
  deletePlayer: ADMIN,
  editPlayerFields: STAFF_ROLES,
  blockPlayer: STAFF_ROLES,
  /** Try to edit a player: staff any player, an owner the status of their own. */
  editPlayer: LEAGUE_MEMBER_ROLES,
  /** Try to register a player: staff any player, an owner their own. */
  registerPlayer: LEAGUE_MEMBER_ROLES,
  registerAnyPlayer: STAFF_ROLES,
  // Market: only league members with a budget (DESIGN.md §6–7).
  createClause: LEAGUE_MEMBER_ROLES,
  confirmOffer: STAFF_ROLES,
  closeOffer: STAFF_ROLES,
  seeConfirmedOffers: ADMIN,
  /** Propose a transfer: an Admin between any teams, a manager involving their own team. */
  createTransfer: LEAGUE_MEMBER_ROLES,
  createAnyTransfer: ADMIN,
  /** Confirm a transfer: the other party, or an Admin (DESIGN.md §6). */
  confirmTransfer: LEAGUE_MEMBER_ROLES,
  confirmAnyTransfer: ADMIN,
  /** Reject a proposal: the other party, or an Admin; cancel it: its creator, or an Admin (issue 11). */
  rejectTransfer: LEAGUE_MEMBER_ROLES,
  cancelTransfer: LEAGUE_MEMBER_ROLES,
  seeAllPendingTransfers: ADMIN,
  createAuction: LEAGUE_MEMBER_ROLES,
  bid: LEAGUE_MEMBER_ROLES,
  confirmAuction: ADMIN,
  /** /protected, the market's state (spec 02 §2 "guarded", like the clause pages): who trades in it. */
  seeMarketState: LEAGUE_MEMBER_ROLES,
  // Prizes (spec 01 §6: only an Admin sees Premios): send, list, revert, pay a prize table.
  awardPrizes: ADMIN,
  /** See, edit and preview the prize tables of /crear-premios (issue 13). */
  editPrizeTables: ADMIN,
  // Rule book (issue 13): every account reads it (readLeague); an Admin writes, orders and deletes sections.
  editRuleBook: ADMIN,
  // The league assistant (issue 14): every account asks; each answer reads only what the caller may see.
  askAssistant: EVERYONE,
  // Bets (spec 02 §6).
  placeBet: LEAGUE_MEMBER_ROLES,
  createBet: STAFF_ROLES,
  deactivateBet: ADMIN,
  settleBet: ADMIN,
  seePendingBets: ADMIN,
  // Competition (spec 02 §6).
  createTournament: ADMIN,
  /** Load a result: staff any match, a manager one their team plays. */
  enterMatchResult: LEAGUE_MEMBER_ROLES,
  enterAnyMatchResult: STAFF_ROLES,
  editMatch: STAFF_ROLES,
  reEnableMatch: ADMIN,
  /** Load per-player statistics: staff both teams, a manager their own team's lines. */
  enterMatchStatistics: LEAGUE_MEMBER_ROLES,
  enterAnyMatchStatistics: STAFF_ROLES,
  // Match screenshots (issue 15, decision 010): who loads a match's statistics may send its captures.
  /** Send captures: staff for any pending match, a manager for one their team plays. */
  sendMatchScreenshots: LEAGUE_MEMBER_ROLES,
  sendAnyMatchScreenshots: STAFF_ROLES,
  /** Delete a kept capture: its uploader, or staff any. */
  deleteMatchScreenshot: LEAGUE_MEMBER_ROLES,
  deleteAnyMatchScreenshot: STAFF_ROLES,
  /** The e2e suite's movable clock (ENABLE_TEST_ROUTES, never in production). */
  moveTestClock: ADMIN
};
var may = (rol, action) => policy[action].includes(rol ?? "");

// packages/domain/src/league-time.ts
var formatters = /* @__PURE__ */ new Map();
function formatter(timeZone) {
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat("en-US", {
      timeZone,
      year: "numeric",
      month: "numeric",
      day: "numeric",
      hour: "numeric",
      minute: "numeric",
      second: "numeric",
      hourCycle: "h23"
    });
    formatters.set(timeZone, f);
  }
  return f;
}
function wallTime(instantMs, timeZone) {
  const w = { year: 0, month: 0, day: 0, hour: 0, minute: 0, second: 0 };
  for (const p of formatter(timeZone).formatToParts(instantMs)) {
    if (p.type in w) w[p.type] = Number(p.value);
  }
  return w;
}
var wallTimeAsUtc = (w) => Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute, w.second);
var zoneOffsetMs = (instantMs, timeZone) => wallTimeAsUtc(wallTime(instantMs, timeZone)) - Math.floor(instantMs / 1e3) * 1e3;
function fromWallClock(wallUtcMs, timeZone) {
  const first = wallUtcMs - zoneOffsetMs(wallUtcMs, timeZone);
  return new Date(wallUtcMs - zoneOffsetMs(first, timeZone));
}
function wallMs(y, mo, d, h, mi, s) {
  const ms = Date.UTC(Number(y), Number(mo) - 1, Number(d), Number(h), Number(mi), Number(s));
  const back = new Date(ms);
  return back.getUTCDate() === Number(d) && back.getUTCMonth() === Number(mo) - 1 ? ms : void 0;
}
var WALL_CLOCK = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2}))?)?$/;
function parseLeagueDateTime(text11, timeZone) {
  const wall = WALL_CLOCK.exec(text11.trim());
  if (wall) {
    const [, y, mo, d, h = "0", mi = "0", s = "0"] = wall;
    const ms2 = wallMs(y, mo, d, h, mi, s);
    return ms2 === void 0 ? void 0 : fromWallClock(ms2, timeZone);
  }
  const ms = Date.parse(text11);
  return Number.isNaN(ms) ? void 0 : new Date(ms);
}

// packages/domain/src/squad/rules.ts
var TOP_SQUAD_SIZE = 16;
var ADULT_AGE_OVER = 20;
var LIST_LIMITS = { adults: 18, youth: 6, total: 24 };
var DIVISIONS = ["Primera", "Segunda"];
var DIVISION_CA_CAP = { Primera: 160, Segunda: 153 };
var isDivision = (value) => value === "Primera" || value === "Segunda";
var isAdult = (age) => age > ADULT_AGE_OVER;
function topAverageCa(cas, size = TOP_SQUAD_SIZE) {
  if (cas.length === 0) return 0;
  const top = [...cas].sort((a, b) => b - a).slice(0, size);
  return top.reduce((sum, ca) => sum + ca, 0) / top.length;
}
var roundAverage = (value) => Math.round(value * 100) / 100;
var formatAverage = (value) => String(roundAverage(value)).replace(".", ",");
function ageCounts(ages) {
  const adults = ages.filter(isAdult).length;
  return { adults, youth: ages.length - adults, total: ages.length };
}

// packages/domain/src/squad/status.ts
var PLAYER_STATUSES = ["liberado", "bloqueado", "registrado", "restringido", "nada", ""];
var RELEASED = "liberado";
var BLOCKED = "bloqueado";
var REGISTERED = "registrado";
var NOT_REGISTRABLE = "nada";
function ownerStatusRefusal(from, to) {
  if (from === to) return null;
  if (to === BLOCKED) return "block";
  if (from === BLOCKED) return "blocked";
  if (from === REGISTERED) return "registered";
  return null;
}
function registrationRefusal(player, registered, byStaff) {
  if (player.status === REGISTERED) return "already";
  if (player.status === NOT_REGISTRABLE) return "not_registrable";
  if (player.status === RELEASED) return "released";
  if (player.status === BLOCKED && !byStaff) return "blocked";
  if (isAdult(player.age) ? registered.adults >= LIST_LIMITS.adults : registered.youth >= LIST_LIMITS.youth) {
    return isAdult(player.age) ? "adults_full" : "youth_full";
  }
  return null;
}

// packages/domain/src/squad/summary.ts
function squadSummary(players2, division2) {
  const registered = players2.filter((p) => p.status === REGISTERED);
  const average = topAverageCa(players2.map((p) => p.ca));
  const cap = isDivision(division2) ? DIVISION_CA_CAP[division2] : null;
  return {
    average_ca: roundAverage(average),
    ca_cap: cap,
    over_cap: cap !== null && average > cap,
    registered_average_ca: roundAverage(topAverageCa(registered.map((p) => p.ca))),
    counts: ageCounts(players2.map((p) => p.age)),
    registered: ageCounts(registered.map((p) => p.age)),
    limits: { ...LIST_LIMITS }
  };
}
function registeredPhrase(n) {
  if (n === 0) return "No tienes jugadores registrados";
  return n === 1 ? "Tienes 1 jugador registrado" : `Tienes ${n} jugadores registrados`;
}
function squadWarnings(summary, division2) {
  const warnings = [];
  if (summary.over_cap && summary.ca_cap !== null) {
    warnings.push(
      `La media de CA de tus ${TOP_SQUAD_SIZE} mejores jugadores (${formatAverage(summary.average_ca)}) supera el tope de ${division2} (${summary.ca_cap}).`
    );
  }
  const { adults, youth } = summary.registered;
  if (adults > summary.limits.adults) {
    warnings.push(
      `Tienes ${adults} jugadores mayores de 20 a\xF1os registrados; el m\xE1ximo es ${summary.limits.adults}.`
    );
  }
  if (youth > summary.limits.youth) {
    warnings.push(
      `Tienes ${youth} jugadores de 20 a\xF1os o menos registrados; el m\xE1ximo es ${summary.limits.youth}.`
    );
  }
  if (isDivision(division2) && summary.registered.total < TOP_SQUAD_SIZE) {
    warnings.push(
      `${registeredPhrase(summary.registered.total)}: la media de CA de los objetivos se calcula solo con ellos (se toman los ${TOP_SQUAD_SIZE} mejores).`
    );
  }
  return warnings;
}

// packages/domain/src/squad/objectives.ts
var PRIMERA = [
  "Campe\xF3n",
  "Llegar a la final",
  "Terminar en la posici\xF3n exacta",
  "Playoff",
  "Play-in",
  "Evitar la final del playout",
  "Evitar el descenso"
];
var SEGUNDA = [
  "Campe\xF3n",
  "Llegar a la final",
  "Terminar en la posici\xF3n exacta",
  "Terminar entre 7\xB0 y 8\xB0",
  "Mantenimiento: terminar entre los 10 primeros",
  "Mantenimiento: terminar entre los 12 primeros",
  "Mantenimiento: no terminar \xFAltimo"
];
function objectiveFor(division2, rank) {
  const texts = division2 === "Primera" ? PRIMERA : SEGUNDA;
  const pair = Math.min(Math.floor((Math.max(1, rank) - 1) / 2), texts.length - 1);
  return texts[pair];
}
var byName = new Intl.Collator("es", { sensitivity: "base" });
function rankObjectives(teams2) {
  return DIVISIONS.map((division2) => {
    const scored = teams2.filter((t) => t.division === division2).map((t) => ({
      team: t,
      average: topAverageCa(t.registeredCas),
      best: t.registeredCas.length === 0 ? 0 : Math.max(...t.registeredCas)
    })).sort(
      (a, b) => b.average - a.average || b.best - a.best || byName.compare(a.team.name, b.team.name) || a.team.id - b.team.id
    );
    return {
      division: division2,
      teams: scored.map(({ team: team3, average, best }, index10) => ({
        rank: index10 + 1,
        id: team3.id,
        name: team3.name,
        user: team3.owner,
        average_ca: roundAverage(average),
        best_ca: best,
        registered: team3.registeredCas.length,
        objective: objectiveFor(division2, index10 + 1)
      }))
    };
  });
}

// packages/domain/src/squad/contracts.ts
import { z as z7 } from "zod";

// packages/domain/src/players/contracts.ts
import { z as z6 } from "zod";

// packages/domain/src/users/contracts.ts
import { z as z5 } from "zod";

// packages/domain/src/users/fields.ts
import { z as z4 } from "zod";

// packages/domain/src/users/password-check.ts
var installed;
function installPasswordCheck(check3) {
  installed = check3;
}
function passwordWeaknessIfChecked(password) {
  return installed ? installed(password) : null;
}

// packages/domain/src/users/fields.ts
var MAX_NAME = 60;
var MAX_EMAIL = 254;
var MIN_PASSWORD = 8;
var MAX_PASSWORD = 128;
var nameField = z4.string({ error: "El nombre es obligatorio." }).trim().min(1, "El nombre es obligatorio.").max(MAX_NAME, `El nombre no puede superar ${MAX_NAME} caracteres.`);
var emailField = z4.string({ error: "El email es obligatorio." }).trim().min(1, "El email es obligatorio.").max(MAX_EMAIL, `El email no puede superar ${MAX_EMAIL} caracteres.`).pipe(z4.email("El email no es v\xE1lido."));
var passwordField = z4.string({ error: "El password es obligatorio." }).min(MIN_PASSWORD, `El password debe tener al menos ${MIN_PASSWORD} caracteres.`).max(MAX_PASSWORD, `El password no puede superar ${MAX_PASSWORD} caracteres.`).superRefine((value, ctx) => {
  if (value.length < MIN_PASSWORD) return;
  const weakness = passwordWeaknessIfChecked(value);
  if (weakness) ctx.addIssue({ code: "custom", message: weakness });
});
var passwordConfirmationField = z4.string({ error: "Confirma tu password." });
var rolField = z4.enum(ROLES, { error: "El rol no es v\xE1lido." });
var confirmMatches = (v2, ctx) => {
  if (v2.password !== void 0 && v2.password !== v2.password_confirmation) {
    ctx.addIssue({ code: "custom", path: ["password_confirmation"], message: "Los passwords no coinciden." });
  }
};

// packages/domain/src/users/contracts.ts
var MAX_ADJUSTMENT = 1e11;
var CreateUserSchema = z5.object({
  name: nameField,
  email: emailField,
  password: passwordField,
  password_confirmation: passwordConfirmationField,
  rol: rolField.default("En lista de espera"),
  profits: z5.number({ error: "El presupuesto debe ser un n\xFAmero." }).int("El presupuesto debe ser un n\xFAmero entero.").min(0, "El presupuesto no puede ser negativo.").max(MAX_ADJUSTMENT, "El presupuesto es demasiado grande.").default(0)
}).superRefine(confirmMatches);
var UpdateUserSchema = z5.object({
  name: nameField.optional(),
  email: emailField.optional(),
  rol: rolField.optional(),
  // `profits` is not read: clients send the whole user back, and a budget changes only through
  // `adjustment` (DESIGN.md §4, decision 012), so a stale or doubled balance can never be written.
  /** Signed amount added to the budget (Admin only), recorded in the ledger. */
  adjustment: z5.number({ error: "El ajuste debe ser un n\xFAmero." }).int("El ajuste debe ser un n\xFAmero entero.").min(-MAX_ADJUSTMENT, "El ajuste es demasiado grande.").max(MAX_ADJUSTMENT, "El ajuste es demasiado grande.").optional(),
  adjustment_note: z5.string().trim().max(200, "La nota no puede superar 200 caracteres.").optional(),
  password: passwordField.optional().or(z5.literal("").transform(() => void 0)),
  password_confirmation: z5.string().optional()
}).superRefine(confirmMatches);
var TeamRefSchema = z5.object({ id: z5.number(), name: z5.string(), division: z5.string() });
var UserSchema = z5.object({
  id: z5.number(),
  name: z5.string(),
  email: z5.string(),
  rol: z5.string(),
  profits: z5.number(),
  costs: z5.number(),
  discord_user: z5.string().nullable(),
  team: TeamRefSchema.nullable(),
  created_at: z5.string(),
  updated_at: z5.string()
});
var UserEntrySchema = UserSchema.extend({
  email: z5.string().nullable(),
  profits: z5.number().nullable(),
  costs: z5.number().nullable()
});
var UserListQuerySchema = PageQuerySchema;
var UserListSchema = paged(UserEntrySchema);
var UserSavedSchema = z5.object({ message: z5.string(), user: UserSchema });

// packages/domain/src/players/contracts.ts
var PLAYER_NAME_MAX = 60;
var PLAYER_AGE = { min: 14, max: 50 };
var PLAYER_ABILITY = { min: 1, max: 200 };
var PLAYER_VALUE_MAX = 1e11;
var whole = (label, min2, max4, minMessage = `${label} debe ser al menos ${min2}.`) => z6.number({ error: `${label} debe ser un n\xFAmero.` }).int(`${label} debe ser un n\xFAmero entero.`).min(min2, minMessage).max(max4, `${label} no puede superar ${max4}.`);
var name = z6.string({ error: "El nombre es obligatorio." }).trim().min(1, "El nombre es obligatorio.").max(PLAYER_NAME_MAX, `El nombre no puede superar ${PLAYER_NAME_MAX} caracteres.`);
var teamId = z6.number({ error: "El equipo es obligatorio." }).int("El equipo no es v\xE1lido.").positive("El equipo no es v\xE1lido.");
var fields = {
  name,
  age: whole("La edad", PLAYER_AGE.min, PLAYER_AGE.max),
  ca: whole("El CA", PLAYER_ABILITY.min, PLAYER_ABILITY.max),
  pa: whole("El PA", PLAYER_ABILITY.min, PLAYER_ABILITY.max),
  value: whole("El valor", 0, PLAYER_VALUE_MAX, "El valor no puede ser negativo."),
  status: z6.enum(PLAYER_STATUSES, { error: "El estado no es v\xE1lido." }),
  // Clients send players back as they got them, with the team nested (DESIGN.md §4).
  id_team: z6.union([teamId, z6.object({ id: teamId }).transform((team3) => team3.id)], {
    error: "El equipo es obligatorio."
  })
};
var CA_ABOVE_PA = "El CA no puede ser mayor que el PA.";
var caNotAbovePa = (v2, ctx) => {
  if (v2.ca !== void 0 && v2.pa !== void 0 && v2.ca > v2.pa)
    ctx.addIssue({ code: "custom", path: ["ca"], message: CA_ABOVE_PA });
};
var PlayerInputSchema = z6.object({ ...fields, value: fields.value.default(0), status: fields.status.default("") }).superRefine(caNotAbovePa);
var PlayerUpdateSchema = z6.object({
  name: fields.name.optional(),
  age: fields.age.optional(),
  ca: fields.ca.optional(),
  pa: fields.pa.optional(),
  value: fields.value.optional(),
  status: fields.status.optional(),
  id_team: fields.id_team.optional()
}).superRefine(caNotAbovePa);
var RegisterPlayerSchema = z6.object({
  id: z6.number({ error: "El jugador es obligatorio." }).int("El jugador no es v\xE1lido.").positive("El jugador no es v\xE1lido.")
});
var SquadPlayerSchema = z6.object({
  id: z6.number(),
  name: z6.string(),
  age: z6.number(),
  ca: z6.number(),
  pa: z6.number(),
  value: z6.number(),
  status: z6.string()
});
var PlayerSchema = SquadPlayerSchema.extend({ id_team: TeamRefSchema });
var flag = z6.enum(["true", "false", "1", "0"]).optional().transform((v2) => v2 === "true" || v2 === "1");
var search = z6.string().trim().max(PLAYER_NAME_MAX, `La b\xFAsqueda no puede superar ${PLAYER_NAME_MAX} caracteres.`);
var PlayerListQuerySchema = PageQuerySchema.extend({ name: search.optional(), outside: flag });
var PlayerSearchQuerySchema = PageQuerySchema.extend({ name: PlayerListQuerySchema.shape.name });
var PlayerListSchema = paged(PlayerSchema);
var PlayerSavedSchema = z6.object({ message: z6.string(), player: PlayerSchema });
var PlayerExportQuerySchema = z6.object({
  format: z6.enum(["csv", "xlsx"], { error: "El formato debe ser csv o xlsx." }).default("csv"),
  name: search.optional(),
  outside: flag
});

// packages/domain/src/squad/contracts.ts
var CountsSchema = z7.object({ adults: z7.number(), youth: z7.number(), total: z7.number() });
var SquadSchema = z7.object({
  team: z7.object({ id: z7.number(), name: z7.string(), division: z7.string() }),
  players: z7.array(SquadPlayerSchema),
  summary: z7.object({
    average_ca: z7.number(),
    ca_cap: z7.number().nullable(),
    over_cap: z7.boolean(),
    registered_average_ca: z7.number(),
    counts: CountsSchema,
    registered: CountsSchema,
    limits: CountsSchema
  }),
  warnings: z7.array(z7.string())
});

// packages/domain/src/competition/round-names.ts
import { z as z8 } from "zod";
var FORMATS = ["PD", "SD", "UCL", "UEL", "CFM"];
var FormatSchema = z8.enum(FORMATS);
var TOURNAMENT_TYPES = ["PD", "SD", "UCL"];
var TournamentTypeSchema = z8.enum(TOURNAMENT_TYPES);
var isFormat = (value) => FORMATS.includes(value);
var isLeagueFormat = (format) => format === "PD" || format === "SD";
var DIVISION_OF_FORMAT = {
  PD: "Primera",
  SD: "Segunda"
};
var FORMAT_LABELS = {
  PD: "Primera Divisi\xF3n",
  SD: "Segunda Divisi\xF3n",
  UCL: "UEFA Champions League",
  UEL: "UEFA Europa League",
  CFM: "Copa Federaci\xF3n"
};
var MATCHES_SCREEN = {
  PD: { 14: "Playin", 15: "Cuartos", 16: "Semifinal", 17: "Final" },
  // Spec 02 §4 names no SD rounds 16 and 17: they keep their number.
  SD: { 14: "Cuartos", 15: "Semifinal", 18: "Final" },
  UCL: { 4: "Cuartos", 5: "Semifinal (ida)", 6: "Semifinal (vuelta)", 7: "Final" },
  UEL: { 1: "Octavos", 2: "Cuartos", 3: "Semifinal", 4: "Final" },
  CFM: { 1: "1\xB0 Ronda", 2: "Octavos", 3: "Cuartos", 4: "Semifinal", 5: "Final" }
};
var STATISTICS_SCREEN = {
  ...MATCHES_SCREEN,
  PD: { ...MATCHES_SCREEN.PD, 15: "Cuartos de Final" }
};
var FINAL_STAGE = { PD: 17, SD: 18, UCL: 7, UEL: 4, CFM: 5 };
function roundName(format, stage2, screen = "matches") {
  const names = screen === "matches" ? MATCHES_SCREEN : STATISTICS_SCREEN;
  const named = names[format][stage2];
  if (named !== void 0) return named;
  return screen === "matches" && isLeagueFormat(format) ? `Fecha ${stage2}` : String(stage2);
}

// packages/domain/src/competition/constants.ts
var TEAMS_PER_DIVISION = 14;
var LEAGUE_ROUNDS = TEAMS_PER_DIVISION - 1;
var CUP_FIRST_ROUND_TEAMS = 24;
var UCL_GROUP_SIZE = 4;
var MAX_SUBSTITUTIONS = 5;
var YELLOW_RULES = {
  league: [
    { every: 3, offsets: [1] },
    { every: 6, offsets: [1, 2] }
  ],
  cup: [
    { every: 2, offsets: [1] },
    { every: 4, offsets: [2] }
  ]
};
var BAN_ROUNDS = {
  red_card: 1,
  direct_red: 2,
  injury: 1,
  serious_injury: 2
};

// packages/domain/src/competition/suspensions.ts
var BAR_REASON_TEXT = {
  yellow_cards: (count17) => `Acumulaci\xF3n de amarillas (${count17})`,
  red_card: "Tarjeta roja",
  direct_red: "Roja directa",
  injury: "Lesi\xF3n",
  serious_injury: "Lesi\xF3n grave"
};
var next = (count17) => Array.from({ length: count17 }, (_, i) => i + 1);
var YELLOW_RESET_STAGE = { UCL: 5, UEL: 3, CFM: 4 };
function barredRounds(rows2, format) {
  const byStage = /* @__PURE__ */ new Map();
  const bar = (offsets, cause, s, text11, count17 = null) => {
    for (const stage2 of offsets.map((offset) => s + offset)) {
      if (stage2 > FINAL_STAGE[format]) continue;
      const reasons = byStage.get(stage2) ?? [];
      if (!reasons.some((r) => r.text === text11 && r.match_stage === s)) {
        reasons.push({ cause, match_stage: s, yellow_count: count17, text: text11 });
      }
      byStage.set(stage2, reasons);
    }
  };
  const rules = YELLOW_RULES[isLeagueFormat(format) ? "league" : "cup"];
  const resetStage = YELLOW_RESET_STAGE[format];
  let yellows2 = 0;
  let reset = false;
  for (const row of [...rows2].sort((a, b) => a.stage - b.stage)) {
    const s = row.stage;
    if (resetStage !== void 0 && !reset && s >= resetStage) {
      yellows2 = 0;
      reset = true;
    }
    for (let card = 0; card < row.yellow_cards; card++) {
      yellows2++;
      for (const rule of rules) {
        if (yellows2 % rule.every === 0) {
          bar(rule.offsets, "yellow_cards", s, BAR_REASON_TEXT.yellow_cards(yellows2), yellows2);
        }
      }
    }
    if (row.direct_red) bar(next(BAN_ROUNDS.direct_red), "direct_red", s, BAR_REASON_TEXT.direct_red);
    else if (row.red_cards > 0) bar(next(BAN_ROUNDS.red_card), "red_card", s, BAR_REASON_TEXT.red_card);
    if (row.serious_injuries > 0)
      bar(next(BAN_ROUNDS.serious_injury), "serious_injury", s, BAR_REASON_TEXT.serious_injury);
    if (row.simple_injuries > 0) bar(next(BAN_ROUNDS.injury), "injury", s, BAR_REASON_TEXT.injury);
  }
  return [...byStage.entries()].sort(([a], [b]) => a - b).map(([stage2, reasons]) => ({ stage: stage2, label: roundName(format, stage2, "statistics"), reasons }));
}
function isBarred(rows2, format, stage2) {
  const round2 = barredRounds(rows2, format).find((b) => b.stage === stage2);
  return round2 ? round2.reasons.map((r) => r.text) : [];
}
function summarizePlayer(rows2, format) {
  const latest = (pick) => rows2.filter(pick).reduce((max4, r) => max4 === null || r.stage > max4 ? r.stage : max4, null);
  const sum = (pick) => rows2.reduce((total, r) => total + pick(r), 0);
  return {
    goals: sum((r) => r.goals),
    assists: sum((r) => r.assists),
    yellow_cards: sum((r) => r.yellow_cards),
    red_card_round: latest((r) => r.red_cards > 0 || r.direct_red),
    injury_round: latest((r) => r.simple_injuries > 0),
    serious_injury_round: latest((r) => r.serious_injuries > 0),
    last_match_round: latest(() => true),
    barred_rounds: barredRounds(rows2, format)
  };
}

// packages/domain/src/competition/standings.ts
var POINTS = { win: 3, draw: 1, loss: 0 };
var isPlayed = (m) => m.home_goals !== null && m.away_goals !== null;
function tally(ids, matches2) {
  const rows2 = /* @__PURE__ */ new Map();
  for (const team_id of ids) {
    rows2.set(team_id, {
      team_id,
      played: 0,
      won: 0,
      drawn: 0,
      lost: 0,
      goals_for: 0,
      goals_against: 0,
      goal_difference: 0,
      points: 0
    });
  }
  const add2 = (row, scored, conceded) => {
    if (!row) return;
    row.played++;
    row.goals_for += scored;
    row.goals_against += conceded;
    row.goal_difference = row.goals_for - row.goals_against;
    if (scored > conceded) row.won++;
    else if (scored === conceded) row.drawn++;
    else row.lost++;
    row.points = row.won * POINTS.win + row.drawn * POINTS.draw + row.lost * POINTS.loss;
  };
  for (const m of matches2) {
    const home4 = rows2.get(m.home_id);
    const away4 = rows2.get(m.away_id);
    if (!home4 || !away4) continue;
    add2(home4, m.home_goals, m.away_goals);
    add2(away4, m.away_goals, m.home_goals);
  }
  return rows2;
}
function runs(ids, key2) {
  const out = [];
  for (const id2 of ids) {
    const last = out.at(-1);
    if (last && key2(last[0]) === key2(id2)) last.push(id2);
    else out.push([id2]);
  }
  return out;
}
function breakTie(ids, all, matches2, name3) {
  const mini = tally(ids, matches2);
  const m = (id2) => mini.get(id2);
  const sorted = [...ids].sort(
    (a, b) => m(b).points - m(a).points || m(b).goal_difference - m(a).goal_difference
  );
  const levels = runs(sorted, (id2) => `${m(id2).points}/${m(id2).goal_difference}`);
  if (levels.length > 1) {
    return levels.flatMap((level) => level.length > 1 ? breakTie(level, all, matches2, name3) : level);
  }
  const t = (id2) => all.get(id2);
  return sorted.sort(
    (a, b) => t(b).goal_difference - t(a).goal_difference || t(b).goals_for - t(a).goals_for || name3(a).localeCompare(name3(b), "es") || a - b
  );
}
function standings(teams2, matches2) {
  const played = matches2.filter(isPlayed);
  const names = new Map(teams2.map((t) => [t.id, t.name]));
  for (const m of played)
    for (const id2 of [m.home_id, m.away_id]) if (!names.has(id2)) names.set(id2, `Equipo ${id2}`);
  const name3 = (id2) => names.get(id2) ?? "";
  const all = tally([...names.keys()], played);
  const byPoints = [...names.keys()].sort((a, b) => (all.get(b)?.points ?? 0) - (all.get(a)?.points ?? 0));
  const order = runs(byPoints, (id2) => String(all.get(id2)?.points)).flatMap(
    (level) => level.length > 1 ? breakTie(level, all, played, name3) : level
  );
  return order.map((id2, i) => ({ ...all.get(id2), team: name3(id2), position: i + 1 }));
}
function standingsByGroup(teams2, matches2) {
  const groups = [...new Set(teams2.map((t) => t.group))].sort();
  return groups.map((group) => ({
    group,
    rows: standings(
      teams2.filter((t) => t.group === group),
      matches2.filter((m) => m.group === group)
    )
  }));
}

// packages/domain/src/competition/fixtures.ts
function assertDistinct(ids) {
  if (new Set(ids).size !== ids.length) throw new RangeError("Un equipo aparece m\xE1s de una vez.");
}
function random(seed) {
  let a = seed >>> 0;
  return () => {
    a = a + 1831565813 >>> 0;
    let t = Math.imul(a ^ a >>> 15, 1 | a);
    t = t + Math.imul(t ^ t >>> 7, 61 | t) ^ t;
    return ((t ^ t >>> 14) >>> 0) / 4294967296;
  };
}
function seededShuffle(items, seed) {
  const out = [...items];
  if (seed === void 0) return out;
  const next2 = random(seed);
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(next2() * (i + 1));
    [out[i], out[j]] = [out[j], out[i]];
  }
  return out;
}
function roundRobin(teamIds, group) {
  assertDistinct(teamIds);
  if (teamIds.length < 2) return [];
  const slots = teamIds.length % 2 === 0 ? [...teamIds] : [null, ...teamIds];
  const n = slots.length;
  const fixtures = [];
  for (let round2 = 0; round2 < n - 1; round2++) {
    for (let i = 0; i < n / 2; i++) {
      const up = slots[i] ?? null;
      const down = slots[n - 1 - i] ?? null;
      if (up === null || down === null) continue;
      const upHome = i > 0 || round2 % 2 === 0;
      const [home_id, away_id] = upHome ? [up, down] : [down, up];
      fixtures.push(
        group === void 0 ? { stage: round2 + 1, home_id, away_id } : { stage: round2 + 1, home_id, away_id, group }
      );
    }
    slots.splice(1, 0, slots.pop() ?? null);
  }
  return fixtures;
}
var UCL_GROUPS = ["A", "B", "C", "D"];
var UCL_TEAMS = UCL_GROUPS.length * UCL_GROUP_SIZE;
var UCL_QUARTER_FINAL_STAGE = 4;
function ucl(teamIds16, seed) {
  assertDistinct(teamIds16);
  if (teamIds16.length !== UCL_TEAMS) throw new RangeError(`La Champions necesita ${UCL_TEAMS} equipos.`);
  const drawn = seededShuffle(teamIds16, seed);
  const groups = UCL_GROUPS.map((group, g) => ({
    group,
    team_ids: drawn.slice(g * UCL_GROUP_SIZE, (g + 1) * UCL_GROUP_SIZE)
  }));
  return { groups, matches: groups.flatMap((g) => roundRobin(g.team_ids, g.group)) };
}
function uclQuarterFinals(groupStandings) {
  const sorted = [...groupStandings].sort((a, b) => a.group.localeCompare(b.group));
  const place = (g, position2) => {
    const team3 = sorted[g]?.rows.find((r) => r.position === position2);
    if (!team3) throw new RangeError("Faltan grupos o posiciones para armar los cuartos.");
    return team3.team_id;
  };
  if (sorted.length !== UCL_GROUPS.length) throw new RangeError("La Champions tiene 4 grupos.");
  const pairs = [
    [0, 1],
    [2, 3],
    [1, 0],
    [3, 2]
  ];
  return pairs.map(([w, r]) => ({
    stage: UCL_QUARTER_FINAL_STAGE,
    home_id: place(w, 1),
    away_id: place(r, 2)
  }));
}
function knockout(teamIds, seed) {
  assertDistinct(teamIds);
  const drawn = seededShuffle(teamIds, seed);
  if (drawn.length < 2) return { matches: [], byes: drawn };
  let size = 1;
  while (size < drawn.length) size *= 2;
  const byes = drawn.slice(0, size - drawn.length);
  const playing = drawn.slice(byes.length);
  const matches2 = [];
  for (let i = 0; i < playing.length / 2; i++) {
    matches2.push({
      stage: 1,
      home_id: playing[i],
      away_id: playing[playing.length - 1 - i]
    });
  }
  return { matches: matches2, byes };
}

// packages/domain/src/market/messages.ts
var OFFER_TEAM_OWNER_NOT_FOUND = "Usuario no encontrado para el equipo.";
var OFFER_CREATOR_NOT_FOUND = "Usuario que cre\xF3 la oferta no encontrado.";
var OFFER_DESTINATION_TEAM_NOT_FOUND = "Equipo destino no encontrado.";
var OFFER_ALREADY_CONFIRMED = "Oferta ya confirmada.";
var OFFER_CLOSED = "Oferta cerrada.";
var OFFER_NOT_FOUND = "Oferta no encontrada.";
var OFFER_CONFIRMED_OK = "Oferta confirmada satisfactoriamente";
var OFFER_CLOSED_OK = "Oferta cerrada satisfactoriamente";
var OFFER_STILL_HIDDEN = "Las ofertas de este jugador todav\xEDa est\xE1n ocultas.";
var OFFER_NOT_WINNER = "Solo se puede confirmar la oferta ganadora: la de mayor valor total (a igual valor, la m\xE1s antigua). Cierra la ganadora con un motivo para que gane la siguiente.";
var OFFER_CLOSE_REASON_REQUIRED = "Escribe el motivo del cierre (entre 3 y 300 caracteres).";
var OFFER_CONFLICT_MESSAGES = {
  confirm: {
    own_offer: "No puedes confirmar una oferta hecha por ti: debe confirmarla otro miembro del staff.",
    own_bid: "No puedes confirmar ofertas por un jugador al que t\xFA tambi\xE9n ofertaste: debe hacerlo otro miembro del staff.",
    own_player: "No puedes confirmar ofertas por un jugador de tu equipo: debe hacerlo otro miembro del staff."
  },
  close: {
    own_offer: "No puedes cerrar una oferta hecha por ti: debe cerrarla otro miembro del staff.",
    own_bid: "No puedes cerrar ofertas por un jugador al que t\xFA tambi\xE9n ofertaste: debe hacerlo otro miembro del staff.",
    own_player: "No puedes cerrar ofertas por un jugador de tu equipo: debe hacerlo otro miembro del staff."
  }
};
var CLAUSE_MESSAGES = {
  sent: "Ejecuci\xF3n de cl\xE1usula enviada",
  playerRequired: "Selecciona un jugador.",
  teamRequired: "Selecciona un equipo.",
  valueRequired: "El valor de la cl\xE1usula debe ser un n\xFAmero entero mayor que 0.",
  otherPlayersInvalid: "Los jugadores ofrecidos no son v\xE1lidos.",
  tooManyOtherPlayers: `No puedes ofrecer m\xE1s de ${MAX_PLAYERS_PER_MOVE} jugadores.`,
  valueOutOfBounds: (min2, max4) => `El valor de la cl\xE1usula debe estar entre ${formatMoney(min2)} y ${formatMoney(max4)}.`,
  playerBlocked: "El jugador no puede recibir ofertas (bloqueado o restringido).",
  ownTeam: "No puedes ejecutar la cl\xE1usula de un jugador de tu propio equipo.",
  notLeagueTeam: "Solo se pueden ejecutar cl\xE1usulas sobre jugadores de equipos de Primera o Segunda.",
  wrongTeam: "El jugador no pertenece a ese equipo.",
  buyerWithoutTeam: "No tienes equipo asignado.",
  insufficientBudget: "Presupuesto insuficiente para ejecutar la cl\xE1usula.",
  clauseLimit: `Este equipo ya perdi\xF3 ${MAX_CLAUSES_LOST_PER_SEASON} jugadores por cl\xE1usula esta temporada.`,
  otherPlayersNotOwned: "Solo puedes ofrecer jugadores de tu propio equipo."
};
var AUCTION_MESSAGES = {
  created: "Subasta creada exitosamente",
  confirmed: "Subasta confirmada y jugador transferido.",
  noAuction: "No hay subastas disponibles para este jugador.",
  playerRequired: "Selecciona un jugador.",
  amountRequired: "El monto debe ser un n\xFAmero entero mayor que 0.",
  bidTooLow: "La oferta debe ser mayor que la oferta anterior.",
  minimumBid: (min2) => `La oferta m\xEDnima es ${formatMoney(min2)}.`,
  openingTooLow: (min2) => `La oferta inicial debe ser de al menos ${formatMoney(min2)}.`,
  insufficientBudget: "Presupuesto insuficiente para esta oferta.",
  closed: "La subasta est\xE1 cerrada.",
  notAuctionable: "Solo se subastan jugadores de equipos fuera de Primera y Segunda."
};
var BET_MESSAGES = {
  matchCreated: "Apuesta de partido creada correctamente",
  playerCreated: "Apuesta de jugador creada correctamente",
  placed: "Apuesta agregada correctamente",
  confirmed: "Apuesta confirmada correctamente",
  oddRequired: "La cuota es obligatoria.",
  oddFormat: "La cuota debe tener el formato x.xx (por ejemplo 1.85).",
  oddDecimals: "La cuota admite como m\xE1ximo dos decimales.",
  oddTooLow: "La cuota debe ser mayor que 1.00.",
  oddTooHigh: "La cuota no puede ser mayor que 1000.00.",
  matchRequired: "El partido es obligatorio.",
  playerRequired: "El jugador es obligatorio.",
  textTooLong: (max4) => `El texto no puede superar ${max4} caracteres.`,
  betRequired: "Elige una apuesta.",
  betBoth: "Elige una apuesta de partido o de jugador, no ambas.",
  optionInvalid: "Elige una opci\xF3n v\xE1lida.",
  optionMismatch: "La opci\xF3n no corresponde a este tipo de apuesta.",
  oddNotOffered: "Ninguna opci\xF3n de esta apuesta paga esa cuota.",
  oddShared: "Dos opciones de esta apuesta pagan esa cuota: elige la opci\xF3n.",
  amountRange: `El monto debe ser un n\xFAmero entero entre ${formatMoney(BET_MIN)} y ${formatMoney(BET_MAX)}.`,
  insufficientBudget: "Presupuesto insuficiente para esta apuesta.",
  inactive: "Esta apuesta ya no acepta jugadas.",
  outcomeRequired: "Elige el resultado de la apuesta: ganada (won) o perdida (lost).",
  onlyDeactivate: "Solo se puede desactivar una apuesta (active: false).",
  contradictsWinner: (label) => `Esta apuesta no puede ganar: en este partido ya se pag\xF3 como ganada la opci\xF3n ${label}.`
};
var TRANSFER_MESSAGES = {
  done: "Transferencia realizada correctamente",
  /** The spec's 'Trasnferencia' typo is fixed by DESIGN.md §6. */
  errorPrefix: "Error en la Transferencia: ",
  seasonInvalid: "La temporada no es v\xE1lida.",
  teamFromRequired: "Selecciona el equipo de origen.",
  teamToRequired: "Selecciona el equipo de destino.",
  sameTeam: "Los equipos de origen y destino deben ser distintos.",
  playersRequired: "Selecciona al menos un jugador.",
  playersInvalid: "Los jugadores seleccionados no son v\xE1lidos.",
  tooManyPlayers: `No puedes transferir m\xE1s de ${MAX_PLAYERS_PER_MOVE} jugadores.`,
  budgetInvalid: "El monto debe ser un n\xFAmero entero mayor o igual a 0.",
  userInvalid: "El usuario no es v\xE1lido."
};
var GATE_RESTRICTED = "Acceso restringido. El contenido estar\xE1 disponible en:";

// packages/domain/src/market/offer-window.ts
var HOUR_MS = 36e5;
var DAY_MS = 24 * HOUR_MS;
function instantOf(w, timeZone, notBefore) {
  const local = wallTimeAsUtc(w);
  const before = zoneOffsetMs(local - DAY_MS, timeZone);
  const after = zoneOffsetMs(local + DAY_MS, timeZone);
  const candidates = [local - before, local - after].filter((t) => wallTimeAsUtc(wallTime(t, timeZone)) === local).sort((a, b) => a - b);
  return candidates.find((t) => t > notBefore) ?? candidates[0] ?? local - before;
}
function checkDate(d, name3) {
  const t = d.getTime();
  if (Number.isNaN(t)) throw new RangeError(`${name3} is not a valid date`);
  return t;
}
function revealAt(firstOfferAt, timeZone) {
  const t = checkDate(firstOfferAt, "firstOfferAt");
  const w = wallTime(t, timeZone);
  const [first, second, third] = REVEAL_HOURS;
  const target = { ...w, minute: 0, second: 0 };
  if (w.hour < first) target.hour = first;
  else if (w.hour < second) target.hour = second;
  else if (w.hour < third) target.hour = third;
  else Object.assign(target, { day: w.day + 1, hour: first });
  if (target.day !== w.day) {
    const next2 = new Date(wallTimeAsUtc(target));
    Object.assign(target, {
      year: next2.getUTCFullYear(),
      month: next2.getUTCMonth() + 1,
      day: next2.getUTCDate()
    });
  }
  return new Date(instantOf(target, timeZone, t));
}
function isRevealed(firstOfferAt, now, timeZone) {
  return checkDate(now, "now") >= revealAt(firstOfferAt, timeZone).getTime();
}

// packages/domain/src/market/offers.ts
function clauseBounds(playerValue2) {
  return { min: playerValue2, max: CLAUSE_MAX_FACTOR * playerValue2 };
}
function clauseTotals(value, otherPlayersValues) {
  const extra_value = otherPlayersValues.reduce((sum, v2) => sum + v2, 0);
  return { extra_value, total_value: value + extra_value };
}
var isLeagueDivision = (division2) => LEAGUE_DIVISIONS.includes(division2);
var isClauseTarget = (status) => !CLAUSE_BLOCKED_STATUSES.includes(status);
function validateClause(input, ctx) {
  const errors = {};
  const { player, buyer: buyer2 } = ctx;
  if (!isClauseTarget(player.status)) addError(errors, "id_player", CLAUSE_MESSAGES.playerBlocked);
  if (!isLeagueDivision(player.division)) addError(errors, "id_player", CLAUSE_MESSAGES.notLeagueTeam);
  if (buyer2.teamId === null) addError(errors, "id_team", CLAUSE_MESSAGES.buyerWithoutTeam);
  else if (buyer2.teamId === player.teamId) addError(errors, "id_player", CLAUSE_MESSAGES.ownTeam);
  if (input.id_team !== player.teamId) addError(errors, "id_team", CLAUSE_MESSAGES.wrongTeam);
  if (ctx.sellerClausesLost >= MAX_CLAUSES_LOST_PER_SEASON) addError(errors, "id_team", CLAUSE_MESSAGES.clauseLimit);
  const { min: min2, max: max4 } = clauseBounds(player.value);
  if (input.value < min2 || input.value > max4) addError(errors, "value", CLAUSE_MESSAGES.valueOutOfBounds(min2, max4));
  if (buyer2.budget < input.value) addError(errors, "value", CLAUSE_MESSAGES.insufficientBudget);
  const squad = new Set(buyer2.squadIds);
  if (input.other_players.some((id2) => !squad.has(id2)))
    addError(errors, "other_players", CLAUSE_MESSAGES.otherPlayersNotOwned);
  return errors;
}
function compareOffers(a, b) {
  return b.total_value - a.total_value || new Date(a.created_at).getTime() - new Date(b.created_at).getTime() || a.id - b.id;
}
function rankOffers(offers) {
  return [...offers].sort(compareOffers);
}

// packages/domain/src/market/offer-confirmation.ts
function offerConfirmationError(ctx) {
  const { offer } = ctx;
  if (!offer) return OFFER_NOT_FOUND;
  if (!ctx.sellerOwnerFound) return OFFER_TEAM_OWNER_NOT_FOUND;
  if (!ctx.creatorFound) return OFFER_CREATOR_NOT_FOUND;
  if (!ctx.destinationTeamFound) return OFFER_DESTINATION_TEAM_NOT_FOUND;
  if (offer.confirmed) return OFFER_ALREADY_CONFIRMED;
  if (!offer.active) return OFFER_CLOSED;
  if (!ctx.revealed) return OFFER_STILL_HIDDEN;
  if (!ctx.winning) return OFFER_NOT_WINNER;
  if (ctx.sellerClausesLost >= MAX_CLAUSES_LOST_PER_SEASON) return CLAUSE_MESSAGES.clauseLimit;
  if (ctx.buyerBudget < offer.value) return CLAUSE_MESSAGES.insufficientBudget;
  return null;
}

// packages/domain/src/market/auctions.ts
var minOpening = (playerValue2) => Math.ceil(playerValue2 * AUCTION_MIN_OPENING_PERCENT / 100);
var defaultOpening = (playerValue2) => playerValue2;
var minNextBid = (latestAmount) => latestAmount + MIN_RAISE;
var closesAt = (latestBidAt) => new Date(latestBidAt.getTime() + AUCTION_CLOSE_HOURS * 36e5);
var isAuctionOpen = (closes, now) => now.getTime() < closes.getTime();
function validateOpening(args) {
  const errors = {};
  if (isLeagueDivision(args.division)) addError(errors, "id_player", AUCTION_MESSAGES.notAuctionable);
  const min2 = minOpening(args.playerValue);
  if (args.amount < min2) addError(errors, "amount", AUCTION_MESSAGES.openingTooLow(min2));
  if (args.budget < args.amount) addError(errors, "amount", AUCTION_MESSAGES.insufficientBudget);
  return errors;
}
function validateBid(args) {
  const errors = {};
  if (!isAuctionOpen(args.closesAt, args.now)) {
    addError(errors, "amount", AUCTION_MESSAGES.closed);
    return errors;
  }
  const min2 = minNextBid(args.latest);
  if (args.amount < min2) {
    addError(errors, "amount", AUCTION_MESSAGES.bidTooLow);
    addError(errors, "amount", AUCTION_MESSAGES.minimumBid(min2));
  }
  if (args.budget < args.amount) addError(errors, "amount", AUCTION_MESSAGES.insufficientBudget);
  return errors;
}

// packages/domain/src/market/odds.ts
var ODD_TEXT = /^(\d+)(?:[.,](\d+))?$/;
function parseOdd(input) {
  const text11 = typeof input === "number" ? Number.isFinite(input) ? String(input) : "" : input.trim();
  if (text11 === "") return { ok: false, error: BET_MESSAGES.oddRequired };
  const match = ODD_TEXT.exec(text11);
  if (!match) return { ok: false, error: BET_MESSAGES.oddFormat };
  const [, whole2 = "", fraction = ""] = match;
  if (fraction.length > 2) return { ok: false, error: BET_MESSAGES.oddDecimals };
  if (whole2.replace(/^0+/, "").length > 6) return { ok: false, error: BET_MESSAGES.oddTooHigh };
  const value = Number(whole2) * 100 + Number(fraction.padEnd(2, "0"));
  if (value <= ODD_MIN_EXCLUSIVE) return { ok: false, error: BET_MESSAGES.oddTooLow };
  if (value > ODD_MAX) return { ok: false, error: BET_MESSAGES.oddTooHigh };
  return { ok: true, value };
}
function formatOdd(hundredths) {
  const sign2 = hundredths < 0 ? "-" : "";
  const abs = Math.abs(Math.trunc(hundredths));
  return `${sign2}${Math.trunc(abs / 100)}.${String(abs % 100).padStart(2, "0")}`;
}
function payout(stake, oddHundredths) {
  if (!Number.isSafeInteger(stake) || stake < 0) throw new RangeError("stake must be a whole amount \u2265 0");
  if (!Number.isSafeInteger(oddHundredths) || oddHundredths < 0)
    throw new RangeError("odd must be whole hundredths");
  const result = (BigInt(stake) * BigInt(oddHundredths) + 50n) / 100n;
  if (result > BigInt(Number.MAX_SAFE_INTEGER)) throw new RangeError("payout exceeds safe integers");
  return Number(result);
}

// packages/domain/src/market/bets.ts
var MATCH_BET_OPTIONS = ["home", "away", "draw", "under", "over"];
var PLAYER_BET_OPTIONS = ["goal", "card"];
var BET_OPTIONS = [...MATCH_BET_OPTIONS, ...PLAYER_BET_OPTIONS];
var EXCLUSIVE_GROUPS = [
  ["home", "away", "draw"],
  ["under", "over"]
];
function contradicts(a, b) {
  return a !== b && EXCLUSIVE_GROUPS.some((group) => group.includes(a) && group.includes(b));
}
var BET_OPTION_LABELS = {
  home: "Local",
  away: "Visitante",
  draw: "Empate",
  under: "Under",
  over: "Over",
  goal: "Gol",
  card: "Tarjeta"
};
function oddFor(bet, option) {
  if ("home_odd" in bet) {
    const odds = {
      home: bet.home_odd,
      away: bet.away_odd,
      draw: bet.draw_odd,
      under: bet.under,
      over: bet.over
    };
    return option in odds ? odds[option] : null;
  }
  if (option === "goal") return bet.goal_odd;
  return option === "card" ? bet.card_odd : null;
}
function optionForOdd(bet, odd2) {
  const options = "home_odd" in bet ? MATCH_BET_OPTIONS : PLAYER_BET_OPTIONS;
  const paying = options.filter((o) => oddFor(bet, o) === odd2);
  if (paying.length === 0) return { error: "none" };
  return paying.length > 1 ? { error: "shared" } : { option: paying[0] };
}
function validatePlaceBet(args) {
  const errors = {};
  if (!args.active) addError(errors, "id_bet", BET_MESSAGES.inactive);
  if (args.budget < args.amount) addError(errors, "amount", BET_MESSAGES.insufficientBudget);
  return errors;
}

// packages/domain/src/market/transfers.ts
function canConfirmTransfer(args) {
  if (may(args.confirmerRole, "confirmAnyTransfer")) return true;
  if (args.confirmerId === args.createdBy) return false;
  return args.confirmerId === args.buyerId || args.confirmerId === args.sellerId;
}

// packages/domain/src/market/gates.ts
var gateOpensAt = (seasonStart, delayHours = MARKET_GATE_DELAY_HOURS) => new Date(seasonStart.getTime() + delayHours * 36e5);

// packages/domain/src/market/offer-winner.ts
function winningOffer(round2) {
  return rankOffers(round2.filter((o) => o.active && !o.confirmed))[0] ?? null;
}
function offerConflict(ctx) {
  if (ctx.offer.createdBy === ctx.actorId) return "own_offer";
  if (ctx.sellerOwnerId === ctx.actorId) return "own_player";
  if (ctx.liveBidders.includes(ctx.actorId)) return "own_bid";
  return null;
}
function confirmBlock(ctx) {
  if (ctx.offer.confirmed) return "confirmed";
  if (!ctx.offer.active) return "closed";
  if (!ctx.revealed) return "sealed";
  return offerConflict(ctx) ?? (ctx.winnerId === ctx.offer.id ? null : "not_winner");
}

// packages/domain/src/common/contracts.ts
import { z as z9 } from "zod";
var MessageSchema = z9.object({ message: z9.string() });
var RefSchema = z9.object({ id: z9.number(), name: z9.string() });
var ID_INVALID = "El id no es v\xE1lido.";
var idParam = z9.coerce.number().int(ID_INVALID).positive(ID_INVALID).max(MAX_ID, ID_INVALID);
var IdParamsSchema = z9.object({ id: idParam });

// packages/domain/src/auth/contracts.ts
import { z as z10 } from "zod";
var LoginSchema = z10.object({
  email: z10.string({ error: "El email es obligatorio." }).trim().min(1, "El email es obligatorio.").max(MAX_EMAIL, `El email no puede superar ${MAX_EMAIL} caracteres.`),
  password: z10.string({ error: "El password es obligatorio." }).min(1, "El password es obligatorio.").max(MAX_PASSWORD, `El password no puede superar ${MAX_PASSWORD} caracteres.`)
});
var SignupSchema = z10.object({
  name: nameField,
  email: emailField,
  password: passwordField,
  password_confirmation: passwordConfirmationField
}).superRefine(confirmMatches);
var AuthResponseSchema = z10.object({ user: UserSchema, token: z10.string() });

// packages/domain/src/movements/contracts.ts
import { z as z11 } from "zod";
var MovementSchema = z11.object({
  id: z11.number(),
  amount: z11.number(),
  reason: z11.string(),
  ref_type: z11.string().nullable(),
  ref_id: z11.number().nullable(),
  balance_after: z11.number(),
  note: z11.string().nullable(),
  created_by: RefSchema.nullable(),
  created_at: z11.string()
});
var MovementListQuerySchema = PageQuerySchema;
var MovementListSchema = paged(MovementSchema);

// packages/domain/src/movements/labels.ts
var MOVEMENT_REASON_LABELS = {
  admin_adjustment: "Ajuste del administrador",
  clause_payment: "Pago de cl\xE1usula",
  clause_income: "Cobro de cl\xE1usula",
  transfer_payment: "Pago de transferencia",
  transfer_income: "Cobro de transferencia",
  auction_payment: "Pago de subasta",
  bet_stake: "Apuesta",
  bet_payout: "Premio de apuesta",
  prize: "Premio",
  prize_reversal: "Premio revertido"
};

// packages/domain/src/seasons/contracts.ts
import { z as z12 } from "zod";
var SEASON_MESSAGES = {
  noActive: "No hay una temporada activa.",
  notFound: "La temporada no existe.",
  invalid: "La temporada no es v\xE1lida.",
  startUpdated: "Inicio de temporada actualizado",
  startInvalid: "La fecha de inicio debe ser una fecha ISO (por ejemplo 2026-08-01T12:00:00Z)."
};
var SeasonSchema = z12.object({
  id: z12.number(),
  name: z12.string(),
  start_date: z12.string().nullable(),
  active: z12.boolean()
});
var SeasonListSchema = z12.object({ data: z12.array(SeasonSchema) });
var SeasonStartSchema = z12.object({
  id: z12.number().nullable(),
  start_date: z12.string().regex(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/),
  start_at: z12.string().nullable()
});
var SeasonStartBodySchema = z12.object({
  start_date: z12.iso.datetime({ offset: true, error: SEASON_MESSAGES.startInvalid }).nullable()
});
var SeasonSavedSchema = z12.object({ message: z12.string(), season: SeasonSchema });
var seasonParam = z12.preprocess(
  (v2) => v2 === "" || v2 === null ? void 0 : v2,
  z12.coerce.number().int(SEASON_MESSAGES.invalid).positive(SEASON_MESSAGES.invalid).max(MAX_ID, SEASON_MESSAGES.invalid).optional()
);
var SeasonQuerySchema = z12.object({ season: seasonParam });
var SeasonListQuerySchema = z12.object({
  season: seasonParam,
  page: z12.coerce.number().int().min(1, "La p\xE1gina debe ser 1 o mayor.").max(1e6).optional(),
  per_page: z12.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(DEFAULT_PAGE_SIZE),
  all: PageQuerySchema.shape.all
});

// packages/domain/src/config/contracts.ts
import { z as z13 } from "zod";
var LeagueConfigSchema = z13.object({
  social_url: z13.string(),
  streaming_url: z13.string(),
  chat_url: z13.string(),
  league_timezone: z13.string()
});

// packages/domain/src/discord/contracts.ts
import { z as z14 } from "zod";
var DiscordRedirectQuerySchema = z14.object({
  userId: z14.coerce.number().int().positive("El usuario no es v\xE1lido.")
});
var DiscordRedirectSchema = z14.object({ url: z14.string() });
var DiscordCallbackQuerySchema = z14.object({
  code: z14.string().max(512).optional(),
  state: z14.string().max(512).optional(),
  error: z14.string().max(200).optional()
});

// packages/domain/src/teams/contracts.ts
import { z as z15 } from "zod";
var TEAM_NAME_MAX = 60;
var name2 = z15.string({ error: "El nombre del equipo es obligatorio." }).trim().min(1, "El nombre del equipo es obligatorio.").max(TEAM_NAME_MAX, `El nombre del equipo no puede superar ${TEAM_NAME_MAX} caracteres.`);
var division = z15.union([z15.enum(DIVISIONS), z15.null(), z15.literal("").transform(() => null)], {
  error: "La divisi\xF3n debe ser Primera, Segunda o ninguna."
});
var idUser = z15.number({ error: "El usuario no es v\xE1lido." }).int("El usuario no es v\xE1lido.").positive("El usuario no es v\xE1lido.").nullable();
var TeamInputSchema = z15.object({
  name: name2,
  division: division.default(null),
  id_user: idUser.default(null)
});
var TeamUpdateSchema = z15.object({
  name: name2.optional(),
  division: division.optional(),
  id_user: idUser.optional()
});
var OwnerSchema = RefSchema;
var TeamSchema = z15.object({
  id: z15.number(),
  name: z15.string(),
  /** Primera, Segunda, or '' for a team outside the league (spec 02 §3, DESIGN.md §4). */
  division: z15.string(),
  id_user: z15.number().nullable(),
  user: OwnerSchema.nullable()
});
var TeamDetailSchema = TeamSchema.extend({ players: z15.array(SquadPlayerSchema) });
var RankedTeamSchema = z15.object({
  rank: z15.number(),
  id: z15.number(),
  name: z15.string(),
  user: OwnerSchema.nullable(),
  average_ca: z15.number(),
  best_ca: z15.number(),
  registered: z15.number(),
  objective: z15.string()
});
var ObjectivesSchema = z15.object({
  data: z15.array(z15.object({ division: z15.enum(DIVISIONS), teams: z15.array(RankedTeamSchema) }))
});
var TeamListQuerySchema = PageQuerySchema;
var TeamListSchema = paged(TeamSchema);
var TeamSavedSchema = z15.object({ message: z15.string(), team: TeamSchema });

// packages/domain/src/market/contracts.ts
import { z as z16 } from "zod";
var ReleaseClauseInputSchema = z16.object({
  id_player: idField(CLAUSE_MESSAGES.playerRequired),
  id_team: idField(CLAUSE_MESSAGES.teamRequired),
  value: moneyField(CLAUSE_MESSAGES.valueRequired, 1),
  other_players: idListField(CLAUSE_MESSAGES.otherPlayersInvalid, MAX_PLAYERS_PER_MOVE, CLAUSE_MESSAGES.tooManyOtherPlayers)
});
var ClauseViewSchema = z16.object({
  id: z16.number(),
  id_player: z16.number(),
  /** Player name when the offer was made. */
  name: z16.string(),
  /** The selling team's id (spec 01 §3: a clause's id_team is the id; DESIGN.md §4). */
  id_team: z16.number(),
  /** The selling team. */
  team: RefSchema.extend({ division: z16.string() }),
  id_season: z16.number(),
  value: z16.number().nullable(),
  extra_value: z16.number().nullable(),
  total_value: z16.number().nullable(),
  other_players: z16.array(RefSchema.extend({ value: z16.number() })).nullable(),
  created_by: RefSchema.nullable(),
  /** The bidder's team, which would receive the player. */
  buyer_team: RefSchema.nullable(),
  confirmed: z16.enum(["yes", "no"]),
  active: z16.enum(["yes", "no"]),
  created_at: z16.string(),
  confirmed_at: z16.string().nullable(),
  hidden: z16.boolean(),
  mine: z16.boolean(),
  revealed: z16.boolean(),
  reveal_at: z16.string(),
  /** 1 for the winning offer: set on one player's offers once revealed, null elsewhere. */
  rank: z16.number().nullable(),
  /** Why staff closed it (POST /offers/{id}/close); null when open, unexplained or still sealed. */
  closed_reason: z16.string().nullable(),
  /**
   * GET /clausulas/{id} only: why the caller, were they staff, may not confirm this offer (decision
   * 015); null when they may. Computed from what the caller may already see, so 'sealed' until the reveal.
   */
  confirm_block: z16.enum(OFFER_BLOCKS).nullable().optional()
});
var ClauseSavedSchema = z16.object({ message: z16.string(), clause: ClauseViewSchema });
var ClauseListSchema = paged(ClauseViewSchema);
var ClauseListQuerySchema = SeasonListQuerySchema.extend({
  latest: z16.enum(["true", "false"]).optional().transform((v2) => v2 === "true")
});
var PlayerParamsSchema = z16.object({ playerId: idParam });
var PlayerOffersSchema = z16.object({
  player: PlayerSchema,
  offers: z16.array(ClauseViewSchema),
  revealed: z16.boolean(),
  reveal_at: z16.string().nullable()
});
var OfferBoardRowSchema = z16.object({
  player: PlayerSchema,
  count: z16.number(),
  active_count: z16.number(),
  confirmed: z16.boolean(),
  revealed: z16.boolean(),
  reveal_at: z16.string(),
  last_offer_at: z16.string()
});
var OfferBoardSchema = paged(OfferBoardRowSchema);
var ConfirmOfferBodySchema = z16.object({ offer: z16.object({ id: idField(OFFER_NOT_FOUND) }) });
var CloseOfferBodySchema = z16.object({
  reason: z16.string(OFFER_CLOSE_REASON_REQUIRED).trim().min(3, OFFER_CLOSE_REASON_REQUIRED).max(300, OFFER_CLOSE_REASON_REQUIRED).refine((s) => !s.includes("\0"), OFFER_CLOSE_REASON_REQUIRED)
});
var OfferParamsSchema = IdParamsSchema;

// packages/domain/src/transfers/contracts.ts
import { z as z17 } from "zod";
var transferFields = {
  id_season: optionalIdField(TRANSFER_MESSAGES.seasonInvalid),
  id_team_from: idField(TRANSFER_MESSAGES.teamFromRequired),
  id_team_to: idField(TRANSFER_MESSAGES.teamToRequired),
  players: idListField(TRANSFER_MESSAGES.playersInvalid, MAX_PLAYERS_PER_MOVE, TRANSFER_MESSAGES.tooManyPlayers).pipe(
    z17.array(z17.number()).min(1, TRANSFER_MESSAGES.playersRequired)
  ),
  budget: moneyField(TRANSFER_MESSAGES.budgetInvalid, 0).default(0),
  buy_by: optionalIdField(TRANSFER_MESSAGES.userInvalid),
  sold_by: optionalIdField(TRANSFER_MESSAGES.userInvalid)
};
var differentTeams = (t) => t.id_team_from !== t.id_team_to;
var sameTeamIssue = { path: ["id_team_to"], message: TRANSFER_MESSAGES.sameTeam };
var TransferInputSchema = z17.object(transferFields).refine(differentTeams, sameTeamIssue);
var MAX_NAMES_TEXT = 2e3;
var TransferRequestInputSchema = z17.object({
  ...transferFields,
  players: transferFields.players.optional(),
  transferred_players: z17.string({ error: TRANSFER_MESSAGES.playersRequired }).max(MAX_NAMES_TEXT, TRANSFER_MESSAGES.playersInvalid).optional()
}).refine(differentTeams, sameTeamIssue).refine((t) => t.players !== void 0 || (t.transferred_players ?? "").trim() !== "", {
  path: ["players"],
  message: TRANSFER_MESSAGES.playersRequired
});
var TransferRequestSchema = z17.object({ data: TransferRequestInputSchema });
var isObject = (v2) => typeof v2 === "object" && v2 !== null && !Array.isArray(v2);
var TransferBodySchema = z17.preprocess(
  (body) => isObject(body) && isObject(body.data) ? body.data : body,
  TransferRequestInputSchema
);
var TransferViewSchema = z17.object({
  id: z17.number(),
  id_season: z17.number(),
  /** Comma-separated names (spec 01 §3). */
  transferred_players: z17.string(),
  players: z17.array(RefSchema),
  id_team_from: z17.number(),
  id_team_to: z17.number(),
  team_from: RefSchema,
  team_to: RefSchema,
  budget: z17.number(),
  status: z17.string(),
  /** yes/no as the entity lists give it (spec 02 §3, DESIGN.md §4). */
  confirmed: z17.enum(["yes", "no"]),
  created_by: RefSchema,
  buy_by: RefSchema.nullable(),
  sold_by: RefSchema.nullable(),
  created_at: z17.string(),
  confirmed_at: z17.string().nullable(),
  /** Whether the caller may confirm it now (DESIGN.md §6: the other party or an Admin). */
  can_confirm: z17.boolean(),
  /** Whether the caller may reject it (the other party or an Admin) or cancel it (its creator or an Admin). */
  can_reject: z17.boolean(),
  can_cancel: z17.boolean(),
  /** When a pending proposal expires (TRANSFER_PROPOSAL_HOURS after it was made); null once decided. */
  expires_at: z17.string().nullable()
});
var TransferListSchema = paged(TransferViewSchema);
var PendingTransferListSchema = z17.array(TransferViewSchema);
var TransferSavedSchema = z17.object({ message: z17.string(), transfer: TransferViewSchema });
var TransferParamsSchema = IdParamsSchema;

// packages/domain/src/auctions/contracts.ts
import { z as z18 } from "zod";
var CreateAuctionSchema = z18.object({
  id_player: idField(AUCTION_MESSAGES.playerRequired),
  amount: moneyField(AUCTION_MESSAGES.amountRequired, 1).optional()
});
var PlaceBidSchema = z18.object({
  id_player: idField(AUCTION_MESSAGES.playerRequired),
  amount: moneyField(AUCTION_MESSAGES.amountRequired, 1)
});
var BidBodySchema = z18.object({ amount: PlaceBidSchema.shape.amount });
var AuctionParamsSchema = z18.object({ id: idParam });
var AuctionConfirmParamsSchema = z18.object({ auctionId: idParam });
var BidViewSchema = z18.object({
  id: z18.number(),
  auction_id: z18.number(),
  amount: z18.number(),
  bidder: RefSchema,
  /** The bidder's team, which receives the player if this bid wins. */
  team: RefSchema.nullable(),
  created_at: z18.string()
});
var AuctionViewSchema = z18.object({
  id: z18.number(),
  id_player: z18.number(),
  id_season: z18.number(),
  /** active → confirmed (or cancelled). An active auction past closes_at waits for an Admin. */
  status: z18.string(),
  /** Whether it still takes bids (now < closes_at and active). */
  open: z18.boolean(),
  closes_at: z18.string(),
  created_at: z18.string(),
  opening: z18.number(),
  /** The player as he is now (after confirmation, in the winner's team). */
  player: PlayerSchema,
  /** The team the player belonged to when the auction opened. */
  team: RefSchema,
  created_by: RefSchema,
  latest: BidViewSchema.omit({ auction_id: true }).nullable(),
  /** The smallest amount the next bid may have (latest + 1.000.000). */
  min_next_bid: z18.number(),
  bids_count: z18.number(),
  winner: RefSchema.nullable(),
  confirmed_at: z18.string().nullable()
});
var AuctionListSchema = paged(AuctionViewSchema);
var AuctionListQuerySchema = SeasonListQuerySchema.extend({
  status: z18.enum(["active", "confirmed", "cancelled"], { error: "El estado no es v\xE1lido." }).optional()
});
var LastAuctionsQuerySchema = SeasonListQuerySchema.omit({ season: true }).extend({
  id_season: seasonParam
});
var BidPlacedSchema = z18.object({
  message: z18.string(),
  auction: AuctionViewSchema,
  bid: BidViewSchema
});
var PlayerAuctionSchema = z18.object({ auction: AuctionViewSchema, data: z18.array(BidViewSchema) });
var AuctionStreamQuerySchema = z18.object({
  ticket: z18.string().max(200).optional(),
  token: z18.string().max(200).optional()
});
var StreamTicketSchema = z18.object({ ticket: z18.string(), expires_in: z18.number() });
var AuctionBidRowSchema = z18.object({
  id: z18.number(),
  auction_id: z18.number(),
  id_player: z18.number(),
  id_team: z18.number(),
  amount: z18.number(),
  created_by: z18.number(),
  auctioned_by: z18.number(),
  auctioneer: RefSchema,
  creator: RefSchema,
  player: z18.object({ id: z18.number(), name: z18.string(), value: z18.number() }),
  /** The auction's state: active, confirmed or cancelled. */
  status: z18.string(),
  id_season: z18.number(),
  created_at: z18.string()
});
var AuctionBidRowsSchema = z18.array(AuctionBidRowSchema);
var AuctionPostedSchema = BidPlacedSchema.extend(AuctionBidRowSchema.shape);

// packages/domain/src/bets/contracts.ts
import { z as z19 } from "zod";
var MAX_TITLE = 120;
var MAX_DESCRIPTION = 500;
var odd = z19.union([z19.string(), z19.number()], { error: BET_MESSAGES.oddRequired }).transform((v2, ctx) => {
  const r = parseOdd(v2);
  if (r.ok) return r.value;
  ctx.addIssue({ code: "custom", message: r.error });
  return z19.NEVER;
});
var title = (required) => z19.string({ error: required }).trim().min(1, required).max(MAX_TITLE, BET_MESSAGES.textTooLong(MAX_TITLE));
var description = textField(MAX_DESCRIPTION, BET_MESSAGES.textTooLong(MAX_DESCRIPTION));
var CreateMatchBetSchema = z19.object({
  match: title(BET_MESSAGES.matchRequired),
  description,
  home_odd: odd,
  away_odd: odd,
  draw_odd: odd,
  under: odd,
  over: odd
});
var CreatePlayerBetSchema = z19.object({
  name: title(BET_MESSAGES.playerRequired),
  description,
  goal_odd: odd,
  card_odd: odd
});
var PlaceBetSchema = z19.object({
  id_bet: optionalIdField(BET_MESSAGES.betRequired),
  id_playerbet: optionalIdField(BET_MESSAGES.betRequired),
  option: z19.enum(BET_OPTIONS, { error: BET_MESSAGES.optionInvalid }).optional(),
  selected_option: odd.optional(),
  amount: z19.preprocess(
    (v2) => typeof v2 === "string" && /^\s*\d+\s*$/.test(v2) ? Number(v2) : v2,
    z19.number({ error: BET_MESSAGES.amountRange }).int(BET_MESSAGES.amountRange).min(BET_MIN, BET_MESSAGES.amountRange).max(BET_MAX, BET_MESSAGES.amountRange)
  )
}).superRefine((v2, ctx) => {
  const onMatch = v2.id_bet !== void 0;
  if (onMatch === (v2.id_playerbet !== void 0)) {
    ctx.addIssue({ code: "custom", path: ["id_bet"], message: onMatch ? BET_MESSAGES.betBoth : BET_MESSAGES.betRequired });
  } else if (v2.option === void 0) {
    if (v2.selected_option === void 0)
      ctx.addIssue({ code: "custom", path: ["option"], message: BET_MESSAGES.optionInvalid });
  } else if (!(onMatch ? MATCH_BET_OPTIONS : PLAYER_BET_OPTIONS).some((o) => o === v2.option)) {
    ctx.addIssue({ code: "custom", path: ["option"], message: BET_MESSAGES.optionMismatch });
  }
});
var BetParamsSchema = IdParamsSchema;
var OldSettleParamsSchema = z19.object({ id_bet: idParam, id_user: idParam });
var BetListQuerySchema = PageQuerySchema;
var MatchBetViewSchema = z19.object({
  id: z19.number(),
  match: z19.string(),
  description: z19.string(),
  home_odd: z19.string(),
  away_odd: z19.string(),
  draw_odd: z19.string(),
  under: z19.string(),
  over: z19.string(),
  active: z19.enum(["on", "off"]),
  created_by: RefSchema.nullable(),
  created_at: z19.string()
});
var PlayerBetViewSchema = z19.object({
  id: z19.number(),
  name: z19.string(),
  description: z19.string(),
  goal_odd: z19.string(),
  card_odd: z19.string(),
  active: z19.enum(["on", "off"]),
  created_by: RefSchema.nullable(),
  created_at: z19.string()
});
var UserBetViewSchema = z19.object({
  id: z19.number(),
  id_user: z19.number(),
  user: RefSchema,
  id_bet: z19.number().nullable(),
  id_playerbet: z19.number().nullable(),
  kind: z19.enum(["match", "player"]),
  /** What was bet on: the match (match bets) or the player's name (player bets). */
  bet: z19.object({ id: z19.number(), title: z19.string(), description: z19.string() }),
  option: z19.enum(BET_OPTIONS),
  option_label: z19.string(),
  /** The odd taken when the bet was placed, as x.xx (spec 02 §3 selected_option). */
  selected_option: z19.string(),
  amount: z19.number(),
  potential_payout: z19.number(),
  confirmed: z19.enum(["yes", "no"]),
  outcome: z19.enum(["pending", "won", "lost"]),
  payout: z19.number().nullable(),
  created_at: z19.string(),
  settled_at: z19.string().nullable()
});
var MatchBetListSchema = paged(MatchBetViewSchema);
var PlayerBetListSchema = paged(PlayerBetViewSchema);
var UserBetListSchema = paged(UserBetViewSchema);
var MatchBetDetailSchema = z19.object({ data: MatchBetViewSchema });
var PlayerBetDetailSchema = z19.object({ data: PlayerBetViewSchema });
var MatchBetSavedSchema = z19.object({ message: z19.string(), bet: MatchBetViewSchema });
var PlayerBetSavedSchema = z19.object({ message: z19.string(), bet: PlayerBetViewSchema });
var UserBetSavedSchema = z19.object({ message: z19.string(), bet: UserBetViewSchema });
var OFF = [false, "off", 0, "0", "false"];
var DeactivateBetBodySchema = z19.preprocess(
  (body) => body ?? {},
  z19.object({
    active: z19.preprocess(
      (v2) => OFF.includes(v2) ? "off" : v2,
      z19.literal("off", { error: BET_MESSAGES.onlyDeactivate })
    ).optional()
  })
);
var SettleBetBodySchema = z19.object({
  outcome: z19.enum(["won", "lost"], { error: BET_MESSAGES.outcomeRequired })
});

// packages/domain/src/tournaments/messages.ts
var TOURNAMENT_MESSAGES = {
  created: "Torneo creado correctamente",
  nameRequired: "El nombre del torneo es obligatorio.",
  nameTooLong: "El nombre del torneo no puede superar 80 caracteres.",
  dateInvalid: "La fecha no es v\xE1lida (AAAA-MM-DD).",
  endBeforeStart: "La fecha de fin no puede ser anterior a la de inicio.",
  typeInvalid: "El tipo debe ser PD, SD o UCL.",
  formatInvalid: "El formato debe ser PD, SD, UCL, UEL o CFM.",
  formatMismatch: "El formato no corresponde al tipo de torneo.",
  seasonInvalid: "La temporada no es v\xE1lida.",
  teamInvalid: "Los equipos no son v\xE1lidos.",
  teamsRepeated: "Un equipo aparece m\xE1s de una vez.",
  seedInvalid: "La semilla debe ser un n\xFAmero entero.",
  tournamentRequired: "Tienes que elegir el torneo.",
  tournamentInvalid: "El torneo no es v\xE1lido.",
  /** How many teams each format is played with (TEAM_COUNT), as the form and the 422 say it. */
  teamCount: {
    PD: "Una liga se juega con 2 a 14 equipos.",
    SD: "Una liga se juega con 2 a 14 equipos.",
    UCL: "La Champions League necesita 16 equipos.",
    UEL: "La Europa League se juega con 9 a 16 equipos.",
    CFM: "La Copa Federaci\xF3n se juega con 17 a 32 equipos."
  }
};

// packages/domain/src/tournaments/contracts.ts
import { z as z21 } from "zod";

// packages/domain/src/matches/contracts.ts
import { z as z20 } from "zod";

// packages/domain/src/matches/messages.ts
var MATCH_MESSAGES = {
  created: "Partido creado correctamente",
  updated: "Partido actualizado correctamente",
  reEnabled: "Partido habilitado para editar",
  // Spec 02 §5, match creation.
  stageRequired: "Tienes que cargar Fecha o Ronda",
  teamsRequired: "Tienes que cargar los equipos",
  goalsRequired: "Tienes que cargar los goles",
  tournamentRequired: "Tienes que cargar el torneo",
  stageInvalid: "La Fecha o Ronda debe ser un n\xFAmero entero positivo.",
  teamInvalid: "El equipo no es v\xE1lido.",
  sameTeam: "Un equipo no puede jugar contra s\xED mismo.",
  goalsInvalid: "Los goles deben ser un n\xFAmero entero entre 0 y 99.",
  tournamentInvalid: "El torneo no es v\xE1lido.",
  seasonInvalid: "La temporada no es v\xE1lida.",
  dateInvalid: "La fecha del partido no es v\xE1lida.",
  statusInvalid: "El estado debe ser pending o completed."
};
var MATCH_STATUS_TEXT = {
  pending: "Pendiente de carga",
  completed: "Estad\xEDsticas completadas y cargadas"
};

// packages/domain/src/matches/contracts.ts
var SCORE_MAX = 99;
var STAGE_MAX = 99;
var MatchSchema = z20.object({
  id: z20.number(),
  tournament_id: z20.number(),
  team_home: RefSchema,
  team_away: RefSchema,
  score_home: z20.number().nullable(),
  score_away: z20.number().nullable(),
  match_date: z20.string().nullable(),
  status: z20.string(),
  /** 'Pendiente de carga' or 'Estadísticas completadas y cargadas' (spec 02 §2). */
  status_text: z20.string(),
  stage: z20.number(),
  /** The round's name on the matches screen ('Fecha 3', 'Cuartos', …). */
  stage_label: z20.string(),
  group: z20.string().nullable(),
  tournament: RefSchema.extend({ format: FormatSchema })
});
var stage = wholeNumber(MATCH_MESSAGES.stageRequired, MATCH_MESSAGES.stageInvalid, 1, STAGE_MAX);
var team = idNumber(MATCH_MESSAGES.teamsRequired, MATCH_MESSAGES.teamInvalid);
var score = wholeNumber(MATCH_MESSAGES.goalsRequired, MATCH_MESSAGES.goalsInvalid, 0, SCORE_MAX);
var matchDate = z20.preprocess(
  (v2) => v2 === "" ? null : v2,
  z20.string({ error: MATCH_MESSAGES.dateInvalid }).refine((v2) => parseLeagueDateTime(v2, "UTC") !== void 0, MATCH_MESSAGES.dateInvalid).nullable()
);
var CreateMatchSchema = z20.object({
  stage,
  team_home_id: team,
  team_away_id: team,
  score_home: score,
  score_away: score,
  tournament_id: idNumber(MATCH_MESSAGES.tournamentRequired, MATCH_MESSAGES.tournamentInvalid),
  match_date: matchDate.optional()
}).superRefine((v2, ctx) => {
  if (v2.team_home_id === v2.team_away_id)
    ctx.addIssue({ code: "custom", path: ["team_away_id"], message: MATCH_MESSAGES.sameTeam });
});
var UpdateMatchSchema = z20.object({
  status: z20.enum(["pending", "completed"], { error: MATCH_MESSAGES.statusInvalid }).optional(),
  stage: stage.optional(),
  score_home: score.optional(),
  score_away: score.optional(),
  match_date: matchDate.optional()
});
var MatchListQuerySchema = z20.object({
  tournament_id: idNumber(MATCH_MESSAGES.tournamentInvalid, MATCH_MESSAGES.tournamentInvalid).optional(),
  season: idNumber(MATCH_MESSAGES.seasonInvalid, MATCH_MESSAGES.seasonInvalid).optional()
});
var MatchSavedSchema = z20.object({ message: z20.string(), match: MatchSchema });
var MatchListSchema = z20.object({ data: z20.array(MatchSchema) });
var MatchDetailSchema = z20.object({ data: MatchSchema });

// packages/domain/src/tournaments/contracts.ts
var TOURNAMENT_NAME_MAX = 80;
var TEAM_COUNT = {
  // 14 teams play the 13 league rounds; round 14 is already the Playin.
  PD: { min: 2, max: TEAMS_PER_DIVISION },
  SD: { min: 2, max: TEAMS_PER_DIVISION },
  UCL: { min: 16, max: 16 },
  // UEL round 1 is Octavos (16 teams); CFM round 1 brings up to 32 (24 in the rule book) down to 16.
  UEL: { min: 9, max: 16 },
  CFM: { min: 17, max: 32 }
};
var FORMATS_OF_TYPE = {
  PD: ["PD"],
  SD: ["SD"],
  UCL: ["UCL", "UEL", "CFM"]
};
var dateField = z21.preprocess(
  (value) => value === "" ? null : typeof value === "string" ? value.trim().slice(0, 10) : value,
  z21.string({ error: TOURNAMENT_MESSAGES.dateInvalid }).regex(/^\d{4}-\d{2}-\d{2}$/, TOURNAMENT_MESSAGES.dateInvalid).refine(
    (v2) => !Number.isNaN(Date.parse(`${v2}T00:00:00Z`)) && (/* @__PURE__ */ new Date(`${v2}T00:00:00Z`)).toISOString().startsWith(v2),
    TOURNAMENT_MESSAGES.dateInvalid
  ).nullable()
);
var CreateTournamentSchema = z21.object({
  name: z21.string({ error: TOURNAMENT_MESSAGES.nameRequired }).trim().min(1, TOURNAMENT_MESSAGES.nameRequired).max(TOURNAMENT_NAME_MAX, TOURNAMENT_MESSAGES.nameTooLong),
  start_date: dateField.default(null),
  end_date: dateField.default(null),
  type: z21.enum(TOURNAMENT_TYPES, { error: TOURNAMENT_MESSAGES.typeInvalid }),
  format: z21.preprocess(
    (v2) => v2 === "" || v2 === null ? void 0 : v2,
    z21.enum(FORMATS, { error: TOURNAMENT_MESSAGES.formatInvalid }).optional()
  ),
  season_id: idNumber(TOURNAMENT_MESSAGES.seasonInvalid, TOURNAMENT_MESSAGES.seasonInvalid).optional(),
  team_ids: z21.array(idNumber(TOURNAMENT_MESSAGES.teamInvalid, TOURNAMENT_MESSAGES.teamInvalid), { error: TOURNAMENT_MESSAGES.teamInvalid }).max(64, TOURNAMENT_MESSAGES.teamInvalid).optional()
}).superRefine((v2, ctx) => {
  if (v2.start_date && v2.end_date && v2.end_date < v2.start_date)
    ctx.addIssue({ code: "custom", path: ["end_date"], message: TOURNAMENT_MESSAGES.endBeforeStart });
  if (v2.format && !FORMATS_OF_TYPE[v2.type].includes(v2.format))
    ctx.addIssue({ code: "custom", path: ["format"], message: TOURNAMENT_MESSAGES.formatMismatch });
  if (v2.team_ids && new Set(v2.team_ids).size !== v2.team_ids.length)
    ctx.addIssue({ code: "custom", path: ["team_ids"], message: TOURNAMENT_MESSAGES.teamsRepeated });
}).transform((v2) => ({ ...v2, format: v2.format ?? v2.type }));
var TournamentSchema = z21.object({
  id: z21.number(),
  name: z21.string(),
  start_date: z21.string().nullable(),
  end_date: z21.string().nullable(),
  season_id: z21.number(),
  type: z21.string(),
  format: FormatSchema,
  season: RefSchema,
  teams: z21.array(RefSchema.extend({ group: z21.string().nullable() }))
});
var TournamentListQuerySchema = z21.object({
  season: idNumber(TOURNAMENT_MESSAGES.seasonInvalid, TOURNAMENT_MESSAGES.seasonInvalid).optional()
});
var TournamentListSchema = z21.object({ data: z21.array(TournamentSchema) });
var TournamentQuerySchema = z21.object({
  tournament_id: idNumber(TOURNAMENT_MESSAGES.tournamentRequired, TOURNAMENT_MESSAGES.tournamentInvalid)
});
var TournamentParamsSchema = IdParamsSchema;
var TournamentSavedSchema = z21.object({ message: z21.string(), tournament: TournamentSchema });
var FixtureBodySchema = z21.object({
  seed: z21.number({ error: TOURNAMENT_MESSAGES.seedInvalid }).int(TOURNAMENT_MESSAGES.seedInvalid).min(0).max(2 ** 32 - 1).optional()
}).nullish();
var FixtureAnswerSchema = z21.object({
  message: z21.string(),
  seed: z21.number().optional(),
  matches: z21.array(MatchSchema),
  /** Cup teams that go straight to the second round. */
  byes: z21.array(RefSchema)
});

// packages/domain/src/match-statistics/messages.ts
var MATCH_STATISTICS_MESSAGES = {
  saved: "Estad\xEDsticas guardadas correctamente",
  filterRequired: "Indica el partido (match_id) o el torneo (tournament_id).",
  teamsQueryInvalid: "Los equipos deben ser ids separados por comas (hasta 10).",
  playerRequired: "Falta el jugador.",
  playerInvalid: "El jugador no es v\xE1lido.",
  matchRequired: "Falta el partido.",
  matchInvalid: "El partido no es v\xE1lido.",
  tournamentInvalid: "El torneo no es v\xE1lido.",
  countInvalid: (label, max4) => `${label} debe ser un n\xFAmero entero entre 0 y ${max4}.`,
  mvpInvalid: "El MVP debe ser s\xED o no.",
  directRedInvalid: "La roja directa debe ser 'yes' o 'not'.",
  atLeastOne: "Tienes que cargar al menos un jugador.",
  tooMany: "Demasiadas filas de estad\xEDsticas para un partido."
};

// packages/domain/src/match-statistics/contracts.ts
import { z as z22 } from "zod";
var StatisticRowSchema = z22.object({
  id: z22.number(),
  player_id: RefSchema,
  team_id: z22.number(),
  tournament_id: z22.object({ id: z22.number(), format: FormatSchema }),
  match_id: z22.object({ id: z22.number(), stage: z22.number() }),
  goals: z22.number(),
  assists: z22.number(),
  yellow_cards: z22.number(),
  red_cards: z22.number(),
  simple_injuries: z22.number(),
  serious_injuries: z22.number(),
  mvp: z22.boolean(),
  direct_red: z22.enum(["yes", "not"])
});
var StatisticsQuerySchema = z22.object({
  match_id: idNumber(MATCH_STATISTICS_MESSAGES.matchInvalid, MATCH_STATISTICS_MESSAGES.matchInvalid).optional(),
  tournament_id: idNumber(MATCH_STATISTICS_MESSAGES.tournamentInvalid, MATCH_STATISTICS_MESSAGES.tournamentInvalid).optional()
}).refine((q) => q.match_id !== void 0 || q.tournament_id !== void 0, {
  message: MATCH_STATISTICS_MESSAGES.filterRequired,
  path: ["match_id"]
});
var StatisticRowListSchema = z22.object({ data: z22.array(StatisticRowSchema) });
var ref = (required, invalid) => z22.preprocess(
  (v2) => v2 && typeof v2 === "object" && "id" in v2 ? v2.id : v2,
  idNumber(required, invalid)
);
var count = (label, max4, checkboxToo = false) => z22.preprocess(
  (v2) => v2 === void 0 || v2 === null || v2 === "" ? 0 : typeof v2 === "boolean" && checkboxToo ? Number(v2) : typeof v2 === "string" && /^\d+$/.test(v2.trim()) ? Number(v2) : v2,
  z22.number({ error: MATCH_STATISTICS_MESSAGES.countInvalid(label, max4) }).int(MATCH_STATISTICS_MESSAGES.countInvalid(label, max4)).min(0, MATCH_STATISTICS_MESSAGES.countInvalid(label, max4)).max(max4, MATCH_STATISTICS_MESSAGES.countInvalid(label, max4))
);
var directRed = z22.preprocess(
  (v2) => v2 === "yes" || v2 === "si" || v2 === "s\xED" ? true : v2 === "not" || v2 === "no" || v2 === void 0 || v2 === null || v2 === "" ? false : v2,
  checkbox(MATCH_STATISTICS_MESSAGES.directRedInvalid)
);
var StatisticInputSchema = z22.object({
  player_id: ref(MATCH_STATISTICS_MESSAGES.playerRequired, MATCH_STATISTICS_MESSAGES.playerInvalid),
  tournament_id: ref(MATCH_STATISTICS_MESSAGES.tournamentInvalid, MATCH_STATISTICS_MESSAGES.tournamentInvalid),
  match_id: ref(MATCH_STATISTICS_MESSAGES.matchRequired, MATCH_STATISTICS_MESSAGES.matchInvalid),
  goals: count("Los goles", 99),
  assists: count("Las asistencias", 99),
  // One match: at most two yellows, one red, one injury of each kind per player.
  yellow_cards: count("Las amarillas", 2, true),
  red_cards: count("Las rojas", 1, true),
  simple_injuries: count("Las lesiones", 1, true),
  serious_injuries: count("Las lesiones graves", 1, true),
  mvp: z22.preprocess((v2) => v2 === void 0 || v2 === null || v2 === "" ? false : v2, checkbox(MATCH_STATISTICS_MESSAGES.mvpInvalid)),
  direct_red: directRed
});
var SaveStatisticsSchema = z22.object({
  statistics: z22.array(StatisticInputSchema, { error: MATCH_STATISTICS_MESSAGES.atLeastOne }).min(1, MATCH_STATISTICS_MESSAGES.atLeastOne).max(100, MATCH_STATISTICS_MESSAGES.tooMany)
});
var StatisticsSavedSchema = z22.object({ message: z22.string(), match: MatchSchema });
var PlayersTeamsQuerySchema = z22.object({
  id_team: z22.string({ error: MATCH_STATISTICS_MESSAGES.teamsQueryInvalid }).regex(/^\s*\d{1,10}(\s*,\s*\d{1,10}){0,9}\s*$/, MATCH_STATISTICS_MESSAGES.teamsQueryInvalid).transform((v2) => [...new Set(v2.split(",").map((id2) => Number(id2.trim())))]).refine((ids) => ids.every((id2) => id2 >= 1 && id2 <= MAX_ID), MATCH_STATISTICS_MESSAGES.teamsQueryInvalid)
});
var MatchPlayerSchema = RefSchema.extend({ id_team: RefSchema });
var MatchPlayerListSchema = z22.object({ data: z22.array(MatchPlayerSchema) });

// packages/domain/src/standings/contracts.ts
import { z as z23 } from "zod";
var StandingSchema = z23.object({
  id: z23.number(),
  position: z23.number(),
  tournament: z23.object({ id: z23.number() }),
  team: RefSchema,
  played: z23.number(),
  won: z23.number(),
  drawn: z23.number(),
  lost: z23.number(),
  goals_for: z23.number(),
  goals_against: z23.number(),
  goal_difference: z23.number(),
  points: z23.number(),
  group: z23.string().nullable()
});
var StandingListSchema = z23.object({ data: z23.array(StandingSchema) });

// packages/domain/src/statistics/contracts.ts
import { z as z24 } from "zod";
var TopEntrySchema = z24.object({ player: RefSchema, team: RefSchema, value: z24.number() });
var TopListsSchema = z24.object({
  goals: z24.array(TopEntrySchema),
  assists: z24.array(TopEntrySchema),
  mvp: z24.array(TopEntrySchema),
  injuries: z24.array(TopEntrySchema)
});
var BarredRoundSchema = z24.object({
  stage: z24.number(),
  label: z24.string(),
  reasons: z24.array(z24.string())
});
var TeamPlayerStatsSchema = z24.object({
  player: RefSchema,
  goals: z24.number(),
  assists: z24.number(),
  yellow_cards: z24.number(),
  red_card_round: z24.number().nullable(),
  injury_round: z24.number().nullable(),
  serious_injury_round: z24.number().nullable(),
  last_match_round: z24.number().nullable(),
  barred: z24.array(BarredRoundSchema)
});
var TeamStatisticsSchema = z24.object({
  team: RefSchema,
  season_id: z24.number().nullable(),
  data: z24.array(
    z24.object({ format: FormatSchema, label: z24.string(), players: z24.array(TeamPlayerStatsSchema) })
  )
});
var TeamStatisticsParamsSchema = z24.object({ team_id: idParam });
var TeamStatisticsQuerySchema = z24.object({
  season: idNumber(SEASON_MESSAGES.invalid, SEASON_MESSAGES.invalid).optional()
});

// packages/domain/src/dashboard/contracts.ts
import { z as z25 } from "zod";
var OwnAuctionSchema = z25.object({
  id: z25.number(),
  id_player: z25.number(),
  player: z25.string(),
  /** The highest bid so far, or the opening amount. */
  amount: z25.number(),
  /** The caller's highest bid, null when they only opened it. */
  my_bid: z25.number().nullable(),
  status: z25.string(),
  closes_at: z25.string(),
  created_at: z25.string(),
  id_season: z25.number(),
  created_by: RefSchema
});
var DashboardQuerySchema = SeasonQuerySchema;
var DashboardSchema = z25.object({
  season: RefSchema.extend({ start_date: z25.string().nullable() }).nullable(),
  team: TeamRefSchema.nullable(),
  budget: z25.number(),
  /** The season's market outlays, computed from the ledger (DESIGN.md §6). */
  budget_spent: z25.number(),
  pending_transfers: z25.array(TransferViewSchema),
  own_auctions: z25.array(OwnAuctionSchema),
  executed_clauses: z25.array(ClauseViewSchema),
  received_clauses: z25.array(ClauseViewSchema),
  /** The newest ten ledger rows, newest first. */
  recent_movements: z25.array(MovementSchema)
});

// packages/domain/src/operations/contracts.ts
import { z as z26 } from "zod";
var HealthSchema = z26.object({ status: z26.literal("ok") });
var ReadinessSchema = z26.object({
  status: z26.enum(["ready", "unavailable"]),
  database: z26.enum(["ok", "error"]),
  migrations: z26.object({ applied: z26.number().int(), expected: z26.number().int() })
});

// packages/domain/src/ocr/contracts.ts
import { z as z27 } from "zod";
var SCREEN_TYPES = ["match_statistics", "player_ratings"];
var RecognizedStatisticSchema = z27.object({
  stat: z27.string(),
  home_value: z27.string(),
  away_value: z27.string()
});
var PlayerCandidateSchema = z27.object({
  player_id: z27.number(),
  name: z27.string(),
  team_id: z27.number(),
  score: z27.number()
});
var PlayerMatchSchema = z27.object({
  player_id: z27.number().nullable(),
  name: z27.string().nullable(),
  team_id: z27.number().nullable(),
  score: z27.number(),
  uncertain: z27.boolean(),
  candidates: z27.array(PlayerCandidateSchema)
});
var RecognizedPlayerSchema = z27.object({
  shirt_number: z27.number().nullable(),
  name: z27.string(),
  rating: z27.number().nullable(),
  goals: z27.number(),
  assists: z27.number(),
  is_injured: z27.boolean(),
  amarillas: z27.number(),
  rojas: z27.number(),
  match: PlayerMatchSchema.optional()
});
var RecognitionDataSchema = z27.object({
  type: z27.enum(SCREEN_TYPES),
  teams: z27.object({ home: z27.string().nullable(), away: z27.string().nullable() }),
  statistics: z27.array(RecognizedStatisticSchema),
  players: z27.array(RecognizedPlayerSchema),
  total_players: z27.number()
});
var TableStructureSchema = z27.object({ rows: z27.number(), estimated_columns: z27.number() });
var RecognitionResultSchema = z27.object({
  filename: z27.string(),
  success: z27.boolean(),
  error: z27.string().nullable(),
  data: RecognitionDataSchema.nullable(),
  table_structure: TableStructureSchema.nullable(),
  screenshot_id: z27.number().nullable()
});
var RecognitionResultsSchema = z27.object({ results: z27.array(RecognitionResultSchema) });
var OcrQuerySchema = z27.object({
  matchId: z27.coerce.number({ error: "Indic\xE1 el partido." }).int("Indic\xE1 el partido.").positive("Indic\xE1 el partido.").max(2147483647, "Indic\xE1 el partido.")
});
var ScreenshotSchema = z27.object({
  id: z27.number(),
  match_id: z27.number(),
  filename: z27.string(),
  type: z27.enum(SCREEN_TYPES).nullable(),
  size: z27.number(),
  width: z27.number(),
  height: z27.number(),
  uploaded_by: z27.object({ id: z27.number(), name: z27.string() }).nullable(),
  created_at: z27.string()
});
var ScreenshotListSchema = z27.object({ data: z27.array(ScreenshotSchema) });
var ScreenshotImageQuerySchema = z27.object({ size: z27.enum(["full", "thumb"]).default("full") });
var StatisticsPrefillLineSchema = z27.object({
  player_id: z27.number().int().positive(),
  goals: z27.number().int().min(0).max(99),
  assists: z27.number().int().min(0).max(99),
  yellow_cards: z27.number().int().min(0).max(1),
  red_cards: z27.number().int().min(0).max(1),
  direct_red: z27.boolean(),
  simple_injuries: z27.number().int().min(0).max(1),
  serious_injuries: z27.number().int().min(0).max(1),
  mvp: z27.boolean()
});
var StatisticsPrefillSchema = z27.object({
  match_id: z27.number().int().positive(),
  lines: z27.array(StatisticsPrefillLineSchema).max(200)
});

// packages/domain/src/ocr/text.ts
var fold = (text11) => text11.normalize("NFD").replace(new RegExp("\\p{Diacritic}", "gu"), "").toLowerCase();
function distance(a, b) {
  if (a === b) return 0;
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++)
      current[j] = Math.min(
        previous[j] + 1,
        current[j - 1] + 1,
        previous[j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1)
      );
    previous = current;
  }
  return previous[b.length];
}
var similarity = (a, b) => a.length + b.length === 0 ? 1 : 1 - distance(a, b) / Math.max(a.length, b.length);
var isWordy = (text11) => new RegExp("\\p{L}{2,}", "u").test(text11);

// packages/domain/src/ocr/matching.ts
var CERTAIN_SCORE = 0.8;
var CERTAIN_MARGIN = 0.08;
var tokens = (name3) => fold(name3).replace(/[^\p{L}\s.]/gu, " ").split(/[\s.]+/).filter(Boolean).map((text11) => ({ text: text11, initial: text11.length === 1 }));
function nameScore(read, registered) {
  const r = tokens(read);
  const p = tokens(registered);
  if (r.length === 0 || p.length === 0) return 0;
  const whole2 = similarity(r.map((t) => t.text).join(" "), p.map((t) => t.text).join(" "));
  const words2 = r.filter((t) => !t.initial);
  if (words2.length === 0) return whole2;
  const used = /* @__PURE__ */ new Set();
  let sum = 0;
  for (const word of words2) {
    let best = 0;
    let at = -1;
    p.forEach((candidate, i) => {
      const s = used.has(i) ? 0 : similarity(word.text, candidate.text);
      if (s > best) [best, at] = [s, i];
    });
    if (at >= 0) used.add(at);
    sum += best;
  }
  let score3 = sum / words2.length;
  for (const initial of r.filter((t) => t.initial)) {
    const fits = p.some((candidate, i) => !used.has(i) && candidate.text.startsWith(initial.text));
    score3 *= fits ? 1 : 0.7;
  }
  const printedWords = r.length;
  if (printedWords < p.length) score3 *= 0.96;
  return Math.max(whole2, score3);
}
function withShirt(score3, read, player) {
  if (read.shirt_number === null || player.shirt_number == null) return score3;
  return Math.max(0, Math.min(1, score3 + (read.shirt_number === player.shirt_number ? 0.15 : -0.15)));
}
var round = (n) => Math.round(n * 1e3) / 1e3;
function matchPlayers(read, registered) {
  const scores = read.map(
    (row) => registered.map((player) => ({ player, score: withShirt(nameScore(row.name, player.name), row, player) })).sort((a, b) => b.score - a.score)
  );
  const votes = /* @__PURE__ */ new Map();
  for (const list of scores)
    if ((list[0]?.score ?? 0) >= CERTAIN_SCORE)
      votes.set(list[0].player.team_id, (votes.get(list[0].player.team_id) ?? 0) + 1);
  const team3 = [...votes].sort((a, b) => b[1] - a[1])[0]?.[0];
  for (const list of scores) {
    for (const c of list) if (c.player.team_id === team3) c.score = Math.min(1, c.score + 0.02);
    list.sort((a, b) => b.score - a.score);
  }
  const pairs = scores.flatMap((list, row) => list.filter((c) => c.score >= 0.5).map((c) => ({ row, ...c }))).sort((a, b) => b.score - a.score);
  const taken = /* @__PURE__ */ new Set();
  const chosen = /* @__PURE__ */ new Map();
  for (const pair of pairs) {
    if (chosen.has(pair.row) || taken.has(pair.player.id)) continue;
    chosen.set(pair.row, pair);
    taken.add(pair.player.id);
  }
  return read.map((_, row) => {
    const list = scores[row];
    const pick = chosen.get(row);
    const candidates = list.filter((c) => c.score >= 0.6).slice(0, 4).map((c) => ({
      player_id: c.player.id,
      name: c.player.name,
      team_id: c.player.team_id,
      score: round(c.score)
    }));
    if (!pick) return { player_id: null, name: null, team_id: null, score: 0, uncertain: true, candidates };
    const rival = list.find((c) => c.player.id !== pick.player.id);
    const uncertain = pick.score < CERTAIN_SCORE || rival !== void 0 && pick.score - rival.score < CERTAIN_MARGIN || list[0].player.id !== pick.player.id;
    return {
      player_id: pick.player.id,
      name: pick.player.name,
      team_id: pick.player.team_id,
      score: round(pick.score),
      uncertain,
      candidates
    };
  });
}

// packages/domain/src/prizes/constants.ts
var MAX_PRIZES_PER_SUBMISSION = 14;
var MAX_PRIZE_AMOUNT = MAX_MONEY_INPUT;
var PRIZE_POSITION_MAX = 40;
var PRIZE_DESCRIPTION_MAX = 300;
var PRIZE_REASON_MAX = 300;
var PRIZE_TABLE_MAX_POSITIONS = 32;
var FIRST_PLACE_PRIZE = {
  PD: 15e7,
  SD: 16e7
};
var SCORER_BONUS = 1e7;
var ASSISTS_BONUS = 1e7;
var SCORER_POSITION = "Goleador";
var ASSISTS_POSITION = "Asistidor";
function defaultPrizeTable(format) {
  if (format === "PD" || format === "SD")
    return {
      positions: [{ position: 1, amount: FIRST_PLACE_PRIZE[format] }],
      scorer_bonus: SCORER_BONUS,
      assists_bonus: ASSISTS_BONUS
    };
  return { positions: [], scorer_bonus: 0, assists_bonus: 0 };
}

// packages/domain/src/prizes/messages.ts
var PRIZE_MESSAGES = {
  sent: "Premios enviados correctamente.",
  // Spec 02 §5 wording; contracts.test.ts checks the number is MAX_PRIZES_PER_SUBMISSION.
  tooMany: "No puedes agregar m\xE1s de 14 premios.",
  required: "Por favor, completa todos los campos obligatorios.",
  none: "No hay premios para enviar.",
  loadError: "Error al obtener los premios ",
  amountInvalid: `El monto debe ser un n\xFAmero entero entre 1 y ${formatMoney(MAX_PRIZE_AMOUNT)}.`,
  bonusInvalid: `El bono debe ser un n\xFAmero entero entre 0 y ${formatMoney(MAX_PRIZE_AMOUNT)}.`,
  positionTooLong: `La posici\xF3n admite hasta ${PRIZE_POSITION_MAX} caracteres.`,
  textTooLong: (max4) => `El texto admite hasta ${max4} caracteres.`,
  controlCharacters: "El texto tiene caracteres no v\xE1lidos.",
  repeated: "Este premio est\xE1 repetido en la lista (mismo torneo, equipo y posici\xF3n).",
  tournamentNotFound: "El torneo no existe.",
  teamNotFound: "El equipo no existe.",
  teamNotLeague: "Solo se pueden dar premios a equipos de Primera o Segunda.",
  noManager: "El equipo no tiene manager: no hay a qui\xE9n pagarle el premio.",
  partlyPaid: (n) => `Premios enviados correctamente. ${n === 1 ? "1 ya estaba pagado y no se volvi\xF3" : `${n} ya estaban pagados y no se volvieron`} a pagar.`,
  allPaid: "Estos premios ya estaban pagados: no se pag\xF3 nada nuevo.",
  notFound: "Premio no encontrado.",
  reasonRequired: "Escribe el motivo de la reversi\xF3n.",
  reverted: "Premio revertido: se descont\xF3 del presupuesto del manager.",
  alreadyReverted: "Este premio ya fue revertido.",
  tableSaved: "Tabla de premios guardada.",
  tablePositionInvalid: "La posici\xF3n debe ser un n\xFAmero entero entre 1 y 32.",
  tablePositionsRepeated: "Cada posici\xF3n puede aparecer una sola vez.",
  tableTooLong: "La tabla admite hasta 32 posiciones.",
  notFinishedLeague: (pending) => `El torneo todav\xEDa no termin\xF3: ${pending === 1 ? "falta 1 partido" : `faltan ${pending} partidos`} por jugar.`,
  notFinishedCup: "El torneo todav\xEDa no termin\xF3: falta jugar la final.",
  previewChanged: "Los resultados o la tabla cambiaron desde la vista previa: revisala de nuevo antes de pagar.",
  fingerprintRequired: "Falta la vista previa que se confirma.",
  nothingToPay: "No hay premios para pagar en esta tabla."
};

// packages/domain/src/prizes/position.ts
var ORDINAL = /^(\d{1,3})\s*(?:°|º|ª|o|ro|do|er|to|vo|no|mo)?\.?$/i;
var positionLabel = (position2) => `${position2}\xB0`;
function normalizePosition(text11) {
  const clean = text11.trim().replace(/\s+/g, " ");
  const ordinal = ORDINAL.exec(clean);
  return ordinal ? positionLabel(Number(ordinal[1])) : clean;
}

// packages/domain/src/prizes/contracts.ts
import { z as z28 } from "zod";
var DIGITS2 = /^\s*\d+\s*$/;
var CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;
var amount = z28.preprocess(
  (v2) => v2 === "" || v2 === null ? void 0 : typeof v2 === "string" && DIGITS2.test(v2) ? Number(v2) : v2,
  z28.number({ error: (issue) => issue.input === void 0 ? PRIZE_MESSAGES.required : PRIZE_MESSAGES.amountInvalid }).int(PRIZE_MESSAGES.amountInvalid).min(1, PRIZE_MESSAGES.amountInvalid).max(MAX_PRIZE_AMOUNT, PRIZE_MESSAGES.amountInvalid)
);
var position = z28.preprocess(
  (v2) => typeof v2 === "number" && Number.isFinite(v2) ? String(v2) : v2,
  z28.string({ error: PRIZE_MESSAGES.required }).transform(normalizePosition).pipe(
    z28.string().min(1, PRIZE_MESSAGES.required).max(PRIZE_POSITION_MAX, PRIZE_MESSAGES.positionTooLong).refine((t) => !CONTROL.test(t), PRIZE_MESSAGES.controlCharacters)
  )
);
var description2 = z28.preprocess(
  (v2) => v2 === void 0 || v2 === null ? "" : v2,
  z28.string().trim().max(PRIZE_DESCRIPTION_MAX, PRIZE_MESSAGES.textTooLong(PRIZE_DESCRIPTION_MAX)).refine((t) => !CONTROL.test(t), PRIZE_MESSAGES.controlCharacters)
);
var PrizeInputSchema = z28.object({
  tournament_id: idField(PRIZE_MESSAGES.required),
  team_id: idField(PRIZE_MESSAGES.required),
  amount,
  position,
  description: description2
});
var prizeKey = (p) => `${p.tournament_id}:${p.team_id}:${p.position.toLowerCase()}`;
var SubmitPrizesSchema = z28.object({
  prizes: z28.array(PrizeInputSchema, { error: PRIZE_MESSAGES.none }).min(1, PRIZE_MESSAGES.none).max(MAX_PRIZES_PER_SUBMISSION, PRIZE_MESSAGES.tooMany).superRefine((prizes2, ctx) => {
    const seen = /* @__PURE__ */ new Set();
    prizes2.forEach((p, i) => {
      const key2 = prizeKey(p);
      if (seen.has(key2)) ctx.addIssue({ code: "custom", path: [i, "position"], message: PRIZE_MESSAGES.repeated });
      seen.add(key2);
    });
  })
});
var PrizeViewSchema = z28.object({
  id: z28.number(),
  tournament: RefSchema,
  team: z28.object({ id: z28.number(), name: z28.string(), division: z28.string() }),
  /** The team's manager when the prize was paid: who received the money. */
  paid_to: RefSchema.nullable(),
  amount: z28.number(),
  position: z28.string(),
  description: z28.string().nullable(),
  /** 'table' when paid by applying a tournament's prize table. */
  source: z28.enum(["manual", "table"]),
  created_by: RefSchema.nullable(),
  paid_at: z28.string(),
  reverted_at: z28.string().nullable(),
  reverted_by: RefSchema.nullable(),
  revert_reason: z28.string().nullable()
});
var PrizesPaidAnswerSchema = z28.object({
  message: z28.string(),
  paid: z28.array(PrizeViewSchema),
  already_paid: z28.array(PrizeViewSchema)
});
var optionalId = z28.preprocess(
  (v2) => v2 === "" || v2 === null ? void 0 : v2,
  z28.coerce.number().int().positive().max(2147483647).optional()
);
var PrizeListQuerySchema = PageQuerySchema.extend({
  page: PageQuerySchema.shape.page.unwrap().optional(),
  tournament_id: optionalId,
  season: optionalId
});
var PrizeListSchema = paged(PrizeViewSchema);
var RevertPrizeSchema = z28.object({
  reason: z28.string({ error: PRIZE_MESSAGES.reasonRequired }).trim().min(1, PRIZE_MESSAGES.reasonRequired).max(PRIZE_REASON_MAX, PRIZE_MESSAGES.textTooLong(PRIZE_REASON_MAX)).refine((t) => !CONTROL.test(t), PRIZE_MESSAGES.controlCharacters)
});
var RevertPrizeAnswerSchema = z28.object({ message: z28.string(), prize: PrizeViewSchema });

// packages/domain/src/prizes/table-contracts.ts
import { z as z29 } from "zod";
var tablePosition = z29.preprocess(
  (v2) => typeof v2 === "string" && /^\s*\d+\s*$/.test(v2) ? Number(v2) : v2,
  z29.number({ error: PRIZE_MESSAGES.tablePositionInvalid }).int(PRIZE_MESSAGES.tablePositionInvalid).min(1, PRIZE_MESSAGES.tablePositionInvalid).max(PRIZE_TABLE_MAX_POSITIONS, PRIZE_MESSAGES.tablePositionInvalid)
);
var PrizeTablePositionSchema = z29.object({
  position: tablePosition,
  amount: moneyField(PRIZE_MESSAGES.amountInvalid, 1)
});
var PrizeTableParamsSchema = z29.object({ tournament_id: idParam });
var SavePrizeTableSchema = z29.object({
  positions: z29.array(PrizeTablePositionSchema, { error: PRIZE_MESSAGES.tablePositionInvalid }).max(PRIZE_TABLE_MAX_POSITIONS, PRIZE_MESSAGES.tableTooLong).superRefine((rows2, ctx) => {
    const seen = /* @__PURE__ */ new Set();
    rows2.forEach((row, i) => {
      if (seen.has(row.position))
        ctx.addIssue({ code: "custom", path: [i, "position"], message: PRIZE_MESSAGES.tablePositionsRepeated });
      seen.add(row.position);
    });
  }).transform((rows2) => [...rows2].sort((a, b) => a.position - b.position)),
  scorer_bonus: moneyField(PRIZE_MESSAGES.bonusInvalid, 0),
  assists_bonus: moneyField(PRIZE_MESSAGES.bonusInvalid, 0)
});
var TournamentRef = z29.object({
  id: z29.number(),
  name: z29.string(),
  format: FormatSchema,
  season_id: z29.number()
});
var PrizeTableSchema = z29.object({
  tournament: TournamentRef,
  positions: z29.array(z29.object({ position: z29.number(), amount: z29.number() })),
  scorer_bonus: z29.number(),
  assists_bonus: z29.number(),
  /** false: nobody saved this table yet, the amounts are the rule book's defaults. */
  saved: z29.boolean(),
  updated_at: z29.string().nullable(),
  /** Prizes of this tournament paid and not reverted, whatever paid them. */
  paid_count: z29.number()
});
var PrizeTableSavedSchema = z29.object({ message: z29.string(), table: PrizeTableSchema });
var PrizeTablesAnswerSchema = z29.object({ data: z29.array(PrizeTableSchema) });
var PRIZE_LINE_STATUSES = [
  "payable",
  "already_paid",
  "no_manager",
  "not_league_team",
  "undetermined"
];
var PrizeLineSchema = z29.object({
  kind: z29.enum(["position", "scorer", "assists"]),
  position: z29.string(),
  amount: z29.number(),
  team: z29.object({ id: z29.number(), name: z29.string(), division: z29.string() }).nullable(),
  manager: z29.object({ id: z29.number(), name: z29.string() }).nullable(),
  /** Why this team: points of the table, the Final's score, the leader's goals or assists. */
  detail: z29.string(),
  status: z29.enum(PRIZE_LINE_STATUSES)
});
var PrizePreviewSchema = z29.object({
  tournament: TournamentRef,
  finished: z29.boolean(),
  /** Why it is not finished yet (null when finished). */
  not_finished_reason: z29.string().nullable(),
  lines: z29.array(PrizeLineSchema),
  total_payable: z29.number(),
  /** Sent back to apply: the payment is refused if the lines changed since this preview. */
  fingerprint: z29.string()
});
var ApplyPrizeTableSchema = z29.object({
  fingerprint: z29.string({ error: PRIZE_MESSAGES.fingerprintRequired }).min(1, PRIZE_MESSAGES.fingerprintRequired).max(200)
});

// packages/domain/src/prizes/plan.ts
function pendingToFinish(format, matches2) {
  if (isLeagueFormat(format)) {
    const table = matches2.filter((m) => m.stage <= LEAGUE_ROUNDS);
    if (table.length === 0) return 1;
    return table.filter((m) => m.status !== "completed").length;
  }
  const final = matches2.filter((m) => m.stage === FINAL_STAGE[format]);
  return final.length > 0 && final.every((m) => m.status === "completed") ? 0 : 1;
}
function cupPlaces(final) {
  if (!final || final.home_goals === null || final.away_goals === null) return [];
  if (final.home_goals === final.away_goals) return [];
  const score3 = `Final ${final.home_goals}-${final.away_goals}`;
  const [winner2, loser] = final.home_goals > final.away_goals ? [final.home, final.away] : [final.away, final.home];
  return [
    { position: 1, team: winner2, detail: `Campe\xF3n (${score3})` },
    { position: 2, team: loser, detail: `Subcampe\xF3n (${score3})` }
  ];
}
function leadersByTeam(entries, unit) {
  const best = Math.max(0, ...entries.map((e) => e.value));
  if (best === 0) return [];
  const byTeam = /* @__PURE__ */ new Map();
  for (const e of entries.filter((x) => x.value === best)) {
    const line = byTeam.get(e.team.id) ?? { team: e.team, names: [] };
    line.names.push(e.player.name);
    byTeam.set(e.team.id, line);
  }
  return [...byTeam.values()].map(({ team: team3, names }) => ({
    team: team3,
    detail: `${names.join(", ")} (${best} ${unit})`
  }));
}
function planPrizes(table, places, scorers, assisters) {
  const lines = [...table.positions].filter((p) => p.amount > 0).sort((a, b) => a.position - b.position).map((p) => {
    const place = places.find((x) => x.position === p.position);
    return {
      kind: "position",
      position: positionLabel(p.position),
      amount: p.amount,
      team: place?.team ?? null,
      detail: place?.detail ?? "Sin equipo en esa posici\xF3n"
    };
  });
  const bonus = (kind, amount2, entries, position2, unit) => {
    if (amount2 <= 0) return;
    const leaders2 = leadersByTeam(entries, unit);
    if (leaders2.length === 0) lines.push({ kind, position: position2, amount: amount2, team: null, detail: `Sin ${unit}` });
    for (const l of leaders2) lines.push({ kind, position: position2, amount: amount2, team: l.team, detail: l.detail });
  };
  bonus("scorer", table.scorer_bonus, scorers, SCORER_POSITION, "goles");
  bonus("assists", table.assists_bonus, assisters, ASSISTS_POSITION, "asistencias");
  return lines;
}

// packages/domain/src/rulebook/constants.ts
var MARKET_ENTRY_CA_CAP = 160;
var MARKET_ENTRY_CA_CAP_AFTER_RESET = 158;
var LOCKS_PER_TEAM = 4;
var CLAUSE_EXECUTION_HOURS = 6;
var CLAUSE_TIEBREAK_HOURS = 3;
var WITHDRAWAL_PENALTIES = [5e6, 1e7, 15e6];
var WITHDRAWAL_UNNOTIFIED_EXTRA = 2e6;
var OBJECTIVE_STEP_AMOUNT = 1e7;
var RESULT_CLAIM_HOURS = 6;
var DATA_ENTRY_HOURS = 2;
var LATE_ENTRY_PENALTY_HOURS = [24, 36, 48];

// packages/domain/src/rulebook/title.ts
function rulebookTitle(season) {
  if (!season) return "REGLAMENTO";
  const number = /(\d+)(?!.*\d)/.exec(season.name)?.[1];
  return `REGLAMENTO TEMPORADA ${number ?? season.id}`;
}
function slugify(text11) {
  return text11.normalize("NFD").replace(/[\u0300-\u036f]/g, "").toLowerCase().replace(/[^a-z0-9]+/g, "-").replace(/^-+|-+$/g, "").slice(0, 60);
}

// packages/domain/src/rulebook/values.ts
var spanishList = (items) => items.length <= 1 ? items[0] ?? "" : `${items.slice(0, -1).join(", ")} y ${items.at(-1)}`;
var hour = (h) => `${String(h).padStart(2, "0")}:00`;
var yellows = (kind, i) => String(YELLOW_RULES[kind][i].every);
var v = (label, value, enforced = true) => ({
  label,
  value: String(value),
  enforced
});
var RULEBOOK_VALUES = {
  TEAMS_PER_DIVISION: v("Equipos por divisi\xF3n", TEAMS_PER_DIVISION),
  LEAGUE_ROUNDS: v("Fechas de la fase regular", LEAGUE_ROUNDS),
  POINTS_WIN: v("Puntos por partido ganado", POINTS.win),
  POINTS_DRAW: v("Puntos por empate", POINTS.draw),
  POINTS_LOSS: v("Puntos por derrota", POINTS.loss),
  UCL_TEAMS: v("Equipos de la Champions League", UCL_TEAMS),
  UCL_GROUPS: v("Grupos de la Champions League", UCL_GROUPS.length),
  UCL_GROUP_SIZE: v("Equipos por grupo de la Champions League", UCL_GROUP_SIZE),
  CUP_FIRST_ROUND_TEAMS: v("Equipos de la primera ronda de la copa", CUP_FIRST_ROUND_TEAMS),
  LIST_ADULTS: v("Jugadores mayores de la lista", LIST_LIMITS.adults),
  LIST_YOUTH: v("Jugadores juveniles de la lista", LIST_LIMITS.youth),
  LIST_TOTAL: v("Jugadores de la lista", LIST_LIMITS.total),
  ADULT_AGE: v("Edad desde la que se es mayor (m\xE1s de)", ADULT_AGE_OVER),
  TOP_SQUAD_SIZE: v("Jugadores que cuentan para el promedio de CA", TOP_SQUAD_SIZE),
  CA_CAP_PRIMERA: v("Tope de CA promedio en Primera", DIVISION_CA_CAP.Primera),
  CA_CAP_SEGUNDA: v("Tope de CA promedio en Segunda", DIVISION_CA_CAP.Segunda),
  MARKET_ENTRY_CA_CAP: v("Tope de CA para entrar al mercado", MARKET_ENTRY_CA_CAP, false),
  MARKET_ENTRY_CA_CAP_AFTER_RESET: v(
    "Tope de CA para entrar al mercado tras un reseteo",
    MARKET_ENTRY_CA_CAP_AFTER_RESET,
    false
  ),
  LOCKS_PER_TEAM: v("Candados por equipo", LOCKS_PER_TEAM, false),
  MARKET_GATE_HOURS: v(
    "Horas entre el inicio de temporada y transferencias/subastas",
    MARKET_GATE_DELAY_HOURS
  ),
  REVEAL_HOURS: v("Horas de apertura de las ofertas", spanishList(REVEAL_HOURS.map(hour))),
  CLAUSE_MAX_PERCENT: v("Pago m\xE1ximo de una cl\xE1usula", `${CLAUSE_MAX_FACTOR * 100}%`),
  CLAUSE_EXECUTION_HOURS: v("Duraci\xF3n de la ejecuci\xF3n de una cl\xE1usula (h)", CLAUSE_EXECUTION_HOURS, false),
  CLAUSE_TIEBREAK_HOURS: v("Plazo de desempate de una cl\xE1usula (h)", CLAUSE_TIEBREAK_HOURS, false),
  MAX_CLAUSES_LOST: v("Jugadores que un equipo puede perder por cl\xE1usula", MAX_CLAUSES_LOST_PER_SEASON),
  AUCTION_CLOSE_HOURS: v("Horas sin pujas que cierran una subasta", AUCTION_CLOSE_HOURS),
  AUCTION_MIN_RAISE: v("Puja m\xEDnima por encima de la anterior", formatMoney(MIN_RAISE)),
  AUCTION_MIN_OPENING_PERCENT: v("Apertura m\xEDnima de una subasta", `${AUCTION_MIN_OPENING_PERCENT}%`),
  BET_MIN: v("Apuesta m\xEDnima", formatMoney(BET_MIN)),
  BET_MAX: v("Apuesta m\xE1xima", formatMoney(BET_MAX)),
  WITHDRAWAL_PENALTIES: v(
    "Multas por retiro (1\xB0, 2\xB0 y 3\xB0)",
    spanishList(WITHDRAWAL_PENALTIES.map(formatMoney)),
    false
  ),
  WITHDRAWAL_UNNOTIFIED_EXTRA: v(
    "Recargo por retiro sin aviso",
    formatMoney(WITHDRAWAL_UNNOTIFIED_EXTRA),
    false
  ),
  OBJECTIVE_STEP: v("Premio o multa por escal\xF3n de objetivo", formatMoney(OBJECTIVE_STEP_AMOUNT), false),
  PRIZE_FIRST_PRIMERA: v("Premio al campe\xF3n de Primera", formatMoney(FIRST_PLACE_PRIZE.PD)),
  PRIZE_FIRST_SEGUNDA: v("Premio al campe\xF3n de Segunda", formatMoney(FIRST_PLACE_PRIZE.SD)),
  SCORER_BONUS: v("Bono al goleador", formatMoney(SCORER_BONUS)),
  ASSISTS_BONUS: v("Bono al asistidor", formatMoney(ASSISTS_BONUS)),
  MAX_PRIZES: v("Premios por carga", MAX_PRIZES_PER_SUBMISSION),
  RESULT_CLAIM_HOURS: v("Plazo para reclamar un resultado (h)", RESULT_CLAIM_HOURS, false),
  DATA_ENTRY_HOURS: v("Plazo para cargar los datos del partido (h)", DATA_ENTRY_HOURS, false),
  LATE_ENTRY_1: v("Primer escal\xF3n de demora (h)", LATE_ENTRY_PENALTY_HOURS[0], false),
  LATE_ENTRY_2: v("Segundo escal\xF3n de demora (h)", LATE_ENTRY_PENALTY_HOURS[1], false),
  LATE_ENTRY_3: v("Tercer escal\xF3n de demora (h)", LATE_ENTRY_PENALTY_HOURS[2], false),
  YELLOWS_LEAGUE: v("Amarillas que suspenden una fecha (liga)", yellows("league", 0)),
  YELLOWS_LEAGUE_DOUBLE: v("Amarillas que suspenden dos fechas (liga)", yellows("league", 1)),
  YELLOWS_CUP: v("Amarillas que suspenden una fecha (copas)", yellows("cup", 0)),
  YELLOWS_CUP_DOUBLE: v("Amarillas que suspenden tambi\xE9n la fecha siguiente (copas)", yellows("cup", 1)),
  RED_CARD_BAN: v("Fechas de suspensi\xF3n por roja", BAN_ROUNDS.red_card),
  DIRECT_RED_BAN: v("Fechas de suspensi\xF3n por roja directa", BAN_ROUNDS.direct_red),
  INJURY_BAN: v("Fechas fuera por lesi\xF3n", BAN_ROUNDS.injury),
  SERIOUS_INJURY_BAN: v("Fechas fuera por lesi\xF3n grave", BAN_ROUNDS.serious_injury),
  MAX_SUBSTITUTIONS: v("Cambios por partido", MAX_SUBSTITUTIONS, false)
};
var PLACEHOLDER = /\{\{\s*([A-Z0-9_]+)\s*\}\}/g;
var lookup = (key2) => Object.hasOwn(RULEBOOK_VALUES, key2) ? RULEBOOK_VALUES[key2] : void 0;
function resolveRulebook(markdown) {
  return markdown.replace(PLACEHOLDER, (whole2, key2) => lookup(key2)?.value ?? whole2);
}
function unknownPlaceholders(markdown) {
  const unknown2 = [...markdown.matchAll(PLACEHOLDER)].map((m) => m[1]).filter((key2) => !lookup(key2));
  return [...new Set(unknown2)];
}

// packages/domain/src/rulebook/default-sections-market.ts
var MARKET_SECTIONS = [
  {
    slug: "mercado-de-pases",
    title: "Mercado de pases",
    body: `- Las cl\xE1usulas de rescisi\xF3n y las ofertas se abren con el inicio de la temporada.
- Las transferencias y las subastas abren {{MARKET_GATE_HOURS}} horas despu\xE9s del inicio.
- Un jugador entra al mercado solo si su CA no supera {{MARKET_ENTRY_CA_CAP}} ({{MARKET_ENTRY_CA_CAP_AFTER_RESET}} despu\xE9s de un reseteo).
- Cada equipo puede poner {{LOCKS_PER_TEAM}} candados por temporada: un jugador con candado (**bloqueado**) no recibe ofertas.
- Un jugador que llega por cl\xE1usula, subasta o transferencia queda bloqueado el resto de la temporada.`
  },
  {
    slug: "clausulas-de-rescision",
    title: "Cl\xE1usulas de rescisi\xF3n",
    body: `Cualquier manager puede ejecutar la cl\xE1usula de un jugador de otro equipo de Primera o Segunda que no est\xE9 bloqueado ni restringido.

- El pago en efectivo va del valor del jugador hasta el {{CLAUSE_MAX_PERCENT}} de ese valor; se pueden sumar jugadores propios.
- Las ofertas son secretas: nadie las ve hasta el cierre de la ventana en que se hizo la primera. Las ventanas cierran a las {{REVEAL_HOURS}} (hora de la liga).
- La ejecuci\xF3n dura {{CLAUSE_EXECUTION_HOURS}} horas desde la apertura de las ofertas. Gana el mayor total; si hay empate, los managers empatados tienen {{CLAUSE_TIEBREAK_HOURS}} horas para mejorar su oferta y, si siguen empatados, gana la primera.
- Un equipo pierde como m\xE1ximo {{MAX_CLAUSES_LOST}} jugadores por cl\xE1usula en la temporada.
- Hace falta tener en el presupuesto el efectivo ofrecido.`
  },
  {
    slug: "subastas",
    title: "Subastas",
    body: `Los jugadores de equipos fuera de Primera y Segunda (agentes libres y otros clubes) se consiguen por subasta.

- La subasta abre con una puja de al menos el {{AUCTION_MIN_OPENING_PERCENT}} del valor del jugador (por defecto, el valor).
- Cada puja supera a la anterior en al menos {{AUCTION_MIN_RAISE}} y debe entrar en el presupuesto.
- La subasta termina {{AUCTION_CLOSE_HOURS}} horas despu\xE9s de la \xFAltima puja. La organizaci\xF3n confirma al ganador, que paga su puja y recibe al jugador bloqueado.
- Las subastas extra de la organizaci\xF3n abren al {{AUCTION_MIN_OPENING_PERCENT}} del valor.`
  },
  {
    slug: "apuestas",
    title: "Apuestas",
    body: `- Se apuesta entre {{BET_MIN}} y {{BET_MAX}} por jugada; el monto sale del presupuesto al apostar.
- La cuota queda fija al momento de apostar. Una apuesta ganada paga cuota \xD7 monto, una sola vez, cuando la organizaci\xF3n la confirma.
- Solo las apuestas de partido activas aceptan jugadas.`
  }
];

// packages/domain/src/rulebook/default-sections.ts
var COMPETITION_SECTIONS = [
  {
    slug: "divisiones-y-fechas",
    title: "Divisiones y fechas",
    body: `La liga tiene dos divisiones, **Primera** y **Segunda**, de {{TEAMS_PER_DIVISION}} equipos cada una.

- Cada divisi\xF3n juega una fase regular de {{LEAGUE_ROUNDS}} fechas, todos contra todos a una rueda.
- La tabla suma {{POINTS_WIN}} puntos por partido ganado, {{POINTS_DRAW}} por empate y {{POINTS_LOSS}} por derrota. A igualdad de puntos desempatan, en este orden: los partidos entre los equipos empatados (puntos y diferencia de gol), la diferencia de gol general, los goles a favor y el nombre.
- Terminada la fase regular se juegan los playoffs: en Primera, Playin, Cuartos, Semifinal y Final; en Segunda, Cuartos, Semifinal y Final.
- Cada manager dirige un solo equipo.`
  },
  {
    slug: "copas",
    title: "Copas",
    body: `Adem\xE1s de la liga se juegan tres copas:

- **Champions League**: {{UCL_TEAMS}} equipos en {{UCL_GROUPS}} grupos de {{UCL_GROUP_SIZE}}. Los dos primeros de cada grupo pasan a Cuartos; despu\xE9s se juegan la Semifinal (ida y vuelta) y la Final.
- **Europa League**: desde Octavos, a partido \xFAnico, hasta la Final.
- **Copa Federaci\xF3n**: la primera ronda se juega con {{CUP_FIRST_ROUND_TEAMS}} equipos; los mejor ubicados pasan directo a Octavos.

En las copas, un empate en un cruce se define por penales dentro del mismo partido; el resultado que se carga es el del partido.`
  },
  {
    slug: "planteles-y-listas",
    title: "Planteles y listas de buena fe",
    body: `Cada equipo inscribe una lista de hasta {{LIST_TOTAL}} jugadores: {{LIST_ADULTS}} mayores de {{ADULT_AGE}} a\xF1os y {{LIST_YOUTH}} de {{ADULT_AGE}} a\xF1os o menos.

- Un jugador inscripto (**registrado**) no puede darse de baja de la lista durante la temporada.
- Solo pueden jugar partidos oficiales los jugadores inscriptos.
- La aplicaci\xF3n no deja inscribir m\xE1s jugadores que los que permite la lista.`
  },
  {
    slug: "topes-de-ca",
    title: "Topes de CA",
    body: `El promedio de CA de los {{TOP_SQUAD_SIZE}} mejores jugadores del plantel no puede superar:

| Divisi\xF3n | Tope |
| --- | --- |
| Primera | {{CA_CAP_PRIMERA}} |
| Segunda | {{CA_CAP_SEGUNDA}} |

Si un plantel tiene menos de {{TOP_SQUAD_SIZE}} jugadores, el promedio se calcula con los que tiene. La pantalla **Plantel** avisa cuando el equipo supera su tope; el equipo que lo supere debe corregirlo antes de la fecha siguiente.`
  },
  {
    slug: "objetivos",
    title: "Objetivos de temporada",
    body: `Al comienzo de la temporada cada equipo recibe un objetivo seg\xFAn la fuerza de su plantel (promedio de CA de los jugadores inscriptos), visible en **Equipos**.

Al final de la temporada, por cada escal\xF3n que el equipo quede **por encima** de su objetivo recibe {{OBJECTIVE_STEP}}; por cada escal\xF3n **por debajo**, paga {{OBJECTIVE_STEP}}.`
  },
  {
    slug: "premios",
    title: "Premios",
    body: `Los premios se pagan al presupuesto del manager del equipo, una sola vez por torneo, equipo y posici\xF3n.

- Campe\xF3n de Primera: {{PRIZE_FIRST_PRIMERA}}.
- Campe\xF3n de Segunda: {{PRIZE_FIRST_SEGUNDA}}.
- Goleador del torneo: {{SCORER_BONUS}} para su equipo.
- M\xE1ximo asistidor del torneo: {{ASSISTS_BONUS}} para su equipo.

Si hay empate en goles o asistencias, cada equipo de los jugadores empatados recibe el bono completo. Solo reciben premios los equipos de Primera y Segunda. La organizaci\xF3n carga hasta {{MAX_PRIZES}} premios por vez, o aplica la tabla de premios del torneo cuando termina.`
  }
];
var MATCH_SECTIONS = [
  {
    slug: "carga-de-resultados",
    title: "Carga de resultados y reclamos",
    body: `- Los datos del partido (resultado y estad\xEDsticas de cada jugador) se cargan dentro de las {{DATA_ENTRY_HOURS}} horas de terminado.
- Un resultado puede reclamarse dentro de las {{RESULT_CLAIM_HOURS}} horas de cargado, con las capturas del partido.
- Demoras en la carga:

| Demora | Sanci\xF3n |
| --- | --- |
| m\xE1s de {{LATE_ENTRY_1}} h | apercibimiento |
| m\xE1s de {{LATE_ENTRY_2}} h | amonestaci\xF3n |
| m\xE1s de {{LATE_ENTRY_3}} h | el partido se da por perdido al equipo que no carg\xF3 |`
  },
  {
    slug: "suspensiones",
    title: "Suspensiones",
    body: `Las suspensiones se calculan solas a partir de las estad\xEDsticas cargadas y se ven en **Estad\xEDsticas** de cada equipo.

- **Liga**: cada {{YELLOWS_LEAGUE}} amarillas acumuladas, {{RED_CARD_BAN}} fecha de suspensi\xF3n; al llegar a {{YELLOWS_LEAGUE_DOUBLE}} (y a cada m\xFAltiplo), {{DIRECT_RED_BAN}} fechas.
- **Copas**: cada {{YELLOWS_CUP}} amarillas, la fecha siguiente; cada {{YELLOWS_CUP_DOUBLE}}, tambi\xE9n la que le sigue. Las amarillas vuelven a cero en las semifinales.
- Roja: {{RED_CARD_BAN}} fecha. Roja directa: {{DIRECT_RED_BAN}} fechas.
- Lesi\xF3n: {{INJURY_BAN}} fecha afuera. Lesi\xF3n grave: {{SERIOUS_INJURY_BAN}} fechas.

Un jugador suspendido no puede figurar con estad\xEDsticas en el partido de una fecha en la que est\xE1 suspendido.`
  },
  {
    slug: "cambios",
    title: "Cambios",
    body: `Cada equipo puede hacer hasta {{MAX_SUBSTITUTIONS}} cambios por partido. Un jugador que sale no vuelve a entrar.`
  },
  {
    slug: "apercibimientos-y-amonestaciones",
    title: "Apercibimientos y amonestaciones",
    body: `- El **apercibimiento** es un llamado de atenci\xF3n que queda registrado.
- La **amonestaci\xF3n** es una sanci\xF3n: la organizaci\xF3n decide la multa seg\xFAn la falta.
- Dos apercibimientos en la misma temporada equivalen a una amonestaci\xF3n.`
  },
  {
    slug: "retiros",
    title: "Retiros",
    body: `Un equipo que no se presenta a jugar un partido (retiro) lo pierde y paga una multa que crece con cada retiro de la temporada: {{WITHDRAWAL_PENALTIES}}. Si el retiro no se avis\xF3 antes del partido, se suman {{WITHDRAWAL_UNNOTIFIED_EXTRA}}.`
  },
  {
    slug: "postergaciones",
    title: "Postergaciones",
    body: `Un partido puede postergarse una sola vez, de com\xFAn acuerdo entre los dos managers y avisando a la organizaci\xF3n antes de la hora fijada. El partido postergado se juega antes de la fecha siguiente; si no se juega, la organizaci\xF3n define el resultado.`
  }
];
var DEFAULT_RULEBOOK = /* @__PURE__ */ COMPETITION_SECTIONS.concat(
  MARKET_SECTIONS,
  MATCH_SECTIONS
);

// packages/domain/src/rulebook/contracts.ts
import { z as z30 } from "zod";
var RULEBOOK_TITLE_MAX = 120;
var RULEBOOK_BODY_MAX = 2e4;
var RULEBOOK_QUERY_MAX = 100;
var RULEBOOK_MESSAGES = {
  titleRequired: "Escribe el t\xEDtulo de la secci\xF3n.",
  titleTooLong: `El t\xEDtulo admite hasta ${RULEBOOK_TITLE_MAX} caracteres.`,
  bodyTooLong: `El texto admite hasta ${RULEBOOK_BODY_MAX.toLocaleString("es-AR")} caracteres.`,
  controlCharacters: "El texto tiene caracteres no v\xE1lidos.",
  unknownPlaceholders: (keys) => `Marcadores desconocidos: ${keys.map((k) => `{{${k}}}`).join(", ")}. Us\xE1 los de la ayuda del editor.`,
  queryRequired: "Escribe qu\xE9 buscar.",
  queryTooLong: `La b\xFAsqueda admite hasta ${RULEBOOK_QUERY_MAX} caracteres.`,
  sectionNotFound: "La secci\xF3n del reglamento no existe.",
  saved: "Secci\xF3n guardada.",
  created: "Secci\xF3n creada.",
  copied: "Reglamento copiado a la temporada.",
  alreadyHasSections: "Esta temporada ya tiene su reglamento.",
  nothingToCopy: "No hay un reglamento anterior para copiar.",
  noSeason: "No hay una temporada activa.",
  slugTaken: "Ya hay una secci\xF3n con ese t\xEDtulo en esta temporada.",
  deleted: "Secci\xF3n eliminada.",
  moved: "Orden del reglamento actualizado.",
  directionInvalid: "Indica si la secci\xF3n sube o baja.",
  alreadyFirst: "La secci\xF3n ya es la primera.",
  alreadyLast: "La secci\xF3n ya es la \xFAltima."
};
var M = RULEBOOK_MESSAGES;
var CONTROL2 = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;
var SaveSectionSchema = z30.object({
  title: z30.string({ error: M.titleRequired }).trim().min(1, M.titleRequired).max(RULEBOOK_TITLE_MAX, M.titleTooLong).refine((t) => !CONTROL2.test(t), M.controlCharacters),
  body: z30.string({ error: M.bodyTooLong }).max(RULEBOOK_BODY_MAX, M.bodyTooLong).refine((t) => !CONTROL2.test(t), M.controlCharacters).superRefine((body, ctx) => {
    const unknown2 = unknownPlaceholders(body);
    if (unknown2.length > 0) ctx.addIssue({ code: "custom", message: M.unknownPlaceholders(unknown2) });
  })
});
var RulebookSectionSchema = z30.object({
  id: z30.number(),
  slug: z30.string(),
  position: z30.number(),
  title: z30.string(),
  /** Markdown as stored, with {{KEY}} placeholders: what the editor edits. */
  body: z30.string(),
  /** Markdown with every placeholder replaced by the league's current value: what a reader sees. */
  content: z30.string(),
  updated_at: z30.string(),
  updated_by: RefSchema.nullable()
});
var RulebookSchema = z30.object({
  /** 'REGLAMENTO TEMPORADA 59' for the season shown. */
  title: z30.string(),
  season: RefSchema.nullable(),
  /** The season whose sections are shown when the requested one has none of its own yet. */
  source_season: RefSchema.nullable(),
  sections: z30.array(RulebookSectionSchema)
});
var optionalSeason = z30.preprocess(
  (v2) => v2 === "" || v2 === null ? void 0 : v2,
  z30.coerce.number().int().positive().max(2147483647).optional()
);
var RulebookQuerySchema = z30.object({ season: optionalSeason });
var RulebookSearchQuerySchema = z30.object({
  q: z30.string({ error: M.queryRequired }).trim().min(1, M.queryRequired).max(RULEBOOK_QUERY_MAX, M.queryTooLong),
  season: optionalSeason
});
var RulebookHitSchema = z30.object({
  id: z30.number(),
  slug: z30.string(),
  title: z30.string(),
  /** An excerpt cut in parts; `match` parts are the words found (rendered as text, never as HTML). */
  snippet: z30.array(z30.object({ text: z30.string(), match: z30.boolean() }))
});
var RulebookSearchSchema = z30.object({ data: z30.array(RulebookHitSchema) });
var RulebookRevisionSchema = z30.object({
  id: z30.number(),
  title: z30.string(),
  body: z30.string(),
  edited_by: RefSchema.nullable(),
  created_at: z30.string()
});
var RulebookRevisionsSchema = z30.object({ data: z30.array(RulebookRevisionSchema) });
var SectionSavedSchema = z30.object({ message: z30.string(), section: RulebookSectionSchema });
var CopyRulebookSchema = z30.object({ season_id: optionalSeason });
var CreateSectionSchema = SaveSectionSchema.extend({ season_id: optionalSeason });
var MoveSectionSchema = z30.object({
  direction: z30.enum(["up", "down"], { error: M.directionInvalid })
});

// packages/domain/src/assistant/contracts.ts
import { z as z31 } from "zod";
var ASSISTANT_MESSAGE_MAX = 500;
var AskAssistantSchema = z31.object({
  content: z31.string({ error: "Escrib\xED una pregunta." }).trim().min(1, "Escrib\xED una pregunta.").max(ASSISTANT_MESSAGE_MAX, `La pregunta no puede superar ${ASSISTANT_MESSAGE_MAX} caracteres.`).refine((s) => !s.includes("\0"), "La pregunta tiene caracteres no v\xE1lidos.")
});
var AssistantSourceSchema = z31.object({ label: z31.string(), href: z31.string() });
var AssistantAnswerSchema = z31.object({
  message: z31.string(),
  sources: z31.array(AssistantSourceSchema),
  suggestions: z31.array(z31.string())
});
var AssistantMessageSchema = z31.object({
  id: z31.number(),
  role: z31.enum(["user", "assistant"]),
  content: z31.string(),
  sources: z31.array(AssistantSourceSchema),
  created_at: z31.string()
});
var AssistantHistorySchema = z31.object({
  data: z31.array(AssistantMessageSchema),
  suggestions: z31.array(z31.string())
});
var ScoutingReportSchema = z31.object({ report: z31.string(), sources: z31.array(AssistantSourceSchema) });

// packages/domain/src/assistant/text.ts
function normalize(text11) {
  return text11.normalize("NFD").replace(/[\u0300-\u036f]/g, "").toLowerCase().replace(/[^\p{L}\p{N}]+/gu, " ").trim();
}
var words = (text11) => (normalize(text11) || "").split(" ").filter(Boolean);
function editDistance(a, b, cap = 3) {
  if (Math.abs(a.length - b.length) > cap) return cap + 1;
  let prev = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    for (let j = 1; j <= b.length; j++)
      row[j] = Math.min(prev[j] + 1, row[j - 1] + 1, prev[j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1));
    prev = row;
  }
  return prev[b.length];
}
var nameWordMatches = (q, name3) => q === name3 || q.length >= 5 && name3.length >= 5 && editDistance(q, name3, 1) <= 1;

// packages/domain/src/assistant/intents.ts
var has = (text11, re) => re.test(text11);
var FIRST_PERSON = /\b(mi|mis|tengo|me|yo|tenemos|nuestro|nuestra|nuestros|mio|mia|puedo|estoy|soy|juego)\b/;
var PRIVATE_FIELD = /\b(presupuestos?|plata|dinero|saldos?|movimientos?|ledger|emails?|e mails?|mails?|correos?|contrasenas?|passwords?|claves?|tokens?|hash)\b/;
var OTHERS = /\b(de|del|otros?|otras?|todos|cada|demas|ajeno|ajena|rival|usuario|usuarios|manager|managers)\b/;
var SEALED = /\b(cuanto|cuanta|quien|quienes|cuales|montos?|valor|valores)\b.*\b(ofert|ofrec|puj)\w*/;
var OFFERS_OF_OTHERS = /\b(ofert|ofrec)\w*\b.*\b(todos|otros|demas|de los managers|del manager|de manager)\b/;
function detectIntent(question, found) {
  const t = normalize(question);
  const mine = has(t, FIRST_PERSON);
  if (/^(hola|buenas|buen dia|buenos dias|buenas tardes|buenas noches|gracias|que tal)\b/.test(t) && t.split(" ").length <= 3)
    return "greeting";
  if (has(t, /\b(informe|scouting|reporte|scout|analisis)\b/)) return "scouting";
  if (has(t, PRIVATE_FIELD) && (!mine || has(t, OTHERS) || found.hasTeam || found.hasPlayer)) {
    if (!mine || has(t, /\b(de|del)\s+(?!mi\b)\w+/) || has(t, /\b(todos|otros?|demas|cada)\b/))
      return "private";
  }
  if (has(t, PRIVATE_FIELD) || has(t, /\b(cuanto|cuanta) (plata|dinero)\b|\bultimos movimientos\b/))
    return "own_budget";
  if (!mine && (has(t, SEALED) || has(t, OFFERS_OF_OTHERS))) return "private";
  if (has(t, /\b(revel\w*)\b/)) return "next_reveal";
  if (has(t, /\bsubasta\w*\b/) && has(t, /\b(cierra\w*|termina\w*|cierre|vence\w*|finaliza\w*)\b/) && !has(t, /\babren?\b/))
    return "auction_close";
  if (mine && has(t, /\b(ofertas?|transferencias?|pendientes?)\b/)) return "own_offers";
  if (has(t, /\b(proximo|siguiente)\s+partido\b|\bcuando juego\b|\bcontra quien juego\b|\bmi partido\b/))
    return "own_next_match";
  if (has(t, /\b(suspendid|sancionad|inhabilitad)\w*/) && !has(t, /\b(cuantas|cuantos|amarillas?|rojas?|tarjetas?)\b/)) {
    if (found.hasPlayer) return "player_suspended";
    if (has(t, /\b(tengo|mis|mi equipo|mi plantel|tenemos)\b/)) return "own_suspended";
  }
  if (mine && has(t, /\bpromedio\b|\bca\b/) && !has(t, /\bcuanto (puede|es el tope)\b/)) return "own_ca";
  if (mine && has(t, /\b(plantel|jugadores|inscript\w*|registrad\w*|lista)\b/) && !has(t, /\bpuedo\b/))
    return "own_squad";
  if (has(t, /\b(goleador\w*|mas goles|pichichi)\b/)) return "top_scorers";
  if (has(t, /\b(asistidor\w*|mas asistencias)\b/)) return "top_assists";
  if (found.hasTeam && !found.hasPlayer && has(t, /\b(posicion|puesto|puntos|tabla|lugar|va|esta|como)\b/))
    return "team_standing";
  if (has(t, /\b(lider|primero|puntero|quien va|tabla|posiciones)\b/) && !has(t, /\bcaso\b/))
    return "standings_leader";
  if (found.hasPlayer) return "player_info";
  return "rules";
}

// packages/domain/src/assistant/messages.ts
var ASSISTANT_MESSAGES = {
  error: "Ocurri\xF3 un error al procesar tu solicitud.",
  rateLimited: "Est\xE1s enviando preguntas demasiado r\xE1pido. Esper\xE1 un minuto y volv\xE9 a intentar.",
  placeholder: "Pregunt\xE1 sobre el reglamento, tu equipo o la liga\u2026",
  empty: "Todav\xEDa no hay mensajes. Prob\xE1 con una de estas preguntas:",
  thinking: "Pensando\u2026",
  scoutingButton: "Informe de scouting"
};
var ASSISTANT_SUGGESTIONS = [
  "\xBFCu\xE1ntas amarillas para una suspensi\xF3n?",
  "\xBFCu\xE1nto puedo pagar por una cl\xE1usula?",
  "\xBFCu\xE1l es mi presupuesto?",
  "\xBFCu\xE1ndo es mi pr\xF3ximo partido?",
  "\xBFQui\xE9nes son los goleadores?",
  "\xBFCu\xE1ndo se revelan las ofertas?"
];

// packages/db/src/schema/columns.ts
import { sql } from "drizzle-orm";
import { bigint, check, integer, timestamp } from "drizzle-orm/pg-core";
var money = (name3) => bigint(name3, { mode: "number" });
var id = () => integer("id").primaryKey().generatedByDefaultAsIdentity();
var createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();
var updatedAt = () => timestamp("updated_at", { withTimezone: true }).notNull().defaultNow();
var tstz = (name3) => timestamp(name3, { withTimezone: true });
function moneyBounds(table, column, kind) {
  const max4 = kind === "input" || kind === "signed" ? MAX_MONEY_INPUT : MAX_BALANCE;
  const min2 = kind === "input" || kind === "sum" ? 0 : -max4;
  return check(
    `${table}_${column.name}_bounds`,
    sql`${column} between ${sql.raw(String(min2))} and ${sql.raw(String(max4))}`
  );
}

// packages/db/src/schema/accounts.ts
var users = pgTable(
  "users",
  {
    id: id(),
    name: text("name").notNull(),
    email: text("email").notNull(),
    passwordHash: text("password_hash").notNull(),
    rol: text("rol").notNull().default("En lista de espera"),
    profits: money("profits").notNull().default(0),
    costs: money("costs").notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt()
  },
  (t) => [
    uniqueIndex("users_email_lower_idx").on(sql2`lower(${t.email})`),
    index("users_name_idx").on(t.name),
    moneyBounds("users", t.profits, "balance"),
    moneyBounds("users", t.costs, "balance")
  ]
);
var userTokens = pgTable(
  "user_tokens",
  {
    id: id(),
    userId: integer2("user_id").notNull().references(() => users.id, { onDelete: "cascade" }),
    tokenHash: text("token_hash").notNull(),
    createdAt: createdAt(),
    lastUsedAt: tstz("last_used_at"),
    expiresAt: tstz("expires_at").notNull(),
    revokedAt: tstz("revoked_at")
  },
  (t) => [uniqueIndex("user_tokens_hash_idx").on(t.tokenHash), index("user_tokens_user_idx").on(t.userId)]
);
var discordLinks = pgTable(
  "discord_links",
  {
    userId: integer2("user_id").primaryKey().references(() => users.id, { onDelete: "cascade" }),
    discordId: text("discord_id").notNull(),
    discordUsername: text("discord_username").notNull(),
    linkedAt: createdAt()
  },
  (t) => [uniqueIndex("discord_links_discord_id_idx").on(t.discordId)]
);
var discordOauthStates = pgTable("discord_oauth_states", {
  nonce: text("nonce").primaryKey(),
  userId: integer2("user_id").notNull().references(() => users.id, { onDelete: "cascade" }),
  expiresAt: tstz("expires_at").notNull(),
  usedAt: tstz("used_at"),
  createdAt: createdAt()
});
var leagueSettings = pgTable("league_settings", {
  key: text("key").primaryKey(),
  value: text("value").notNull(),
  updatedAt: updatedAt()
});
var seasons = pgTable(
  "seasons",
  {
    id: id(),
    name: text("name").notNull(),
    startDate: tstz("start_date"),
    active: boolean("active").notNull().default(false),
    createdAt: createdAt()
  },
  // DESIGN.md §6: exactly one active season.
  (t) => [
    uniqueIndex("seasons_one_active_idx").on(t.active).where(sql2`${t.active}`)
  ]
);
var budgetMovements = pgTable(
  "budget_movements",
  {
    id: id(),
    userId: integer2("user_id").notNull().references(() => users.id, { onDelete: "cascade" }),
    amount: money("amount").notNull(),
    reason: text("reason").notNull(),
    refType: text("ref_type"),
    refId: integer2("ref_id"),
    balanceAfter: money("balance_after").notNull(),
    createdBy: integer2("created_by").references(() => users.id, { onDelete: "set null" }),
    note: text("note"),
    createdAt: createdAt()
  },
  (t) => [
    index("budget_movements_user_idx").on(t.userId, t.id),
    index("budget_movements_ref_idx").on(t.refType, t.refId),
    moneyBounds("budget_movements", t.amount, "signed"),
    moneyBounds("budget_movements", t.balanceAfter, "balance")
  ]
);

// packages/db/src/schema/squads.ts
import { sql as sql3 } from "drizzle-orm";
import { index as index2, integer as integer3, pgTable as pgTable2, text as text2, uniqueIndex as uniqueIndex2 } from "drizzle-orm/pg-core";
var teams = pgTable2(
  "teams",
  {
    id: id(),
    name: text2("name").notNull(),
    /** 'Primera', 'Segunda' or null for teams outside the two divisions. */
    division: text2("division"),
    idUser: integer3("id_user").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    updatedAt: updatedAt()
  },
  (t) => [
    index2("teams_division_idx").on(t.division),
    uniqueIndex2("teams_owner_idx").on(t.idUser).where(sql3`${t.idUser} is not null`)
  ]
);
var players = pgTable2(
  "players",
  {
    id: id(),
    name: text2("name").notNull(),
    age: integer3("age").notNull(),
    ca: integer3("ca").notNull(),
    pa: integer3("pa").notNull(),
    value: money("value").notNull().default(0),
    /** liberado | bloqueado | registrado | restringido | nada | '' (unmodified). */
    status: text2("status").notNull().default(""),
    idTeam: integer3("id_team").notNull().references(() => teams.id),
    createdAt: createdAt(),
    updatedAt: updatedAt()
  },
  (t) => [
    index2("players_team_idx").on(t.idTeam),
    index2("players_name_lower_idx").on(sql3`lower(${t.name})`),
    index2("players_name_id_idx").on(t.name, t.id),
    moneyBounds("players", t.value, "input")
  ]
);

// packages/db/src/schema/market.ts
import { sql as sql4 } from "drizzle-orm";
import { boolean as boolean2, index as index3, integer as integer4, jsonb, pgTable as pgTable3, text as text3 } from "drizzle-orm/pg-core";
var releaseClauses = pgTable3(
  "release_clauses",
  {
    id: id(),
    idPlayer: integer4("id_player").notNull().references(() => players.id, { onDelete: "cascade" }),
    /** Player name at the time of the offer. */
    name: text3("name").notNull(),
    /** The selling team at the time of the offer. */
    idTeam: integer4("id_team").notNull().references(() => teams.id),
    createdBy: integer4("created_by").notNull().references(() => users.id),
    value: money("value").notNull(),
    /** Ids of the buyer's players handed over as part of the payment. */
    otherPlayers: jsonb("other_players").$type().notNull().default(sql4`'[]'::jsonb`),
    extraValue: money("extra_value").notNull().default(0),
    totalValue: money("total_value").notNull(),
    idSeason: integer4("id_season").notNull().references(() => seasons.id),
    confirmed: boolean2("confirmed").notNull().default(false),
    active: boolean2("active").notNull().default(true),
    confirmedBy: integer4("confirmed_by").references(() => users.id),
    confirmedAt: tstz("confirmed_at"),
    /** Who closed it and why, so the next offer wins for a known reason (DESIGN.md §6). */
    closedBy: integer4("closed_by").references(() => users.id),
    closedAt: tstz("closed_at"),
    closedReason: text3("closed_reason"),
    createdAt: createdAt()
  },
  (t) => [
    index3("release_clauses_player_idx").on(t.idPlayer, t.idSeason),
    index3("release_clauses_season_team_idx").on(t.idSeason, t.idTeam),
    index3("release_clauses_creator_idx").on(t.createdBy),
    moneyBounds("release_clauses", t.value, "input"),
    moneyBounds("release_clauses", t.extraValue, "sum"),
    moneyBounds("release_clauses", t.totalValue, "sum")
  ]
);
var transfers = pgTable3(
  "transfers",
  {
    id: id(),
    idSeason: integer4("id_season").notNull().references(() => seasons.id),
    idTeamFrom: integer4("id_team_from").notNull().references(() => teams.id),
    idTeamTo: integer4("id_team_to").notNull().references(() => teams.id),
    budget: money("budget").notNull().default(0),
    /** 'bloqueado' while pending, 'confirmado' once confirmed. */
    status: text3("status").notNull().default("bloqueado"),
    createdBy: integer4("created_by").notNull().references(() => users.id),
    buyBy: integer4("buy_by").references(() => users.id),
    soldBy: integer4("sold_by").references(() => users.id),
    confirmedBy: integer4("confirmed_by").references(() => users.id),
    confirmedAt: tstz("confirmed_at"),
    createdAt: createdAt()
  },
  (t) => [
    index3("transfers_season_idx").on(t.idSeason, t.status),
    moneyBounds("transfers", t.budget, "input")
  ]
);
var transferPlayers = pgTable3(
  "transfer_players",
  {
    id: id(),
    transferId: integer4("transfer_id").notNull().references(() => transfers.id, { onDelete: "cascade" }),
    playerId: integer4("player_id").notNull().references(() => players.id),
    playerName: text3("player_name").notNull()
  },
  (t) => [index3("transfer_players_transfer_idx").on(t.transferId)]
);
var auctions = pgTable3(
  "auctions",
  {
    id: id(),
    idPlayer: integer4("id_player").notNull().references(() => players.id, { onDelete: "cascade" }),
    /** The team the player belonged to when the auction opened. */
    idTeam: integer4("id_team").notNull().references(() => teams.id),
    idSeason: integer4("id_season").notNull().references(() => seasons.id),
    createdBy: integer4("created_by").notNull().references(() => users.id),
    openingAmount: money("opening_amount").notNull(),
    /** active → confirmed (winner paid) or cancelled. */
    status: text3("status").notNull().default("active"),
    closesAt: tstz("closes_at").notNull(),
    winnerUserId: integer4("winner_user_id").references(() => users.id),
    confirmedBy: integer4("confirmed_by").references(() => users.id),
    confirmedAt: tstz("confirmed_at"),
    createdAt: createdAt()
  },
  (t) => [
    index3("auctions_player_idx").on(t.idPlayer, t.idSeason),
    index3("auctions_season_status_idx").on(t.idSeason, t.status),
    moneyBounds("auctions", t.openingAmount, "input")
  ]
);
var auctionBids = pgTable3(
  "auction_bids",
  {
    id: id(),
    auctionId: integer4("auction_id").notNull().references(() => auctions.id, { onDelete: "cascade" }),
    userId: integer4("user_id").notNull().references(() => users.id),
    /** The bidder's team, which receives the player if the bid wins. */
    teamId: integer4("team_id").references(() => teams.id),
    amount: money("amount").notNull(),
    createdAt: createdAt()
  },
  (t) => [
    index3("auction_bids_auction_idx").on(t.auctionId, t.amount),
    moneyBounds("auction_bids", t.amount, "input")
  ]
);

// packages/db/src/schema/bets.ts
import { boolean as boolean3, check as check2, index as index4, integer as integer5, pgTable as pgTable4, text as text4 } from "drizzle-orm/pg-core";
import { sql as sql5 } from "drizzle-orm";
var matchBets = pgTable4(
  "match_bets",
  {
    id: id(),
    match: text4("match").notNull(),
    description: text4("description").notNull().default(""),
    homeOdd: integer5("home_odd").notNull(),
    awayOdd: integer5("away_odd").notNull(),
    drawOdd: integer5("draw_odd").notNull(),
    underOdd: integer5("under_odd").notNull(),
    overOdd: integer5("over_odd").notNull(),
    active: boolean3("active").notNull().default(true),
    createdBy: integer5("created_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt()
  },
  (t) => [index4("match_bets_active_idx").on(t.active, t.id)]
);
var playerBets = pgTable4("player_bets", {
  id: id(),
  name: text4("name").notNull(),
  description: text4("description").notNull().default(""),
  goalOdd: integer5("goal_odd").notNull(),
  cardOdd: integer5("card_odd").notNull(),
  active: boolean3("active").notNull().default(true),
  createdBy: integer5("created_by").references(() => users.id, { onDelete: "set null" }),
  createdAt: createdAt()
});
var userBets = pgTable4(
  "user_bets",
  {
    id: id(),
    idUser: integer5("id_user").notNull().references(() => users.id, { onDelete: "cascade" }),
    idBet: integer5("id_bet").references(() => matchBets.id),
    idPlayerbet: integer5("id_playerbet").references(() => playerBets.id),
    /** home | away | draw | under | over | goal | card */
    option: text4("option").notNull(),
    /** The odd chosen, in hundredths, copied from the bet when placed. */
    selectedOption: integer5("selected_option").notNull(),
    amount: money("amount").notNull(),
    confirmed: boolean3("confirmed").notNull().default(false),
    /** pending | won | lost */
    outcome: text4("outcome").notNull().default("pending"),
    payout: money("payout"),
    settledBy: integer5("settled_by").references(() => users.id),
    settledAt: tstz("settled_at"),
    createdAt: createdAt()
  },
  (t) => [
    index4("user_bets_user_idx").on(t.idUser, t.id),
    index4("user_bets_pending_idx").on(t.confirmed, t.id),
    check2("user_bets_one_target", sql5`(${t.idBet} is null) <> (${t.idPlayerbet} is null)`),
    moneyBounds("user_bets", t.amount, "input"),
    // A payout is stake × odd (at most 15 M × 1000), a product rather than an input.
    moneyBounds("user_bets", t.payout, "sum")
  ]
);

// packages/db/src/schema/competition.ts
import { boolean as boolean4, date, index as index5, integer as integer6, pgTable as pgTable5, primaryKey, text as text5, uniqueIndex as uniqueIndex3 } from "drizzle-orm/pg-core";
var tournaments = pgTable5(
  "tournaments",
  {
    id: id(),
    name: text5("name").notNull(),
    startDate: date("start_date"),
    endDate: date("end_date"),
    seasonId: integer6("season_id").notNull().references(() => seasons.id),
    /** PD | SD | UCL */
    type: text5("type").notNull(),
    /** PD | SD | UCL | UEL | CFM */
    format: text5("format").notNull(),
    createdAt: createdAt()
  },
  (t) => [index5("tournaments_season_idx").on(t.seasonId)]
);
var tournamentTeams = pgTable5(
  "tournament_teams",
  {
    tournamentId: integer6("tournament_id").notNull().references(() => tournaments.id, { onDelete: "cascade" }),
    teamId: integer6("team_id").notNull().references(() => teams.id),
    /** Group letter for group stages (UCL), null otherwise. */
    groupName: text5("group_name")
  },
  (t) => [primaryKey({ columns: [t.tournamentId, t.teamId] })]
);
var matches = pgTable5(
  "matches",
  {
    id: id(),
    tournamentId: integer6("tournament_id").notNull().references(() => tournaments.id, { onDelete: "cascade" }),
    teamHomeId: integer6("team_home_id").notNull().references(() => teams.id),
    teamAwayId: integer6("team_away_id").notNull().references(() => teams.id),
    scoreHome: integer6("score_home"),
    scoreAway: integer6("score_away"),
    matchDate: tstz("match_date"),
    /** pending | completed */
    status: text5("status").notNull().default("pending"),
    /** Round number (Fecha or Ronda). */
    stage: integer6("stage").notNull(),
    groupName: text5("group_name"),
    createdBy: integer6("created_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt()
  },
  (t) => [
    index5("matches_tournament_stage_idx").on(t.tournamentId, t.stage),
    index5("matches_home_idx").on(t.teamHomeId),
    index5("matches_away_idx").on(t.teamAwayId)
  ]
);
var matchStatistics = pgTable5(
  "match_statistics",
  {
    id: id(),
    matchId: integer6("match_id").notNull().references(() => matches.id, { onDelete: "cascade" }),
    tournamentId: integer6("tournament_id").notNull().references(() => tournaments.id, { onDelete: "cascade" }),
    playerId: integer6("player_id").notNull().references(() => players.id, { onDelete: "cascade" }),
    /** The player's team in that match. */
    teamId: integer6("team_id").notNull().references(() => teams.id),
    userId: integer6("user_id").references(() => users.id, { onDelete: "set null" }),
    goals: integer6("goals").notNull().default(0),
    assists: integer6("assists").notNull().default(0),
    yellowCards: integer6("yellow_cards").notNull().default(0),
    redCards: integer6("red_cards").notNull().default(0),
    simpleInjuries: integer6("simple_injuries").notNull().default(0),
    seriousInjuries: integer6("serious_injuries").notNull().default(0),
    mvp: boolean4("mvp").notNull().default(false),
    directRed: boolean4("direct_red").notNull().default(false),
    createdAt: createdAt()
  },
  (t) => [
    uniqueIndex3("match_statistics_match_player_idx").on(t.matchId, t.playerId),
    index5("match_statistics_tournament_player_idx").on(t.tournamentId, t.playerId),
    index5("match_statistics_team_idx").on(t.teamId)
  ]
);

// packages/db/src/schema/operations.ts
import { integer as integer7, pgTable as pgTable6, text as text6, timestamp as timestamp2 } from "drizzle-orm/pg-core";
var rateLimitHits = pgTable6("rate_limit_hits", {
  key: text6("key").primaryKey(),
  count: integer7("count").notNull(),
  resetAt: timestamp2("reset_at", { withTimezone: true }).notNull()
});
var scheduledJobs = pgTable6("scheduled_jobs", {
  name: text6("name").primaryKey(),
  lastRunAt: tstz("last_run_at"),
  lastFinishedAt: tstz("last_finished_at"),
  lastError: text6("last_error"),
  runBy: text6("run_by"),
  runs: integer7("runs").notNull().default(0)
});
var cacheVersions = pgTable6("cache_versions", {
  name: text6("name").primaryKey(),
  version: text6("version").notNull()
});

// packages/db/src/schema/ocr.ts
import { customType, index as index6, integer as integer8, pgTable as pgTable7, primaryKey as primaryKey2, text as text7, uniqueIndex as uniqueIndex4 } from "drizzle-orm/pg-core";
var bytes = customType({ dataType: () => "bytea" });
var matchScreenshots = pgTable7(
  "match_screenshots",
  {
    id: id(),
    matchId: integer8("match_id").notNull().references(() => matches.id, { onDelete: "cascade" }),
    uploadedBy: integer8("uploaded_by").references(() => users.id, { onDelete: "set null" }),
    filename: text7("filename").notNull(),
    /** match_statistics | player_ratings */
    type: text7("type"),
    /** SHA-256 of the bytes sent: the same capture twice is kept once. */
    sha256: text7("sha256").notNull(),
    width: integer8("width").notNull(),
    height: integer8("height").notNull(),
    /** WebP, at most 1600 px on the long side. */
    image: bytes("image").notNull(),
    /** WebP, 320 px wide, for the match page. */
    thumbnail: bytes("thumbnail").notNull(),
    createdAt: createdAt()
  },
  (t) => [
    index6("match_screenshots_match_idx").on(t.matchId),
    uniqueIndex4("match_screenshots_match_sha_idx").on(t.matchId, t.sha256)
  ]
);
var playerShirtNumbers = pgTable7(
  "player_shirt_numbers",
  {
    playerId: integer8("player_id").notNull().references(() => players.id, { onDelete: "cascade" }),
    teamId: integer8("team_id").notNull().references(() => teams.id, { onDelete: "cascade" }),
    shirtNumber: integer8("shirt_number").notNull(),
    seenAt: tstz("seen_at").notNull().defaultNow()
  },
  (t) => [
    primaryKey2({ columns: [t.playerId, t.teamId] }),
    index6("player_shirt_numbers_team_idx").on(t.teamId)
  ]
);

// packages/db/src/schema/prizes.ts
import { sql as sql6 } from "drizzle-orm";
import { index as index7, integer as integer9, pgTable as pgTable8, primaryKey as primaryKey3, text as text8, uniqueIndex as uniqueIndex5 } from "drizzle-orm/pg-core";
var prizes = pgTable8(
  "prizes",
  {
    id: id(),
    tournamentId: integer9("tournament_id").notNull().references(() => tournaments.id),
    teamId: integer9("team_id").notNull().references(() => teams.id),
    paidUserId: integer9("paid_user_id").references(() => users.id),
    amount: money("amount").notNull(),
    /** Normalised text ('1°', 'Goleador'); compared without case. */
    position: text8("position").notNull(),
    description: text8("description"),
    /** manual (POST /prizes) | table (a tournament's prize table applied) */
    source: text8("source").notNull().default("manual"),
    createdBy: integer9("created_by").references(() => users.id),
    paidAt: tstz("paid_at").notNull(),
    revertedAt: tstz("reverted_at"),
    revertedBy: integer9("reverted_by").references(() => users.id),
    revertReason: text8("revert_reason"),
    createdAt: createdAt()
  },
  (t) => [
    uniqueIndex5("prizes_once_idx").on(t.tournamentId, t.teamId, sql6`lower(${t.position})`).where(sql6`${t.revertedAt} is null`),
    index7("prizes_tournament_idx").on(t.tournamentId, t.id),
    moneyBounds("prizes", t.amount, "input")
  ]
);
var prizeTables = pgTable8(
  "prize_tables",
  {
    tournamentId: integer9("tournament_id").primaryKey().references(() => tournaments.id, { onDelete: "cascade" }),
    scorerBonus: money("scorer_bonus").notNull().default(0),
    assistsBonus: money("assists_bonus").notNull().default(0),
    updatedBy: integer9("updated_by").references(() => users.id, { onDelete: "set null" }),
    updatedAt: updatedAt()
  },
  (t) => [
    moneyBounds("prize_tables", t.scorerBonus, "input"),
    moneyBounds("prize_tables", t.assistsBonus, "input")
  ]
);
var prizeTablePositions = pgTable8(
  "prize_table_positions",
  {
    tournamentId: integer9("tournament_id").notNull().references(() => prizeTables.tournamentId, { onDelete: "cascade" }),
    position: integer9("position").notNull(),
    amount: money("amount").notNull()
  },
  (t) => [
    primaryKey3({ columns: [t.tournamentId, t.position] }),
    moneyBounds("prize_table_positions", t.amount, "input")
  ]
);

// packages/db/src/schema/rulebook.ts
import { sql as sql7 } from "drizzle-orm";
import { customType as customType2, index as index8, integer as integer10, pgTable as pgTable9, text as text9, uniqueIndex as uniqueIndex6 } from "drizzle-orm/pg-core";
var tsvector = customType2({ dataType: () => "tsvector" });
var rulebookSections = pgTable9(
  "rulebook_sections",
  {
    id: id(),
    seasonId: integer10("season_id").notNull().references(() => seasons.id),
    slug: text9("slug").notNull(),
    position: integer10("position").notNull(),
    title: text9("title").notNull(),
    body: text9("body").notNull(),
    searchText: text9("search_text").notNull(),
    searchVector: tsvector("search_vector").generatedAlwaysAs(
      sql7`setweight(to_tsvector('spanish', title), 'A') || setweight(to_tsvector('spanish', search_text), 'B')`
    ),
    updatedBy: integer10("updated_by").references(() => users.id, { onDelete: "set null" }),
    updatedAt: updatedAt(),
    createdAt: createdAt()
  },
  (t) => [
    uniqueIndex6("rulebook_sections_season_slug_idx").on(t.seasonId, t.slug),
    index8("rulebook_sections_season_position_idx").on(t.seasonId, t.position),
    index8("rulebook_sections_search_idx").using("gin", t.searchVector)
  ]
);
var rulebookRevisions = pgTable9(
  "rulebook_revisions",
  {
    id: id(),
    sectionId: integer10("section_id").notNull().references(() => rulebookSections.id, { onDelete: "cascade" }),
    title: text9("title").notNull(),
    body: text9("body").notNull(),
    editedBy: integer10("edited_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt()
  },
  (t) => [index8("rulebook_revisions_section_idx").on(t.sectionId, t.id)]
);

// packages/db/src/schema/assistant.ts
import { index as index9, integer as integer11, jsonb as jsonb2, pgTable as pgTable10, text as text10 } from "drizzle-orm/pg-core";
var assistantMessages = pgTable10(
  "assistant_messages",
  {
    id: id(),
    userId: integer11("user_id").notNull().references(() => users.id, { onDelete: "cascade" }),
    role: text10("role").$type().notNull(),
    content: text10("content").notNull(),
    sources: jsonb2("sources").$type().notNull().default([]),
    createdAt: createdAt()
  },
  (t) => [index9("assistant_messages_user_idx").on(t.userId, t.id)]
);

// packages/db/src/client.ts
var migrationsFolder = () => projectPath("packages/db/migrations");
async function openDb(options) {
  if (options.databaseUrl) {
    const pool = new pg3.Pool({ connectionString: options.databaseUrl, max: options.poolSize ?? 10 });
    const db2 = drizzlePg(pool, { schema: schema_exports });
    if (options.migrate !== false)
      await exclusively(
        db2,
        LOCKS.migrations,
        () => migratePg(db2, { migrationsFolder: migrationsFolder() })
      );
    return { db: db2, kind: "postgres", close: () => pool.end() };
  }
  const client = new PGlite3(options.dataDir ?? "memory://");
  const db = drizzlePglite(client, { schema: schema_exports });
  if (options.migrate !== false) await migratePglite(db, { migrationsFolder: migrationsFolder() });
  return { db, kind: "pglite", close: () => client.close() };
}

// packages/db/src/copy.ts
import { sql as sql8 } from "drizzle-orm";

// packages/db/src/data-dir.ts
import fs3 from "node:fs";
import path3 from "node:path";
var DB_FOLDER = "db";
var MOVING = "db.moving";
var OURS = /* @__PURE__ */ new Set([DB_FOLDER, MOVING, "backups", "liga-manager.lock"]);
function pgliteFolder(dataDir) {
  const target = path3.join(dataDir, DB_FOLDER);
  const moving = path3.join(dataDir, MOVING);
  if (fs3.existsSync(path3.join(dataDir, "PG_VERSION")) || fs3.existsSync(moving)) {
    fs3.mkdirSync(moving, { recursive: true });
    for (const entry of fs3.readdirSync(dataDir)) {
      if (!OURS.has(entry)) fs3.renameSync(path3.join(dataDir, entry), path3.join(moving, entry));
    }
    fs3.renameSync(moving, target);
  }
  return target;
}

// packages/db/src/health.ts
import fs4 from "node:fs";
import path4 from "node:path";
import { sql as sql9 } from "drizzle-orm";
var expected;
function shippedMigrations() {
  if (expected === void 0) {
    const journal = JSON.parse(
      fs4.readFileSync(path4.join(migrationsFolder(), "meta/_journal.json"), "utf8")
    );
    expected = journal.entries.length;
  }
  return expected;
}
async function migrationStatus(db) {
  const result = await db.execute(sql9`select count(*)::int as n from drizzle.__drizzle_migrations`);
  const [row] = result.rows;
  return { applied: Number(row?.n ?? 0), expected: shippedMigrations() };
}

// packages/db/src/lock.ts
import fs5 from "node:fs";
import path5 from "node:path";
var DataDirLockedError = class extends Error {
  constructor(dataDir, pid) {
    super(
      `La carpeta de datos ${dataDir} ya est\xE1 en uso por otro proceso de Liga Manager (pid ${pid}). Deten\xE9 ese proceso antes de iniciar otro: dos procesos sobre la misma base PGlite la corrompen.`
    );
    this.dataDir = dataDir;
    this.pid = pid;
  }
  dataDir;
  pid;
};
function isAlive(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return error.code === "EPERM";
  }
}
function lockDataDir(dataDir) {
  fs5.mkdirSync(dataDir, { recursive: true });
  const lockPath = path5.join(dataDir, "liga-manager.lock");
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = fs5.openSync(lockPath, "wx");
      fs5.writeSync(fd, String(process.pid));
      fs5.closeSync(fd);
      let released = false;
      return () => {
        if (released) return;
        released = true;
        fs5.rmSync(lockPath, { force: true });
      };
    } catch (error) {
      if (error.code !== "EEXIST") throw error;
      const pid = Number(fs5.readFileSync(lockPath, "utf8").trim());
      if (Number.isInteger(pid) && pid > 0 && pid !== process.pid && isAlive(pid)) {
        throw new DataDirLockedError(dataDir, pid);
      }
      fs5.rmSync(lockPath, { force: true });
    }
  }
  throw new Error(`No se pudo tomar el bloqueo de ${lockPath}`);
}

// packages/db/src/ledger.ts
import { eq, sql as sql10 } from "drizzle-orm";
var InsufficientFundsError = class extends Error {
  constructor(userId, balance, amount2) {
    super("Presupuesto insuficiente.");
    this.userId = userId;
    this.balance = balance;
    this.amount = amount2;
  }
  userId;
  balance;
  amount;
};
var BalanceBoundError = class extends Error {
  constructor(userId, balance, amount2) {
    super(ledgerMessages.balanceBound);
    this.userId = userId;
    this.balance = balance;
    this.amount = amount2;
  }
  userId;
  balance;
  amount;
  field = "amount";
};
var ledgerMessages = {
  balanceBound: "El movimiento dejar\xEDa un presupuesto fuera del l\xEDmite de la liga (\xB11.000.000.000.000.000)."
};
async function moveMoney(tx, input) {
  if (!Number.isSafeInteger(input.amount)) throw new Error("amount must be a safe integer");
  const after = sql10`${users.profits} + ${input.amount}`;
  const funds = input.allowNegative || input.amount >= 0 ? sql10`true` : sql10`${after} >= 0`;
  const bound = sql10`${after} between ${-MAX_BALANCE} and ${MAX_BALANCE}`;
  const [row] = await tx.update(users).set({ profits: after, updatedAt: /* @__PURE__ */ new Date() }).where(sql10`${eq(users.id, input.userId)} and ${funds} and ${bound}`).returning({ profits: users.profits });
  if (!row) {
    const [current] = await tx.select({ profits: users.profits }).from(users).where(eq(users.id, input.userId));
    if (!current) throw new Error(`user ${input.userId} not found`);
    if (Math.abs(current.profits + input.amount) > MAX_BALANCE)
      throw new BalanceBoundError(input.userId, current.profits, input.amount);
    throw new InsufficientFundsError(input.userId, current.profits, input.amount);
  }
  await tx.insert(budgetMovements).values({
    userId: input.userId,
    amount: input.amount,
    reason: input.reason,
    refType: input.refType ?? null,
    refId: input.refId ?? null,
    balanceAfter: row.profits,
    createdBy: input.createdBy ?? null,
    note: input.note ?? null
  });
  return row.profits;
}

// packages/db/src/rulebook.ts
import { eq as eq2 } from "drizzle-orm";
async function insertRulebookSections(tx, seasonId, sections, editedBy) {
  if (sections.length === 0) return;
  const rows2 = await tx.insert(rulebookSections).values(
    sections.map((s, i) => ({
      seasonId,
      slug: s.slug,
      position: i + 1,
      title: s.title,
      body: s.body,
      searchText: resolveRulebook(s.body),
      updatedBy: editedBy
    }))
  ).returning({ id: rulebookSections.id, title: rulebookSections.title, body: rulebookSections.body });
  await tx.insert(rulebookRevisions).values(rows2.map((r) => ({ sectionId: r.id, title: r.title, body: r.body, editedBy })));
}
async function refreshRulebookSearchText(db) {
  const rows2 = await db.select({ id: rulebookSections.id, body: rulebookSections.body, searchText: rulebookSections.searchText }).from(rulebookSections);
  let changed = 0;
  for (const row of rows2) {
    const text11 = resolveRulebook(row.body);
    if (text11 === row.searchText) continue;
    await db.update(rulebookSections).set({ searchText: text11 }).where(eq2(rulebookSections.id, row.id));
    changed += 1;
  }
  return changed;
}

// packages/db/src/seed.ts
import { count as count2, sql as sql11 } from "drizzle-orm";

// packages/db/src/seed-history.ts
import { inArray } from "drizzle-orm";
var DAY2 = 864e5;
var DEMO_TABLES = {
  PD: [15e7, 9e7, 6e7, 3e7],
  SD: [16e7, 8e7, 5e7, 25e6]
};
async function seedFinishedSeason(tx, options) {
  const { seasonId, rnd } = options;
  const created = await tx.insert(tournaments).values([
    { name: `Primera Divisi\xF3n T${seasonId}`, type: "PD", format: "PD", seasonId },
    { name: `Segunda Divisi\xF3n T${seasonId}`, type: "SD", format: "SD", seasonId }
  ]).returning({ id: tournaments.id, format: tournaments.format });
  for (const [index10, t] of created.entries()) {
    const teamIds = Array.from({ length: 14 }, (_, i) => index10 * 14 + 1 + i);
    await tx.insert(tournamentTeams).values(teamIds.map((teamId2) => ({ tournamentId: t.id, teamId: teamId2 })));
    const played = await tx.insert(matches).values(
      roundRobin(teamIds).map((f) => ({
        tournamentId: t.id,
        teamHomeId: f.home_id,
        teamAwayId: f.away_id,
        stage: f.stage,
        matchDate: new Date(options.seasonStart.getTime() + (f.stage * 7 + 1) * DAY2),
        status: "completed",
        scoreHome: Math.floor(rnd() * 4),
        scoreAway: Math.floor(rnd() * 3)
      }))
    ).returning();
    await insertScorers(tx, t.id, teamIds, played, rnd);
    const amounts = DEMO_TABLES[t.format];
    await tx.insert(prizeTables).values({ tournamentId: t.id, scorerBonus: 1e7, assistsBonus: 1e7 });
    await tx.insert(prizeTablePositions).values(amounts.map((amount2, i) => ({ tournamentId: t.id, position: i + 1, amount: amount2 })));
  }
}
async function insertScorers(tx, tournamentId, teamIds, played, rnd) {
  const squads = /* @__PURE__ */ new Map();
  const rows2 = await tx.select({ id: players.id, team: players.idTeam }).from(players).where(inArray(players.idTeam, teamIds)).orderBy(players.id);
  for (const r of rows2) squads.set(r.team, [...squads.get(r.team) ?? [], r.id]);
  const pick = (team3) => {
    const squad = squads.get(team3) ?? [];
    return squad[Math.floor(rnd() ** 2 * Math.min(squad.length, 12))];
  };
  const stats = [];
  for (const m of played) {
    const lines = /* @__PURE__ */ new Map();
    const add2 = (player, teamId2, field2) => {
      if (player === void 0) return;
      const line = lines.get(player) ?? { teamId: teamId2, goals: 0, assists: 0 };
      line[field2] += 1;
      lines.set(player, line);
    };
    for (const [teamId2, goals] of [
      [m.teamHomeId, m.scoreHome ?? 0],
      [m.teamAwayId, m.scoreAway ?? 0]
    ]) {
      for (let g = 0; g < goals; g++) {
        const scorer = pick(teamId2);
        add2(scorer, teamId2, "goals");
        const assister = pick(teamId2);
        if (assister !== scorer && rnd() < 0.7) add2(assister, teamId2, "assists");
      }
    }
    for (const [playerId, line] of lines) stats.push({ matchId: m.id, tournamentId, playerId, ...line });
  }
  if (stats.length > 0) await tx.insert(matchStatistics).values(stats);
}

// packages/db/src/seed-data.ts
var PRIMERA_TEAMS = [
  "Atl\xE9tico Pampero",
  "Deportivo Norte",
  "Real Costanera",
  "Club Ferroviario",
  "Uni\xF3n del Sur",
  "Racing del Plata",
  "Sporting Andino",
  "Ol\xEDmpico Central",
  "Juventud Unida",
  "Estrella Roja FC",
  "Defensores del Puerto",
  "Independiente Oeste",
  "Atl\xE9tico R\xEDo Grande",
  "Gimnasia del Valle"
];
var SEGUNDA_TEAMS = [
  "Deportivo Laguna",
  "Club Atl\xE9tico Sierra",
  "San Mart\xEDn del Monte",
  "Porvenir FC",
  "Central Norte",
  "Argentino del Este",
  "Almagro Unido",
  "Tigres del Litoral",
  "Club Social Brisas",
  "Hurac\xE1n del Sur",
  "Victoria FC",
  "Platense Viejo",
  "Colegiales Athletic",
  "C\xF3ndores FC"
];
var OTHER_TEAMS = [
  "FC Oporto Azul",
  "Ajax del Norte",
  "Benfica Rojo",
  "Celtic Verde",
  "Galatasaray Sol",
  "Zenit Blanco",
  "Shakhtar Minero",
  "Basilea Rin",
  "Brujas Canal",
  "Salzburgo Toro",
  "Dinamo Kiev",
  "Estrella de Belgrado"
];
var FIRST_NAMES = [
  "Juan",
  "Pedro",
  "Lucas",
  "Mateo",
  "Santiago",
  "Tom\xE1s",
  "Nicol\xE1s",
  "Mart\xEDn",
  "Diego",
  "Juli\xE1n",
  "Facundo",
  "Agust\xEDn",
  "Bruno",
  "Franco",
  "Gonzalo",
  "Ignacio",
  "Joaqu\xEDn",
  "Lautaro",
  "Marcos",
  "Nahuel",
  "Pablo",
  "Ramiro",
  "Sergio",
  "Thiago",
  "Valent\xEDn",
  "Emiliano",
  "Hern\xE1n",
  "Rodrigo",
  "Leandro",
  "Alexis",
  "Enzo",
  "Cristian",
  "Federico",
  "Maximiliano",
  "Luis",
  "Andr\xE9s",
  "Kevin",
  "Iv\xE1n",
  "\xD3scar",
  "Ra\xFAl"
];
var LAST_NAMES = [
  "Gonz\xE1lez",
  "Rodr\xEDguez",
  "Fern\xE1ndez",
  "L\xF3pez",
  "Mart\xEDnez",
  "Garc\xEDa",
  "P\xE9rez",
  "S\xE1nchez",
  "Romero",
  "D\xEDaz",
  "\xC1lvarez",
  "Torres",
  "Ruiz",
  "Ram\xEDrez",
  "Flores",
  "Acosta",
  "Ben\xEDtez",
  "Medina",
  "Herrera",
  "Su\xE1rez",
  "Aguirre",
  "Gim\xE9nez",
  "Guti\xE9rrez",
  "Pereyra",
  "Rojas",
  "Molina",
  "Castro",
  "Ortiz",
  "Silva",
  "N\xFA\xF1ez",
  "Luna",
  "Ju\xE1rez",
  "Cabrera",
  "R\xEDos",
  "Ferreyra",
  "Godoy",
  "Morales",
  "Dom\xEDnguez",
  "Moreno",
  "Peralta",
  "Vega",
  "Carrizo",
  "Quiroga",
  "Ledesma",
  "Sosa"
];

// packages/db/src/seed.ts
var FREE_AGENT_TEAM_ID = 61;
var DEMO_PASSWORD = "password123";
var DEMO_BUDGET = 2e8;
function random2(seed) {
  let a = seed;
  return () => {
    a = a + 1831565813 | 0;
    let t = Math.imul(a ^ a >>> 15, 1 | a);
    t = t + Math.imul(t ^ t >>> 7, 61 | t) ^ t;
    return ((t ^ t >>> 14) >>> 0) / 4294967296;
  };
}
async function isEmpty(db) {
  const [u] = await db.select({ n: count2() }).from(users);
  const [t] = await db.select({ n: count2() }).from(teams);
  return (u?.n ?? 0) === 0 && (t?.n ?? 0) === 0;
}
async function syncSequence(tx, table) {
  await tx.execute(
    sql11.raw(`select setval(pg_get_serial_sequence('${table}', 'id'), (select max(id) from ${table}))`)
  );
}
function playerValue(ca, age) {
  const base = Math.max(1, ca - 60) ** 2 * 6e3;
  const ageFactor = age <= 21 ? 1.4 : age <= 27 ? 1.2 : age <= 31 ? 1 : 0.6;
  return Math.round(base * ageFactor / 1e5) * 1e5;
}
async function seedDemoLeague(db, options) {
  const now = options.now ?? /* @__PURE__ */ new Date();
  const rnd = random2(57);
  const pick = (list) => list[Math.floor(rnd() * list.length)];
  const accounts = [];
  await db.transaction(async (tx) => {
    await tx.insert(seasons).values([
      { id: 57, name: "Temporada 57", active: false, startDate: new Date(now.getTime() - 400 * 864e5) },
      { id: 58, name: "Temporada 58", active: false, startDate: new Date(now.getTime() - 200 * 864e5) },
      { id: 59, name: "Temporada 59", active: true, startDate: new Date(now.getTime() - 22 * 864e5) }
    ]);
    await syncSequence(tx, "seasons");
    const addUser = async (name3, email, rol, budget) => {
      const [row] = await tx.insert(users).values({ name: name3, email, rol, passwordHash: options.passwordHash }).returning({ id: users.id });
      if (budget > 0)
        await moveMoney(tx, {
          userId: row.id,
          amount: budget,
          reason: "admin_adjustment",
          note: "Presupuesto inicial"
        });
      return row.id;
    };
    await addUser("Administraci\xF3n", "admin@liga.test", "Admin", 0);
    accounts.push({ email: "admin@liga.test", rol: "Admin", name: "Administraci\xF3n" });
    await addUser("Organizaci\xF3n", "organizador@liga.test", "Organizador", 0);
    accounts.push({ email: "organizador@liga.test", rol: "Organizador", name: "Organizaci\xF3n" });
    let teamId2 = 1;
    for (const [division2, names, prefix] of [
      ["Primera", PRIMERA_TEAMS, "primera"],
      ["Segunda", SEGUNDA_TEAMS, "segunda"]
    ]) {
      for (const [index10, teamName] of names.entries()) {
        const first = index10 === 0;
        const email = first ? division2 === "Primera" ? "manager1@liga.test" : "manager2@liga.test" : `${prefix}${String(index10 + 1).padStart(2, "0")}@liga.test`;
        const name3 = first ? division2 === "Primera" ? "Manager Uno" : "Manager Dos" : `DT ${teamName}`;
        const rol = division2 === "Primera" ? "Manager Primera" : "Manager Segunda";
        const owner2 = await addUser(name3, email, rol, DEMO_BUDGET);
        if (first) accounts.push({ email, rol, name: name3, team: teamName });
        await tx.insert(teams).values({ id: teamId2++, name: teamName, division: division2, idUser: owner2 });
      }
    }
    for (const teamName of OTHER_TEAMS)
      await tx.insert(teams).values({ id: teamId2++, name: teamName, division: null });
    await tx.insert(teams).values({ id: FREE_AGENT_TEAM_ID, name: "Agentes Libres", division: null });
    await syncSequence(tx, "teams");
    await tx.insert(leagueSettings).values({ key: "free_agent_team_id", value: String(FREE_AGENT_TEAM_ID) });
    await addUser("Aspirante", "espera@liga.test", "En lista de espera", 0);
    accounts.push({ email: "espera@liga.test", rol: "En lista de espera", name: "Aspirante" });
    await addUser("Visitante", "visitante@liga.test", "visitante", 0);
    accounts.push({ email: "visitante@liga.test", rol: "visitante (Otro)", name: "Visitante" });
    const rows2 = [];
    const squad = (team3, size, caBase, registered) => {
      const listed = { adults: 0, youth: 0 };
      for (let i = 0; i < size; i++) {
        const age = 17 + Math.floor(rnd() * 18);
        const ca = Math.min(190, Math.max(60, Math.round(caBase + (rnd() - 0.5) * 40)));
        const pa = Math.min(200, ca + Math.floor(rnd() * (age <= 21 ? 40 : 10)));
        const group = age > 20 ? "adults" : "youth";
        const room = listed[group] < (group === "adults" ? 16 : 4);
        if (registered && room) listed[group] += 1;
        const status = registered && room ? "registrado" : "";
        rows2.push({
          name: `${pick(FIRST_NAMES)} ${pick(LAST_NAMES)}`,
          age,
          ca,
          pa,
          value: playerValue(ca, age),
          status,
          idTeam: team3
        });
      }
    };
    for (let t = 1; t <= 14; t++) squad(t, 24, 150 - t * 0.8, true);
    for (let t = 15; t <= 28; t++) squad(t, 24, 138 - (t - 14) * 0.8, true);
    for (let t = 29; t < 29 + OTHER_TEAMS.length; t++) squad(t, 22, 130, false);
    squad(FREE_AGENT_TEAM_ID, 20, 110, false);
    for (let i = 0; i < rows2.length; i += 500) await tx.insert(players).values(rows2.slice(i, i + 500));
    const [primera, segunda] = await tx.insert(tournaments).values([
      { name: "Primera Divisi\xF3n T59", type: "PD", format: "PD", seasonId: 59 },
      { name: "Segunda Divisi\xF3n T59", type: "SD", format: "SD", seasonId: 59 }
    ]).returning({ id: tournaments.id });
    const seasonStart = now.getTime() - 22 * 864e5;
    for (const [tournamentId, first] of [
      [primera.id, 1],
      [segunda.id, 15]
    ]) {
      const ids = Array.from({ length: 14 }, (_, i) => first + i);
      await tx.insert(tournamentTeams).values(ids.map((teamId3) => ({ tournamentId, teamId: teamId3 })));
      await tx.insert(matches).values(
        roundRobin(ids).map((f) => {
          const played = f.stage <= 3;
          return {
            tournamentId,
            teamHomeId: f.home_id,
            teamAwayId: f.away_id,
            stage: f.stage,
            matchDate: new Date(seasonStart + 864e5 + (f.stage - 1) * 7 * 864e5),
            status: played ? "completed" : "pending",
            scoreHome: played ? Math.floor(rnd() * 4) : null,
            scoreAway: played ? Math.floor(rnd() * 3) : null
          };
        })
      );
    }
    await tx.insert(matchBets).values([
      {
        match: `${PRIMERA_TEAMS[0]} vs ${PRIMERA_TEAMS[1]}`,
        description: "Fecha 4 de Primera",
        homeOdd: 185,
        awayOdd: 320,
        drawOdd: 290,
        underOdd: 170,
        overOdd: 210
      },
      {
        match: `${SEGUNDA_TEAMS[0]} vs ${SEGUNDA_TEAMS[1]}`,
        description: "Fecha 4 de Segunda",
        homeOdd: 240,
        awayOdd: 250,
        drawOdd: 300,
        underOdd: 190,
        overOdd: 185
      }
    ]);
    await tx.insert(playerBets).values([
      { name: "Goleador de la fecha", description: "Marca en la fecha 4", goalOdd: 250, cardOdd: 400 }
    ]);
    await tx.insert(tournaments).values([
      { name: "Champions League T59", type: "UCL", format: "UCL", seasonId: 59 },
      { name: "Europa League T59", type: "UCL", format: "UEL", seasonId: 59 },
      { name: "Copa Federaci\xF3n T59", type: "UCL", format: "CFM", seasonId: 59 }
    ]);
    await seedFinishedSeason(tx, {
      seasonId: 58,
      seasonStart: new Date(now.getTime() - 200 * 864e5),
      rnd
    });
    await insertRulebookSections(tx, 59, DEFAULT_RULEBOOK, null);
  });
  return accounts;
}

// apps/api/src/app.ts
import Fastify, { LogController } from "fastify";
import { serializerCompiler, validatorCompiler } from "fastify-type-provider-zod";

// packages/domain/src/users/password-strength.ts
import { ZxcvbnFactory } from "@zxcvbn-ts/core";
import { adjacencyGraphs, dictionary as common } from "@zxcvbn-ts/language-common";
import { dictionary as spanish, translations } from "@zxcvbn-ts/language-es-es";
var MIN_PASSWORD_SCORE = 2;
var estimator;
function zxcvbn() {
  estimator ??= new ZxcvbnFactory({
    dictionary: { ...common, ...spanish },
    graphs: adjacencyGraphs,
    translations
  });
  return estimator;
}
var WEAK_PASSWORD = "El password es demasiado f\xE1cil de adivinar.";
function passwordWeakness(password, userInputs = []) {
  const result = zxcvbn().check(password.slice(0, 128), userInputs);
  if (result.score >= MIN_PASSWORD_SCORE) return null;
  const advice = [result.feedback.warning, ...result.feedback.suggestions].filter((text11) => Boolean(text11)).map((text11) => /[.!?]$/.test(text11.trim()) ? text11.trim() : `${text11.trim()}.`);
  return [WEAK_PASSWORD, ...advice].join(" ");
}
function installPasswordStrength() {
  installPasswordCheck((password) => passwordWeakness(password));
}

// apps/api/src/lib/clock.ts
var Clock = class {
  offsetMs = 0;
  now() {
    return new Date(Date.now() + this.offsetMs);
  }
  advance(ms) {
    this.offsetMs += ms;
  }
  set(at) {
    this.offsetMs = at.getTime() - Date.now();
  }
  reset() {
    this.offsetMs = 0;
  }
};

// apps/api/src/lib/stream-tickets.ts
import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
var TICKET_TTL_MS = 6e4;
var StreamTickets = class {
  constructor(secret) {
    this.secret = secret;
  }
  secret;
  used = /* @__PURE__ */ new Map();
  sign(body) {
    return createHmac("sha256", this.secret).update(`stream-ticket:${body}`).digest("base64url");
  }
  issue(tokenId, now) {
    const body = `${tokenId}.${now.getTime() + TICKET_TTL_MS}.${randomBytes(12).toString("base64url")}`;
    return `${body}.${this.sign(body)}`;
  }
  /** The token id the ticket was issued for, or null when it is forged, expired or already used. */
  redeem(ticket, now) {
    const parts = ticket.split(".");
    if (parts.length !== 4) return null;
    const body = parts.slice(0, 3).join(".");
    const given = Buffer.from(parts[3]);
    const expected2 = Buffer.from(this.sign(body));
    if (given.length !== expected2.length || !timingSafeEqual(given, expected2)) return null;
    const expiresAt2 = Number(parts[1]);
    if (!Number.isFinite(expiresAt2) || expiresAt2 <= now.getTime()) return null;
    for (const [nonce, until] of this.used) if (until <= now.getTime()) this.used.delete(nonce);
    if (this.used.has(parts[2])) return null;
    this.used.set(parts[2], expiresAt2);
    return Number(parts[0]);
  }
};
var SECRET_KEY = /token|ticket/i;
function redactUrl(url) {
  const q = url.indexOf("?");
  if (q < 0) return url;
  let params;
  try {
    params = new URLSearchParams(url.slice(q + 1));
  } catch {
    return `${url.slice(0, q)}?***`;
  }
  const parts = [];
  for (const [key2, value] of params)
    parts.push(`${encodeURIComponent(key2)}=${SECRET_KEY.test(key2) ? "***" : encodeURIComponent(value)}`);
  return `${url.slice(0, q)}?${parts.join("&")}`;
}

// apps/api/src/plugins/auth.ts
import fp from "fastify-plugin";
import { and, eq as eq3, gt, isNull, lt, or, sql as sql12 } from "drizzle-orm";

// apps/api/src/lib/http-errors.ts
var HttpError = class extends Error {
  constructor(statusCode, message, errors) {
    super(message);
    this.statusCode = statusCode;
    this.errors = errors;
  }
  statusCode;
  errors;
};
function unprocessable(errors, message) {
  const first = Object.values(errors)[0]?.[0];
  return new HttpError(422, message ?? first ?? "Los datos no son v\xE1lidos.", errors);
}
var ruleBroken = (field2, message) => unprocessable({ [field2]: [message] }, message);
var forbidden = (message = "No tienes permiso para realizar esta acci\xF3n.") => new HttpError(403, message);
var notFound = (message = "No encontrado.") => new HttpError(404, message);
var unauthorized = (message = "No autenticado.") => new HttpError(401, message);
var tooManyRequests = (message) => new HttpError(429, message);
var unavailable = (message) => new HttpError(503, message);

// apps/api/src/lib/auth-cache.ts
var TTL_MS = 6e4;
var MAX_ENTRIES = 2e4;
var AuthCache = class {
  entries = /* @__PURE__ */ new Map();
  get(tokenHash, now) {
    const entry = this.entries.get(tokenHash);
    if (!entry) return void 0;
    if (entry.expiresAt <= now || Date.now() - entry.cachedAt > TTL_MS) {
      this.entries.delete(tokenHash);
      return void 0;
    }
    return entry;
  }
  set(tokenHash, value) {
    if (this.entries.size >= MAX_ENTRIES) this.entries.delete(this.entries.keys().next().value);
    this.entries.set(tokenHash, { ...value, cachedAt: Date.now() });
  }
  clear() {
    this.entries.clear();
  }
  get size() {
    return this.entries.size;
  }
};

// apps/api/src/lib/tokens.ts
import { createHash, createHmac as createHmac2, randomBytes as randomBytes2, timingSafeEqual as timingSafeEqual2 } from "node:crypto";
var newToken = () => randomBytes2(32).toString("base64url");
var hashToken = (token) => createHash("sha256").update(token).digest("hex");
function sign(secret, payload) {
  return createHmac2("sha256", secret).update(payload).digest("base64url");
}
function verifySignature(secret, payload, signature) {
  const expected2 = Buffer.from(sign(secret, payload));
  const given = Buffer.from(signature);
  return expected2.length === given.length && timingSafeEqual2(expected2, given);
}

// apps/api/src/plugins/auth.ts
var TOUCH_EVERY_MS = 5 * 60 * 1e3;
function bearerToken(request) {
  const header = request.headers.authorization;
  if (!header) return void 0;
  const [scheme, value] = header.split(" ");
  return scheme?.toLowerCase() === "bearer" && value ? value : void 0;
}
var lookups = /* @__PURE__ */ new WeakMap();
function prepareLookup(app) {
  return app.db.select({
    id: users.id,
    name: users.name,
    email: users.email,
    rol: users.rol,
    tokenId: userTokens.id,
    lastUsedAt: userTokens.lastUsedAt,
    expiresAt: userTokens.expiresAt
  }).from(userTokens).innerJoin(users, eq3(users.id, userTokens.userId)).where(
    and(
      eq3(userTokens.tokenHash, sql12.placeholder("hash")),
      isNull(userTokens.revokedAt),
      gt(userTokens.expiresAt, sql12.placeholder("now"))
    )
  ).prepare("auth_user_by_token");
}
async function userForToken(app, token) {
  if (!token || token.length > 200) return null;
  const now = app.clock.now();
  const hash2 = hashToken(token);
  let found = app.authCache.get(hash2, now);
  if (!found) {
    let lookup2 = lookups.get(app.db);
    if (!lookup2) lookups.set(app.db, lookup2 = prepareLookup(app));
    const [row] = await lookup2.execute({ hash: hash2, now });
    if (!row) return null;
    const { lastUsedAt, expiresAt: expiresAt2, ...user } = row;
    found = { user, expiresAt: expiresAt2, lastUsedAt };
    app.authCache.set(hash2, found);
  }
  if (!found.lastUsedAt || now.getTime() - found.lastUsedAt.getTime() > TOUCH_EVERY_MS) {
    found.lastUsedAt = now;
    await app.db.update(userTokens).set({ lastUsedAt: now }).where(
      and(
        eq3(userTokens.id, found.user.tokenId),
        or(
          isNull(userTokens.lastUsedAt),
          lt(userTokens.lastUsedAt, sql12`${now}::timestamptz - interval '5 minutes'`)
        )
      )
    );
  }
  return { ...found.user };
}
async function liveSession(app, tokenId) {
  const [row] = await app.db.select({ userId: userTokens.userId }).from(userTokens).where(
    and(
      eq3(userTokens.id, tokenId),
      isNull(userTokens.revokedAt),
      gt(userTokens.expiresAt, app.clock.now())
    )
  );
  return row ?? null;
}
var POLICY = /* @__PURE__ */ Symbol("route policy");
function declaredPolicy(hooks, config) {
  const list = Array.isArray(hooks) ? hooks : [hooks];
  const tagged = list.find((hook) => hook?.[POLICY]);
  if (tagged) return tagged[POLICY];
  return config?.public ? "public" : void 0;
}
var READS = /* @__PURE__ */ new Set(["GET", "HEAD", "OPTIONS"]);
var auth_default = fp(
  async (app) => {
    app.decorateRequest("user", null);
    const cache = new AuthCache();
    app.decorate("authCache", cache);
    app.onDatabaseNotice(
      "liga_auth",
      () => cache.clear(),
      () => cache.clear()
    );
    app.addHook("onSend", async (request) => {
      if (!READS.has(request.method)) cache.clear();
    });
    const load = (request) => userForToken(app, bearerToken(request));
    const optionalAuth = async (request) => {
      request.user = await load(request);
    };
    optionalAuth[POLICY] = "public";
    app.decorate("optionalAuth", optionalAuth);
    app.decorate("auth", (roles, refusal) => {
      const hook = async (request) => {
        const user = await load(request);
        if (!user) throw unauthorized();
        request.user = user;
        if (!roles.includes(user.rol)) throw forbidden(refusal);
      };
      hook[POLICY] = { roles };
      return hook;
    });
    const registered = [];
    app.decorate("routePolicies", registered);
    app.addHook("onRoute", (route2) => {
      if (route2.method === "HEAD" || route2.method === "OPTIONS") return;
      const methods = Array.isArray(route2.method) ? route2.method : [route2.method];
      const policy2 = declaredPolicy(route2.onRequest, route2.config);
      const body = route2.schema?.body;
      for (const method of methods) registered.push({ method, url: route2.url, policy: policy2, body });
    });
  },
  { name: "auth", dependencies: ["events"] }
);
function actor(request) {
  if (!request.user) throw unauthorized();
  return request.user;
}

// apps/api/src/plugins/events.ts
import fp2 from "fastify-plugin";
import pg4 from "pg";
import { sql as sql13 } from "drizzle-orm";

// apps/api/src/lib/events.ts
import { randomUUID } from "node:crypto";
import { EventEmitter } from "node:events";
var EVENTS_CHANNEL = "liga_events";
var EventBus = class {
  constructor(onError = () => {
  }) {
    this.onError = onError;
    this.emitter.setMaxListeners(0);
  }
  onError;
  instanceId = randomUUID();
  emitter = new EventEmitter();
  closers = /* @__PURE__ */ new Set();
  queue = Promise.resolve();
  /** Sends an envelope to the other instances; null while there is only this one (PGlite). */
  remote = null;
  /**
   * Never rejects: a live update that fails to travel must not fail the request that caused it.
   * Remote sends go one after another, so other instances see this instance's events in order.
   */
  publish(event) {
    this.deliver(event);
    const remote = this.remote;
    if (!remote) return Promise.resolve();
    const payload = JSON.stringify({ ...event, origin: this.instanceId });
    this.queue = this.queue.then(() => remote(payload)).catch((error) => this.onError(error));
    return this.queue;
  }
  /** A NOTIFY payload from the listener connection. */
  receive(payload) {
    let envelope;
    try {
      envelope = JSON.parse(payload);
    } catch (error) {
      this.onError(error);
      return;
    }
    if (envelope.origin === this.instanceId) return;
    this.deliver({ event: envelope.event, data: envelope.data });
  }
  /**
   * Calls `listener` for every event until the returned function is called. `onClose` runs when
   * the server shuts down, so open streams can end and let the HTTP server close.
   */
  subscribe(listener, onClose) {
    this.emitter.on("event", listener);
    if (onClose) this.closers.add(onClose);
    return () => {
      this.emitter.off("event", listener);
      if (onClose) this.closers.delete(onClose);
    };
  }
  get subscribers() {
    return this.emitter.listenerCount("event");
  }
  /** Ends every subscription (server shutdown). */
  close() {
    for (const close of [...this.closers]) close();
    this.closers.clear();
    this.emitter.removeAllListeners("event");
  }
  deliver(event) {
    for (const listener of this.emitter.listeners("event")) {
      try {
        listener(event);
      } catch (error) {
        this.onError(error);
      }
    }
  }
};

// apps/api/src/plugins/events.ts
var RETRY_MS = 1e3;
var PgListener = class {
  constructor(config, channels, log, onGap) {
    this.config = config;
    this.channels = channels;
    this.log = log;
    this.onGap = onGap;
  }
  config;
  channels;
  log;
  onGap;
  client = null;
  stopped = false;
  timer = null;
  async start() {
    const client = new pg4.Client(this.config);
    client.on("notification", (msg) => this.channels.get(msg.channel)?.(msg.payload ?? ""));
    client.on("error", (error) => this.lost(client, error));
    client.on("end", () => this.lost(client));
    await client.connect();
    for (const channel of this.channels.keys()) await client.query(`listen ${channel}`);
    this.client = client;
  }
  async stop() {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    const client = this.client;
    this.client = null;
    await client?.end().catch(() => void 0);
  }
  lost(client, error) {
    if (this.stopped || this.client !== client) return;
    this.log.warn({ err: error }, "Conexi\xF3n LISTEN perdida: reintentando");
    this.client = null;
    client.end().catch(() => void 0);
    this.retry();
  }
  retry() {
    this.timer = setTimeout(() => {
      if (this.stopped) return;
      this.start().then(
        () => this.onGap(),
        (error) => {
          this.log.warn({ err: error }, "No se pudo reabrir la conexi\xF3n LISTEN");
          this.retry();
        }
      );
    }, RETRY_MS);
  }
};
function postgresConfig(app) {
  const client = app.db.$client;
  if (!(client instanceof pg4.Pool)) return null;
  if (app.env.DATABASE_URL) return { connectionString: app.env.DATABASE_URL };
  return client.options;
}
var events_default = fp2(
  async (app) => {
    const bus = new EventBus((error) => app.log.warn({ err: error }, "Evento en vivo no entregado"));
    app.decorate("events", bus);
    const notices = /* @__PURE__ */ new Map();
    app.decorate("onDatabaseNotice", (channel, handler, onGap) => {
      const entry = notices.get(channel) ?? notices.set(channel, { handlers: [], gaps: [] }).get(channel);
      entry.handlers.push(handler);
      if (onGap) entry.gaps.push(onGap);
    });
    const notify = (channel) => () => {
      for (const handler of notices.get(channel)?.handlers ?? []) handler();
    };
    const gap = () => {
      for (const { gaps } of notices.values()) for (const onGap of gaps) onGap();
    };
    const config = postgresConfig(app);
    let listener = null;
    let unlisten = [];
    app.addHook("onReady", async () => {
      if (config) {
        const channels = /* @__PURE__ */ new Map([
          [EVENTS_CHANNEL, (payload) => payload && bus.receive(payload)]
        ]);
        for (const channel of notices.keys()) channels.set(channel, notify(channel));
        listener = new PgListener(config, channels, app.log, gap);
        await listener.start();
        bus.remote = async (payload) => {
          await app.db.execute(sql13`select pg_notify(${EVENTS_CHANNEL}, ${payload})`);
        };
        return;
      }
      const pglite = pgliteOf(app.db);
      if (pglite)
        unlisten = await Promise.all(
          [...notices.keys()].map((channel) => pglite.listen(channel, notify(channel)))
        );
    });
    app.addHook("preClose", async () => bus.close());
    app.addHook("onClose", async () => {
      bus.remote = null;
      await listener?.stop();
      await Promise.all(unlisten.map((stop) => stop().catch(() => void 0)));
    });
  },
  { name: "events" }
);

// apps/api/src/plugins/compression.ts
import zlib from "node:zlib";
import compress from "@fastify/compress";
import fp3 from "fastify-plugin";
var compression_default = fp3(
  async (app) => {
    await app.register(compress, {
      global: true,
      threshold: 1024,
      encodings: ["br", "gzip"],
      brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } }
    });
  },
  { name: "compression" }
);

// apps/api/src/plugins/derived-cache.ts
import fp4 from "fastify-plugin";

// apps/api/src/lib/derived-cache.ts
import { eq as eq4 } from "drizzle-orm";
var MAX_ENTRIES2 = 500;
var DerivedCache = class {
  constructor(db) {
    this.db = db;
  }
  db;
  entries = /* @__PURE__ */ new Map();
  read;
  hits = 0;
  misses = 0;
  /**
   * PGlite only: the version as counted from the database's notices, which PGlite delivers before
   * the committing statement returns, so no read is needed (one process owns the database).
   */
  localVersion = null;
  /** Switches to counting notices (PGlite); `changed` is then called on each. */
  countNotices() {
    this.localVersion ??= 0;
  }
  changed() {
    if (this.localVersion !== null) this.localVersion += 1;
  }
  async get(key2, compute) {
    const version = await this.version();
    const entry = this.entries.get(key2);
    if (entry && entry.version === version) {
      this.hits += 1;
      return entry.value;
    }
    this.misses += 1;
    const value = await compute();
    if (this.entries.size >= MAX_ENTRIES2) this.entries.delete(this.entries.keys().next().value);
    this.entries.set(key2, { version, value });
    return value;
  }
  async version() {
    if (this.localVersion !== null) return `local:${this.localVersion}`;
    this.read ??= prepareRead(this.db);
    const [row] = await this.read.execute();
    return row?.version ?? "none";
  }
};
var prepareRead = (db) => db.select({ version: cacheVersions.version }).from(cacheVersions).where(eq4(cacheVersions.name, "derived")).prepare("derived_cache_version");

// apps/api/src/plugins/derived-cache.ts
var derived_cache_default = fp4(
  async (app) => {
    const cache = new DerivedCache(app.db);
    app.decorate("derived", cache);
    if (pgliteOf(app.db)) {
      cache.countNotices();
      app.onDatabaseNotice("liga_derived", () => cache.changed());
    }
  },
  { name: "derived-cache", dependencies: ["events"] }
);

// apps/api/src/plugins/metrics.ts
import fp5 from "fastify-plugin";
import pg5 from "pg";
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from "prom-client";
var BUCKETS = [2e-3, 5e-3, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5];
var metrics_default = fp5(
  async (app) => {
    const registry = new Registry();
    app.decorate("metrics", registry);
    if (app.env.METRICS_TOKEN) collectDefaultMetrics({ register: registry });
    const labelNames = ["method", "route", "status_code"];
    const requests = new Counter({
      name: "http_requests_total",
      help: "Peticiones HTTP respondidas, por ruta y estado",
      labelNames,
      registers: [registry]
    });
    const duration = new Histogram({
      name: "http_request_duration_seconds",
      help: "Duraci\xF3n de las peticiones HTTP, por ruta y estado",
      labelNames,
      buckets: BUCKETS,
      registers: [registry]
    });
    app.addHook("onResponse", async (request, reply) => {
      const labels = {
        method: request.method,
        route: request.routeOptions.url ?? "unmatched",
        status_code: String(reply.statusCode)
      };
      requests.inc(labels);
      duration.observe(labels, reply.elapsedTime / 1e3);
    });
    const pool = app.db.$client;
    new Gauge({
      name: "db_pool_connections",
      help: "Conexiones del pool de PostgreSQL: total, ociosas, en espera y m\xE1ximo",
      labelNames: ["state"],
      registers: [registry],
      collect() {
        if (!(pool instanceof pg5.Pool)) return;
        this.set({ state: "total" }, pool.totalCount);
        this.set({ state: "idle" }, pool.idleCount);
        this.set({ state: "waiting" }, pool.waitingCount);
        this.set({ state: "max" }, pool.options.max);
      }
    });
    new Gauge({
      name: "derived_cache_lookups",
      help: "Consultas a la cach\xE9 de respuestas derivadas (posiciones, tops, objetivos), por resultado",
      labelNames: ["result"],
      registers: [registry],
      collect() {
        this.set({ result: "hit" }, app.derived.hits);
        this.set({ result: "miss" }, app.derived.misses);
      }
    });
    new Gauge({
      name: "live_event_clients",
      help: "Streams de eventos en vivo (SSE) abiertos en esta instancia",
      registers: [registry],
      collect() {
        this.set(app.events.subscribers);
      }
    });
  },
  { name: "metrics", dependencies: ["events", "derived-cache"] }
);

// apps/api/src/plugins/scheduler.ts
import path6 from "node:path";
import fp6 from "fastify-plugin";
import { sql as sql16 } from "drizzle-orm";

// apps/api/src/lib/rate-limiter.ts
import { sql as sql14 } from "drizzle-orm";
var DbCounterStore = class {
  constructor(db) {
    this.db = db;
  }
  db;
  async increment(key2, windowMs, now) {
    const at = new Date(now);
    const resetAt = new Date(now + windowMs);
    const result = await this.db.execute(sql14`
      insert into ${rateLimitHits} (key, count, reset_at) values (${key2}, 1, ${resetAt}::timestamptz)
      on conflict (key) do update set
        count = case when ${rateLimitHits.resetAt} <= ${at}::timestamptz then 1 else ${rateLimitHits.count} + 1 end,
        reset_at = case when ${rateLimitHits.resetAt} <= ${at}::timestamptz then excluded.reset_at
                        else ${rateLimitHits.resetAt} end
      returning count`);
    return Number(rows(result)[0]?.count ?? 0);
  }
  async decrement(key2, now) {
    await this.db.execute(sql14`
      update ${rateLimitHits} set count = count - 1
      where key = ${key2} and count > 0 and ${rateLimitHits.resetAt} > ${new Date(now)}::timestamptz`);
  }
  async count(key2, now) {
    const result = await this.db.execute(sql14`
      select count from ${rateLimitHits}
      where key = ${key2} and ${rateLimitHits.resetAt} > ${new Date(now)}::timestamptz`);
    return Number(rows(result)[0]?.count ?? 0);
  }
};
var RateLimiter = class {
  constructor(store, limit, windowMs) {
    this.store = store;
    this.limit = limit;
    this.windowMs = windowMs;
  }
  store;
  limit;
  windowMs;
  /** Counts a hit for the key; false when it is over the limit. */
  async hit(key2, now) {
    return await this.store.increment(key2, this.windowMs, now.getTime()) <= this.limit;
  }
};
function rows(result) {
  return result.rows;
}
async function sweepRateLimits(db, now) {
  const result = await db.execute(
    sql14`delete from ${rateLimitHits} where ${rateLimitHits.resetAt} <= ${now}::timestamptz`
  );
  return result.rowCount ?? 0;
}

// apps/api/src/lib/scheduler.ts
import { sql as sql15 } from "drizzle-orm";
var Scheduler = class {
  constructor(db, jobs, log, instanceId) {
    this.db = db;
    this.jobs = jobs;
    this.log = log;
    this.instanceId = instanceId;
  }
  db;
  jobs;
  log;
  instanceId;
  timer = null;
  running = /* @__PURE__ */ new Map();
  /** Ticks every `everyMs`, the first time after `firstMs` (out of the way of start-up). */
  start(everyMs = 6e4, firstMs = 1e4) {
    const loop = (ms) => {
      this.timer = setTimeout(() => {
        void this.tick().finally(() => {
          if (this.timer) loop(everyMs);
        });
      }, ms);
      this.timer.unref();
    };
    loop(firstMs);
  }
  /** Claims and runs every due job; resolves with the names it ran. */
  async tick() {
    const ran = [];
    for (const job of this.jobs) {
      if (job.everyMs <= 0 || this.running.has(job.name)) continue;
      try {
        if (!await this.claim(job)) continue;
      } catch (error) {
        this.log.warn({ err: error, job: job.name }, "No se pudo consultar la tarea programada");
        continue;
      }
      ran.push(job.name);
      await this.execute(job);
    }
    return ran;
  }
  /** Runs a job now, due or not (an operator asked for it); still recorded in its row. */
  async runNow(name3) {
    const job = this.jobs.find((j) => j.name === name3);
    if (!job) throw new Error(`tarea desconocida: ${name3}`);
    const current = this.running.get(name3);
    if (current) return current;
    await this.ensureRow(job.name);
    await this.db.execute(sql15`
      update ${scheduledJobs} set last_run_at = now(), run_by = ${this.instanceId}, runs = runs + 1
      where name = ${name3}`);
    await this.execute(job);
  }
  /** Stops ticking and waits for the jobs running now. */
  async stop() {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    await Promise.all(this.running.values());
  }
  async ensureRow(name3) {
    await this.db.execute(sql15`insert into ${scheduledJobs} (name) values (${name3}) on conflict do nothing`);
  }
  async claim(job) {
    await this.ensureRow(job.name);
    const seconds = job.everyMs / 1e3;
    const result = await this.db.execute(sql15`
      update ${scheduledJobs} set last_run_at = now(), run_by = ${this.instanceId}, runs = runs + 1
      where name = ${job.name}
        and (last_run_at is null or last_run_at <= now() - make_interval(secs => ${seconds}::double precision))
      returning name`);
    return result.rows.length === 1;
  }
  execute(job) {
    const started = performance.now();
    const run = (async () => {
      let error = null;
      try {
        const result = await job.run();
        this.log.info(
          { job: job.name, ms: Math.round(performance.now() - started), result },
          "Tarea programada"
        );
      } catch (failure) {
        error = failure instanceof Error ? failure.message : String(failure);
        this.log.error({ err: failure, job: job.name }, "Fall\xF3 la tarea programada");
      }
      await this.db.execute(
        sql15`
          update ${scheduledJobs} set last_finished_at = now(), last_error = ${error} where name = ${job.name}`
      ).catch(() => void 0);
    })().finally(() => this.running.delete(job.name));
    this.running.set(job.name, run);
    return run;
  }
};

// apps/api/src/plugins/scheduler.ts
var HOUR2 = 36e5;
var backupsDir = (env) => path6.resolve(env.BACKUP_DIR ?? path6.join(env.DATA_DIR, "backups"));
var scheduler_default = fp6(
  async (app, options) => {
    const jobs = [
      {
        name: "backup",
        everyMs: app.env.BACKUP_EVERY_HOURS * HOUR2,
        run: async () => {
          const dir = backupsDir(app.env);
          const backup = await writeBackup(app.db, dir, { pgBinDir: app.env.PG_BIN_DIR });
          const removed = pruneBackups(dir, app.env.BACKUP_KEEP);
          return { file: backup.file, bytes: backup.bytes, removed: removed.length };
        }
      },
      {
        name: "rate-limit-sweep",
        everyMs: HOUR2,
        run: async () => ({ removed: await sweepRateLimits(app.db, app.clock.now()) })
      }
    ];
    if (!pgPoolOf(app.db))
      jobs.push({ name: "analyze", everyMs: 24 * HOUR2, run: () => app.db.execute(sql16`analyze`) });
    const scheduler = new Scheduler(app.db, jobs, app.log, app.events.instanceId);
    app.decorate("scheduler", scheduler);
    if (options.start) app.addHook("onReady", async () => scheduler.start());
    app.addHook("onClose", async () => scheduler.stop());
  },
  { name: "scheduler", dependencies: ["events"] }
);

// apps/api/src/plugins/request-log.ts
import fp7 from "fastify-plugin";
var request_log_default = fp7(
  async (app) => {
    app.addHook("onRequest", async (request, reply) => {
      const started = performance.now();
      reply.raw.once("close", () => {
        request.log.info(
          {
            method: request.method,
            url: redactUrl(request.url),
            route: request.routeOptions.url,
            status: reply.raw.statusCode,
            ms: Math.round((performance.now() - started) * 10) / 10,
            ...reply.raw.writableFinished ? {} : { aborted: true }
          },
          "request"
        );
      });
    });
  },
  { name: "request-log" }
);

// apps/api/src/plugins/docs.ts
import fp8 from "fastify-plugin";
import swagger from "@fastify/swagger";
import swaggerUi from "@fastify/swagger-ui";
import { jsonSchemaTransform } from "fastify-type-provider-zod";
var docs_default = fp8(async (app) => {
  await app.register(swagger, {
    openapi: {
      info: {
        title: "Liga Manager API",
        version: "1.0.0",
        description: "API de la liga: cuentas, mercado y competici\xF3n."
      },
      components: { securitySchemes: { bearer: { type: "http", scheme: "bearer" } } },
      security: [{ bearer: [] }]
    },
    transform: jsonSchemaTransform
  });
  await app.register(swaggerUi, { routePrefix: "/api/docs", staticCSP: true });
});

// apps/api/src/plugins/security-headers.ts
import fp9 from "fastify-plugin";
import helmet from "@fastify/helmet";
var security_headers_default = fp9(async (app) => {
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        scriptSrcAttr: ["'none'"],
        styleSrc: ["'self'"],
        imgSrc: ["'self'", "data:"],
        fontSrc: ["'self'", "data:"],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"]
      }
    },
    frameguard: { action: "deny" },
    referrerPolicy: { policy: "strict-origin-when-cross-origin" }
  });
  app.addHook("onSend", async (request, reply) => {
    if (request.url.startsWith("/api/") && !request.url.startsWith("/api/docs"))
      reply.header("cache-control", "no-store");
  });
});

// apps/api/src/plugins/errors.ts
import { hasZodFastifySchemaValidationErrors } from "fastify-type-provider-zod";

// apps/api/src/lib/pg-errors.ts
var PG_UNIQUE_VIOLATION = "23505";
var PG_FOREIGN_KEY_VIOLATION = "23503";
var PG_CHECK_VIOLATION = "23514";
function pgErrorCode(error) {
  let current = error;
  for (let depth = 0; depth < 4 && current && typeof current === "object"; depth++) {
    const code = current.code;
    if (typeof code === "string" && /^[0-9A-Z]{5}$/.test(code)) return code;
    current = current.cause;
  }
  return void 0;
}

// apps/api/src/lib/error-log.ts
function fromDatabase(error) {
  if (pgErrorCode(error) !== void 0) return true;
  const e = error;
  return e.query !== void 0 || e.params !== void 0 || typeof e.message === "string" && e.message.startsWith("Failed query");
}
function databaseCause(error) {
  let current = error;
  for (let depth = 0; depth < 4 && current && typeof current === "object"; depth++) {
    const c = current;
    if (typeof c.code === "string" && /^[0-9A-Z]{5}$/.test(c.code))
      return { code: c.code, constraint: c.constraint, table: c.table, column: c.column };
    current = current.cause;
  }
  return {};
}
function errorLogFields(error, route2) {
  const errorClass = error?.constructor?.name ?? typeof error;
  const base = { errorClass, route: `${route2.method} ${route2.url ?? "(sin ruta)"}` };
  if (fromDatabase(error)) return { ...base, ...databaseCause(error) };
  const e = error;
  return { ...base, message: String(e?.message ?? error), stack: e?.stack };
}

// apps/api/src/plugins/errors.ts
var STATUS_MESSAGES = {
  400: "La petici\xF3n no es v\xE1lida.",
  401: "No autenticado.",
  403: "No tienes permiso para realizar esta acci\xF3n.",
  404: "No encontrado.",
  413: "La petici\xF3n es demasiado grande.",
  415: "Tipo de contenido no soportado.",
  429: "Demasiados intentos. Esper\xE1 unos minutos y volv\xE9 a intentar."
};
var INVALID_VALUE = "Uno de los valores enviados no es v\xE1lido.";
var OUT_OF_BOUNDS = "Un importe queda fuera de los l\xEDmites de la liga.";
function registerErrorHandling(app, options = {}) {
  app.setErrorHandler((error, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      const errors = {};
      for (const issue of error.validation) {
        const field2 = issue.instancePath.replace(/^\//, "").replaceAll("/", ".") || error.validationContext || "body";
        (errors[field2] ??= []).push(issue.message ?? "Valor no v\xE1lido.");
      }
      const first = Object.values(errors)[0]?.[0] ?? "Los datos no son v\xE1lidos.";
      return reply.code(422).send({ message: first, errors });
    }
    if (error instanceof HttpError) {
      const body = { message: error.message };
      if (error.errors) body.errors = error.errors;
      return reply.code(error.statusCode).send(body);
    }
    if (error instanceof BalanceBoundError) {
      return reply.code(422).send({ message: error.message, errors: { [error.field]: [error.message] } });
    }
    if (pgErrorCode(error) === PG_CHECK_VIOLATION) {
      request.log.warn(errorLogFields(error, { method: request.method, url: request.routeOptions.url }));
      return reply.code(422).send({ message: OUT_OF_BOUNDS, errors: { body: [OUT_OF_BOUNDS] } });
    }
    if (pgErrorCode(error)?.startsWith("22")) {
      request.log.warn(errorLogFields(error, { method: request.method, url: request.routeOptions.url }));
      return reply.code(422).send({ message: INVALID_VALUE, errors: { body: [INVALID_VALUE] } });
    }
    const status = error.statusCode ?? 500;
    if (status >= 500) {
      request.log.error(
        errorLogFields(error, { method: request.method, url: request.routeOptions.url }),
        "unhandled error"
      );
      return reply.code(500).send({ message: "Error interno del servidor." });
    }
    if (status === 400 && error.code === "FST_ERR_CTP_EMPTY_JSON_BODY") {
      return reply.code(422).send({
        message: "Falta el cuerpo de la petici\xF3n.",
        errors: { body: ["Falta el cuerpo de la petici\xF3n."] }
      });
    }
    if (status === 400 && error.code === "FST_ERR_CTP_INVALID_JSON_BODY") {
      return reply.code(422).send({
        message: "El JSON enviado no es v\xE1lido.",
        errors: { body: ["El JSON enviado no es v\xE1lido."] }
      });
    }
    return reply.code(status).send({ message: STATUS_MESSAGES[status] ?? error.message });
  });
  if (options.notFound !== false)
    app.setNotFoundHandler((_request, reply) => reply.code(404).send({ message: "No encontrado." }));
}

// apps/api/src/plugins/input-guard.ts
var NUL_MESSAGE = "El texto tiene caracteres no v\xE1lidos.";
function nulAt(value, path10, depth = 0) {
  if (typeof value === "string") return value.includes("\0") ? path10 : void 0;
  if (!value || typeof value !== "object" || depth > 20) return void 0;
  for (const [key2, inner] of Object.entries(value)) {
    const here = path10 ? `${path10}.${key2}` : key2;
    if (key2.includes("\0")) return here;
    const found = nulAt(inner, here, depth + 1);
    if (found) return found;
  }
  return void 0;
}
function registerInputGuard(app) {
  app.addHook("preValidation", async (request) => {
    for (const part of [request.params, request.query, request.body]) {
      const field2 = nulAt(part, "");
      if (field2 !== void 0) throw unprocessable({ [field2 || "body"]: [NUL_MESSAGE] });
    }
  });
}

// apps/api/src/plugins/spa.ts
import fs6 from "node:fs";
import path7 from "node:path";
import fastifyStatic from "@fastify/static";
var defaultWebDist = () => projectPath("apps/web/dist");
var hasWebBuild = (distDir = defaultWebDist()) => fs6.existsSync(path7.join(distDir, "index.html"));
var cacheHeaders = (distDir) => (reply, filePath) => {
  const hashed = path7.relative(distDir, filePath).startsWith(`assets${path7.sep}`);
  reply.header("cache-control", hashed ? "public, max-age=31536000, immutable" : "no-cache");
};
async function registerSpa(app, distDir = defaultWebDist()) {
  await app.register(fastifyStatic, {
    root: distDir,
    wildcard: true,
    index: "index.html",
    preCompressed: true,
    cacheControl: false,
    setHeaders: cacheHeaders(distDir)
  });
  app.setNotFoundHandler((request, reply) => {
    if (request.method !== "GET" || request.url.startsWith("/api") || request.url.startsWith("/assets/")) {
      return reply.code(404).send({ message: "No encontrado." });
    }
    return reply.type("text/html").sendFile("index.html");
  });
}

// apps/api/src/features/auth/routes.ts
import { setTimeout as sleep } from "node:timers/promises";

// apps/api/src/features/users/user-view.ts
import { asc, count as count3, eq as eq5 } from "drizzle-orm";

// apps/api/src/lib/list-query.ts
var everyRow = (q) => q.all || q.page === void 0;
var pageWindow = (q) => everyRow(q) ? {} : { limit: q.per_page, offset: ((q.page ?? 1) - 1) * q.per_page };
var pageMetaFor = (total, q) => everyRow(q) ? pageMeta(total, 1, Math.max(total, 1)) : pageMeta(total, q.page ?? 1, q.per_page);
async function runPage(q, query, counted, toView2) {
  const { limit, offset } = pageWindow(q);
  const [rows2, totals] = await Promise.all([
    limit === void 0 ? query : query.limit(limit).offset(offset ?? 0),
    counted
  ]);
  return { data: rows2.map(toView2), meta: pageMetaFor(totals[0]?.total ?? 0, q) };
}
var EVERY_ROW = { page: 1, per_page: 1, all: true };
var ONE_ROW = { page: 1, per_page: 1, all: false };
function listPage(rows2, query) {
  if (query.all || query.page === void 0)
    return { data: [...rows2], meta: pageMeta(rows2.length, 1, Math.max(rows2.length, 1)) };
  const start = (query.page - 1) * query.per_page;
  return {
    data: rows2.slice(start, start + query.per_page),
    meta: pageMeta(rows2.length, query.page, query.per_page)
  };
}

// apps/api/src/features/users/user-view.ts
var userColumns = {
  id: users.id,
  name: users.name,
  email: users.email,
  rol: users.rol,
  profits: users.profits,
  costs: users.costs,
  createdAt: users.createdAt,
  updatedAt: users.updatedAt,
  discordUser: discordLinks.discordUsername,
  teamId: teams.id,
  teamName: teams.name,
  teamDivision: teams.division
};
function toUserView(row) {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    rol: row.rol,
    profits: row.profits,
    costs: row.costs,
    discord_user: row.discordUser,
    team: row.teamId === null ? null : { id: row.teamId, name: row.teamName ?? "", division: row.teamDivision ?? "" },
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString()
  };
}
function selectUsers(db, where) {
  const query = db.select(userColumns).from(users).leftJoin(teams, eq5(teams.idUser, users.id)).leftJoin(discordLinks, eq5(discordLinks.userId, users.id));
  return where ? query.where(where) : query;
}
function visibleTo(user, viewer) {
  if (user.id === viewer.id) return user;
  return {
    ...user,
    email: may(viewer.rol, "seeEmails") ? user.email : null,
    profits: may(viewer.rol, "seeBudgets") ? user.profits : null,
    costs: may(viewer.rol, "seeBudgets") ? user.costs : null
  };
}
async function findUserView(db, id2) {
  const [row] = await selectUsers(db, eq5(users.id, id2));
  return row ? toUserView(row) : void 0;
}
async function listUserViews(db, q, viewer) {
  const query = selectUsers(db).orderBy(asc(users.name), asc(users.id));
  return runPage(
    q,
    query,
    db.select({ total: count3() }).from(users),
    (row) => visibleTo(toUserView(row), viewer)
  );
}

// apps/api/src/features/auth/auth-limiter.ts
var WINDOW_MS = 15 * 60 * 1e3;
var SLOWDOWN_MS = 1500;
var normal = (email) => email.trim().toLowerCase();
var AuthLimiter = class {
  constructor(store, limit, now = Date.now) {
    this.store = store;
    this.limit = limit;
    this.now = now;
  }
  store;
  limit;
  now;
  /** Counts a login attempt; false when this IP or this email from this IP is over the limit. */
  async startLogin(ip, email) {
    const now = this.now();
    const byIp = await this.store.increment(`login:ip:${ip}`, WINDOW_MS, now);
    const byEmailIp = await this.store.increment(`login:email-ip:${normal(email)}|${ip}`, WINDOW_MS, now);
    const byEmail = await this.store.count(`login:email:${normal(email)}`, now);
    return {
      allowed: byIp <= this.limit && byEmailIp <= this.limit,
      delayMs: byEmail >= this.limit ? SLOWDOWN_MS : 0
    };
  }
  /** The attempt failed: it also counts against the email from every address. */
  async failedLogin(email) {
    await this.store.increment(`login:email:${normal(email)}`, WINDOW_MS, this.now());
  }
  /** The attempt succeeded: it does not count against the address. */
  async succeededLogin(ip, email) {
    const now = this.now();
    await this.store.decrement(`login:ip:${ip}`, now);
    await this.store.decrement(`login:email-ip:${normal(email)}|${ip}`, now);
  }
  /** Counts a sign-up attempt; false when this IP is over the limit. */
  async signup(ip) {
    return await this.store.increment(`signup:ip:${ip}`, WINDOW_MS, this.now()) <= this.limit;
  }
};

// apps/api/src/features/auth/messages.ts
var messages = {
  badCredentials: "Email o password incorrectos.",
  emailTaken: "El email ya est\xE1 registrado.",
  loggedOut: "Sesi\xF3n cerrada.",
  tooManyAttempts: "Demasiados intentos. Esper\xE1 15 minutos y volv\xE9 a intentar."
};

// apps/api/src/features/auth/service.ts
import { and as and2, eq as eq6, isNull as isNull2, sql as sql17 } from "drizzle-orm";

// apps/api/src/lib/passwords.ts
import { hash, verify } from "@node-rs/argon2";
var OPTIONS = { memoryCost: 19456, timeCost: 2, parallelism: 1 };
var hashPassword = (password) => hash(password, OPTIONS);
async function verifyPassword(stored, password) {
  try {
    return await verify(stored, password);
  } catch {
    return false;
  }
}
var decoy;
var decoyHash = () => decoy ??= hashPassword("decoy-password-never-used");

// apps/api/src/features/auth/service.ts
async function issueToken(db, userId, now) {
  const token = newToken();
  await db.insert(userTokens).values({
    userId,
    tokenHash: hashToken(token),
    createdAt: now,
    expiresAt: new Date(now.getTime() + TOKEN_TTL_DAYS * 24 * 3600 * 1e3)
  });
  return token;
}
async function login(db, input, now) {
  const [row] = await db.select({ id: users.id, passwordHash: users.passwordHash }).from(users).where(eq6(sql17`lower(${users.email})`, input.email.toLowerCase()));
  const ok = await verifyPassword(row?.passwordHash ?? await decoyHash(), input.password);
  if (!row || !ok) throw ruleBroken("email", messages.badCredentials);
  const token = await issueToken(db, row.id, now);
  const user = await findUserView(db, row.id);
  return { user, token };
}
async function signup(db, input, now) {
  const passwordHash = await hashPassword(input.password);
  let id2;
  try {
    const [row] = await db.insert(users).values({ name: input.name, email: input.email, passwordHash, rol: SIGNUP_ROLE }).returning({ id: users.id });
    id2 = row.id;
  } catch (error) {
    if (pgErrorCode(error) === PG_UNIQUE_VIOLATION) throw ruleBroken("email", messages.emailTaken);
    throw error;
  }
  const token = await issueToken(db, id2, now);
  return { user: await findUserView(db, id2), token };
}
async function revokeToken(db, tokenId, now) {
  await db.update(userTokens).set({ revokedAt: now }).where(and2(eq6(userTokens.id, tokenId), isNull2(userTokens.revokedAt)));
}

// apps/api/src/features/auth/routes.ts
var routes = async (app) => {
  const limiter = new AuthLimiter(
    new DbCounterStore(app.db),
    app.env.AUTH_RATE_LIMIT,
    () => app.clock.now().getTime()
  );
  app.post(
    "/login",
    {
      config: { public: true },
      schema: { tags: ["auth"], security: [], body: LoginSchema, response: { 200: AuthResponseSchema } }
    },
    async (request) => {
      const { email } = request.body;
      const { allowed, delayMs } = await limiter.startLogin(request.ip, email);
      if (!allowed) throw tooManyRequests(messages.tooManyAttempts);
      if (delayMs) await sleep(delayMs);
      try {
        const answer2 = await login(app.db, request.body, app.clock.now());
        await limiter.succeededLogin(request.ip, email);
        return answer2;
      } catch (error) {
        if (error instanceof HttpError && error.statusCode === 422) await limiter.failedLogin(email);
        throw error;
      }
    }
  );
  app.post(
    "/signup",
    {
      config: { public: true },
      schema: { tags: ["auth"], security: [], body: SignupSchema, response: { 201: AuthResponseSchema } },
      preValidation: async (request) => {
        if (!await limiter.signup(request.ip)) throw tooManyRequests(messages.tooManyAttempts);
      }
    },
    async (request, reply) => reply.code(201).send(await signup(app.db, request.body, app.clock.now()))
  );
  app.post(
    "/logout",
    {
      schema: { tags: ["auth"], response: { 200: MessageSchema } },
      onRequest: app.auth(policy.manageOwnAccount)
    },
    async (request) => {
      const { tokenId } = actor(request);
      await revokeToken(app.db, tokenId, app.clock.now());
      await app.events.publish({ event: "revoked", data: { token_id: tokenId } });
      return { message: messages.loggedOut };
    }
  );
  app.get(
    "/user",
    { schema: { tags: ["auth"], response: { 200: UserSchema } }, onRequest: app.auth(policy.readLeague) },
    async (request) => {
      const user = await findUserView(app.db, actor(request).id);
      if (!user) throw notFound();
      return user;
    }
  );
};
var routes_default = routes;

// apps/api/src/features/operations/routes.ts
import { timingSafeEqual as timingSafeEqual3 } from "node:crypto";

// apps/api/src/features/operations/queries.ts
async function readiness(db, log) {
  try {
    const migrations = await migrationStatus(db);
    const ready = migrations.applied >= migrations.expected;
    return { status: ready ? "ready" : "unavailable", database: "ok", migrations };
  } catch (error) {
    log.warn({ err: error }, "La base de datos no responde");
    return { status: "unavailable", database: "error", migrations: { applied: 0, expected: 0 } };
  }
}

// apps/api/src/features/operations/routes.ts
var sameSecret = (given, expected2) => {
  const a = Buffer.from(given);
  const b = Buffer.from(expected2);
  return a.length === b.length && timingSafeEqual3(a, b);
};
var routes2 = async (app) => {
  app.get(
    "/health",
    {
      config: { public: true },
      schema: { tags: ["operations"], security: [], response: { 200: HealthSchema } }
    },
    async () => ({ status: "ok" })
  );
  app.get(
    "/ready",
    {
      config: { public: true },
      schema: {
        tags: ["operations"],
        security: [],
        response: { 200: ReadinessSchema, 503: ReadinessSchema }
      }
    },
    async (_request, reply) => {
      const body = await readiness(app.db, app.log);
      return reply.code(body.status === "ready" ? 200 : 503).send(body);
    }
  );
  app.get(
    "/metrics",
    { config: { public: true }, schema: { tags: ["operations"], hide: true } },
    async (request, reply) => {
      const expected2 = app.env.METRICS_TOKEN;
      if (!expected2) throw notFound();
      const given = bearerToken(request);
      if (!given || !sameSecret(given, expected2)) throw unauthorized();
      return reply.type(app.metrics.contentType).send(await app.metrics.metrics());
    }
  );
};
var routes_default2 = routes2;

// apps/api/src/features/config/routes.ts
var routes3 = async (app) => {
  app.get(
    "/config",
    {
      config: { public: true },
      schema: {
        tags: ["config"],
        security: [],
        response: { 200: LeagueConfigSchema }
      }
    },
    async () => ({
      social_url: app.env.SOCIAL_URL,
      streaming_url: app.env.STREAMING_URL,
      chat_url: app.env.CHAT_URL,
      league_timezone: app.env.LEAGUE_TIMEZONE
    })
  );
};
var routes_default3 = routes3;

// apps/api/src/features/market/queries.ts
import { and as and4, asc as asc2, count as count4, desc, eq as eq8, inArray as inArray3, max, sql as sql19 } from "drizzle-orm";

// apps/api/src/features/market/clause-view.ts
import { and as and3, eq as eq7, inArray as inArray2, min, sql as sql18 } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
var seller = alias(teams, "seller_team");
var buyerTeam = alias(teams, "buyer_team");
var clauseCreator = alias(users, "creator");
var creator = clauseCreator;
function selectClauseRows(db) {
  return db.select({
    clause: releaseClauses,
    sellerName: seller.name,
    sellerDivision: seller.division,
    sellerOwner: seller.idUser,
    creatorName: creator.name,
    buyerTeamId: buyerTeam.id,
    buyerTeamName: buyerTeam.name
  }).from(releaseClauses).innerJoin(seller, eq7(seller.id, releaseClauses.idTeam)).leftJoin(creator, eq7(creator.id, releaseClauses.createdBy)).leftJoin(buyerTeam, eq7(buyerTeam.idUser, releaseClauses.createdBy)).$dynamic();
}
function revealAnchor(offers) {
  const times = (list) => list.map((o) => o.createdAt.getTime());
  const active = times(offers.filter((o) => o.active));
  const all = active.length > 0 ? active : times(offers);
  return all.length > 0 ? new Date(Math.min(...all)) : null;
}
var anchorKey = (player, season) => `${player}:${season}`;
var key = anchorKey;
async function revealAnchors(db, rows2) {
  const anchors = /* @__PURE__ */ new Map();
  if (rows2.length === 0) return anchors;
  const found = await db.select({
    idPlayer: releaseClauses.idPlayer,
    idSeason: releaseClauses.idSeason,
    firstActive: sql18`min(${releaseClauses.createdAt}) filter (where ${releaseClauses.active})`.mapWith(
      releaseClauses.createdAt
    ),
    firstAny: min(releaseClauses.createdAt)
  }).from(releaseClauses).where(
    and3(
      inArray2(releaseClauses.idPlayer, [...new Set(rows2.map((r) => r.idPlayer))]),
      inArray2(releaseClauses.idSeason, [...new Set(rows2.map((r) => r.idSeason))])
    )
  ).groupBy(releaseClauses.idPlayer, releaseClauses.idSeason);
  for (const r of found) {
    const anchor = r.firstActive ?? r.firstAny;
    if (anchor) anchors.set(key(r.idPlayer, r.idSeason), new Date(anchor));
  }
  return anchors;
}
async function toClauseViews(db, rows2, viewer) {
  const anchors = await revealAnchors(
    db,
    rows2.map((r) => r.clause)
  );
  const otherIds = [...new Set(rows2.flatMap((r) => r.clause.otherPlayers))];
  const others = otherIds.length ? await db.select({ id: players.id, name: players.name, value: players.value }).from(players).where(inArray2(players.id, otherIds)) : [];
  const byId = new Map(others.map((p) => [p.id, p]));
  return rows2.map(({ clause: c, ...r }) => {
    const anchor = anchors.get(key(c.idPlayer, c.idSeason)) ?? c.createdAt;
    const revealed = isRevealed(anchor, viewer.now, viewer.timeZone);
    const mine = c.createdBy === viewer.userId;
    const hidden = !revealed && !mine && !c.confirmed;
    return {
      id: c.id,
      id_player: c.idPlayer,
      name: c.name,
      id_team: c.idTeam,
      team: { id: c.idTeam, name: r.sellerName, division: r.sellerDivision ?? "" },
      id_season: c.idSeason,
      value: hidden ? null : c.value,
      extra_value: hidden ? null : c.extraValue,
      total_value: hidden ? null : c.totalValue,
      other_players: hidden ? null : c.otherPlayers.map((id2) => byId.get(id2) ?? { id: id2, name: "", value: 0 }),
      created_by: hidden ? null : { id: c.createdBy, name: r.creatorName ?? "" },
      buyer_team: hidden || r.buyerTeamId === null ? null : { id: r.buyerTeamId, name: r.buyerTeamName ?? "" },
      confirmed: c.confirmed ? "yes" : "no",
      active: c.active ? "yes" : "no",
      created_at: c.createdAt.toISOString(),
      confirmed_at: c.confirmedAt?.toISOString() ?? null,
      hidden,
      mine,
      revealed,
      reveal_at: revealAt(anchor, viewer.timeZone).toISOString(),
      rank: null,
      closed_reason: hidden ? null : c.closedReason
    };
  });
}

// apps/api/src/features/market/round-offer.ts
var roundOffer = (o) => ({
  id: o.id,
  total_value: o.totalValue,
  created_at: o.createdAt,
  active: o.active,
  confirmed: o.confirmed
});

// apps/api/src/features/market/queries.ts
async function clausesLost(db, seasonId, teamId2) {
  const [row] = await db.select({ n: count4() }).from(releaseClauses).where(
    and4(
      eq8(releaseClauses.idSeason, seasonId),
      eq8(releaseClauses.idTeam, teamId2),
      eq8(releaseClauses.confirmed, true)
    )
  );
  return row?.n ?? 0;
}
var inSeason = (season) => season === void 0 ? void 0 : eq8(releaseClauses.idSeason, season);
async function playerOffers(db, playerId, season, viewer) {
  const rows2 = await selectClauseRows(db).where(and4(eq8(releaseClauses.idPlayer, playerId), inSeason(season))).orderBy(asc2(releaseClauses.createdAt), asc2(releaseClauses.id));
  const views = await toClauseViews(db, rows2, viewer);
  const live = rankOffers(rows2.map((r) => roundOffer(r.clause)).filter((o) => o.active && !o.confirmed));
  const winner2 = winningOffer(live);
  const liveBidders = rows2.filter((r) => r.clause.active).map((r) => r.clause.createdBy);
  return views.map((v2, i) => {
    const { clause, sellerOwner } = rows2[i];
    return {
      ...v2,
      rank: v2.revealed ? live.findIndex((o) => o.id === v2.id) + 1 || null : null,
      confirm_block: confirmBlock({
        actorId: viewer.userId,
        offer: clause,
        sellerOwnerId: sellerOwner,
        liveBidders,
        revealed: v2.revealed,
        winnerId: winner2?.id ?? null
      })
    };
  });
}
async function executedClauses(db, season, viewer) {
  const latest = db.select({ id: max(releaseClauses.id) }).from(releaseClauses).where(and4(eq8(releaseClauses.active, true), eq8(releaseClauses.confirmed, false), inSeason(season))).groupBy(releaseClauses.idPlayer);
  const rows2 = await selectClauseRows(db).where(inArray3(releaseClauses.id, sql19`(${latest})`)).orderBy(desc(releaseClauses.createdAt), desc(releaseClauses.id));
  return toClauseViews(db, rows2, viewer);
}
async function clauseList(db, filter, viewer) {
  const rows2 = await selectClauseRows(db).where(
    and4(
      filter.createdBy === void 0 ? void 0 : eq8(releaseClauses.createdBy, filter.createdBy),
      filter.teamId === void 0 ? void 0 : eq8(releaseClauses.idTeam, filter.teamId),
      inSeason(filter.seasonId)
    )
  ).orderBy(desc(releaseClauses.createdAt), desc(releaseClauses.id));
  return toClauseViews(db, rows2, viewer);
}
var myOffers = (db, season, viewer) => clauseList(db, { createdBy: viewer.userId, seasonId: season }, viewer);
async function confirmedOffers(db, season, viewer) {
  const rows2 = await selectClauseRows(db).where(and4(eq8(releaseClauses.confirmed, true), inSeason(season))).orderBy(
    asc2(sql19`lower(${clauseCreator.name})`),
    desc(releaseClauses.confirmedAt),
    desc(releaseClauses.id)
  );
  return toClauseViews(db, rows2, viewer);
}

// apps/api/src/features/seasons/season.ts
import { eq as eq9 } from "drizzle-orm";
async function activeSeason(db) {
  const [row] = await db.select().from(seasons).where(eq9(seasons.active, true));
  return row ?? null;
}
async function requireActiveSeason(db) {
  const season = await activeSeason(db);
  if (!season) throw ruleBroken("season", SEASON_MESSAGES.noActive);
  return season;
}
async function findSeason(db, id2) {
  const [row] = await db.select().from(seasons).where(eq9(seasons.id, id2));
  if (!row) throw ruleBroken("season", SEASON_MESSAGES.notFound);
  return row;
}
async function seasonFilter(db, id2) {
  return id2 === void 0 ? void 0 : (await findSeason(db, id2)).id;
}
async function chosenOrActiveSeason(db, id2) {
  return id2 === void 0 ? activeSeason(db) : findSeason(db, id2);
}
function assertMarketOpen(season, now, timeZone, delayHours = 0) {
  if (!season.startDate) return;
  const opens = gateOpensAt(season.startDate, delayHours);
  if (now.getTime() < opens.getTime())
    throw ruleBroken("season", `${GATE_RESTRICTED} ${formatDateTime(opens, timeZone)}`);
}
async function seasonRange(db, season) {
  const startOf = (s) => s.startDate ?? s.createdAt;
  const from = startOf(season);
  const later = (await db.select().from(seasons)).map(startOf).filter((t) => t.getTime() > from.getTime());
  const to = later.length > 0 ? new Date(Math.min(...later.map((t) => t.getTime()))) : null;
  return { from, to };
}
async function activeSeasonId(db) {
  return (await activeSeason(db))?.id;
}

// apps/api/src/features/transfers/transfer-view.ts
import { and as and5, asc as asc3, desc as desc2, eq as eq10, gt as gt2, inArray as inArray4, or as or2 } from "drizzle-orm";
import { alias as alias2 } from "drizzle-orm/pg-core";
var TRANSFER_PENDING = "bloqueado";
var TRANSFER_CONFIRMED = "confirmado";
var TRANSFER_REJECTED = "rechazado";
var TRANSFER_CANCELLED = "cancelado";
var TTL_MS2 = TRANSFER_PROPOSAL_HOURS * 3600 * 1e3;
var expiresAt = (createdAt2) => new Date(createdAt2.getTime() + TTL_MS2);
var openAt = (now) => and5(eq10(transfers.status, TRANSFER_PENDING), gt2(transfers.createdAt, new Date(now.getTime() - TTL_MS2)));
var teamFrom = alias2(teams, "team_from");
var teamTo = alias2(teams, "team_to");
var creator2 = alias2(users, "transfer_creator");
var buyer = alias2(users, "transfer_buyer");
var seller2 = alias2(users, "transfer_seller");
var ref2 = (id2, name3) => id2 === null ? null : { id: id2, name: name3 ?? "" };
function whereOf(filter) {
  const viewer = filter.pendingFor;
  const involved = viewer === void 0 || may(viewer.rol, "seeAllPendingTransfers") ? void 0 : or2(eq10(transfers.createdBy, viewer.id), eq10(teamFrom.idUser, viewer.id), eq10(teamTo.idUser, viewer.id));
  return and5(
    filter.id === void 0 ? void 0 : eq10(transfers.id, filter.id),
    filter.seasonId === void 0 ? void 0 : eq10(transfers.idSeason, filter.seasonId),
    viewer === void 0 ? void 0 : filter.now ? openAt(filter.now) : eq10(transfers.status, TRANSFER_PENDING),
    involved
  );
}
async function listTransferViews(db, filter, viewer) {
  const rows2 = await db.select({
    t: transfers,
    fromName: teamFrom.name,
    fromOwner: teamFrom.idUser,
    toName: teamTo.name,
    toOwner: teamTo.idUser,
    creatorName: creator2.name,
    buyerName: buyer.name,
    sellerName: seller2.name
  }).from(transfers).innerJoin(teamFrom, eq10(teamFrom.id, transfers.idTeamFrom)).innerJoin(teamTo, eq10(teamTo.id, transfers.idTeamTo)).leftJoin(creator2, eq10(creator2.id, transfers.createdBy)).leftJoin(buyer, eq10(buyer.id, transfers.buyBy)).leftJoin(seller2, eq10(seller2.id, transfers.soldBy)).where(whereOf(filter)).orderBy(desc2(transfers.createdAt), desc2(transfers.id));
  const ids = rows2.map((r) => r.t.id);
  const moved = ids.length ? await db.select({
    transferId: transferPlayers.transferId,
    id: transferPlayers.playerId,
    name: transferPlayers.playerName
  }).from(transferPlayers).where(inArray4(transferPlayers.transferId, ids)).orderBy(asc3(transferPlayers.id)) : [];
  return rows2.map(({ t, ...r }) => {
    const list = moved.filter((p) => p.transferId === t.id).map(({ id: id2, name: name3 }) => ({ id: id2, name: name3 }));
    const pending = t.status === TRANSFER_PENDING;
    const counterpart = canConfirmTransfer({
      createdBy: t.createdBy,
      confirmerId: viewer.id,
      confirmerRole: viewer.rol,
      buyerId: r.toOwner,
      sellerId: r.fromOwner
    });
    return {
      id: t.id,
      id_season: t.idSeason,
      transferred_players: list.map((p) => p.name).join(", "),
      players: list,
      id_team_from: t.idTeamFrom,
      id_team_to: t.idTeamTo,
      team_from: { id: t.idTeamFrom, name: r.fromName },
      team_to: { id: t.idTeamTo, name: r.toName },
      budget: t.budget,
      status: t.status,
      confirmed: t.status === TRANSFER_CONFIRMED ? "yes" : "no",
      created_by: { id: t.createdBy, name: r.creatorName ?? "" },
      buy_by: ref2(t.buyBy, r.buyerName),
      sold_by: ref2(t.soldBy, r.sellerName),
      created_at: t.createdAt.toISOString(),
      confirmed_at: t.confirmedAt?.toISOString() ?? null,
      can_confirm: pending && counterpart,
      can_reject: pending && counterpart,
      can_cancel: pending && (viewer.id === t.createdBy || may(viewer.rol, "confirmAnyTransfer")),
      expires_at: pending ? expiresAt(t.createdAt).toISOString() : null
    };
  });
}
async function playersInPendingTransfers(db, ids) {
  if (ids.length === 0) return [];
  return db.selectDistinct({ id: transferPlayers.playerId, name: transferPlayers.playerName }).from(transferPlayers).innerJoin(transfers, eq10(transfers.id, transferPlayers.transferId)).innerJoin(creator2, eq10(creator2.id, transfers.createdBy)).where(
    and5(
      eq10(transfers.status, TRANSFER_PENDING),
      inArray4(transferPlayers.playerId, [...ids]),
      or2(eq10(transfers.createdBy, transfers.soldBy), eq10(creator2.rol, "Admin"))
    )
  );
}

// apps/api/src/features/movements/queries.ts
import { count as count5, desc as desc3, eq as eq11 } from "drizzle-orm";
import { alias as alias3 } from "drizzle-orm/pg-core";
var author = alias3(users, "author");
async function listMovements(db, userId, q) {
  const query = db.select({ m: budgetMovements, authorName: author.name }).from(budgetMovements).leftJoin(author, eq11(author.id, budgetMovements.createdBy)).where(eq11(budgetMovements.userId, userId)).orderBy(desc3(budgetMovements.id));
  const counted = db.select({ total: count5() }).from(budgetMovements).where(eq11(budgetMovements.userId, userId));
  return runPage(q, query, counted, ({ m, authorName }) => ({
    id: m.id,
    amount: m.amount,
    reason: m.reason,
    ref_type: m.refType,
    ref_id: m.refId,
    balance_after: m.balanceAfter,
    note: m.note,
    created_by: m.createdBy === null ? null : { id: m.createdBy, name: authorName ?? "" },
    created_at: m.createdAt.toISOString()
  }));
}

// apps/api/src/features/dashboard/queries.ts
import { and as and6, desc as desc4, eq as eq12, gte, inArray as inArray5, lt as lt2, or as or3, sql as sql20 } from "drizzle-orm";
import { alias as alias4 } from "drizzle-orm/pg-core";
var SPENDING_REASONS = [
  "clause_payment",
  "transfer_payment",
  "auction_payment",
  "bet_stake"
];
async function budgetSpent(db, userId, range) {
  const [row] = await db.select({ spent: sql20`coalesce(-sum(${budgetMovements.amount}), 0)`.mapWith(Number) }).from(budgetMovements).where(
    and6(
      eq12(budgetMovements.userId, userId),
      inArray5(budgetMovements.reason, [...SPENDING_REASONS]),
      lt2(budgetMovements.amount, 0),
      range ? gte(budgetMovements.createdAt, range.from) : void 0,
      range?.to ? lt2(budgetMovements.createdAt, range.to) : void 0
    )
  );
  return row?.spent ?? 0;
}
async function ownAuctions(db, userId, seasonId) {
  const bids = db.select({
    auctionId: auctionBids.auctionId,
    top: sql20`max(${auctionBids.amount})`.mapWith(Number).as("top"),
    mine: sql20`max(${auctionBids.amount}) filter (where ${auctionBids.userId} = ${userId})`.mapWith(Number).as("mine")
  }).from(auctionBids).groupBy(auctionBids.auctionId).as("bids");
  const creator6 = alias4(users, "auction_creator");
  const rows2 = await db.select({
    a: auctions,
    playerName: players.name,
    creatorName: creator6.name,
    top: bids.top,
    mine: bids.mine
  }).from(auctions).innerJoin(players, eq12(players.id, auctions.idPlayer)).leftJoin(creator6, eq12(creator6.id, auctions.createdBy)).leftJoin(bids, eq12(bids.auctionId, auctions.id)).where(
    and6(
      or3(eq12(auctions.createdBy, userId), sql20`${bids.mine} is not null`),
      seasonId === void 0 ? void 0 : eq12(auctions.idSeason, seasonId)
    )
  ).orderBy(desc4(auctions.createdAt), desc4(auctions.id));
  return rows2.map(({ a, ...r }) => ({
    id: a.id,
    id_player: a.idPlayer,
    player: r.playerName,
    amount: r.top ?? a.openingAmount,
    my_bid: r.mine ?? null,
    status: a.status,
    closes_at: a.closesAt.toISOString(),
    created_at: a.createdAt.toISOString(),
    id_season: a.idSeason,
    created_by: { id: a.createdBy, name: r.creatorName ?? "" }
  }));
}
async function budgetAndTeam(db, userId) {
  const [row] = await db.select({ profits: users.profits, teamId: teams.id, teamName: teams.name, teamDivision: teams.division }).from(users).leftJoin(teams, eq12(teams.idUser, users.id)).where(eq12(users.id, userId));
  return row;
}

// apps/api/src/features/dashboard/service.ts
async function dashboard(db, me, seasonId, now, timeZone) {
  const season = await chosenOrActiveSeason(db, seasonId);
  const user = await budgetAndTeam(db, me.id);
  const teamId2 = user?.teamId ?? null;
  const viewer = { userId: me.id, now, timeZone };
  const [spent, pending, auctions2, executed, received, movements] = await Promise.all([
    budgetSpent(db, me.id, season ? await seasonRange(db, season) : null),
    listTransferViews(db, { pendingFor: me, now, seasonId: season?.id }, me),
    ownAuctions(db, me.id, season?.id),
    clauseList(db, { createdBy: me.id, seasonId: season?.id }, viewer),
    teamId2 === null ? Promise.resolve([]) : clauseList(db, { teamId: teamId2, seasonId: season?.id }, viewer),
    listMovements(db, me.id, { page: 1, per_page: 10, all: false })
  ]);
  return {
    season: season ? { id: season.id, name: season.name, start_date: season.startDate?.toISOString() ?? null } : null,
    team: teamId2 === null ? null : { id: teamId2, name: user.teamName ?? "", division: user.teamDivision ?? "" },
    budget: user?.profits ?? 0,
    budget_spent: spent,
    pending_transfers: pending,
    own_auctions: auctions2,
    executed_clauses: executed,
    received_clauses: received,
    recent_movements: movements.data
  };
}

// apps/api/src/features/dashboard/routes.ts
var routes4 = async (app) => {
  app.get(
    "/dashboard",
    {
      onRequest: app.auth(policy.readLeague),
      schema: {
        tags: ["dashboard"],
        querystring: DashboardQuerySchema,
        response: { 200: DashboardSchema }
      }
    },
    async (request) => dashboard(app.db, actor(request), request.query.season, app.clock.now(), app.env.LEAGUE_TIMEZONE)
  );
};
var routes_default4 = routes4;

// apps/api/src/features/discord/messages.ts
var messages2 = {
  notConfigured: "Discord no est\xE1 configurado",
  onlyOwn: "Solo puedes vincular tu propia cuenta de Discord.",
  linked: (name3) => `Cuenta de Discord vinculada: ${name3}`,
  invalidState: "El enlace de Discord no es v\xE1lido o ya fue usado. Volv\xE9 a intentarlo.",
  denied: "Se cancel\xF3 la vinculaci\xF3n con Discord.",
  failed: "No se pudo vincular la cuenta de Discord. Volv\xE9 a intentarlo.",
  alreadyLinked: "Esa cuenta de Discord ya est\xE1 vinculada a otro usuario."
};

// apps/api/src/features/discord/service.ts
import { randomBytes as randomBytes3 } from "node:crypto";
import { and as and7, eq as eq13, gt as gt3, isNull as isNull3 } from "drizzle-orm";
var DiscordLinkError = class extends Error {
};
async function createState(db, secret, userId, now) {
  const nonce = randomBytes3(18).toString("base64url");
  const expiresAt2 = new Date(now.getTime() + OAUTH_STATE_TTL_MINUTES * 6e4);
  await db.insert(discordOauthStates).values({ nonce, userId, expiresAt: expiresAt2, createdAt: now });
  const payload = `${nonce}.${userId}`;
  return `${payload}.${sign(secret, payload)}`;
}
function authorizeUrl(config, state) {
  const url = new URL("/oauth2/authorize", config.baseUrl);
  url.searchParams.set("client_id", config.clientId);
  url.searchParams.set("response_type", "code");
  url.searchParams.set("scope", "identify");
  url.searchParams.set("redirect_uri", config.redirectUri);
  url.searchParams.set("state", state);
  url.searchParams.set("prompt", "consent");
  return url.toString();
}
async function consumeState(db, secret, state, now) {
  const [nonce, userIdText, signature] = state.split(".");
  if (!nonce || !userIdText || !signature || !verifySignature(secret, `${nonce}.${userIdText}`, signature)) {
    throw new DiscordLinkError(messages2.invalidState);
  }
  const [row] = await db.update(discordOauthStates).set({ usedAt: now }).where(
    and7(
      eq13(discordOauthStates.nonce, nonce),
      eq13(discordOauthStates.userId, Number(userIdText)),
      isNull3(discordOauthStates.usedAt),
      gt3(discordOauthStates.expiresAt, now)
    )
  ).returning({ userId: discordOauthStates.userId });
  if (!row) throw new DiscordLinkError(messages2.invalidState);
  return row.userId;
}
async function discordJson(url, init) {
  const response = await fetch(url, { ...init, signal: AbortSignal.timeout(1e4) });
  if (!response.ok) throw new DiscordLinkError(messages2.failed);
  return await response.json();
}
async function fetchIdentity(config, code) {
  const token = await discordJson(new URL("/api/oauth2/token", config.baseUrl).toString(), {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({
      client_id: config.clientId,
      client_secret: config.clientSecret,
      grant_type: "authorization_code",
      code,
      redirect_uri: config.redirectUri
    })
  });
  if (typeof token.access_token !== "string") throw new DiscordLinkError(messages2.failed);
  const me = await discordJson(new URL("/api/users/@me", config.baseUrl).toString(), {
    headers: { authorization: `Bearer ${token.access_token}` }
  });
  if (typeof me.id !== "string" || typeof me.username !== "string")
    throw new DiscordLinkError(messages2.failed);
  return { id: me.id, username: me.username };
}
async function saveLink(db, userId, identity, now) {
  try {
    await db.insert(discordLinks).values({ userId, discordId: identity.id, discordUsername: identity.username, linkedAt: now }).onConflictDoUpdate({
      target: discordLinks.userId,
      set: { discordId: identity.id, discordUsername: identity.username, linkedAt: now }
    });
  } catch (error) {
    if (pgErrorCode(error) === PG_UNIQUE_VIOLATION) throw new DiscordLinkError(messages2.alreadyLinked);
    throw error;
  }
}

// apps/api/src/features/discord/routes.ts
var routes5 = async (app) => {
  const {
    DISCORD_CLIENT_ID,
    DISCORD_CLIENT_SECRET,
    DISCORD_BASE_URL,
    DISCORD_REDIRECT_URI,
    PUBLIC_URL,
    PORT
  } = app.env;
  const config = DISCORD_CLIENT_ID && DISCORD_CLIENT_SECRET ? {
    clientId: DISCORD_CLIENT_ID,
    clientSecret: DISCORD_CLIENT_SECRET,
    baseUrl: DISCORD_BASE_URL,
    redirectUri: DISCORD_REDIRECT_URI ?? `${PUBLIC_URL ?? `http://localhost:${PORT}`}/api/discord/callback`
  } : void 0;
  app.get(
    "/discord/redirect",
    {
      schema: {
        tags: ["discord"],
        querystring: DiscordRedirectQuerySchema,
        response: { 200: DiscordRedirectSchema }
      },
      onRequest: app.auth(policy.manageOwnAccount)
    },
    async (request) => {
      if (!config) throw unavailable(messages2.notConfigured);
      const me = actor(request);
      if (request.query.userId !== me.id) throw forbidden(messages2.onlyOwn);
      const state = await createState(app.db, app.secret, me.id, app.clock.now());
      return { url: authorizeUrl(config, state) };
    }
  );
  app.get(
    "/discord/callback",
    {
      // Discord's redirect carries no token: the signed `state` names the user.
      config: { public: true },
      schema: {
        tags: ["discord"],
        security: [],
        querystring: DiscordCallbackQuerySchema
      }
    },
    async (request, reply) => {
      const back = (message) => reply.redirect(`/users?message=${encodeURIComponent(message)}`);
      if (!config) return back(messages2.notConfigured);
      const { code, state, error } = request.query;
      if (error) return back(messages2.denied);
      if (!code || !state) return back(messages2.invalidState);
      try {
        const userId = await consumeState(app.db, app.secret, state, app.clock.now());
        const identity = await fetchIdentity(config, code);
        await saveLink(app.db, userId, identity, app.clock.now());
        return back(messages2.linked(identity.username));
      } catch (caught) {
        if (caught instanceof DiscordLinkError) return back(caught.message);
        request.log.error({ err: caught }, "discord link failed");
        return back(messages2.failed);
      }
    }
  );
};
var routes_default5 = routes5;

// apps/api/src/features/players/player-view.ts
import { and as and8, asc as asc4, count as count6, eq as eq14, inArray as inArray6, isNull as isNull4, not, or as or4, sql as sql21 } from "drizzle-orm";
var squadPlayerColumns = {
  id: players.id,
  name: players.name,
  age: players.age,
  ca: players.ca,
  pa: players.pa,
  value: players.value,
  status: players.status
};
var playerColumns = {
  ...squadPlayerColumns,
  teamId: teams.id,
  teamName: teams.name,
  teamDivision: teams.division
};
function toPlayerView(row) {
  return {
    id: row.id,
    name: row.name,
    age: row.age,
    ca: row.ca,
    pa: row.pa,
    value: row.value,
    status: row.status,
    id_team: { id: row.teamId, name: row.teamName, division: row.teamDivision ?? "" }
  };
}
var escapeLike = (text11) => text11.replace(/[\\%_]/g, (c) => `\\${c}`);
var outsideDivisions = () => or4(isNull4(teams.division), not(inArray6(teams.division, [...DIVISIONS])));
function filterWhere(filter) {
  const parts = [];
  if (filter.name)
    parts.push(sql21`lower(${players.name}) like '%' || lower(${escapeLike(filter.name)}) || '%'`);
  if (filter.outside) parts.push(outsideDivisions());
  return parts.length ? and8(...parts) : void 0;
}
async function listPlayerViews(db, filter, q) {
  const paging = pageWindow(q);
  const where = filterWhere(filter);
  const order = [asc4(players.name), asc4(players.id)];
  const joined = db.select(playerColumns).from(players).innerJoin(teams, eq14(teams.id, players.idTeam));
  const counted = filter.outside ? db.select({ total: count6() }).from(players).innerJoin(teams, eq14(teams.id, players.idTeam)).where(where) : db.select({ total: count6() }).from(players).where(where);
  let rows2;
  if (paging.limit === void 0) {
    rows2 = joined.where(where).orderBy(...order);
  } else {
    const ids = filter.outside ? db.select({ id: players.id }).from(players).innerJoin(teams, eq14(teams.id, players.idTeam)).where(where) : db.select({ id: players.id }).from(players).where(where);
    rows2 = joined.where(
      inArray6(
        players.id,
        ids.orderBy(...order).limit(paging.limit).offset(paging.offset ?? 0)
      )
    ).orderBy(...order);
  }
  const [list, totals] = await Promise.all([rows2, counted]);
  return { data: list.map(toPlayerView), meta: pageMetaFor(totals[0]?.total ?? 0, q) };
}
async function findPlayerView(db, id2) {
  const [row] = await db.select(playerColumns).from(players).innerJoin(teams, eq14(teams.id, players.idTeam)).where(eq14(players.id, id2));
  return row ? toPlayerView(row) : void 0;
}
async function playerViewsByIds(db, ids) {
  if (ids.length === 0) return [];
  const rows2 = await db.select(playerColumns).from(players).innerJoin(teams, eq14(teams.id, players.idTeam)).where(inArray6(players.id, [...ids]));
  return rows2.map((row) => toPlayerView(row));
}

// apps/api/src/features/market/close-offer.ts
import { and as and9, asc as asc6, eq as eq16, or as or5 } from "drizzle-orm";

// apps/api/src/features/market/messages.ts
var messages3 = {
  sent: CLAUSE_MESSAGES.sent,
  confirmed: OFFER_CONFIRMED_OK,
  closed: OFFER_CLOSED_OK,
  offerNotFound: OFFER_NOT_FOUND,
  offerClosed: OFFER_CLOSED,
  /** 422: staff confirm only the winner (DESIGN.md §6; decision 015). */
  notWinner: OFFER_NOT_WINNER,
  /** 403: whoever has a stake in the player leaves the decision to another staff member. */
  confirmConflict: OFFER_CONFLICT_MESSAGES.confirm,
  closeConflict: OFFER_CONFLICT_MESSAGES.close,
  playerNotFound: "Jugador no encontrado.",
  /** Sealed bids: once a round is revealed, a new offer would be made knowing the others (DESIGN.md §6). */
  roundRevealed: "Las ofertas por este jugador ya se revelaron: no se aceptan nuevas hasta que se resuelvan.",
  playerInTransfer: "El jugador est\xE1 en una transferencia pendiente.",
  otherPlayersInTransfer: "Alguno de los jugadores ofrecidos est\xE1 en una transferencia pendiente.",
  playerLeftTeam: "El jugador ya no pertenece al equipo vendedor.",
  otherPlayersGone: "Alguno de los jugadores ofrecidos ya no pertenece al comprador.",
  cannotCloseConfirmed: "No se puede cerrar una oferta confirmada.",
  /** Spec 02 §2, the confirmed-offers screen for non-admins. */
  confirmedOffersForbidden: "No tienes permiso para ver esta p\xE1gina."
};

// apps/api/src/features/market/offer-locks.ts
import { asc as asc5, eq as eq15, inArray as inArray7 } from "drizzle-orm";
var byNumber = (a, b) => a - b;
async function offerHead(db, id2) {
  const [head] = await db.select({
    idPlayer: releaseClauses.idPlayer,
    idTeam: releaseClauses.idTeam,
    otherPlayers: releaseClauses.otherPlayers
  }).from(releaseClauses).where(eq15(releaseClauses.id, id2));
  if (!head) throw notFound(messages3.offerNotFound);
  return head;
}
async function lockPlayers(tx, ids) {
  return tx.select({ id: players.id, idTeam: players.idTeam }).from(players).where(inArray7(players.id, [...new Set(ids)].sort(byNumber))).orderBy(asc5(players.id)).for("update");
}

// apps/api/src/features/market/close-offer.ts
async function closeOffer(db, offerId, by, now, reason) {
  const head = await offerHead(db, offerId);
  await db.transaction(async (tx) => {
    await lockPlayers(tx, [head.idPlayer]);
    const [seller3] = await tx.select({ idUser: teams.idUser }).from(teams).where(eq16(teams.id, head.idTeam)).for("no key update");
    const offers = await tx.select().from(releaseClauses).where(
      and9(
        eq16(releaseClauses.idPlayer, head.idPlayer),
        or5(eq16(releaseClauses.active, true), eq16(releaseClauses.id, offerId))
      )
    ).orderBy(asc6(releaseClauses.id)).for("update");
    const offer = offers.find((o) => o.id === offerId);
    if (!offer) throw notFound(messages3.offerNotFound);
    const conflict = offerConflict({
      actorId: by.id,
      offer,
      sellerOwnerId: seller3?.idUser ?? null,
      liveBidders: offers.filter((o) => o.active && o.idSeason === offer.idSeason).map((o) => o.createdBy)
    });
    if (conflict) throw forbidden(messages3.closeConflict[conflict]);
    if (offer.confirmed) throw ruleBroken("offer", messages3.cannotCloseConfirmed);
    if (!offer.active) throw ruleBroken("offer", messages3.offerClosed);
    await tx.update(releaseClauses).set({ active: false, closedBy: by.id, closedAt: now, closedReason: reason }).where(eq16(releaseClauses.id, offerId));
  });
}

// apps/api/src/features/market/confirm-offer.ts
import { and as and10, asc as asc7, eq as eq17, inArray as inArray8, ne, or as or6 } from "drizzle-orm";

// apps/api/src/lib/money.ts
async function debit(tx, input, field2, insufficient) {
  try {
    return await moveMoney(tx, input);
  } catch (e) {
    if (e instanceof InsufficientFundsError) throw ruleBroken(field2, insufficient);
    throw e;
  }
}

// apps/api/src/features/market/confirm-offer.ts
async function stateError(tx, args) {
  const { offer, destinationTeam: destinationTeam2, locked } = args;
  if (destinationTeam2 === offer.idTeam) return CLAUSE_MESSAGES.ownTeam;
  if (locked.find((p) => p.id === offer.idPlayer)?.idTeam !== offer.idTeam) return messages3.playerLeftTeam;
  const stillOwned = offer.otherPlayers.every(
    (id2) => locked.find((p) => p.id === id2)?.idTeam === destinationTeam2
  );
  if (!stillOwned) return messages3.otherPlayersGone;
  const pending = await playersInPendingTransfers(tx, [offer.idPlayer, ...offer.otherPlayers]);
  if (pending.some((p) => p.id === offer.idPlayer)) return messages3.playerInTransfer;
  if (pending.length > 0) return messages3.otherPlayersInTransfer;
  return null;
}
async function confirmOffer(db, offerId, by, now, timeZone) {
  const head = await offerHead(db, offerId);
  await db.transaction(async (tx) => {
    const locked = await lockPlayers(tx, [head.idPlayer, ...head.otherPlayers]);
    if (!locked.some((p) => p.id === head.idPlayer)) throw notFound(messages3.offerNotFound);
    const [sellerTeam] = await tx.select({ idUser: teams.idUser }).from(teams).where(eq17(teams.id, head.idTeam)).for("no key update");
    const offers = await tx.select().from(releaseClauses).where(
      and10(
        eq17(releaseClauses.idPlayer, head.idPlayer),
        or6(eq17(releaseClauses.active, true), eq17(releaseClauses.id, offerId))
      )
    ).orderBy(asc7(releaseClauses.id)).for("update");
    const offer = offers.find((o) => o.id === offerId);
    if (!offer) throw notFound(messages3.offerNotFound);
    const [destination] = await tx.select({ id: teams.id }).from(teams).where(eq17(teams.idUser, offer.createdBy));
    const sellerId = sellerTeam?.idUser ?? null;
    const userIds = [offer.createdBy, ...sellerId === null ? [] : [sellerId]].sort(byNumber);
    const people = await tx.select({ id: users.id, profits: users.profits }).from(users).where(inArray8(users.id, userIds)).orderBy(asc7(users.id)).for("no key update");
    const buyer2 = people.find((u) => u.id === offer.createdBy);
    const round2 = offers.filter((o) => o.idSeason === offer.idSeason);
    const anchor = revealAnchor(round2);
    const conflict = offerConflict({
      actorId: by.id,
      offer,
      sellerOwnerId: sellerId,
      liveBidders: round2.filter((o) => o.active).map((o) => o.createdBy)
    });
    if (conflict) throw forbidden(messages3.confirmConflict[conflict]);
    const error = offerConfirmationError({
      offer,
      sellerOwnerFound: sellerId !== null && people.some((u) => u.id === sellerId),
      creatorFound: buyer2 !== void 0,
      destinationTeamFound: destination !== void 0,
      revealed: anchor !== null && isRevealed(anchor, now, timeZone),
      winning: winningOffer(round2.map(roundOffer))?.id === offer.id,
      buyerBudget: buyer2?.profits ?? 0,
      sellerClausesLost: await clausesLost(tx, offer.idSeason, offer.idTeam)
    }) ?? await stateError(tx, { offer, destinationTeam: destination.id, locked });
    if (error) throw ruleBroken("offer", error);
    await tx.update(players).set({ idTeam: destination.id, status: BLOCKED, updatedAt: now }).where(eq17(players.id, offer.idPlayer));
    if (offer.otherPlayers.length > 0) {
      await tx.update(players).set({ idTeam: offer.idTeam, updatedAt: now }).where(inArray8(players.id, offer.otherPlayers));
    }
    const ref5 = { refType: "release_clause", refId: offer.id, createdBy: by.id };
    await debit(
      tx,
      { userId: offer.createdBy, amount: -offer.value, reason: "clause_payment", ...ref5 },
      "offer",
      CLAUSE_MESSAGES.insufficientBudget
    );
    await moveMoney(tx, { userId: sellerId, amount: offer.value, reason: "clause_income", ...ref5 });
    await tx.update(releaseClauses).set({ confirmed: true, active: false, confirmedBy: by.id, confirmedAt: now }).where(eq17(releaseClauses.id, offer.id));
    await tx.update(releaseClauses).set({ active: false }).where(
      and10(
        eq17(releaseClauses.idPlayer, offer.idPlayer),
        eq17(releaseClauses.active, true),
        ne(releaseClauses.id, offer.id)
      )
    );
  });
}

// apps/api/src/features/market/confirm-routes.ts
var tags = ["market"];
var routes6 = async (app) => {
  const confirmers = { onRequest: app.auth(policy.confirmOffer) };
  const closers = { onRequest: app.auth(policy.closeOffer) };
  const confirm = async (id2, request) => {
    await confirmOffer(app.db, id2, actor(request), app.clock.now(), app.env.LEAGUE_TIMEZONE);
    return { message: messages3.confirmed };
  };
  app.post(
    "/confirm-offer",
    { ...confirmers, schema: { tags, body: ConfirmOfferBodySchema, response: { 200: MessageSchema } } },
    (request) => confirm(request.body.offer.id, request)
  );
  app.post(
    "/offers/:id/confirm",
    { ...confirmers, schema: { tags, params: OfferParamsSchema, response: { 200: MessageSchema } } },
    (request) => confirm(request.params.id, request)
  );
  const close = async (id2, request, reason) => {
    await closeOffer(app.db, id2, actor(request), app.clock.now(), reason);
    return { message: messages3.closed };
  };
  app.put(
    "/cerrar-oferta/:id",
    { ...closers, schema: { tags, params: OfferParamsSchema, response: { 200: MessageSchema } } },
    (request) => close(request.params.id, request, null)
  );
  app.post(
    "/offers/:id/close",
    {
      ...closers,
      schema: {
        tags,
        params: OfferParamsSchema,
        body: CloseOfferBodySchema,
        response: { 200: MessageSchema }
      }
    },
    (request) => close(request.params.id, request, request.body.reason)
  );
};
var confirm_routes_default = routes6;

// apps/api/src/features/market/create-clause.ts
import { and as and11, eq as eq18, inArray as inArray9 } from "drizzle-orm";
async function createClause(db, input, by, now, timeZone) {
  const season = await requireActiveSeason(db);
  assertMarketOpen(season, now, timeZone);
  const id2 = await db.transaction(async (tx) => {
    const [player] = await tx.select({
      id: players.id,
      name: players.name,
      value: players.value,
      status: players.status,
      teamId: players.idTeam,
      division: teams.division
    }).from(players).innerJoin(teams, eq18(teams.id, players.idTeam)).where(eq18(players.id, input.id_player)).for("update", { of: players });
    if (!player) throw ruleBroken("id_player", messages3.playerNotFound);
    const [buyer2] = await tx.select({ budget: users.profits, teamId: teams.id }).from(users).leftJoin(teams, eq18(teams.idUser, users.id)).where(eq18(users.id, by.id));
    const buyerTeam2 = buyer2?.teamId ?? null;
    const offered = input.other_players.length > 0 && buyerTeam2 !== null ? await tx.select({ id: players.id, value: players.value }).from(players).where(and11(inArray9(players.id, input.other_players), eq18(players.idTeam, buyerTeam2))) : [];
    const errors = validateClause(input, {
      player,
      buyer: { teamId: buyerTeam2, budget: buyer2?.budget ?? 0, squadIds: offered.map((p) => p.id) },
      sellerClausesLost: await clausesLost(tx, season.id, player.teamId)
    });
    if (hasErrors(errors)) throw unprocessable(errors);
    const open = await tx.select({ createdAt: releaseClauses.createdAt, active: releaseClauses.active }).from(releaseClauses).where(
      and11(
        eq18(releaseClauses.idPlayer, player.id),
        eq18(releaseClauses.idSeason, season.id),
        eq18(releaseClauses.active, true)
      )
    );
    const anchor = revealAnchor(open);
    if (anchor && isRevealed(anchor, now, timeZone)) throw ruleBroken("id_player", messages3.roundRevealed);
    if ((await playersInPendingTransfers(tx, [player.id])).length > 0)
      throw ruleBroken("id_player", messages3.playerInTransfer);
    if ((await playersInPendingTransfers(tx, input.other_players)).length > 0) {
      throw ruleBroken("other_players", messages3.otherPlayersInTransfer);
    }
    const { extra_value, total_value } = clauseTotals(
      input.value,
      offered.map((p) => p.value)
    );
    const [row] = await tx.insert(releaseClauses).values({
      idPlayer: player.id,
      name: player.name,
      idTeam: player.teamId,
      createdBy: by.id,
      value: input.value,
      otherPlayers: input.other_players,
      extraValue: extra_value,
      totalValue: total_value,
      idSeason: season.id,
      // The app clock, not the database's: the reveal window is measured from it.
      createdAt: now
    }).returning({ id: releaseClauses.id });
    return row.id;
  });
  const rows2 = await selectClauseRows(db).where(eq18(releaseClauses.id, id2));
  const [view] = await toClauseViews(db, rows2, { userId: by.id, now, timeZone });
  return view;
}

// apps/api/src/features/market/offers-board.ts
import { count as count7, eq as eq19, max as max2, sql as sql22 } from "drizzle-orm";
async function offersBoard(db, season, viewer) {
  const groups = await db.select({
    idPlayer: releaseClauses.idPlayer,
    count: count7(),
    active: sql22`count(*) filter (where ${releaseClauses.active})`.mapWith(Number),
    confirmed: sql22`bool_or(${releaseClauses.confirmed})`.mapWith(Boolean),
    last: max2(releaseClauses.createdAt)
  }).from(releaseClauses).where(eq19(releaseClauses.idSeason, season)).groupBy(releaseClauses.idPlayer);
  if (groups.length === 0) return [];
  const ids = groups.map((g) => g.idPlayer);
  const [anchors, found] = await Promise.all([
    revealAnchors(
      db,
      ids.map((idPlayer) => ({ idPlayer, idSeason: season }))
    ),
    playerViewsByIds(db, ids)
  ]);
  const byId = new Map(found.map((p) => [p.id, p]));
  return groups.flatMap((g) => {
    const player = byId.get(g.idPlayer);
    const anchor = anchors.get(anchorKey(g.idPlayer, season));
    if (!player || !anchor || !g.last) return [];
    return [
      {
        player,
        count: g.count,
        active_count: g.active,
        confirmed: g.confirmed,
        revealed: isRevealed(anchor, viewer.now, viewer.timeZone),
        reveal_at: revealAt(anchor, viewer.timeZone).toISOString(),
        last_offer_at: g.last.toISOString()
      }
    ];
  }).sort(
    (a, b) => Number(b.active_count > 0) - Number(a.active_count > 0) || b.last_offer_at.localeCompare(a.last_offer_at)
  );
}

// apps/api/src/features/market/routes.ts
var tags2 = ["market"];
var routes7 = async (app) => {
  const read = { onRequest: app.auth(policy.readLeague) };
  const viewer = (request) => ({
    userId: actor(request).id,
    now: app.clock.now(),
    timeZone: app.env.LEAGUE_TIMEZONE
  });
  app.post(
    "/clausula_rescision",
    {
      onRequest: app.auth(policy.createClause),
      schema: { tags: tags2, body: ReleaseClauseInputSchema, response: { 201: ClauseSavedSchema } }
    },
    async (request, reply) => {
      const clause = await createClause(
        app.db,
        request.body,
        actor(request),
        app.clock.now(),
        app.env.LEAGUE_TIMEZONE
      );
      return reply.code(201).send({ message: messages3.sent, clause });
    }
  );
  app.get(
    "/clausula_rescision",
    { ...read, schema: { tags: tags2, querystring: ClauseListQuerySchema, response: { 200: ClauseListSchema } } },
    async (request) => {
      const seasonId = await seasonFilter(app.db, request.query.season);
      const clauses = request.query.latest ? await executedClauses(app.db, seasonId, viewer(request)) : await clauseList(app.db, { seasonId }, viewer(request));
      return listPage(clauses, request.query);
    }
  );
  app.get(
    "/clausulas/:playerId",
    {
      ...read,
      schema: {
        tags: tags2,
        params: PlayerParamsSchema,
        querystring: SeasonQuerySchema,
        response: { 200: PlayerOffersSchema }
      }
    },
    async (request) => {
      const player = await findPlayerView(app.db, request.params.playerId);
      if (!player) throw notFound(messages3.playerNotFound);
      const season = await chosenOrActiveSeason(app.db, request.query.season);
      const offers = season ? await playerOffers(app.db, player.id, season.id, viewer(request)) : [];
      return {
        player,
        offers,
        revealed: offers[0]?.revealed ?? false,
        reveal_at: offers[0]?.reveal_at ?? null
      };
    }
  );
  app.get(
    "/misofertas",
    { ...read, schema: { tags: tags2, querystring: SeasonListQuerySchema, response: { 200: ClauseListSchema } } },
    async (request) => listPage(
      await myOffers(app.db, await seasonFilter(app.db, request.query.season), viewer(request)),
      request.query
    )
  );
  app.get(
    "/ofertas-confirmadas",
    {
      onRequest: app.auth(policy.seeConfirmedOffers, messages3.confirmedOffersForbidden),
      schema: { tags: tags2, querystring: SeasonListQuerySchema, response: { 200: ClauseListSchema } }
    },
    async (request) => {
      return listPage(
        await confirmedOffers(app.db, await seasonFilter(app.db, request.query.season), viewer(request)),
        request.query
      );
    }
  );
  app.get(
    "/offers",
    { ...read, schema: { tags: tags2, querystring: SeasonListQuerySchema, response: { 200: OfferBoardSchema } } },
    async (request) => {
      const season = await chosenOrActiveSeason(app.db, request.query.season);
      return listPage(season ? await offersBoard(app.db, season.id, viewer(request)) : [], request.query);
    }
  );
  await app.register(confirm_routes_default);
};
var routes_default6 = routes7;

// apps/api/src/features/players/messages.ts
var messages4 = {
  created: "Jugador creado satisfactoriamente",
  updated: "Jugador actualizado satisfactoriamente",
  deleted: "Jugador eliminado satisfactoriamente",
  registered: "Jugador registrado satisfactoriamente",
  notFound: "Jugador no encontrado.",
  cannotEdit: "No tienes permiso para editar este jugador.",
  cannotRegister: "Solo el due\xF1o del equipo, un Admin o un Organizador pueden registrar este jugador.",
  onlyStaffFields: "Solo un Admin o un Organizador puede cambiar el nombre, la edad, el valor, el CA, el PA o el equipo de un jugador.",
  teamMissing: "El equipo no existe.",
  noFreeAgentTeam: "No est\xE1 configurado el equipo de agentes libres.",
  hasHistory: "El jugador tiene historial en el mercado o en la competici\xF3n y no puede borrarse.",
  /** A team owner changing the status (spec 01 §4–5). */
  ownerStatus: {
    block: "Solo un Admin o un Organizador puede bloquear jugadores.",
    blocked: "El jugador est\xE1 bloqueado: solo un Admin o un Organizador puede cambiar su estado.",
    registered: "El registro es irreversible: solo un Admin o un Organizador puede cambiar el estado de un jugador registrado."
  },
  /** The Registrar button (spec 01 §4). */
  registration: {
    already: "El jugador ya est\xE1 registrado.",
    not_registrable: "Este jugador no puede registrarse.",
    released: "Un jugador liberado no puede registrarse.",
    blocked: "El jugador est\xE1 bloqueado: solo un Admin o un Organizador puede registrarlo.",
    adults_full: "El equipo ya tiene 18 jugadores mayores de 20 a\xF1os registrados, el m\xE1ximo.",
    youth_full: "El equipo ya tiene 6 jugadores de 20 a\xF1os o menos registrados, el m\xE1ximo."
  },
  export: {
    sheet: "Jugadores",
    filename: "jugadores",
    headers: ["ID", "Nombre", "Edad", "CA", "PA", "Valor", "Estado", "Equipo", "Divisi\xF3n"]
  }
};

// apps/api/src/features/players/export.ts
var cells = (p) => [
  p.id,
  p.name,
  p.age,
  p.ca,
  p.pa,
  p.value,
  p.status,
  p.id_team.name,
  p.id_team.division ?? ""
];
var defuse = (text11) => /^[=+\-@\t\r]/.test(text11) ? `'${text11}` : text11;
function csvCell(value) {
  if (typeof value === "number") return String(value);
  const text11 = defuse(value);
  return /[",\r\n]|^\s|\s$/.test(text11) ? `"${text11.replaceAll('"', '""')}"` : text11;
}
function playersCsv(rows2) {
  const lines = [messages4.export.headers, ...rows2.map(cells)].map((line) => line.map(csvCell).join(","));
  return `\uFEFF${lines.join("\r\n")}\r
`;
}
async function playersXlsx(rows2) {
  const { default: ExcelJS } = await import("exceljs");
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(messages4.export.sheet, { views: [{ state: "frozen", ySplit: 1 }] });
  const widths = [8, 30, 7, 6, 6, 14, 13, 28, 10];
  sheet.columns = messages4.export.headers.map((header, i) => ({ header, width: widths[i] }));
  sheet.getRow(1).font = { bold: true };
  sheet.addRows(rows2.map(cells));
  sheet.getColumn(6).numFmt = "#,##0";
  sheet.autoFilter = { from: { row: 1, column: 1 }, to: { row: 1, column: widths.length } };
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

// apps/api/src/features/players/service.ts
import { eq as eq21 } from "drizzle-orm";

// apps/api/src/features/players/queries.ts
import { and as and12, count as count8, eq as eq20, sql as sql23 } from "drizzle-orm";
var FREE_AGENT_SETTING = "free_agent_team_id";
async function freeAgentTeamId(tx) {
  const [row] = await tx.select({ id: teams.id }).from(leagueSettings).innerJoin(teams, sql23`${teams.id}::text = ${leagueSettings.value}`).where(eq20(leagueSettings.key, FREE_AGENT_SETTING));
  return row?.id ?? null;
}
async function teamExists(tx, id2) {
  const [row] = await tx.select({ id: teams.id }).from(teams).where(eq20(teams.id, id2));
  return row !== void 0;
}
async function lockPlayer(tx, id2) {
  const [row] = await tx.select({ player: players, ownerId: teams.idUser }).from(players).innerJoin(teams, eq20(teams.id, players.idTeam)).where(eq20(players.id, id2)).for("update", { of: players });
  return row;
}
async function hasHistory(tx, id2) {
  const result = await tx.execute(sql23`select (
      exists (select 1 from ${releaseClauses} where ${releaseClauses.idPlayer} = ${id2})
      or exists (select 1 from ${auctions} where ${auctions.idPlayer} = ${id2})
      or exists (select 1 from ${transferPlayers} where ${transferPlayers.playerId} = ${id2})
      or exists (select 1 from ${matchStatistics} where ${matchStatistics.playerId} = ${id2})
    ) as found`);
  return result.rows[0]?.found === true;
}
async function registeredCounts(tx, teamId2) {
  await tx.select({ id: teams.id }).from(teams).where(eq20(teams.id, teamId2)).for("update");
  const rows2 = await tx.select({ age: players.age, n: count8() }).from(players).where(and12(eq20(players.idTeam, teamId2), eq20(players.status, REGISTERED))).groupBy(players.age);
  const adults = rows2.filter((r) => isAdult(r.age)).reduce((sum, r) => sum + r.n, 0);
  const total = rows2.reduce((sum, r) => sum + r.n, 0);
  return { adults, youth: total - adults, total };
}

// apps/api/src/features/players/service.ts
async function destinationTeam(tx, status, requested, current) {
  if (status === RELEASED) {
    const id2 = await freeAgentTeamId(tx);
    if (id2 === null) throw ruleBroken("status", messages4.noFreeAgentTeam);
    return id2;
  }
  if (requested !== current && !await teamExists(tx, requested))
    throw ruleBroken("id_team", messages4.teamMissing);
  return requested;
}
async function createPlayer(db, input) {
  const id2 = await db.transaction(async (tx) => {
    const idTeam = await destinationTeam(tx, input.status, input.id_team);
    const { id_team: _ignored, ...fields2 } = input;
    const [row] = await tx.insert(players).values({ ...fields2, idTeam }).returning({ id: players.id });
    return row.id;
  });
  return await findPlayerView(db, id2);
}
var STAFF_FIELDS = ["name", "age", "ca", "pa", "value"];
function refuseOwnerChanges(current, input) {
  const changed = STAFF_FIELDS.some((k) => input[k] !== void 0 && input[k] !== current[k]);
  if (changed || input.id_team !== void 0 && input.id_team !== current.idTeam)
    throw forbidden(messages4.onlyStaffFields);
  const refusal = input.status === void 0 ? null : ownerStatusRefusal(current.status, input.status);
  if (refusal) throw forbidden(messages4.ownerStatus[refusal]);
}
async function updatePlayer(db, id2, input, by, now) {
  const staff = may(by.rol, "editPlayerFields");
  await db.transaction(async (tx) => {
    const row = await lockPlayer(tx, id2);
    if (!row) throw notFound(messages4.notFound);
    const current = row.player;
    if (!staff) {
      if (row.ownerId !== by.id) throw forbidden(messages4.cannotEdit);
      refuseOwnerChanges(current, input);
    }
    const next2 = {
      name: input.name ?? current.name,
      age: input.age ?? current.age,
      ca: input.ca ?? current.ca,
      pa: input.pa ?? current.pa,
      value: input.value ?? current.value,
      status: input.status ?? current.status
    };
    if (next2.ca > next2.pa) throw ruleBroken("ca", CA_ABOVE_PA);
    const idTeam = await destinationTeam(tx, next2.status, input.id_team ?? current.idTeam, current.idTeam);
    await tx.update(players).set({ ...next2, idTeam, updatedAt: now }).where(eq21(players.id, id2));
  });
  return await findPlayerView(db, id2);
}
async function deletePlayer(db, id2) {
  try {
    await db.transaction(async (tx) => {
      if (!await lockPlayer(tx, id2)) throw notFound(messages4.notFound);
      if (await hasHistory(tx, id2)) throw ruleBroken("id", messages4.hasHistory);
      await tx.delete(players).where(eq21(players.id, id2));
    });
  } catch (error) {
    if (pgErrorCode(error) === PG_FOREIGN_KEY_VIOLATION) throw ruleBroken("id", messages4.hasHistory);
    throw error;
  }
}
async function registerPlayer(db, id2, by, now) {
  const staff = may(by.rol, "registerAnyPlayer");
  await db.transaction(async (tx) => {
    const row = await lockPlayer(tx, id2);
    if (!row) throw notFound(messages4.notFound);
    if (!staff && row.ownerId !== by.id) throw forbidden(messages4.cannotRegister);
    const refusal = registrationRefusal(row.player, await registeredCounts(tx, row.player.idTeam), staff);
    if (refusal === "blocked") throw forbidden(messages4.registration.blocked);
    if (refusal) throw ruleBroken("id", messages4.registration[refusal]);
    await tx.update(players).set({ status: REGISTERED, updatedAt: now }).where(eq21(players.id, id2));
  });
  return await findPlayerView(db, id2);
}

// apps/api/src/features/players/routes.ts
var tags3 = ["players"];
var routes8 = async (app) => {
  const read = { onRequest: app.auth(policy.readLeague) };
  app.get(
    "/players",
    { ...read, schema: { tags: tags3, querystring: PlayerListQuerySchema, response: { 200: PlayerListSchema } } },
    (request) => listPlayerViews(app.db, request.query, request.query)
  );
  app.get(
    "/playername",
    { ...read, schema: { tags: tags3, querystring: PlayerSearchQuerySchema, response: { 200: PlayerListSchema } } },
    (request) => listPlayerViews(app.db, { name: request.query.name }, request.query)
  );
  app.get(
    "/players/filter-by-division",
    { ...read, schema: { tags: tags3, querystring: PlayerSearchQuerySchema, response: { 200: PlayerListSchema } } },
    (request) => listPlayerViews(app.db, { name: request.query.name, outside: true }, request.query)
  );
  app.get(
    "/players/export",
    { ...read, schema: { tags: tags3, querystring: PlayerExportQuerySchema } },
    async (request, reply) => {
      const { format, name: name3, outside } = request.query;
      const { data } = await listPlayerViews(app.db, { name: name3, outside }, EVERY_ROW);
      const body = format === "xlsx" ? await playersXlsx(data) : playersCsv(data);
      const type = format === "xlsx" ? "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet" : "text/csv; charset=utf-8";
      return reply.header("content-type", type).header("content-disposition", `attachment; filename="${messages4.export.filename}.${format}"`).send(body);
    }
  );
  app.get(
    "/players/:id",
    { ...read, schema: { tags: tags3, params: IdParamsSchema, response: { 200: PlayerSchema } } },
    async (request) => {
      const player = await findPlayerView(app.db, request.params.id);
      if (!player) throw notFound(messages4.notFound);
      return player;
    }
  );
  app.post(
    "/players",
    {
      onRequest: app.auth(policy.addPlayer),
      schema: { tags: tags3, body: PlayerInputSchema, response: { 201: PlayerSavedSchema } }
    },
    async (request, reply) => reply.code(201).send({ message: messages4.created, player: await createPlayer(app.db, request.body) })
  );
  app.put(
    "/players/:id",
    {
      onRequest: app.auth(policy.editPlayer, messages4.cannotEdit),
      schema: {
        tags: tags3,
        params: IdParamsSchema,
        body: PlayerUpdateSchema,
        response: { 200: PlayerSavedSchema }
      }
    },
    async (request) => {
      const player = await updatePlayer(
        app.db,
        request.params.id,
        request.body,
        actor(request),
        app.clock.now()
      );
      return { message: messages4.updated, player };
    }
  );
  app.delete(
    "/players/:id",
    {
      onRequest: app.auth(policy.deletePlayer),
      schema: { tags: tags3, params: IdParamsSchema, response: { 200: MessageSchema } }
    },
    async (request) => {
      await deletePlayer(app.db, request.params.id);
      return { message: messages4.deleted };
    }
  );
  app.post(
    "/registrar_jugador",
    {
      onRequest: app.auth(policy.registerPlayer, messages4.cannotRegister),
      schema: { tags: tags3, body: RegisterPlayerSchema, response: { 200: PlayerSavedSchema } }
    },
    async (request) => {
      const player = await registerPlayer(app.db, request.body.id, actor(request), app.clock.now());
      return { message: messages4.registered, player };
    }
  );
};
var routes_default7 = routes8;

// apps/api/src/features/seasons/service.ts
import { asc as asc8, eq as eq22 } from "drizzle-orm";
var toView = (s) => ({
  id: s.id,
  name: s.name,
  start_date: s.startDate?.toISOString() ?? null,
  active: s.active
});
async function listSeasons(db) {
  return (await db.select().from(seasons).orderBy(asc8(seasons.id))).map(toView);
}
async function activeSeasonStart(db) {
  const active = await activeSeason(db);
  const start = active?.startDate ?? null;
  return {
    id: active?.id ?? null,
    start_date: utcDateTime(start ?? /* @__PURE__ */ new Date(0)),
    start_at: start?.toISOString() ?? null
  };
}
async function setSeasonStart(db, id2, startDate) {
  const [row] = await db.update(seasons).set({ startDate: startDate === null ? null : new Date(startDate) }).where(eq22(seasons.id, id2)).returning();
  if (!row) throw notFound(SEASON_MESSAGES.notFound);
  return toView(row);
}

// apps/api/src/features/seasons/routes.ts
var tags4 = ["seasons"];
var routes9 = async (app) => {
  const read = { onRequest: app.auth(policy.readLeague) };
  app.get("/season", { ...read, schema: { tags: tags4, response: { 200: SeasonListSchema } } }, async () => ({
    data: await listSeasons(app.db)
  }));
  app.get(
    "/seasons/start",
    { ...read, schema: { tags: tags4, response: { 200: SeasonStartSchema } } },
    () => activeSeasonStart(app.db)
  );
  app.put(
    "/seasons/:id/start",
    {
      onRequest: app.auth(policy.setSeasonStart),
      schema: {
        tags: tags4,
        params: IdParamsSchema,
        body: SeasonStartBodySchema,
        response: { 200: SeasonSavedSchema }
      }
    },
    async (request) => ({
      message: SEASON_MESSAGES.startUpdated,
      season: await setSeasonStart(app.db, request.params.id, request.body.start_date)
    })
  );
};
var routes_default8 = routes9;

// apps/api/src/features/squad/service.ts
import { eq as eq25 } from "drizzle-orm";

// apps/api/src/features/teams/team-players.ts
import { asc as asc9, desc as desc5, eq as eq23 } from "drizzle-orm";
async function listTeamPlayers(db, teamId2) {
  return db.select(squadPlayerColumns).from(players).where(eq23(players.idTeam, teamId2)).orderBy(desc5(players.ca), asc9(players.name), asc9(players.id));
}

// apps/api/src/features/teams/queries.ts
import { and as and13, asc as asc10, count as count9, eq as eq24, inArray as inArray10, ne as ne2, sql as sql24 } from "drizzle-orm";
var teamColumns = {
  id: teams.id,
  name: teams.name,
  division: teams.division,
  idUser: teams.idUser,
  ownerName: users.name
};
function toTeamView(row) {
  return {
    id: row.id,
    name: row.name,
    division: row.division ?? "",
    id_user: row.idUser,
    user: row.idUser === null ? null : { id: row.idUser, name: row.ownerName ?? "" }
  };
}
var selectTeams = (db, where) => db.select(teamColumns).from(teams).leftJoin(users, eq24(users.id, teams.idUser)).where(where);
var divisionOrder = sql24`case ${teams.division} when 'Primera' then 0 when 'Segunda' then 1 else 2 end`;
async function listTeamViews(db, q) {
  const query = selectTeams(db).orderBy(divisionOrder, asc10(teams.name), asc10(teams.id));
  return runPage(q, query, db.select({ total: count9() }).from(teams), toTeamView);
}
async function findTeamView(db, id2) {
  const [row] = await selectTeams(db, eq24(teams.id, id2));
  return row ? toTeamView(row) : void 0;
}
async function userExists(tx, id2) {
  return (await tx.select({ id: users.id }).from(users).where(eq24(users.id, id2))).length > 0;
}
async function ownsAnotherTeam(tx, userId, exceptTeam) {
  const other = exceptTeam === void 0 ? void 0 : ne2(teams.id, exceptTeam);
  return (await tx.select({ id: teams.id }).from(teams).where(and13(eq24(teams.idUser, userId), other))).length > 0;
}
async function objectiveInputs(db) {
  const inDivisions = inArray10(teams.division, [...DIVISIONS]);
  const [teamRows, caRows] = await Promise.all([
    selectTeams(db, inDivisions),
    db.select({ teamId: players.idTeam, ca: players.ca }).from(players).innerJoin(teams, eq24(teams.id, players.idTeam)).where(and13(inDivisions, eq24(players.status, REGISTERED)))
  ]);
  const cas = /* @__PURE__ */ new Map();
  for (const { teamId: teamId2, ca } of caRows) (cas.get(teamId2) ?? cas.set(teamId2, []).get(teamId2)).push(ca);
  return teamRows.flatMap((row) => {
    if (!isDivision(row.division)) return [];
    const { user } = toTeamView(row);
    return [
      {
        id: row.id,
        name: row.name,
        division: row.division,
        owner: user,
        registeredCas: cas.get(row.id) ?? []
      }
    ];
  });
}
async function ownTeamId(db, userId) {
  const [row] = await db.select({ id: teams.id }).from(teams).where(eq24(teams.idUser, userId));
  return row?.id;
}

// apps/api/src/features/squad/messages.ts
var messages5 = {
  // Spec 01 §8, word for word.
  noTeam: "No tienes equipo asignado. Prueba presionando el bot\xF3n Cargar plantel"
};

// apps/api/src/features/squad/service.ts
async function loadSquad(db, userId) {
  const [team3] = await db.select({ id: teams.id, name: teams.name, division: teams.division }).from(teams).where(eq25(teams.idUser, userId));
  if (!team3) throw notFound(messages5.noTeam);
  const players2 = await listTeamPlayers(db, team3.id);
  const summary = squadSummary(players2, team3.division);
  return {
    team: { ...team3, division: team3.division ?? "" },
    players: players2,
    summary,
    warnings: squadWarnings(summary, team3.division)
  };
}

// apps/api/src/features/squad/routes.ts
var routes10 = async (app) => {
  app.get(
    "/plantel",
    { onRequest: app.auth(policy.readLeague), schema: { tags: ["squad"], response: { 200: SquadSchema } } },
    (request) => loadSquad(app.db, actor(request).id)
  );
};
var routes_default9 = routes10;

// apps/api/src/features/teams/messages.ts
var messages6 = {
  created: "Equipo creado satisfactoriamente",
  updated: "Equipo actualizado satisfactoriamente",
  notFound: "Equipo no encontrado.",
  ownerMissing: "El usuario no existe.",
  ownerTaken: "El usuario ya tiene un equipo asignado."
};

// apps/api/src/features/teams/service.ts
import { eq as eq26 } from "drizzle-orm";
async function checkOwner(tx, userId, teamId2) {
  if (!await userExists(tx, userId)) throw ruleBroken("id_user", messages6.ownerMissing);
  if (await ownsAnotherTeam(tx, userId, teamId2)) throw ruleBroken("id_user", messages6.ownerTaken);
}
function translateDbError(error) {
  if (pgErrorCode(error) === PG_UNIQUE_VIOLATION) throw ruleBroken("id_user", messages6.ownerTaken);
  throw error;
}
async function createTeam(db, input) {
  try {
    const id2 = await db.transaction(async (tx) => {
      if (input.id_user !== null) await checkOwner(tx, input.id_user);
      const [row] = await tx.insert(teams).values({ name: input.name, division: input.division, idUser: input.id_user }).returning({ id: teams.id });
      return row.id;
    });
    return await findTeamView(db, id2);
  } catch (error) {
    translateDbError(error);
  }
}
async function updateTeam(db, id2, input, now) {
  try {
    await db.transaction(async (tx) => {
      const [current] = await tx.select().from(teams).where(eq26(teams.id, id2)).for("update");
      if (!current) throw notFound(messages6.notFound);
      if (input.id_user !== void 0 && input.id_user !== null && input.id_user !== current.idUser) {
        await checkOwner(tx, input.id_user, id2);
      }
      await tx.update(teams).set({
        name: input.name ?? current.name,
        division: input.division === void 0 ? current.division : input.division,
        idUser: input.id_user === void 0 ? current.idUser : input.id_user,
        updatedAt: now
      }).where(eq26(teams.id, id2));
    });
  } catch (error) {
    translateDbError(error);
  }
  return await findTeamView(db, id2);
}

// apps/api/src/features/teams/routes.ts
var tags5 = ["teams"];
var routes11 = async (app) => {
  const read = { onRequest: app.auth(policy.readLeague) };
  const create = { onRequest: app.auth(policy.createTeam) };
  const edit = { onRequest: app.auth(policy.editTeam) };
  app.get(
    "/teams",
    { ...read, schema: { tags: tags5, querystring: TeamListQuerySchema, response: { 200: TeamListSchema } } },
    (request) => listTeamViews(app.db, request.query)
  );
  app.get(
    "/teams/objectives",
    { ...read, schema: { tags: tags5, response: { 200: ObjectivesSchema } } },
    // Cached while no team, registered player or owner's name changes (lib/derived-cache.ts).
    async () => ({
      data: await app.derived.get("objectives", async () => rankObjectives(await objectiveInputs(app.db)))
    })
  );
  app.get(
    "/teams/:id",
    { ...read, schema: { tags: tags5, params: IdParamsSchema, response: { 200: TeamDetailSchema } } },
    async (request) => {
      const [team3, players2] = await Promise.all([
        findTeamView(app.db, request.params.id),
        listTeamPlayers(app.db, request.params.id)
      ]);
      if (!team3) throw notFound(messages6.notFound);
      return { ...team3, players: players2 };
    }
  );
  app.post(
    "/teams",
    { ...create, schema: { tags: tags5, body: TeamInputSchema, response: { 201: TeamSavedSchema } } },
    async (request, reply) => reply.code(201).send({ message: messages6.created, team: await createTeam(app.db, request.body) })
  );
  app.put(
    "/teams/:id",
    {
      ...edit,
      schema: { tags: tags5, params: IdParamsSchema, body: TeamUpdateSchema, response: { 200: TeamSavedSchema } }
    },
    async (request) => ({
      message: messages6.updated,
      team: await updateTeam(app.db, request.params.id, request.body, app.clock.now())
    })
  );
};
var routes_default10 = routes11;

// apps/api/src/features/testing/routes.ts
import { z as z32 } from "zod";
var routes12 = async (app) => {
  const Clock2 = z32.object({ now: z32.string() });
  const admin = { onRequest: app.auth(policy.moveTestClock) };
  app.get("/test/clock", { ...admin, schema: { hide: true, response: { 200: Clock2 } } }, async () => ({
    now: app.clock.now().toISOString()
  }));
  app.post(
    "/test/clock",
    {
      ...admin,
      schema: {
        hide: true,
        body: z32.object({
          advance_ms: z32.number().int().optional(),
          at: z32.iso.datetime().optional(),
          reset: z32.boolean().optional()
        }),
        response: { 200: Clock2 }
      }
    },
    async (request) => {
      const { advance_ms, at, reset } = request.body;
      if (reset) app.clock.reset();
      if (at) app.clock.set(new Date(at));
      if (advance_ms) app.clock.advance(advance_ms);
      return { now: app.clock.now().toISOString() };
    }
  );
};
var routes_default11 = routes12;

// apps/api/src/features/transfers/confirm-transfer.ts
import { asc as asc11, eq as eq27, inArray as inArray11 } from "drizzle-orm";

// apps/api/src/features/transfers/messages.ts
var messages7 = {
  done: TRANSFER_MESSAGES.done,
  playersInvalid: TRANSFER_MESSAGES.playersInvalid,
  confirmed: "Transferencia confirmada correctamente",
  notFound: "Transferencia no encontrada.",
  alreadyConfirmed: "La transferencia ya fue confirmada.",
  cannotCreate: "Solo un Admin o el manager de uno de los dos equipos puede crear una transferencia.",
  cannotConfirm: "No puedes confirmar esta transferencia: debe confirmarla la otra parte o un Admin.",
  teamFromNotFound: "El equipo de origen no existe.",
  teamToNotFound: "El equipo de destino no existe.",
  playerNotInTeam: (name3) => `El jugador ${name3} no pertenece al equipo de origen.`,
  playerPending: (name3) => `El jugador ${name3} ya est\xE1 en una transferencia pendiente.`,
  buyerMissing: "El equipo de destino no tiene manager que pague la transferencia.",
  sellerMissing: "El equipo de origen no tiene manager que cobre la transferencia.",
  insufficientBudget: "El comprador no tiene presupuesto suficiente para esta transferencia.",
  playersMoved: "Alguno de los jugadores ya no pertenece al equipo de origen.",
  expired: "La propuesta venci\xF3: pasaron m\xE1s de 48 horas sin respuesta.",
  notPending: "La transferencia ya no est\xE1 pendiente.",
  tooManyOpen: (max4) => `Ya tienes ${max4} propuestas de transferencia abiertas: espera una respuesta o cancela alguna.`,
  cannotReject: "Solo la otra parte o un Admin pueden rechazar esta transferencia.",
  cannotCancel: "Solo quien cre\xF3 la transferencia o un Admin pueden cancelarla.",
  rejected: "Transferencia rechazada",
  cancelled: "Transferencia cancelada",
  nameNotFound: (name3) => `El jugador "${name3}" no est\xE1 en el equipo de origen.`,
  nameAmbiguous: (name3) => `Hay m\xE1s de un jugador llamado "${name3}" en el equipo de origen: el\xEDgelo por id.`
};

// apps/api/src/features/transfers/confirm-transfer.ts
var owner = async (tx, teamId2) => (await tx.select({ idUser: teams.idUser }).from(teams).where(eq27(teams.id, teamId2)))[0]?.idUser ?? null;
async function pay(tx, transfer, buyerId, sellerId, by) {
  if (transfer.budget === 0) return;
  if (buyerId === null) throw ruleBroken("id_team_to", messages7.buyerMissing);
  if (sellerId === null) throw ruleBroken("id_team_from", messages7.sellerMissing);
  await tx.select({ id: users.id }).from(users).where(inArray11(users.id, [buyerId, sellerId])).orderBy(asc11(users.id)).for("no key update");
  const ref5 = { refType: "transfer", refId: transfer.id, createdBy: by };
  await debit(
    tx,
    { userId: buyerId, amount: -transfer.budget, reason: "transfer_payment", ...ref5 },
    "budget",
    messages7.insufficientBudget
  );
  await moveMoney(tx, { userId: sellerId, amount: transfer.budget, reason: "transfer_income", ...ref5 });
}
async function confirmTransfer(db, id2, by, now) {
  const [exists] = await db.select({ id: transfers.id }).from(transfers).where(eq27(transfers.id, id2));
  if (!exists) throw notFound(messages7.notFound);
  const listed = await db.select({ id: transferPlayers.playerId }).from(transferPlayers).where(eq27(transferPlayers.transferId, id2));
  const ids = listed.map((p) => p.id).sort((a, b) => a - b);
  await db.transaction(async (tx) => {
    const moving = ids.length ? await tx.select({ id: players.id, idTeam: players.idTeam }).from(players).where(inArray11(players.id, ids)).orderBy(asc11(players.id)).for("update") : [];
    const [transfer] = await tx.select().from(transfers).where(eq27(transfers.id, id2)).for("update");
    if (!transfer) throw notFound(messages7.notFound);
    const buyerId = await owner(tx, transfer.idTeamTo);
    const sellerId = await owner(tx, transfer.idTeamFrom);
    if (!canConfirmTransfer({
      createdBy: transfer.createdBy,
      confirmerId: by.id,
      confirmerRole: by.rol,
      buyerId,
      sellerId
    })) {
      throw forbidden(messages7.cannotConfirm);
    }
    if (transfer.status === TRANSFER_CONFIRMED) throw ruleBroken("transfer", messages7.alreadyConfirmed);
    if (transfer.status !== TRANSFER_PENDING) throw ruleBroken("transfer", messages7.notPending);
    if (expiresAt(transfer.createdAt) <= now) throw ruleBroken("transfer", messages7.expired);
    if (moving.length !== ids.length || moving.some((p) => p.idTeam !== transfer.idTeamFrom)) {
      throw ruleBroken("players", messages7.playersMoved);
    }
    if (ids.length)
      await tx.update(players).set({ idTeam: transfer.idTeamTo, status: BLOCKED, updatedAt: now }).where(inArray11(players.id, ids));
    await pay(tx, transfer, buyerId, sellerId, by.id);
    await tx.update(transfers).set({
      status: TRANSFER_CONFIRMED,
      confirmedBy: by.id,
      confirmedAt: now,
      buyBy: buyerId,
      soldBy: sellerId
    }).where(eq27(transfers.id, id2));
  });
}

// apps/api/src/features/transfers/close-transfer.ts
import { eq as eq28 } from "drizzle-orm";
var ownerOf = async (tx, teamId2) => (await tx.select({ idUser: teams.idUser }).from(teams).where(eq28(teams.id, teamId2)))[0]?.idUser ?? null;
async function closeTransfer(db, id2, how, by, now) {
  await db.transaction(async (tx) => {
    const [transfer] = await tx.select().from(transfers).where(eq28(transfers.id, id2)).for("update");
    if (!transfer) throw notFound(messages7.notFound);
    const admin = may(by.rol, "confirmAnyTransfer");
    if (how === "cancel" && !admin && transfer.createdBy !== by.id) throw forbidden(messages7.cannotCancel);
    if (how === "reject" && !canConfirmTransfer({
      createdBy: transfer.createdBy,
      confirmerId: by.id,
      confirmerRole: by.rol,
      buyerId: await ownerOf(tx, transfer.idTeamTo),
      sellerId: await ownerOf(tx, transfer.idTeamFrom)
    }))
      throw forbidden(messages7.cannotReject);
    if (transfer.status !== TRANSFER_PENDING) throw ruleBroken("transfer", messages7.notPending);
    await tx.update(transfers).set({
      status: how === "reject" ? TRANSFER_REJECTED : TRANSFER_CANCELLED,
      confirmedBy: by.id,
      confirmedAt: now
    }).where(eq28(transfers.id, id2));
  });
}

// apps/api/src/features/transfers/create-transfer.ts
import { and as and14, asc as asc12, count as count10, eq as eq29, inArray as inArray12 } from "drizzle-orm";
async function team2(tx, id2, field2, missing) {
  const [row] = await tx.select({ id: teams.id, idUser: teams.idUser }).from(teams).where(eq29(teams.id, id2));
  if (!row) throw ruleBroken(field2, missing);
  return row;
}
async function checkBudget(tx, budget, buyerId, sellerId) {
  if (budget === 0) return;
  if (buyerId === null) throw ruleBroken("id_team_to", messages7.buyerMissing);
  if (sellerId === null) throw ruleBroken("id_team_from", messages7.sellerMissing);
  const [buyer2] = await tx.select({ profits: users.profits }).from(users).where(eq29(users.id, buyerId));
  if (!buyer2 || buyer2.profits < budget) throw ruleBroken("budget", messages7.insufficientBudget);
}
async function createTransfer(db, input, by, now, timeZone) {
  const season = await requireActiveSeason(db);
  assertMarketOpen(season, now, timeZone, MARKET_GATE_DELAY_HOURS);
  return db.transaction(async (tx) => {
    const from = await team2(tx, input.id_team_from, "id_team_from", messages7.teamFromNotFound);
    const to = await team2(tx, input.id_team_to, "id_team_to", messages7.teamToNotFound);
    if (!may(by.rol, "createAnyTransfer") && by.id !== from.idUser && by.id !== to.idUser)
      throw forbidden(messages7.cannotCreate);
    const ids = [...input.players].sort((a, b) => a - b);
    const moving = await tx.select({ id: players.id, name: players.name, idTeam: players.idTeam }).from(players).where(inArray12(players.id, ids)).orderBy(asc12(players.id)).for("update");
    if (moving.length !== ids.length) throw ruleBroken("players", messages7.playersInvalid);
    const stranger = moving.find((p) => p.idTeam !== from.id);
    if (stranger) throw ruleBroken("players", messages7.playerNotInTeam(stranger.name));
    const [pending] = await playersInPendingTransfers(tx, ids);
    if (pending) throw ruleBroken("players", messages7.playerPending(pending.name));
    if (!may(by.rol, "createAnyTransfer")) {
      await tx.select({ id: users.id }).from(users).where(eq29(users.id, by.id)).for("update");
      const [open] = await tx.select({ n: count10() }).from(transfers).where(and14(eq29(transfers.createdBy, by.id), openAt(now)));
      if ((open?.n ?? 0) >= MAX_OPEN_PROPOSALS)
        throw ruleBroken("players", messages7.tooManyOpen(MAX_OPEN_PROPOSALS));
    }
    await checkBudget(tx, input.budget, to.idUser, from.idUser);
    const [row] = await tx.insert(transfers).values({
      idSeason: season.id,
      idTeamFrom: from.id,
      idTeamTo: to.id,
      budget: input.budget,
      status: TRANSFER_PENDING,
      createdBy: by.id,
      buyBy: to.idUser,
      soldBy: from.idUser,
      createdAt: now
    }).returning({ id: transfers.id });
    const order = new Map(input.players.map((id2, i) => [id2, i]));
    const listed = [...moving].sort((a, b) => order.get(a.id) - order.get(b.id));
    await tx.insert(transferPlayers).values(listed.map((p) => ({ transferId: row.id, playerId: p.id, playerName: p.name })));
    return row.id;
  });
}

// apps/api/src/features/transfers/player-names.ts
import { and as and15, eq as eq30, inArray as inArray13, sql as sql25 } from "drizzle-orm";
async function withPlayerIds(db, input) {
  const { transferred_players: text11, players: ids, ...rest } = input;
  if (ids !== void 0) return { ...rest, players: ids };
  const names = [
    ...new Set(
      (text11 ?? "").split(",").map((n) => n.trim().replace(/\s+/g, " ")).filter(Boolean)
    )
  ];
  if (names.length === 0) throw ruleBroken("transferred_players", TRANSFER_MESSAGES.playersRequired);
  const keys = names.map((n) => n.toLowerCase());
  const found = await db.select({ id: players.id, key: sql25`lower(${players.name})` }).from(players).where(and15(eq30(players.idTeam, input.id_team_from), inArray13(sql25`lower(${players.name})`, keys)));
  const problems = [];
  const resolved = [];
  names.forEach((name3, i) => {
    const matches2 = found.filter((p) => p.key === keys[i]);
    if (matches2.length === 0) problems.push(messages7.nameNotFound(name3));
    else if (matches2.length > 1) problems.push(messages7.nameAmbiguous(name3));
    else resolved.push(matches2[0].id);
  });
  if (problems.length > 0) throw unprocessable({ transferred_players: problems }, problems.join(" "));
  return { ...rest, players: resolved };
}

// apps/api/src/features/transfers/routes.ts
var tags6 = ["transfers"];
var routes13 = async (app) => {
  const read = { onRequest: app.auth(policy.readLeague) };
  app.post(
    "/transfer",
    {
      onRequest: app.auth(policy.createTransfer, messages7.cannotCreate),
      schema: {
        tags: tags6,
        body: TransferBodySchema,
        response: { 201: TransferSavedSchema }
      }
    },
    async (request, reply) => {
      const me = actor(request);
      const input = await withPlayerIds(app.db, request.body);
      const id2 = await createTransfer(app.db, input, me, app.clock.now(), app.env.LEAGUE_TIMEZONE);
      const [transfer] = await listTransferViews(app.db, { id: id2 }, me);
      return reply.code(201).send({ message: messages7.done, transfer });
    }
  );
  app.get(
    "/transferencia_pendiente",
    {
      ...read,
      schema: { tags: tags6, querystring: SeasonListQuerySchema, response: { 200: PendingTransferListSchema } }
    },
    async (request) => {
      const me = actor(request);
      const seasonId = await seasonFilter(app.db, request.query.season);
      return listTransferViews(app.db, { pendingFor: me, now: app.clock.now(), seasonId }, me);
    }
  );
  app.post(
    "/transferencia_confirmada/:id",
    {
      onRequest: app.auth(policy.confirmTransfer, messages7.cannotConfirm),
      schema: { tags: tags6, params: TransferParamsSchema, response: { 200: MessageSchema } }
    },
    async (request) => {
      await confirmTransfer(app.db, request.params.id, actor(request), app.clock.now());
      return { message: messages7.confirmed };
    }
  );
  for (const [path10, how, action, refusal, done] of [
    [
      "/transferencia_rechazada/:id",
      "reject",
      policy.rejectTransfer,
      messages7.cannotReject,
      messages7.rejected
    ],
    [
      "/transferencia_cancelada/:id",
      "cancel",
      policy.cancelTransfer,
      messages7.cannotCancel,
      messages7.cancelled
    ]
  ]) {
    app.post(
      path10,
      {
        onRequest: app.auth(action, refusal),
        schema: { tags: tags6, params: TransferParamsSchema, response: { 200: MessageSchema } }
      },
      async (request) => {
        await closeTransfer(app.db, request.params.id, how, actor(request), app.clock.now());
        return { message: done };
      }
    );
  }
  app.get(
    "/traspasos",
    { ...read, schema: { tags: tags6, querystring: SeasonListQuerySchema, response: { 200: TransferListSchema } } },
    async (request) => {
      const season = await seasonFilter(app.db, request.query.season);
      return listPage(await listTransferViews(app.db, { seasonId: season }, actor(request)), request.query);
    }
  );
};
var routes_default12 = routes13;

// apps/api/src/features/users/messages.ts
var messages8 = {
  created: "Usuario creado satisfactoriamente",
  updated: "Usuario actualizado satisfactoriamente",
  deleted: "Usuario eliminado satisfactoriamente",
  sessionsRevoked: "Se cerraron todas las sesiones del usuario.",
  notFound: "Usuario no encontrado.",
  cannotEditOther: "No tienes permiso para editar este usuario.",
  onlyPassword: "Solo puedes cambiar tu password.",
  onlyAdminRole: "Solo un Admin puede cambiar el rol.",
  onlyAdminBudget: "Solo un Admin puede cambiar el presupuesto.",
  emailTaken: "El email ya est\xE1 registrado.",
  cannotDeleteSelf: "No puedes borrar tu propio usuario.",
  lastAdmin: "Debe quedar al menos un Admin en la liga.",
  hasHistory: "El usuario tiene historial en el mercado o en la competici\xF3n y no puede borrarse.",
  adjustmentNote: "Ajuste de presupuesto",
  balanceBound: "El ajuste dejar\xEDa el presupuesto fuera del l\xEDmite de la liga (\xB11.000.000.000.000.000)."
};

// apps/api/src/features/users/service.ts
import { and as and16, count as count11, eq as eq31, isNull as isNull5, ne as ne3, sql as sql26 } from "drizzle-orm";
function translateDbError2(error) {
  if (error instanceof BalanceBoundError) throw ruleBroken("adjustment", messages8.balanceBound);
  const code = pgErrorCode(error);
  if (code === PG_UNIQUE_VIOLATION) throw ruleBroken("email", messages8.emailTaken);
  if (code === PG_FOREIGN_KEY_VIOLATION) throw ruleBroken("id", messages8.hasHistory);
  throw error;
}
async function createUser(db, input, by) {
  const passwordHash = await hashPassword(input.password);
  try {
    const id2 = await db.transaction(async (tx) => {
      const [row] = await tx.insert(users).values({ name: input.name, email: input.email, passwordHash, rol: input.rol }).returning({ id: users.id });
      if (input.profits > 0) {
        await moveMoney(tx, {
          userId: row.id,
          amount: input.profits,
          reason: "admin_adjustment",
          createdBy: by.id,
          note: "Presupuesto inicial"
        });
      }
      return row.id;
    });
    return await findUserView(db, id2);
  } catch (error) {
    translateDbError2(error);
  }
}
function refuseNonAdminChanges(current, input) {
  if (input.rol !== void 0 && input.rol !== current.rol) throw forbidden(messages8.onlyAdminRole);
  if ((input.adjustment ?? 0) !== 0) throw forbidden(messages8.onlyAdminBudget);
  if (input.name !== void 0 && input.name !== current.name) throw forbidden(messages8.onlyPassword);
  if (input.email !== void 0 && input.email.toLowerCase() !== current.email.toLowerCase()) {
    throw forbidden(messages8.onlyPassword);
  }
}
async function adminCount(tx, exceptId) {
  const [row] = await tx.select({ n: count11() }).from(users).where(and16(eq31(users.rol, "Admin"), ne3(users.id, exceptId)));
  return row?.n ?? 0;
}
async function updateUser(db, id2, input, by, now) {
  const admin = may(by.rol, "editUserRoleAndBudget");
  if (!may(by.rol, "editAnyUser") && by.id !== id2) throw forbidden(messages8.cannotEditOther);
  const passwordHash = input.password ? await hashPassword(input.password) : void 0;
  try {
    await db.transaction(async (tx) => {
      const [current] = await tx.select().from(users).where(eq31(users.id, id2)).for("update");
      if (!current) throw notFound(messages8.notFound);
      if (!admin) refuseNonAdminChanges(current, input);
      const changes = {};
      if (admin) {
        if (input.name !== void 0) changes.name = input.name;
        if (input.email !== void 0) changes.email = input.email;
        if (input.rol !== void 0 && input.rol !== current.rol) {
          if (current.rol === "Admin" && await adminCount(tx, id2) === 0)
            throw ruleBroken("rol", messages8.lastAdmin);
          changes.rol = input.rol;
        }
      }
      if (passwordHash) changes.passwordHash = passwordHash;
      if (Object.keys(changes).length > 0) {
        await tx.update(users).set({ ...changes, updatedAt: now }).where(eq31(users.id, id2));
      }
      if (admin) {
        const delta = input.adjustment ?? 0;
        if (delta !== 0) {
          await moveMoney(tx, {
            userId: id2,
            amount: delta,
            reason: "admin_adjustment",
            createdBy: by.id,
            note: input.adjustment_note || messages8.adjustmentNote,
            allowNegative: true
          });
        }
      }
      if (passwordHash) {
        const keep = by.id === id2 ? sql26`${userTokens.id} <> ${by.tokenId}` : sql26`true`;
        await tx.update(userTokens).set({ revokedAt: now }).where(and16(eq31(userTokens.userId, id2), isNull5(userTokens.revokedAt), keep));
      }
    });
  } catch (error) {
    translateDbError2(error);
  }
  return await findUserView(db, id2);
}
async function deleteUser(db, id2, by) {
  if (by.id === id2) throw ruleBroken("id", messages8.cannotDeleteSelf);
  try {
    await db.transaction(async (tx) => {
      const [current] = await tx.select({ rol: users.rol }).from(users).where(eq31(users.id, id2)).for("update");
      if (!current) throw notFound(messages8.notFound);
      await tx.delete(users).where(eq31(users.id, id2));
    });
  } catch (error) {
    translateDbError2(error);
  }
}
async function revokeAllTokens(db, id2, by, now) {
  if (!may(by.rol, "editAnyUser") && by.id !== id2) throw forbidden(messages8.cannotEditOther);
  const [exists] = await db.select({ id: users.id }).from(users).where(eq31(users.id, id2));
  if (!exists) throw notFound(messages8.notFound);
  await db.update(userTokens).set({ revokedAt: now }).where(and16(eq31(userTokens.userId, id2), isNull5(userTokens.revokedAt)));
}

// apps/api/src/features/users/routes.ts
var tags7 = ["users"];
var routes14 = async (app) => {
  app.get(
    "/users",
    {
      schema: { tags: tags7, querystring: UserListQuerySchema, response: { 200: UserListSchema } },
      onRequest: app.auth(policy.seeUsersList)
    },
    (request) => listUserViews(app.db, request.query, actor(request))
  );
  app.get(
    "/users/:id",
    {
      schema: { tags: tags7, params: IdParamsSchema, response: { 200: UserEntrySchema } },
      onRequest: app.auth(policy.seeUsersList)
    },
    async (request) => {
      const user = await findUserView(app.db, request.params.id);
      if (!user) throw notFound(messages8.notFound);
      return visibleTo(user, actor(request));
    }
  );
  for (const url of ["/users", "/users/"]) {
    app.post(
      url,
      {
        schema: {
          tags: tags7,
          hide: url.endsWith("/"),
          body: CreateUserSchema,
          response: { 201: UserSavedSchema }
        },
        onRequest: app.auth(policy.createUser)
      },
      async (request, reply) => {
        const user = await createUser(app.db, request.body, actor(request));
        return reply.code(201).send({ message: messages8.created, user });
      }
    );
  }
  app.put(
    "/users/:id",
    {
      schema: {
        tags: tags7,
        params: IdParamsSchema,
        body: UpdateUserSchema,
        response: { 200: UserSavedSchema }
      },
      onRequest: app.auth(policy.manageOwnAccount)
    },
    async (request) => {
      const me = actor(request);
      const user = await updateUser(app.db, request.params.id, request.body, me, app.clock.now());
      if (request.body.password)
        await app.events.publish({
          event: "revoked",
          data: { user_id: user.id, ...me.id === user.id ? { except_token_id: me.tokenId } : {} }
        });
      return { message: messages8.updated, user };
    }
  );
  app.delete(
    "/users/:id",
    {
      schema: { tags: tags7, params: IdParamsSchema, response: { 200: MessageSchema } },
      onRequest: app.auth(policy.deleteUser)
    },
    async (request) => {
      await deleteUser(app.db, request.params.id, actor(request));
      return { message: messages8.deleted };
    }
  );
  app.post(
    "/users/:id/revoke-tokens",
    {
      schema: { tags: tags7, params: IdParamsSchema, response: { 200: MessageSchema } },
      onRequest: app.auth(policy.manageOwnAccount)
    },
    async (request) => {
      await revokeAllTokens(app.db, request.params.id, actor(request), app.clock.now());
      await app.events.publish({ event: "revoked", data: { user_id: request.params.id } });
      return { message: messages8.sessionsRevoked };
    }
  );
};
var routes_default13 = routes14;

// apps/api/src/features/tournaments/fixture.ts
import { randomInt } from "node:crypto";
import { and as and20, eq as eq35 } from "drizzle-orm";

// apps/api/src/features/matches/match-view.ts
import { and as and18, asc as asc13, desc as desc6, eq as eq33 } from "drizzle-orm";
import { alias as alias5 } from "drizzle-orm/pg-core";

// apps/api/src/features/tournaments/tournament.ts
import { and as and17, eq as eq32, inArray as inArray14 } from "drizzle-orm";
function asFormat(value) {
  if (!isFormat(value)) throw new Error(`Formato de torneo desconocido: ${value}`);
  return value;
}
async function findTournament(db, id2, lock = false) {
  const query = db.select().from(tournaments).where(eq32(tournaments.id, id2));
  const [row] = lock ? await query.for("update") : await query;
  return row && { ...row, format: asFormat(row.format) };
}
async function teamsOutside(db, tournament, teamIds) {
  const listed = await db.select({ teamId: tournamentTeams.teamId }).from(tournamentTeams).where(eq32(tournamentTeams.tournamentId, tournament.id));
  let allowed;
  if (listed.length > 0) {
    allowed = new Set(listed.map((r) => r.teamId));
  } else {
    const division2 = DIVISION_OF_FORMAT[tournament.format];
    const rows2 = await db.select({ id: teams.id }).from(teams).where(and17(inArray14(teams.id, [...teamIds]), division2 ? eq32(teams.division, division2) : void 0));
    allowed = new Set(rows2.map((r) => r.id));
  }
  return teamIds.filter((id2) => !allowed.has(id2));
}
async function sharedGroup(db, tournamentId, homeId, awayId) {
  const rows2 = await db.select({ teamId: tournamentTeams.teamId, group: tournamentTeams.groupName }).from(tournamentTeams).where(
    and17(eq32(tournamentTeams.tournamentId, tournamentId), inArray14(tournamentTeams.teamId, [homeId, awayId]))
  );
  const home4 = rows2.find((r) => r.teamId === homeId)?.group;
  const away4 = rows2.find((r) => r.teamId === awayId)?.group;
  return home4 && home4 === away4 ? home4 : null;
}

// apps/api/src/features/matches/match-view.ts
var home = alias5(teams, "home");
var away = alias5(teams, "away");
var matchColumns = {
  id: matches.id,
  tournamentId: matches.tournamentId,
  homeId: home.id,
  homeName: home.name,
  awayId: away.id,
  awayName: away.name,
  scoreHome: matches.scoreHome,
  scoreAway: matches.scoreAway,
  matchDate: matches.matchDate,
  status: matches.status,
  stage: matches.stage,
  group: matches.groupName,
  tournamentName: tournaments.name,
  format: tournaments.format
};
function toMatchView(row) {
  const format = asFormat(row.format ?? "");
  const status = row.status ?? "pending";
  return {
    id: row.id,
    tournament_id: row.tournamentId,
    team_home: { id: row.homeId, name: row.homeName },
    team_away: { id: row.awayId, name: row.awayName },
    score_home: row.scoreHome,
    score_away: row.scoreAway,
    match_date: row.matchDate?.toISOString() ?? null,
    status,
    status_text: MATCH_STATUS_TEXT[status] ?? status,
    stage: row.stage,
    stage_label: roundName(format, row.stage, "matches"),
    group: row.group,
    tournament: { id: row.tournamentId, name: row.tournamentName, format }
  };
}
async function listMatchViews(db, filter) {
  const where = and18(
    filter.id === void 0 ? void 0 : eq33(matches.id, filter.id),
    filter.tournamentId === void 0 ? void 0 : eq33(matches.tournamentId, filter.tournamentId),
    filter.seasonId === void 0 ? void 0 : eq33(tournaments.seasonId, filter.seasonId),
    filter.stage === void 0 ? void 0 : eq33(matches.stage, filter.stage)
  );
  const rows2 = await db.select(matchColumns).from(matches).innerJoin(home, eq33(home.id, matches.teamHomeId)).innerJoin(away, eq33(away.id, matches.teamAwayId)).innerJoin(tournaments, eq33(tournaments.id, matches.tournamentId)).where(where).orderBy(
    desc6(tournaments.seasonId),
    asc13(tournaments.id),
    desc6(matches.stage),
    asc13(matches.groupName),
    asc13(matches.id)
  );
  return rows2.map(toMatchView);
}
async function findMatchView(db, id2) {
  const [view] = await listMatchViews(db, { id: id2 });
  return view;
}

// apps/api/src/features/tournaments/messages.ts
var messages9 = {
  ...TOURNAMENT_MESSAGES,
  fixtureCreated: "Fixture generado correctamente",
  quartersCreated: "Cuartos de final creados correctamente",
  notFound: "Torneo no encontrado.",
  seasonMissing: "La temporada no existe.",
  noActiveSeason: "No hay una temporada activa: eleg\xED una temporada.",
  teamsMissing: (ids) => `No existen los equipos: ${ids.join(", ")}.`,
  teamsWrongDivision: (division2) => `Todos los equipos deben ser de ${division2}.`,
  hasMatches: "El torneo ya tiene partidos: el fixture no se puede generar de nuevo.",
  onlyUcl: "Solo la Champions League tiene fase de grupos y cuartos de final.",
  noGroupMatches: "El torneo no tiene partidos de fase de grupos: gener\xE1 primero el fixture.",
  groupsPending: (n) => `La fase de grupos no termin\xF3: faltan ${n} partidos por completar.`,
  quartersExist: "Los cuartos de final ya fueron creados."
};

// apps/api/src/features/tournaments/queries.ts
import { and as and19, asc as asc14, count as count12, desc as desc7, eq as eq34, inArray as inArray15, isNotNull, lte } from "drizzle-orm";
async function listTournamentViews(db, filter) {
  const where = and19(
    filter.id === void 0 ? void 0 : eq34(tournaments.id, filter.id),
    filter.seasonId === void 0 ? void 0 : eq34(tournaments.seasonId, filter.seasonId)
  );
  const rows2 = await db.select({ t: tournaments, seasonName: seasons.name }).from(tournaments).innerJoin(seasons, eq34(seasons.id, tournaments.seasonId)).where(where).orderBy(desc7(tournaments.seasonId), asc14(tournaments.id));
  if (rows2.length === 0) return [];
  const members2 = await db.select({
    tournamentId: tournamentTeams.tournamentId,
    id: teams.id,
    name: teams.name,
    group: tournamentTeams.groupName
  }).from(tournamentTeams).innerJoin(teams, eq34(teams.id, tournamentTeams.teamId)).where(
    inArray15(
      tournamentTeams.tournamentId,
      rows2.map((r) => r.t.id)
    )
  ).orderBy(asc14(tournamentTeams.groupName), asc14(teams.name), asc14(teams.id));
  return rows2.map(({ t, seasonName }) => ({
    id: t.id,
    name: t.name,
    start_date: t.startDate,
    end_date: t.endDate,
    season_id: t.seasonId,
    type: t.type,
    format: asFormat(t.format),
    season: { id: t.seasonId, name: seasonName },
    teams: members2.filter((m) => m.tournamentId === t.id).map(({ id: id2, name: name3, group }) => ({ id: id2, name: name3, group }))
  }));
}
async function findTournamentView(db, id2) {
  const [view] = await listTournamentViews(db, { id: id2 });
  return view;
}
async function seasonExists(tx, id2) {
  return (await tx.select({ id: seasons.id }).from(seasons).where(eq34(seasons.id, id2))).length > 0;
}
function teamsByIds(tx, ids) {
  return tx.select({ id: teams.id, name: teams.name, division: teams.division }).from(teams).where(inArray15(teams.id, ids));
}
function divisionTeams(tx, division2) {
  return tx.select({ id: teams.id, name: teams.name, division: teams.division }).from(teams).where(eq34(teams.division, division2)).orderBy(asc14(teams.id));
}
function tournamentMembers(tx, tournamentId) {
  return tx.select({ id: teams.id, name: teams.name, group: tournamentTeams.groupName }).from(tournamentTeams).innerJoin(teams, eq34(teams.id, tournamentTeams.teamId)).where(eq34(tournamentTeams.tournamentId, tournamentId)).orderBy(asc14(teams.id));
}
async function matchCount(tx, tournamentId, stage2) {
  const [row] = await tx.select({ n: count12() }).from(matches).where(
    and19(eq34(matches.tournamentId, tournamentId), stage2 === void 0 ? void 0 : eq34(matches.stage, stage2))
  );
  return row?.n ?? 0;
}
function groupMatches(tx, tournamentId) {
  return tx.select({
    home_id: matches.teamHomeId,
    away_id: matches.teamAwayId,
    home_goals: matches.scoreHome,
    away_goals: matches.scoreAway,
    group: matches.groupName,
    status: matches.status
  }).from(matches).where(
    and19(
      eq34(matches.tournamentId, tournamentId),
      isNotNull(matches.groupName),
      lte(matches.stage, UCL_QUARTER_FINAL_STAGE - 1)
    )
  );
}

// apps/api/src/features/tournaments/schedule.ts
var KICK_OFF_HOUR = 21;
var DAY_MS2 = 864e5;
function stageDate(tournament, stage2, timeZone) {
  if (!tournament.startDate || !tournament.endDate) return null;
  const start = Date.parse(`${tournament.startDate}T00:00:00Z`);
  const days = Math.round((Date.parse(`${tournament.endDate}T00:00:00Z`) - start) / DAY_MS2);
  const rounds = FINAL_STAGE[tournament.format];
  const offset = rounds > 1 ? Math.round((Math.min(stage2, rounds) - 1) * days / (rounds - 1)) : 0;
  return fromWallClock(start + offset * DAY_MS2 + KICK_OFF_HOUR * 36e5, timeZone);
}

// apps/api/src/features/tournaments/service.ts
function checkTeamCount(format, count17, field2) {
  const { min: min2, max: max4 } = TEAM_COUNT[format];
  if (count17 < min2 || count17 > max4) throw ruleBroken(field2, messages9.teamCount[format]);
}
async function resolveSeason(tx, seasonId) {
  if (seasonId === void 0) {
    const active = await activeSeasonId(tx);
    if (active === void 0) throw ruleBroken("season_id", messages9.noActiveSeason);
    return active;
  }
  if (!await seasonExists(tx, seasonId)) throw ruleBroken("season_id", messages9.seasonMissing);
  return seasonId;
}
async function resolveTeams(tx, format, teamIds) {
  const division2 = DIVISION_OF_FORMAT[format];
  if (!teamIds || teamIds.length === 0)
    return division2 ? (await divisionTeams(tx, division2)).map((t) => t.id) : [];
  const found = await teamsByIds(tx, teamIds);
  const missing = teamIds.filter((id2) => !found.some((t) => t.id === id2));
  if (missing.length > 0) throw ruleBroken("team_ids", messages9.teamsMissing(missing));
  if (division2 && found.some((t) => t.division !== division2))
    throw ruleBroken("team_ids", messages9.teamsWrongDivision(division2));
  checkTeamCount(format, teamIds.length, "team_ids");
  return teamIds;
}
async function createTournament(db, input) {
  const id2 = await db.transaction(async (tx) => {
    const seasonId = await resolveSeason(tx, input.season_id);
    const teamIds = await resolveTeams(tx, input.format, input.team_ids);
    const [row] = await tx.insert(tournaments).values({
      name: input.name,
      startDate: input.start_date,
      endDate: input.end_date,
      seasonId,
      type: input.type,
      format: input.format
    }).returning({ id: tournaments.id });
    if (teamIds.length > 0)
      await tx.insert(tournamentTeams).values(teamIds.map((teamId2) => ({ tournamentId: row.id, teamId: teamId2 })));
    return row.id;
  });
  return await findTournamentView(db, id2);
}

// apps/api/src/features/tournaments/fixture.ts
async function lockTournament(tx, id2) {
  const tournament = await findTournament(tx, id2, true);
  if (!tournament) throw notFound(messages9.notFound);
  return tournament;
}
async function insertFixtures(tx, t, fixtures, by, timeZone) {
  if (fixtures.length === 0) return;
  await tx.insert(matches).values(
    fixtures.map((f) => ({
      tournamentId: t.id,
      teamHomeId: f.home_id,
      teamAwayId: f.away_id,
      stage: f.stage,
      groupName: f.group ?? null,
      matchDate: stageDate(t, f.stage, timeZone),
      createdBy: by
    }))
  );
}
async function members(tx, t) {
  const listed = await tournamentMembers(tx, t.id);
  const division2 = DIVISION_OF_FORMAT[t.format];
  if (listed.length > 0 || !division2) return listed;
  const teams2 = await divisionTeams(tx, division2);
  if (teams2.length > 0)
    await tx.insert(tournamentTeams).values(teams2.map((team3) => ({ tournamentId: t.id, teamId: team3.id })));
  return teams2.map((team3) => ({ ...team3, group: null }));
}
async function generateFixture(db, id2, seed, by, timeZone) {
  const draw = seed ?? randomInt(2 ** 32 - 1);
  const byes = await db.transaction(async (tx) => {
    const t = await lockTournament(tx, id2);
    if (await matchCount(tx, id2) > 0) throw ruleBroken("id", messages9.hasMatches);
    const teams2 = await members(tx, t);
    checkTeamCount(t.format, teams2.length, "team_ids");
    const ids = teams2.map((team3) => team3.id);
    if (t.format === "PD" || t.format === "SD") {
      await insertFixtures(tx, t, roundRobin(seededShuffle(ids, draw)), by, timeZone);
      return [];
    }
    if (t.format === "UCL") {
      const { groups, matches: fixtures } = ucl(ids, draw);
      for (const g of groups) {
        for (const teamId2 of g.team_ids) {
          await tx.update(tournamentTeams).set({ groupName: g.group }).where(eqMember(id2, teamId2));
        }
      }
      await insertFixtures(tx, t, fixtures, by, timeZone);
      return [];
    }
    const round2 = knockout(ids, draw);
    await insertFixtures(tx, t, round2.matches, by, timeZone);
    return teams2.filter((team3) => round2.byes.includes(team3.id)).map(({ id: teamId2, name: name3 }) => ({ id: teamId2, name: name3 }));
  });
  return { seed: draw, matches: await listMatchViews(db, { tournamentId: id2 }), byes };
}
var eqMember = (tournamentId, teamId2) => and20(eq35(tournamentTeams.tournamentId, tournamentId), eq35(tournamentTeams.teamId, teamId2));
async function generateQuarterFinals(db, id2, by, timeZone) {
  await db.transaction(async (tx) => {
    const t = await lockTournament(tx, id2);
    if (t.format !== "UCL") throw ruleBroken("id", messages9.onlyUcl);
    const played = await groupMatches(tx, id2);
    if (played.length === 0) throw ruleBroken("id", messages9.noGroupMatches);
    const pending = played.filter((m) => m.status !== "completed").length;
    if (pending > 0) throw ruleBroken("id", messages9.groupsPending(pending));
    if (await matchCount(tx, id2, UCL_QUARTER_FINAL_STAGE) > 0)
      throw ruleBroken("id", messages9.quartersExist);
    const teams2 = (await tournamentMembers(tx, id2)).flatMap(
      (team3) => team3.group ? [{ ...team3, group: team3.group }] : []
    );
    await insertFixtures(tx, t, uclQuarterFinals(standingsByGroup(teams2, played)), by, timeZone);
  });
  const quarters = { tournamentId: id2, stage: UCL_QUARTER_FINAL_STAGE };
  return { matches: await listMatchViews(db, quarters), byes: [] };
}

// apps/api/src/features/tournaments/routes.ts
var tags8 = ["tournaments"];
var routes15 = async (app) => {
  const admin = { onRequest: app.auth(policy.createTournament) };
  app.get(
    "/tournaments",
    {
      onRequest: app.auth(policy.readLeague),
      schema: {
        tags: tags8,
        querystring: TournamentListQuerySchema,
        response: { 200: TournamentListSchema }
      }
    },
    async (request) => ({ data: await listTournamentViews(app.db, { seasonId: request.query.season }) })
  );
  app.post(
    "/tournaments",
    {
      ...admin,
      schema: {
        tags: tags8,
        body: CreateTournamentSchema,
        response: { 201: TournamentSavedSchema }
      }
    },
    async (request, reply) => reply.code(201).send({ message: messages9.created, tournament: await createTournament(app.db, request.body) })
  );
  app.post(
    "/tournaments/:id/fixture",
    {
      ...admin,
      schema: {
        tags: tags8,
        params: TournamentParamsSchema,
        body: FixtureBodySchema,
        response: { 201: FixtureAnswerSchema }
      }
    },
    async (request, reply) => {
      const result = await generateFixture(
        app.db,
        request.params.id,
        request.body?.seed,
        actor(request).id,
        app.env.LEAGUE_TIMEZONE
      );
      return reply.code(201).send({ message: messages9.fixtureCreated, ...result });
    }
  );
  app.post(
    "/tournaments/:id/fixture/knockout",
    { ...admin, schema: { tags: tags8, params: TournamentParamsSchema, response: { 201: FixtureAnswerSchema } } },
    async (request, reply) => {
      const result = await generateQuarterFinals(
        app.db,
        request.params.id,
        actor(request).id,
        app.env.LEAGUE_TIMEZONE
      );
      return reply.code(201).send({ message: messages9.quartersCreated, ...result });
    }
  );
};
var routes_default14 = routes15;

// apps/api/src/features/matches/messages.ts
var messages10 = {
  ...MATCH_MESSAGES,
  notFound: "Partido no encontrado.",
  stageOutOfRange: (max4) => `La Fecha o Ronda debe estar entre 1 y ${max4} en este torneo.`,
  teamNotInTournament: "El equipo no participa en este torneo.",
  teamBusy: "El equipo ya tiene otro partido en esta Fecha o Ronda.",
  tournamentMissing: "El torneo no existe.",
  alreadyLoaded: "Ese partido ya fue cargado en esta Fecha o Ronda.",
  notYourMatch: "Solo puedes cargar partidos de tu equipo.",
  onlyAdminReEnable: "Solo un Admin puede habilitar la edici\xF3n del partido.",
  completeBySaving: "Un partido se completa al guardar sus estad\xEDsticas.",
  statsAboveScore: "Los goles o asistencias ya cargados de los jugadores superan el nuevo resultado."
};

// apps/api/src/features/matches/service.ts
import { eq as eq37 } from "drizzle-orm";

// apps/api/src/features/matches/queries.ts
import { and as and21, eq as eq36, inArray as inArray16, ne as ne4, or as or7, sql as sql27 } from "drizzle-orm";
async function lockMatch(tx, id2) {
  const [row] = await tx.select().from(matches).where(eq36(matches.id, id2)).for("update");
  return row;
}
function roundMatchesOf(tx, tournamentId, stage2, teamIds, exceptId) {
  return tx.select().from(matches).where(
    and21(
      eq36(matches.tournamentId, tournamentId),
      eq36(matches.stage, stage2),
      or7(inArray16(matches.teamHomeId, teamIds), inArray16(matches.teamAwayId, teamIds)),
      exceptId === void 0 ? void 0 : ne4(matches.id, exceptId)
    )
  ).for("update");
}
function statisticTotals(tx, matchId) {
  return tx.select({
    teamId: matchStatistics.teamId,
    goals: sql27`coalesce(sum(${matchStatistics.goals}), 0)::int`,
    assists: sql27`coalesce(sum(${matchStatistics.assists}), 0)::int`
  }).from(matchStatistics).where(eq36(matchStatistics.matchId, matchId)).groupBy(matchStatistics.teamId);
}

// apps/api/src/features/matches/service.ts
var toDate = (text11, timeZone) => text11 === void 0 || text11 === null ? text11 : parseLeagueDateTime(text11, timeZone);
async function mayActOnMatch(db, user, teamIds) {
  if (may(user.rol, "enterAnyMatchResult")) return true;
  const own = await ownTeamId(db, user.id);
  return own !== void 0 && teamIds.includes(own);
}
function checkStage(format, stage2) {
  if (stage2 > FINAL_STAGE[format]) throw ruleBroken("stage", messages10.stageOutOfRange(FINAL_STAGE[format]));
}
async function createMatch(db, input, by, now, timeZone) {
  const { tournament_id: tournamentId, team_home_id: homeId, team_away_id: awayId, stage: stage2 } = input;
  const id2 = await db.transaction(async (tx) => {
    if (!await mayActOnMatch(tx, by, [homeId, awayId])) throw forbidden(messages10.notYourMatch);
    const tournament = await findTournament(tx, tournamentId, true);
    if (!tournament) throw ruleBroken("tournament_id", messages10.tournamentMissing);
    checkStage(tournament.format, stage2);
    const outside = await teamsOutside(tx, tournament, [homeId, awayId]);
    if (outside.length > 0) {
      const fields2 = outside.map((teamId2) => teamId2 === homeId ? "team_home_id" : "team_away_id");
      throw unprocessable(Object.fromEntries(fields2.map((f) => [f, [messages10.teamNotInTournament]])));
    }
    const matchDate2 = toDate(input.match_date, timeZone) ?? now;
    const round2 = await roundMatchesOf(tx, tournamentId, stage2, [homeId, awayId]);
    const same = round2.find(
      (m) => [m.teamHomeId, m.teamAwayId].sort().join() === [homeId, awayId].sort().join()
    );
    if (same && same.scoreHome === null) {
      const swapped = same.teamHomeId !== homeId;
      const [scoreHome, scoreAway] = swapped ? [input.score_away, input.score_home] : [input.score_home, input.score_away];
      const date2 = input.match_date ? matchDate2 : same.matchDate ?? matchDate2;
      await tx.update(matches).set({ scoreHome, scoreAway, matchDate: date2 }).where(eq37(matches.id, same.id));
      return same.id;
    }
    if (same) throw ruleBroken("stage", messages10.alreadyLoaded);
    if (round2.length > 0) {
      const busy = round2.some((m) => m.teamHomeId === homeId || m.teamAwayId === homeId) ? "team_home_id" : "team_away_id";
      throw ruleBroken(busy, messages10.teamBusy);
    }
    const group = tournament.format === "UCL" && stage2 < UCL_QUARTER_FINAL_STAGE ? await sharedGroup(tx, tournamentId, homeId, awayId) : null;
    const [row] = await tx.insert(matches).values({
      tournamentId,
      teamHomeId: homeId,
      teamAwayId: awayId,
      scoreHome: input.score_home,
      scoreAway: input.score_away,
      stage: stage2,
      groupName: group,
      matchDate: matchDate2,
      createdBy: by.id
    }).returning({ id: matches.id });
    return row.id;
  });
  return await findMatchView(db, id2);
}
async function checkStatisticsFit(tx, matchId, score3) {
  for (const total of await statisticTotals(tx, matchId)) {
    const limit = score3[total.teamId];
    if (limit !== void 0 && (total.goals > limit || total.assists > limit))
      throw ruleBroken("score_home", messages10.statsAboveScore);
  }
}
async function updateMatch(db, id2, input, by, timeZone) {
  const reEnabled = await db.transaction(async (tx) => {
    const current = await lockMatch(tx, id2);
    if (!current) throw notFound(messages10.notFound);
    const reopen = input.status === "pending" && current.status === "completed";
    if (reopen && !may(by.rol, "reEnableMatch")) throw forbidden(messages10.onlyAdminReEnable);
    if (input.status === "completed" && current.status !== "completed")
      throw ruleBroken("status", messages10.completeBySaving);
    const changes = reopen ? { status: "pending" } : {};
    if (input.stage !== void 0 && input.stage !== current.stage) {
      const tournament = await findTournament(tx, current.tournamentId, true);
      checkStage(tournament.format, input.stage);
      const teams2 = [current.teamHomeId, current.teamAwayId];
      if ((await roundMatchesOf(tx, current.tournamentId, input.stage, teams2, id2)).length > 0)
        throw ruleBroken("stage", messages10.teamBusy);
      changes.stage = input.stage;
    }
    const scoreHome = input.score_home ?? current.scoreHome;
    const scoreAway = input.score_away ?? current.scoreAway;
    if (scoreHome !== current.scoreHome || scoreAway !== current.scoreAway) {
      if (scoreHome !== null && scoreAway !== null) {
        await checkStatisticsFit(tx, id2, {
          [current.teamHomeId]: scoreHome,
          [current.teamAwayId]: scoreAway
        });
      }
      Object.assign(changes, { scoreHome, scoreAway });
    }
    if (input.match_date !== void 0) changes.matchDate = toDate(input.match_date, timeZone) ?? null;
    if (Object.keys(changes).length > 0) await tx.update(matches).set(changes).where(eq37(matches.id, id2));
    return reopen;
  });
  return { match: await findMatchView(db, id2), reEnabled };
}
async function listMatches(db, query) {
  if (query.tournament_id !== void 0) return listMatchViews(db, { tournamentId: query.tournament_id });
  const seasonId = query.season ?? await activeSeasonId(db);
  return listMatchViews(db, seasonId === void 0 ? {} : { seasonId });
}

// apps/api/src/features/matches/routes.ts
var tags9 = ["matches"];
var routes16 = async (app) => {
  const read = { onRequest: app.auth(policy.readLeague) };
  app.get(
    "/matches",
    { ...read, schema: { tags: tags9, querystring: MatchListQuerySchema, response: { 200: MatchListSchema } } },
    async (request) => ({ data: await listMatches(app.db, request.query) })
  );
  app.get(
    "/games/:id",
    { ...read, schema: { tags: tags9, params: IdParamsSchema, response: { 200: MatchDetailSchema } } },
    async (request) => {
      const match = await findMatchView(app.db, request.params.id);
      if (!match) throw notFound(messages10.notFound);
      return { data: match };
    }
  );
  app.post(
    "/matches",
    {
      onRequest: app.auth(policy.enterMatchResult),
      schema: { tags: tags9, body: CreateMatchSchema, response: { 201: MatchSavedSchema } }
    },
    async (request, reply) => {
      const match = await createMatch(
        app.db,
        request.body,
        actor(request),
        app.clock.now(),
        app.env.LEAGUE_TIMEZONE
      );
      return reply.code(201).send({ message: messages10.created, match });
    }
  );
  app.put(
    "/matches/:id",
    {
      onRequest: app.auth(policy.editMatch),
      schema: { tags: tags9, params: IdParamsSchema, body: UpdateMatchSchema, response: { 200: MatchSavedSchema } }
    },
    async (request) => {
      const { match, reEnabled } = await updateMatch(
        app.db,
        request.params.id,
        request.body,
        actor(request),
        app.env.LEAGUE_TIMEZONE
      );
      return { message: reEnabled ? messages10.reEnabled : messages10.updated, match };
    }
  );
};
var routes_default15 = routes16;

// apps/api/src/features/match-statistics/messages.ts
var messages11 = {
  ...MATCH_STATISTICS_MESSAGES,
  matchNotFound: "Partido no encontrado.",
  oneMatch: "Todas las estad\xEDsticas deben ser del mismo partido.",
  tournamentMismatch: "El torneo no corresponde al partido.",
  playerRepeated: "El jugador aparece m\xE1s de una vez.",
  playerMissing: "El jugador no existe.",
  notInMatch: (name3) => `${name3} no juega en ninguno de los dos equipos del partido.`,
  notYourMatch: "Solo puedes cargar estad\xEDsticas de partidos de tu equipo.",
  onlyOwnPlayers: "Solo puedes cargar estad\xEDsticas de los jugadores de tu equipo.",
  completed: "El partido ya tiene las estad\xEDsticas cargadas: un Admin debe habilitarlo para editar.",
  noScore: "Primero carga el resultado del partido.",
  goalsAboveScore: (team3, score3) => `Los goles de los jugadores de ${team3} superan su resultado (${score3}).`,
  assistsAboveScore: (team3, score3) => `Las asistencias de los jugadores de ${team3} superan sus goles (${score3}).`,
  manyMvp: "Solo puede haber un MVP por partido.",
  barred: (name3, reasons) => `${name3} est\xE1 suspendido en esta fecha: ${reasons.join(", ")}`
};

// apps/api/src/features/match-statistics/queries.ts
import { and as and22, asc as asc15, eq as eq38, inArray as inArray17, ne as ne5, sql as sql28 } from "drizzle-orm";
async function playersOfTeams(db, teamIds) {
  const rows2 = await db.select({ id: players.id, name: players.name, teamId: teams.id, teamName: teams.name }).from(players).innerJoin(teams, eq38(teams.id, players.idTeam)).where(inArray17(players.idTeam, teamIds)).orderBy(asc15(players.name), asc15(players.id));
  return rows2.sort((a, b) => teamIds.indexOf(a.teamId) - teamIds.indexOf(b.teamId)).map((p) => ({ id: p.id, name: p.name, id_team: { id: p.teamId, name: p.teamName } }));
}
var rowsWhere = (filter) => "matchId" in filter ? eq38(matchStatistics.matchId, filter.matchId) : "tournamentId" in filter ? eq38(matchStatistics.tournamentId, filter.tournamentId) : and22(eq38(matchStatistics.teamId, filter.teamId), eq38(tournaments.seasonId, filter.seasonId));
async function listStatisticRows(db, filter) {
  const rows2 = await db.select({
    s: matchStatistics,
    playerName: players.name,
    format: tournaments.format,
    stage: matches.stage
  }).from(matchStatistics).innerJoin(players, eq38(players.id, matchStatistics.playerId)).innerJoin(matches, eq38(matches.id, matchStatistics.matchId)).innerJoin(tournaments, eq38(tournaments.id, matchStatistics.tournamentId)).where(rowsWhere(filter)).orderBy(
    asc15(matches.stage),
    asc15(matchStatistics.matchId),
    asc15(matchStatistics.teamId),
    asc15(players.name),
    asc15(matchStatistics.id)
  );
  return rows2.map(({ s, playerName, format, stage: stage2 }) => ({
    id: s.id,
    player_id: { id: s.playerId, name: playerName },
    team_id: s.teamId,
    tournament_id: { id: s.tournamentId, format: asFormat(format) },
    match_id: { id: s.matchId, stage: stage2 },
    goals: s.goals,
    assists: s.assists,
    yellow_cards: s.yellowCards,
    red_cards: s.redCards,
    simple_injuries: s.simpleInjuries,
    serious_injuries: s.seriousInjuries,
    mvp: s.mvp,
    direct_red: s.directRed ? "yes" : "not"
  }));
}
var sanctionColumns = {
  playerId: matchStatistics.playerId,
  stage: matches.stage,
  goals: matchStatistics.goals,
  assists: matchStatistics.assists,
  yellow_cards: matchStatistics.yellowCards,
  red_cards: matchStatistics.redCards,
  simple_injuries: matchStatistics.simpleInjuries,
  serious_injuries: matchStatistics.seriousInjuries,
  direct_red: matchStatistics.directRed
};
var seasonTournaments = (seasonId, format) => sql28`${matchStatistics.tournamentId} in (select ${tournaments.id} from ${tournaments} where ${and22(eq38(tournaments.seasonId, seasonId), format ? eq38(tournaments.format, format) : void 0)})`;
function sanctionHistory(tx, playerIds, seasonId, format, exceptMatch) {
  return tx.select(sanctionColumns).from(matchStatistics).innerJoin(matches, eq38(matches.id, matchStatistics.matchId)).where(
    and22(
      seasonTournaments(seasonId, format),
      inArray17(matchStatistics.playerId, playerIds),
      ne5(matchStatistics.matchId, exceptMatch)
    )
  );
}
function teamSeasonRows(db, teamId2, seasonId) {
  return db.select({ ...sanctionColumns, playerName: players.name, format: tournaments.format }).from(matchStatistics).innerJoin(players, eq38(players.id, matchStatistics.playerId)).innerJoin(matches, eq38(matches.id, matchStatistics.matchId)).innerJoin(tournaments, eq38(tournaments.id, matchStatistics.tournamentId)).where(and22(eq38(players.idTeam, teamId2), seasonTournaments(seasonId))).orderBy(asc15(players.name), asc15(players.id));
}

// apps/api/src/features/match-statistics/service.ts
import { and as and23, eq as eq40, inArray as inArray19 } from "drizzle-orm";

// apps/api/src/features/match-statistics/checks.ts
import { eq as eq39, inArray as inArray18 } from "drizzle-orm";
var field = (line, name3) => `statistics.${line.index}.${name3}`;
var isBlank = (s) => s.goals + s.assists + s.yellow_cards + s.red_cards + s.simple_injuries + s.serious_injuries === 0 && !s.mvp && !s.direct_red;
async function linesOf(tx, input, match) {
  const seen = /* @__PURE__ */ new Set();
  input.statistics.forEach((s, index10) => {
    if (s.tournament_id !== match.tournamentId)
      throw ruleBroken(field({ index: index10 }, "tournament_id"), messages11.tournamentMismatch);
    if (seen.has(s.player_id)) throw ruleBroken(field({ index: index10 }, "player_id"), messages11.playerRepeated);
    seen.add(s.player_id);
  });
  const found = await tx.select({ id: players.id, name: players.name, teamId: players.idTeam }).from(players).where(inArray18(players.id, [...seen]));
  return input.statistics.map((s, index10) => {
    const player = found.find((p) => p.id === s.player_id);
    if (!player) throw ruleBroken(field({ index: index10 }, "player_id"), messages11.playerMissing);
    if (player.teamId !== match.teamHomeId && player.teamId !== match.teamAwayId)
      throw ruleBroken(field({ index: index10 }, "player_id"), messages11.notInMatch(player.name));
    const red = s.direct_red ? Math.max(s.red_cards, 1) : s.red_cards;
    return { ...s, red_cards: red, index: index10, teamId: player.teamId, name: player.name };
  });
}
async function checkTotals(tx, lines, match, replaced) {
  const names = await tx.select({ id: teams.id, name: teams.name }).from(teams).where(inArray18(teams.id, replaced));
  for (const teamId2 of replaced) {
    const score3 = (teamId2 === match.teamHomeId ? match.scoreHome : match.scoreAway) ?? 0;
    const mine = lines.filter((l) => l.teamId === teamId2);
    const name3 = names.find((t) => t.id === teamId2)?.name ?? "";
    if (mine.reduce((n, l) => n + l.goals, 0) > score3)
      throw ruleBroken("statistics", messages11.goalsAboveScore(name3, score3));
    if (mine.reduce((n, l) => n + l.assists, 0) > score3)
      throw ruleBroken("statistics", messages11.assistsAboveScore(name3, score3));
  }
  const kept = await tx.select({ teamId: matchStatistics.teamId, mvp: matchStatistics.mvp }).from(matchStatistics).where(eq39(matchStatistics.matchId, match.id));
  const mvps = lines.filter((l) => l.mvp).length + kept.filter((r) => r.mvp && !replaced.includes(r.teamId)).length;
  if (mvps > 1) throw ruleBroken("statistics", messages11.manyMvp);
}
async function checkSuspensions(tx, lines, match) {
  const playing = lines.filter((l) => !isBlank(l));
  if (playing.length === 0) return;
  const tournament = await findTournament(tx, match.tournamentId);
  const history2 = await sanctionHistory(
    tx,
    playing.map((l) => l.player_id),
    tournament.seasonId,
    tournament.format,
    match.id
  );
  const errors = {};
  for (const line of playing) {
    const reasons = isBarred(
      history2.filter((r) => r.playerId === line.player_id),
      tournament.format,
      match.stage
    );
    if (reasons.length > 0) errors[field(line, "player_id")] = [messages11.barred(line.name, reasons)];
  }
  if (Object.keys(errors).length > 0) throw unprocessable(errors);
}

// apps/api/src/features/match-statistics/service.ts
async function saveStatistics(db, input, by) {
  const matchIds = new Set(input.statistics.map((s) => s.match_id));
  if (matchIds.size > 1) throw ruleBroken("statistics", messages11.oneMatch);
  const matchId = input.statistics[0].match_id;
  await db.transaction(async (tx) => {
    const [match] = await tx.select().from(matches).where(eq40(matches.id, matchId)).for("update");
    if (!match) throw notFound(messages11.matchNotFound);
    const staff = may(by.rol, "enterAnyMatchStatistics");
    const own = staff ? void 0 : await ownTeamId(tx, by.id);
    if (!staff && own !== match.teamHomeId && own !== match.teamAwayId)
      throw forbidden(messages11.notYourMatch);
    if (match.status === "completed") throw ruleBroken("match_id", messages11.completed);
    if (match.scoreHome === null || match.scoreAway === null) throw ruleBroken("match_id", messages11.noScore);
    let lines = await linesOf(tx, input, match);
    if (!staff) {
      if (lines.some((l) => l.teamId !== own && !isBlank(l))) throw forbidden(messages11.onlyOwnPlayers);
      lines = lines.filter((l) => l.teamId === own);
    }
    const replaced = staff ? [...new Set(lines.map((l) => l.teamId))] : [own];
    await checkTotals(tx, lines, match, replaced);
    await checkSuspensions(tx, lines, match);
    await tx.delete(matchStatistics).where(and23(eq40(matchStatistics.matchId, match.id), inArray19(matchStatistics.teamId, replaced)));
    if (lines.length > 0) {
      await tx.insert(matchStatistics).values(
        lines.map((l) => ({
          matchId: match.id,
          tournamentId: match.tournamentId,
          playerId: l.player_id,
          teamId: l.teamId,
          userId: by.id,
          goals: l.goals,
          assists: l.assists,
          yellowCards: l.yellow_cards,
          redCards: l.red_cards,
          simpleInjuries: l.simple_injuries,
          seriousInjuries: l.serious_injuries,
          mvp: l.mvp,
          directRed: l.direct_red
        }))
      );
    }
    const loaded = await tx.selectDistinct({ teamId: matchStatistics.teamId }).from(matchStatistics).where(eq40(matchStatistics.matchId, match.id));
    if (staff || loaded.length >= 2)
      await tx.update(matches).set({ status: "completed" }).where(eq40(matches.id, match.id));
  });
  return await findMatchView(db, matchId);
}

// apps/api/src/features/match-statistics/routes.ts
var tags10 = ["match-statistics"];
var routes17 = async (app) => {
  const read = { onRequest: app.auth(policy.readLeague) };
  app.get(
    "/players-teams",
    {
      ...read,
      schema: { tags: tags10, querystring: PlayersTeamsQuerySchema, response: { 200: MatchPlayerListSchema } }
    },
    async (request) => ({ data: await playersOfTeams(app.db, request.query.id_team) })
  );
  app.get(
    "/match-statistics",
    {
      ...read,
      schema: { tags: tags10, querystring: StatisticsQuerySchema, response: { 200: StatisticRowListSchema } }
    },
    async (request) => {
      const { match_id: matchId, tournament_id: tournamentId } = request.query;
      const filter = matchId !== void 0 ? { matchId } : { tournamentId };
      return { data: await listStatisticRows(app.db, filter) };
    }
  );
  app.get(
    "/match-statistics/team/:team_id",
    {
      ...read,
      schema: {
        tags: tags10,
        params: TeamStatisticsParamsSchema,
        querystring: TeamStatisticsQuerySchema,
        response: { 200: StatisticRowListSchema }
      }
    },
    async (request) => {
      const seasonId = request.query.season ?? await activeSeasonId(app.db);
      if (seasonId === void 0 || seasonId === null) return { data: [] };
      return { data: await listStatisticRows(app.db, { teamId: request.params.team_id, seasonId }) };
    }
  );
  app.post(
    "/match-statistics",
    {
      onRequest: app.auth(policy.enterMatchStatistics),
      schema: { tags: tags10, body: SaveStatisticsSchema, response: { 200: StatisticsSavedSchema } }
    },
    async (request) => ({
      message: messages11.saved,
      match: await saveStatistics(app.db, request.body, actor(request))
    })
  );
};
var routes_default16 = routes17;

// apps/api/src/features/movements/messages.ts
var messages12 = {
  cannotView: "No tienes permiso para ver los movimientos de este usuario."
};

// apps/api/src/features/movements/routes.ts
var routes18 = async (app) => {
  app.get(
    "/users/:id/movements",
    {
      schema: {
        tags: ["movements"],
        params: IdParamsSchema,
        querystring: MovementListQuerySchema,
        response: { 200: MovementListSchema }
      },
      onRequest: app.auth(policy.readLeague)
    },
    async (request) => {
      const me = actor(request);
      if (!may(me.rol, "seeAnyMovements") && me.id !== request.params.id)
        throw forbidden(messages12.cannotView);
      return listMovements(app.db, request.params.id, request.query);
    }
  );
};
var routes_default17 = routes18;

// apps/api/src/features/standings/standings.ts
import { and as and24, asc as asc16, eq as eq41, isNotNull as isNotNull2, lt as lt3 } from "drizzle-orm";
import { alias as alias6 } from "drizzle-orm/pg-core";

// apps/api/src/features/standings/messages.ts
var messages13 = {
  tournamentNotFound: "Torneo no encontrado."
};

// apps/api/src/features/standings/standings.ts
var home2 = alias6(teams, "home");
var away2 = alias6(teams, "away");
async function tournamentStandings(db, tournamentId) {
  const tournament = await findTournament(db, tournamentId);
  if (!tournament) throw notFound(messages13.tournamentNotFound);
  const grouped = tournament.format === "UCL";
  const scope = isLeagueFormat(tournament.format) ? lt3(matches.stage, LEAGUE_ROUNDS + 1) : grouped ? and24(isNotNull2(matches.groupName), lt3(matches.stage, UCL_QUARTER_FINAL_STAGE)) : void 0;
  const [members2, played] = await Promise.all([
    db.select({ id: teams.id, name: teams.name, group: tournamentTeams.groupName }).from(tournamentTeams).innerJoin(teams, eq41(teams.id, tournamentTeams.teamId)).where(eq41(tournamentTeams.tournamentId, tournamentId)).orderBy(asc16(teams.id)),
    db.select({
      homeId: home2.id,
      homeName: home2.name,
      awayId: away2.id,
      awayName: away2.name,
      homeGoals: matches.scoreHome,
      awayGoals: matches.scoreAway,
      group: matches.groupName
    }).from(matches).innerJoin(home2, eq41(home2.id, matches.teamHomeId)).innerJoin(away2, eq41(away2.id, matches.teamAwayId)).where(and24(eq41(matches.tournamentId, tournamentId), eq41(matches.status, "completed"), scope))
  ]);
  const results = played.map((m) => ({
    home_id: m.homeId,
    away_id: m.awayId,
    home_goals: m.homeGoals,
    away_goals: m.awayGoals,
    group: m.group
  }));
  const names = new Map(members2.map((t) => [t.id, t.name]));
  for (const m of played) names.set(m.homeId, m.homeName).set(m.awayId, m.awayName);
  const shape = (rows2, group) => rows2.map((r) => ({
    id: r.team_id,
    position: r.position,
    tournament: { id: tournamentId },
    team: { id: r.team_id, name: names.get(r.team_id) ?? r.team },
    played: r.played,
    won: r.won,
    drawn: r.drawn,
    lost: r.lost,
    goals_for: r.goals_for,
    goals_against: r.goals_against,
    goal_difference: r.goal_difference,
    points: r.points,
    group
  }));
  const inGroups = members2.flatMap((t) => t.group ? [{ id: t.id, name: t.name, group: t.group }] : []);
  if (grouped && inGroups.length > 0)
    return standingsByGroup(inGroups, results).flatMap((g) => shape(g.rows, g.group));
  const refs = [...names].map(([id2, name3]) => ({ id: id2, name: name3 }));
  return shape(standings(refs, results), null);
}

// apps/api/src/features/standings/routes.ts
var routes19 = async (app) => {
  app.get(
    "/standings",
    {
      onRequest: app.auth(policy.readLeague),
      schema: {
        tags: ["standings"],
        querystring: TournamentQuerySchema,
        response: { 200: StandingListSchema }
      }
    },
    // Cached while no match, team or tournament changes (lib/derived-cache.ts).
    async (request) => {
      const id2 = request.query.tournament_id;
      return { data: await app.derived.get(`standings:${id2}`, () => tournamentStandings(app.db, id2)) };
    }
  );
};
var routes_default18 = routes19;

// apps/api/src/features/statistics/messages.ts
var messages14 = {
  teamNotFound: "Equipo no encontrado.",
  tournamentNotFound: "Torneo no encontrado."
};

// apps/api/src/features/statistics/queries.ts
import { eq as eq42 } from "drizzle-orm";
async function findTeam(db, id2) {
  const [row] = await db.select({ id: teams.id, name: teams.name }).from(teams).where(eq42(teams.id, id2));
  return row;
}

// apps/api/src/features/statistics/summary.ts
async function teamStatistics(db, teamId2, season) {
  const team3 = await findTeam(db, teamId2);
  if (!team3) throw notFound(messages14.teamNotFound);
  const seasonId = season ?? await activeSeasonId(db) ?? null;
  const rows2 = seasonId === null ? [] : await teamSeasonRows(db, teamId2, seasonId);
  const byFormat = /* @__PURE__ */ new Map();
  for (const row of rows2) {
    const format = asFormat(row.format);
    const players2 = byFormat.get(format) ?? byFormat.set(format, /* @__PURE__ */ new Map()).get(format);
    const player = players2.get(row.playerId) ?? players2.set(row.playerId, { name: row.playerName, rows: [] }).get(row.playerId);
    player.rows.push(row);
  }
  const data = FORMATS.filter((f) => byFormat.has(f)).map((format) => ({
    format,
    label: FORMAT_LABELS[format],
    players: [...byFormat.get(format)].map(([id2, { name: name3, rows: playerRows }]) => {
      const { barred_rounds, ...totals } = summarizePlayer(playerRows, format);
      return {
        player: { id: id2, name: name3 },
        ...totals,
        barred: barred_rounds.map((b) => ({
          stage: b.stage,
          label: b.label,
          reasons: b.reasons.map((r) => r.text)
        }))
      };
    })
  }));
  return { team: team3, season_id: seasonId, data };
}

// apps/api/src/features/statistics/top.ts
import { sql as sql29 } from "drizzle-orm";
var TOP_SIZE = 20;
var LISTS = ["goals", "assists", "mvp", "injuries"];
var ranked = (list) => sql29`(
  select ${list}::text as list, row_number() over (order by ${sql29.identifier(list)} desc, player_name, player_id)::int as pos,
         player_id, player_name, ${sql29.identifier(list)} as value
  from named where ${sql29.identifier(list)} > 0
  order by ${sql29.identifier(list)} desc, player_name, player_id limit ${TOP_SIZE})`;
async function topLists(db, tournamentId) {
  if (!await findTournament(db, tournamentId)) throw notFound(messages14.tournamentNotFound);
  const result = await db.execute(sql29`
    with agg as (
      select player_id,
             sum(goals)::int as goals,
             sum(assists)::int as assists,
             (count(*) filter (where mvp))::int as mvp,
             sum(simple_injuries + serious_injuries)::int as injuries
      from match_statistics where tournament_id = ${tournamentId}
      group by player_id
    ), named as (
      select agg.*, p.name as player_name from agg join players p on p.id = agg.player_id
    ), top as (
      ${sql29.join(LISTS.map(ranked), sql29` union all `)}
    )
    select top.*, t.id as team_id, t.name as team_name
    from top
    cross join lateral (
      select ms.team_id from match_statistics ms
      where ms.tournament_id = ${tournamentId} and ms.player_id = top.player_id
      order by ms.match_id desc limit 1
    ) latest
    join teams t on t.id = latest.team_id`);
  const rows2 = result.rows;
  const lists = Object.fromEntries(LISTS.map((list) => [list, []]));
  for (const row of [...rows2].sort((a, b) => a.pos - b.pos)) {
    lists[row.list].push({
      player: { id: row.player_id, name: row.player_name },
      team: { id: row.team_id, name: row.team_name },
      value: Number(row.value)
    });
  }
  return lists;
}

// apps/api/src/features/statistics/routes.ts
var tags11 = ["statistics"];
var routes20 = async (app) => {
  const read = { onRequest: app.auth(policy.readLeague) };
  app.get(
    "/match-statistics/team/:team_id/summary",
    {
      ...read,
      schema: {
        tags: tags11,
        params: TeamStatisticsParamsSchema,
        querystring: TeamStatisticsQuerySchema,
        response: { 200: TeamStatisticsSchema }
      }
    },
    (request) => teamStatistics(app.db, request.params.team_id, request.query.season)
  );
  app.get(
    "/statistics/top",
    { ...read, schema: { tags: tags11, querystring: TournamentQuerySchema, response: { 200: TopListsSchema } } },
    // Cached while no statistics line, player name or team changes (lib/derived-cache.ts).
    (request) => {
      const id2 = request.query.tournament_id;
      return app.derived.get(`top:${id2}`, () => topLists(app.db, id2));
    }
  );
};
var routes_default19 = routes20;

// apps/api/src/features/auctions/announce.ts
function bidEvent(auction, bid) {
  return {
    event: "bid",
    data: {
      auction_id: auction.id,
      player_id: auction.id_player,
      bid_id: bid.id,
      amount: bid.amount,
      bidder: bid.bidder,
      team: bid.team,
      closes_at: auction.closes_at,
      min_next_bid: auction.min_next_bid,
      created_at: bid.created_at
    }
  };
}
function auctionEvent(type, auction) {
  return {
    event: "auction",
    data: {
      type,
      auction_id: auction.id,
      player_id: auction.id_player,
      player: { id: auction.player.id, name: auction.player.name, id_team: auction.player.id_team },
      status: auction.status,
      amount: auction.latest?.amount ?? auction.opening,
      bidder: auction.latest?.bidder ?? null,
      winner: auction.winner,
      closes_at: auction.closes_at
    }
  };
}

// apps/api/src/features/auctions/bid-rows.ts
import { and as and25, desc as desc8, eq as eq43, sql as sql30 } from "drizzle-orm";
import { alias as alias7 } from "drizzle-orm/pg-core";
var bidderTeam = alias7(teams, "bidder_team");
async function auctionBidRows(db, filter) {
  const latestOnly = "latestOfActive" in filter ? and25(
    eq43(auctions.status, "active"),
    sql30`${auctionBids.id} = (select b.id from auction_bids b where b.auction_id = ${auctions.id}
            order by b.amount desc, b.id desc limit 1)`
  ) : eq43(auctions.idPlayer, filter.playerId);
  const rows2 = await db.select({
    bid: auctionBids,
    auction: {
      idPlayer: auctions.idPlayer,
      idTeam: auctions.idTeam,
      status: auctions.status,
      idSeason: auctions.idSeason
    },
    bidderName: users.name,
    bidderTeamId: bidderTeam.id,
    player: { id: players.id, name: players.name, value: players.value }
  }).from(auctionBids).innerJoin(auctions, eq43(auctions.id, auctionBids.auctionId)).innerJoin(users, eq43(users.id, auctionBids.userId)).innerJoin(players, eq43(players.id, auctions.idPlayer)).leftJoin(bidderTeam, eq43(bidderTeam.idUser, auctionBids.userId)).where(
    and25(latestOnly, filter.seasonId === void 0 ? void 0 : eq43(auctions.idSeason, filter.seasonId))
  ).orderBy(desc8(auctionBids.id));
  return rows2.map(({ bid, auction, bidderName, bidderTeamId, player }) => {
    const bidder2 = { id: bid.userId, name: bidderName };
    return {
      id: bid.id,
      auction_id: bid.auctionId,
      id_player: auction.idPlayer,
      id_team: bid.teamId ?? bidderTeamId ?? auction.idTeam,
      amount: bid.amount,
      created_by: bid.userId,
      auctioned_by: bid.userId,
      auctioneer: bidder2,
      creator: bidder2,
      player,
      status: auction.status,
      id_season: auction.idSeason,
      created_at: bid.createdAt.toISOString()
    };
  });
}
async function auctionOfBid(db, bidId) {
  const [row] = await db.select({ auctionId: auctionBids.auctionId }).from(auctionBids).where(eq43(auctionBids.id, bidId));
  return row?.auctionId;
}

// apps/api/src/features/auctions/bidder.ts
import { desc as desc9, eq as eq44 } from "drizzle-orm";

// apps/api/src/features/auctions/messages.ts
var messages15 = {
  ...AUCTION_MESSAGES,
  bidPlaced: "Oferta realizada correctamente.",
  notFound: "Subasta no encontrada.",
  playerNotFound: "Jugador no encontrado.",
  noTeam: "No tienes equipo asignado.",
  ownTeam: "No puedes subastar un jugador de tu propio equipo.",
  playerInTransfer: "El jugador est\xE1 en una transferencia pendiente.",
  alreadyConfirmed: "La subasta ya fue confirmada.",
  cancelled: "La subasta fue cancelada.",
  stillOpen: (closesAt2, timeZone) => `La subasta sigue abierta hasta el ${formatDateTime(closesAt2, timeZone)}: se confirma cuando cierre.`,
  playerLeftTeam: "El jugador ya no pertenece al equipo subastado.",
  winnerWithoutTeam: "El ganador no tiene equipo al que transferir el jugador.",
  winnerCannotPay: "El ganador ya no tiene presupuesto suficiente para pagar la subasta.",
  unauthorizedStream: "Token inv\xE1lido o vencido."
};

// apps/api/src/features/auctions/bidder.ts
async function bidderOf(tx, userId) {
  const [row] = await tx.select({ budget: users.profits, teamId: teams.id }).from(users).leftJoin(teams, eq44(teams.idUser, users.id)).where(eq44(users.id, userId));
  if (!row?.teamId) throw ruleBroken("id_player", messages15.noTeam);
  return { budget: row.budget, teamId: row.teamId };
}
async function bidLocked(tx, auctionId, amount2, by, clock) {
  const [auction] = await tx.select().from(auctions).where(eq44(auctions.id, auctionId)).for("update");
  if (!auction) throw notFound(messages15.notFound);
  const now = clock.now();
  if (auction.status !== "active") throw ruleBroken("amount", messages15.closed);
  const [latest] = await tx.select({ amount: auctionBids.amount }).from(auctionBids).where(eq44(auctionBids.auctionId, auction.id)).orderBy(desc9(auctionBids.amount), desc9(auctionBids.id)).limit(1);
  const bidder2 = await bidderOf(tx, by.id);
  if (bidder2.teamId === auction.idTeam) throw ruleBroken("id_player", messages15.ownTeam);
  const errors = validateBid({
    amount: amount2,
    latest: latest?.amount ?? auction.openingAmount,
    budget: bidder2.budget,
    now,
    closesAt: auction.closesAt
  });
  if (hasErrors(errors)) throw unprocessable(errors);
  const [bid] = await tx.insert(auctionBids).values({ auctionId: auction.id, userId: by.id, teamId: bidder2.teamId, amount: amount2, createdAt: now }).returning({ id: auctionBids.id });
  await tx.update(auctions).set({ closesAt: closesAt(now) }).where(eq44(auctions.id, auction.id));
  return { auctionId: auction.id, playerId: auction.idPlayer, bidId: bid.id };
}
var placeBid = (db, auctionId, amount2, by, clock) => db.transaction((tx) => bidLocked(tx, auctionId, amount2, by, clock));

// apps/api/src/features/auctions/confirm-auction.ts
import { desc as desc10, eq as eq45 } from "drizzle-orm";
async function confirmAuction(db, auctionId, by, clock, timeZone) {
  const [head] = await db.select({ idPlayer: auctions.idPlayer }).from(auctions).where(eq45(auctions.id, auctionId));
  if (!head) throw notFound(messages15.notFound);
  return db.transaction(async (tx) => {
    const [player] = await tx.select({ id: players.id, idTeam: players.idTeam }).from(players).where(eq45(players.id, head.idPlayer)).for("update");
    const [auction] = await tx.select().from(auctions).where(eq45(auctions.id, auctionId)).for("update");
    if (!auction || !player) throw notFound(messages15.notFound);
    const now = clock.now();
    if (auction.status === "confirmed") throw ruleBroken("auction", messages15.alreadyConfirmed);
    if (auction.status !== "active") throw ruleBroken("auction", messages15.cancelled);
    if (isAuctionOpen(auction.closesAt, now))
      throw ruleBroken("auction", messages15.stillOpen(auction.closesAt, timeZone));
    if (player.idTeam !== auction.idTeam) throw ruleBroken("auction", messages15.playerLeftTeam);
    if ((await playersInPendingTransfers(tx, [player.id])).length > 0)
      throw ruleBroken("auction", messages15.playerInTransfer);
    const [bid] = await tx.select().from(auctionBids).where(eq45(auctionBids.auctionId, auction.id)).orderBy(desc10(auctionBids.amount), desc10(auctionBids.id)).limit(1);
    if (!bid) throw ruleBroken("auction", messages15.noAuction);
    const [current] = await tx.select({ id: teams.id }).from(teams).where(eq45(teams.idUser, bid.userId));
    const destination = bid.teamId ?? current?.id;
    if (destination === void 0) throw ruleBroken("auction", messages15.winnerWithoutTeam);
    await tx.update(players).set({ idTeam: destination, status: BLOCKED, updatedAt: now }).where(eq45(players.id, player.id));
    await debit(
      tx,
      {
        userId: bid.userId,
        amount: -bid.amount,
        reason: "auction_payment",
        refType: "auction",
        refId: auction.id,
        createdBy: by.id
      },
      "auction",
      messages15.winnerCannotPay
    );
    await tx.update(auctions).set({ status: "confirmed", winnerUserId: bid.userId, confirmedBy: by.id, confirmedAt: now }).where(eq45(auctions.id, auction.id));
    return { playerId: player.id, winnerId: bid.userId, amount: bid.amount };
  });
}

// apps/api/src/features/auctions/create-auction.ts
import { and as and26, eq as eq46 } from "drizzle-orm";
async function openOrBid(db, input, by, clock, timeZone) {
  const season = await requireActiveSeason(db);
  return db.transaction(async (tx) => {
    const [player] = await tx.select({ id: players.id, value: players.value, teamId: players.idTeam, division: teams.division }).from(players).innerJoin(teams, eq46(teams.id, players.idTeam)).where(eq46(players.id, input.id_player)).for("update", { of: players });
    if (!player) throw ruleBroken("id_player", messages15.playerNotFound);
    const [running] = await tx.select({ id: auctions.id }).from(auctions).where(and26(eq46(auctions.idPlayer, player.id), eq46(auctions.status, "active")));
    const amount2 = input.amount ?? defaultOpening(player.value);
    if (running) return { ...await bidLocked(tx, running.id, amount2, by, clock), created: false };
    const now = clock.now();
    assertMarketOpen(season, now, timeZone, MARKET_GATE_DELAY_HOURS);
    const bidder2 = await bidderOf(tx, by.id);
    if (bidder2.teamId === player.teamId) throw ruleBroken("id_player", messages15.ownTeam);
    const errors = validateOpening({
      amount: amount2,
      playerValue: player.value,
      division: player.division,
      budget: bidder2.budget
    });
    if (hasErrors(errors)) throw unprocessable(errors);
    if ((await playersInPendingTransfers(tx, [player.id])).length > 0)
      throw ruleBroken("id_player", messages15.playerInTransfer);
    const [auction] = await tx.insert(auctions).values({
      idPlayer: player.id,
      idTeam: player.teamId,
      idSeason: season.id,
      createdBy: by.id,
      openingAmount: amount2,
      closesAt: closesAt(now),
      // The app clock, not the database's: closing times and the history are measured from it.
      createdAt: now
    }).returning({ id: auctions.id });
    const [bid] = await tx.insert(auctionBids).values({ auctionId: auction.id, userId: by.id, teamId: bidder2.teamId, amount: amount2, createdAt: now }).returning({ id: auctionBids.id });
    return { auctionId: auction.id, playerId: player.id, bidId: bid.id, created: true };
  });
}

// apps/api/src/features/auctions/events-route.ts
var HEARTBEAT_MS = 15e3;
var frame = (e) => `event: ${e.event}
data: ${JSON.stringify(e.data)}

`;
var endsSession = (data, session) => data.token_id === session.tokenId || data.user_id === session.userId && data.except_token_id !== session.tokenId;
var route = async (app) => {
  const tickets = new StreamTickets(app.secret);
  app.post(
    "/auctions/events/ticket",
    {
      onRequest: app.auth(policy.readLeague),
      schema: { tags: ["auctions"], response: { 200: StreamTicketSchema } }
    },
    async (request) => ({
      ticket: tickets.issue(actor(request).tokenId, app.clock.now()),
      expires_in: TICKET_TTL_MS / 1e3
    })
  );
  const sessionAlive = async (tokenId) => await liveSession(app, tokenId) !== null;
  const sessionFor = async (query, header) => {
    if (query.ticket) {
      const tokenId = tickets.redeem(query.ticket, app.clock.now());
      if (tokenId === null) return null;
      const alive = await liveSession(app, tokenId);
      return alive ? { tokenId, userId: alive.userId } : null;
    }
    const user = await userForToken(app, query.token ?? header);
    return user ? { tokenId: user.tokenId, userId: user.id } : null;
  };
  app.get(
    "/auctions/events",
    // EventSource sends no Authorization header: the route checks its ticket or token itself.
    { config: { public: true }, schema: { tags: ["auctions"], querystring: AuctionStreamQuerySchema } },
    async (request, reply) => {
      const session = await sessionFor(request.query, bearerToken(request));
      if (!session) throw unauthorized(messages15.unauthorizedStream);
      reply.hijack();
      const res = reply.raw;
      res.writeHead(200, {
        "content-type": "text/event-stream; charset=utf-8",
        "cache-control": "no-store, no-transform",
        connection: "keep-alive",
        // nginx would otherwise buffer the stream and deliver events late.
        "x-accel-buffering": "no"
      });
      res.write("retry: 3000\n: conectado\n\n");
      const heartbeat = setInterval(() => {
        res.write(": ping\n\n");
        sessionAlive(session.tokenId).then((alive) => {
          if (!alive) res.end();
        }).catch(() => void 0);
      }, HEARTBEAT_MS);
      const unsubscribe = app.events.subscribe(
        (event) => {
          if (event.event !== "revoked") res.write(frame(event));
          else if (endsSession(event.data, session)) res.end();
        },
        () => res.end()
      );
      res.on("close", () => {
        clearInterval(heartbeat);
        unsubscribe();
      });
    }
  );
};
var events_route_default = route;

// apps/api/src/features/auctions/queries.ts
import { and as and27, desc as desc11, eq as eq47, sql as sql31 } from "drizzle-orm";
import { alias as alias8 } from "drizzle-orm/pg-core";
var currentTeam = alias8(teams, "current_team");
var originTeam = alias8(teams, "origin_team");
var creator3 = alias8(users, "creator");
var winner = alias8(users, "winner");
var bidder = alias8(users, "bidder");
var bidTeam = alias8(teams, "bid_team");
var ref3 = (id2, name3) => id2 === null ? null : { id: id2, name: name3 ?? "" };
async function auctionViews(db, filter, now) {
  const where = and27(
    filter.id === void 0 ? void 0 : eq47(auctions.id, filter.id),
    filter.playerId === void 0 ? void 0 : eq47(auctions.idPlayer, filter.playerId),
    filter.seasonId === void 0 ? void 0 : eq47(auctions.idSeason, filter.seasonId),
    filter.status === void 0 ? void 0 : eq47(auctions.status, filter.status)
  );
  const latest = db.select({
    id: auctionBids.id,
    amount: auctionBids.amount,
    userId: auctionBids.userId,
    teamId: auctionBids.teamId,
    createdAt: auctionBids.createdAt,
    count: sql31`count(*) over ()`.mapWith(Number).as("bid_count")
  }).from(auctionBids).where(eq47(auctionBids.auctionId, auctions.id)).orderBy(desc11(auctionBids.amount), desc11(auctionBids.id)).limit(1).as("latest");
  const rows2 = await db.select({
    auction: auctions,
    player: squadPlayerColumns,
    current: { id: currentTeam.id, name: currentTeam.name, division: currentTeam.division },
    originName: originTeam.name,
    creatorName: creator3.name,
    winnerName: winner.name,
    latest: {
      id: latest.id,
      amount: latest.amount,
      userId: latest.userId,
      teamId: latest.teamId,
      createdAt: latest.createdAt,
      count: latest.count
    },
    bidderName: bidder.name,
    bidTeamName: bidTeam.name
  }).from(auctions).innerJoin(players, eq47(players.id, auctions.idPlayer)).innerJoin(currentTeam, eq47(currentTeam.id, players.idTeam)).innerJoin(originTeam, eq47(originTeam.id, auctions.idTeam)).innerJoin(creator3, eq47(creator3.id, auctions.createdBy)).leftJoin(winner, eq47(winner.id, auctions.winnerUserId)).leftJoinLateral(latest, sql31`true`).leftJoin(bidder, eq47(bidder.id, latest.userId)).leftJoin(bidTeam, eq47(bidTeam.id, latest.teamId)).where(where).orderBy(desc11(auctions.id));
  return rows2.map((r) => {
    const a = r.auction;
    const top = r.latest?.id == null ? null : r.latest;
    return {
      id: a.id,
      id_player: a.idPlayer,
      id_season: a.idSeason,
      status: a.status,
      open: a.status === "active" && isAuctionOpen(a.closesAt, now),
      closes_at: a.closesAt.toISOString(),
      created_at: a.createdAt.toISOString(),
      opening: a.openingAmount,
      player: { ...r.player, id_team: { ...r.current, division: r.current.division ?? "" } },
      team: { id: a.idTeam, name: r.originName },
      created_by: { id: a.createdBy, name: r.creatorName },
      latest: top && {
        id: top.id,
        amount: top.amount,
        bidder: { id: top.userId, name: r.bidderName ?? "" },
        team: ref3(top.teamId, r.bidTeamName),
        created_at: top.createdAt.toISOString()
      },
      min_next_bid: minNextBid(top ? top.amount : a.openingAmount),
      bids_count: top ? top.count : 0,
      winner: ref3(a.winnerUserId, r.winnerName),
      confirmed_at: a.confirmedAt?.toISOString() ?? null
    };
  });
}
async function auctionView(db, id2, now) {
  return (await auctionViews(db, { id: id2 }, now))[0];
}
async function playerAuction(db, playerId, season, now) {
  const views = await auctionViews(db, { playerId, seasonId: season }, now);
  return views.find((a) => a.status === "active") ?? views[0];
}
async function bidHistory(db, filter) {
  const where = "bidId" in filter ? eq47(auctionBids.id, filter.bidId) : eq47(auctionBids.auctionId, filter.auctionId);
  const rows2 = await db.select({ bid: auctionBids, bidderName: users.name, teamName: teams.name }).from(auctionBids).innerJoin(users, eq47(users.id, auctionBids.userId)).leftJoin(teams, eq47(teams.id, auctionBids.teamId)).where(where).orderBy(desc11(auctionBids.id));
  return rows2.map(({ bid, bidderName, teamName }) => ({
    id: bid.id,
    auction_id: bid.auctionId,
    amount: bid.amount,
    bidder: { id: bid.userId, name: bidderName },
    team: ref3(bid.teamId, teamName),
    created_at: bid.createdAt.toISOString()
  }));
}

// apps/api/src/features/auctions/routes.ts
var tags12 = ["auctions"];
var routes21 = async (app) => {
  const read = { onRequest: app.auth(policy.readLeague) };
  const openers = { onRequest: app.auth(policy.createAuction) };
  const bidders = { onRequest: app.auth(policy.bid) };
  const answerBid = async (placed, created) => {
    const now = app.clock.now();
    const auction = await auctionView(app.db, placed.auctionId, now);
    const [bid] = await bidHistory(app.db, { bidId: placed.bidId });
    if (created) void app.events.publish(auctionEvent("created", auction));
    void app.events.publish(bidEvent(auction, bid));
    return { message: created ? messages15.created : messages15.bidPlaced, auction, bid };
  };
  app.post(
    "/auctions",
    { ...openers, schema: { tags: tags12, body: CreateAuctionSchema, response: { 201: AuctionPostedSchema } } },
    async (request, reply) => {
      const placed = await openOrBid(
        app.db,
        request.body,
        actor(request),
        app.clock,
        app.env.LEAGUE_TIMEZONE
      );
      const answer2 = await answerBid(placed, placed.created);
      const [row] = await auctionBidRows(app.db, { playerId: answer2.auction.id_player, seasonId: void 0 });
      return reply.code(201).send({ ...answer2, ...row });
    }
  );
  app.post(
    "/auctions/:id/bids",
    {
      ...bidders,
      schema: { tags: tags12, params: AuctionParamsSchema, body: BidBodySchema, response: { 201: BidPlacedSchema } }
    },
    async (request, reply) => {
      const { id: id2 } = request.params;
      const placed = await placeBid(app.db, id2, request.body.amount, actor(request), app.clock);
      return reply.code(201).send(await answerBid(placed, false));
    }
  );
  app.get(
    "/auctions",
    { ...read, schema: { tags: tags12, querystring: AuctionListQuerySchema, response: { 200: AuctionListSchema } } },
    async (request) => {
      const { season, status } = request.query;
      const seasonId = await seasonFilter(app.db, season);
      return listPage(await auctionViews(app.db, { seasonId, status }, app.clock.now()), request.query);
    }
  );
  app.get(
    "/auction/last",
    {
      ...read,
      schema: { tags: tags12, querystring: LastAuctionsQuerySchema, response: { 200: AuctionBidRowsSchema } }
    },
    async (request) => {
      const seasonId = await seasonFilter(app.db, request.query.id_season);
      return auctionBidRows(app.db, { latestOfActive: true, seasonId });
    }
  );
  app.get(
    "/auctions/player/:id",
    {
      ...read,
      schema: {
        tags: tags12,
        params: AuctionParamsSchema,
        querystring: SeasonQuerySchema,
        response: { 200: AuctionBidRowsSchema }
      }
    },
    async (request) => {
      const seasonId = await seasonFilter(app.db, request.query.season);
      return auctionBidRows(app.db, { playerId: request.params.id, seasonId });
    }
  );
  app.get(
    "/auctions/player/:id/current",
    {
      ...read,
      schema: {
        tags: tags12,
        params: AuctionParamsSchema,
        querystring: SeasonQuerySchema,
        response: { 200: PlayerAuctionSchema }
      }
    },
    async (request) => {
      const season = await seasonFilter(app.db, request.query.season);
      const auction = await playerAuction(app.db, request.params.id, season, app.clock.now());
      if (!auction) throw notFound(messages15.noAuction);
      return { auction, data: await bidHistory(app.db, { auctionId: auction.id }) };
    }
  );
  app.get(
    "/auctions/:id",
    { ...read, schema: { tags: tags12, params: AuctionParamsSchema, response: { 200: AuctionViewSchema } } },
    async (request) => {
      const auction = await auctionView(app.db, request.params.id, app.clock.now());
      if (!auction) throw notFound(messages15.notFound);
      return auction;
    }
  );
  const confirm = async (auctionId, by) => {
    await confirmAuction(app.db, auctionId, by, app.clock, app.env.LEAGUE_TIMEZONE);
    const auction = await auctionView(app.db, auctionId, app.clock.now());
    void app.events.publish(auctionEvent("confirmed", auction));
    return { message: messages15.confirmed };
  };
  app.post(
    "/auction/confirm/:auctionId",
    {
      onRequest: app.auth(policy.confirmAuction),
      schema: { tags: tags12, params: AuctionConfirmParamsSchema, response: { 200: MessageSchema } }
    },
    async (request) => {
      const auctionId = await auctionOfBid(app.db, request.params.auctionId);
      if (auctionId === void 0) throw notFound(messages15.notFound);
      return confirm(auctionId, actor(request));
    }
  );
  app.post(
    "/auctions/:id/confirm",
    {
      onRequest: app.auth(policy.confirmAuction),
      schema: { tags: tags12, params: AuctionParamsSchema, response: { 200: MessageSchema } }
    },
    (request) => confirm(request.params.id, actor(request))
  );
  await app.register(events_route_default);
};
var routes_default20 = routes21;

// apps/api/src/features/bets/messages.ts
var messages16 = {
  ...BET_MESSAGES,
  deactivated: "Apuesta eliminada correctamente",
  /** Spec 02 §8 empty state, also the answer when the old confirm route finds nothing to confirm. */
  nothingToConfirm: "No hay apuestas por confirmar",
  notFound: "Apuesta no encontrada.",
  userBetNotFound: "Apuesta de usuario no encontrada.",
  alreadyConfirmed: "La apuesta ya fue confirmada."
};

// apps/api/src/features/bets/queries.ts
import { and as and28, asc as asc17, count as count13, eq as eq48 } from "drizzle-orm";
var onOff = (active) => active ? "on" : "off";
var creator4 = (id2, name3) => id2 === null ? null : { id: id2, name: name3 ?? "" };
function toMatchBet(b, creatorName) {
  return {
    id: b.id,
    match: b.match,
    description: b.description,
    home_odd: formatOdd(b.homeOdd),
    away_odd: formatOdd(b.awayOdd),
    draw_odd: formatOdd(b.drawOdd),
    under: formatOdd(b.underOdd),
    over: formatOdd(b.overOdd),
    active: onOff(b.active),
    created_by: creator4(b.createdBy, creatorName),
    created_at: b.createdAt.toISOString()
  };
}
function toPlayerBet(b, creatorName) {
  return {
    id: b.id,
    name: b.name,
    description: b.description,
    goal_odd: formatOdd(b.goalOdd),
    card_odd: formatOdd(b.cardOdd),
    active: onOff(b.active),
    created_by: creator4(b.createdBy, creatorName),
    created_at: b.createdAt.toISOString()
  };
}
var whereOf2 = (table, filter) => and28(
  filter.id === void 0 ? void 0 : eq48(table.id, filter.id),
  filter.active === void 0 ? void 0 : eq48(table.active, filter.active)
);
function listMatchBets(db, filter, q) {
  const where = whereOf2(matchBets, filter);
  return runPage(
    q,
    db.select({ bet: matchBets, creatorName: users.name }).from(matchBets).leftJoin(users, eq48(users.id, matchBets.createdBy)).where(where).orderBy(asc17(matchBets.id)),
    db.select({ total: count13() }).from(matchBets).where(where),
    (r) => toMatchBet(r.bet, r.creatorName)
  );
}
function listPlayerBets(db, filter, q) {
  const where = whereOf2(playerBets, filter);
  return runPage(
    q,
    db.select({ bet: playerBets, creatorName: users.name }).from(playerBets).leftJoin(users, eq48(users.id, playerBets.createdBy)).where(where).orderBy(asc17(playerBets.id)),
    db.select({ total: count13() }).from(playerBets).where(where),
    (r) => toPlayerBet(r.bet, r.creatorName)
  );
}
var matchBetById = async (db, id2) => (await listMatchBets(db, { id: id2 }, ONE_ROW)).data[0];
var playerBetById = async (db, id2) => (await listPlayerBets(db, { id: id2 }, ONE_ROW)).data[0];

// apps/api/src/features/bets/place-bet.ts
import { eq as eq49 } from "drizzle-orm";
function chosenBy(odds, selected) {
  const found = optionForOdd(odds, selected);
  if ("option" in found) return found.option;
  throw ruleBroken("selected_option", found.error === "none" ? messages16.oddNotOffered : messages16.oddShared);
}
async function placeBet(db, input, by, now) {
  return db.transaction(async (tx) => {
    let odds;
    let active;
    if (input.id_bet !== void 0) {
      const [bet] = await tx.select().from(matchBets).where(eq49(matchBets.id, input.id_bet)).for("share");
      if (!bet) throw notFound(messages16.notFound);
      odds = {
        home_odd: bet.homeOdd,
        away_odd: bet.awayOdd,
        draw_odd: bet.drawOdd,
        under: bet.underOdd,
        over: bet.overOdd
      };
      active = bet.active;
    } else {
      const [bet] = await tx.select().from(playerBets).where(eq49(playerBets.id, input.id_playerbet)).for("share");
      if (!bet) throw notFound(messages16.notFound);
      odds = { goal_odd: bet.goalOdd, card_odd: bet.cardOdd };
      active = bet.active;
    }
    const option = input.option ?? chosenBy(odds, input.selected_option);
    const odd2 = oddFor(odds, option);
    if (odd2 === null) throw ruleBroken("option", messages16.optionMismatch);
    const [me] = await tx.select({ budget: users.profits }).from(users).where(eq49(users.id, by.id));
    const errors = validatePlaceBet({ amount: input.amount, budget: me?.budget ?? 0, active });
    if (hasErrors(errors)) throw unprocessable(errors);
    const [row] = await tx.insert(userBets).values({
      idUser: by.id,
      idBet: input.id_bet ?? null,
      idPlayerbet: input.id_playerbet ?? null,
      option,
      selectedOption: odd2,
      amount: input.amount,
      createdAt: now
    }).returning({ id: userBets.id });
    await debit(
      tx,
      {
        userId: by.id,
        amount: -input.amount,
        reason: "bet_stake",
        refType: "user_bet",
        refId: row.id,
        createdBy: by.id
      },
      "amount",
      messages16.insufficientBudget
    );
    return row.id;
  });
}

// apps/api/src/features/bets/settle-bet.ts
import { and as and29, desc as desc12, eq as eq50, ne as ne6 } from "drizzle-orm";
async function lockParentBet(tx, userBetId) {
  const [target] = await tx.select({ idBet: userBets.idBet, idPlayerbet: userBets.idPlayerbet }).from(userBets).where(eq50(userBets.id, userBetId));
  if (!target) throw notFound(messages16.userBetNotFound);
  if (target.idBet !== null)
    await tx.select({ id: matchBets.id }).from(matchBets).where(eq50(matchBets.id, target.idBet)).for("update");
  else if (target.idPlayerbet !== null)
    await tx.select({ id: playerBets.id }).from(playerBets).where(eq50(playerBets.id, target.idPlayerbet)).for("update");
}
async function contradictingWinner(tx, bet) {
  if (bet.idBet === null) return null;
  const won = await tx.selectDistinct({ option: userBets.option }).from(userBets).where(and29(eq50(userBets.idBet, bet.idBet), eq50(userBets.outcome, "won"), ne6(userBets.option, bet.option)));
  const hit = won.find((w) => contradicts(w.option, bet.option));
  return hit?.option ?? null;
}
async function settleBet(db, id2, outcome, by, now) {
  await db.transaction(async (tx) => {
    await lockParentBet(tx, id2);
    const [bet] = await tx.select().from(userBets).where(eq50(userBets.id, id2)).for("update");
    if (!bet) throw notFound(messages16.userBetNotFound);
    if (bet.confirmed) throw ruleBroken("bet", messages16.alreadyConfirmed);
    if (outcome === "won") {
      const winner2 = await contradictingWinner(tx, bet);
      if (winner2) throw ruleBroken("bet", messages16.contradictsWinner(BET_OPTION_LABELS[winner2]));
    }
    const paid = outcome === "won" ? payout(bet.amount, bet.selectedOption) : 0;
    if (paid > 0) {
      await moveMoney(tx, {
        userId: bet.idUser,
        amount: paid,
        reason: "bet_payout",
        refType: "user_bet",
        refId: bet.id,
        createdBy: by.id
      });
    }
    await tx.update(userBets).set({ confirmed: true, outcome, payout: paid, settledBy: by.id, settledAt: now }).where(eq50(userBets.id, bet.id));
  });
}
async function latestUserBet(db, betId, userId) {
  for (const column of [userBets.idBet, userBets.idPlayerbet]) {
    const [row] = await db.select({ id: userBets.id }).from(userBets).where(and29(eq50(userBets.idUser, userId), eq50(column, betId))).orderBy(desc12(userBets.id)).limit(1);
    if (row) return row.id;
  }
  throw notFound(messages16.nothingToConfirm);
}

// apps/api/src/features/bets/user-bet-view.ts
import { and as and30, asc as asc18, count as count14, desc as desc13, eq as eq51 } from "drizzle-orm";
async function listUserBets(db, filter, q, order) {
  const where = and30(
    filter.id === void 0 ? void 0 : eq51(userBets.id, filter.id),
    filter.userId === void 0 ? void 0 : eq51(userBets.idUser, filter.userId),
    filter.confirmed === void 0 ? void 0 : eq51(userBets.confirmed, filter.confirmed)
  );
  const query = db.select({
    bet: userBets,
    userName: users.name,
    match: matchBets.match,
    matchDescription: matchBets.description,
    playerName: playerBets.name,
    playerDescription: playerBets.description
  }).from(userBets).innerJoin(users, eq51(users.id, userBets.idUser)).leftJoin(matchBets, eq51(matchBets.id, userBets.idBet)).leftJoin(playerBets, eq51(playerBets.id, userBets.idPlayerbet)).where(where).orderBy(order === "oldest" ? asc18(userBets.id) : desc13(userBets.id));
  const counted = db.select({ total: count14() }).from(userBets).where(where);
  return runPage(q, query, counted, (r) => {
    const b = r.bet;
    const onMatch = b.idBet !== null;
    return {
      id: b.id,
      id_user: b.idUser,
      user: { id: b.idUser, name: r.userName },
      id_bet: b.idBet,
      id_playerbet: b.idPlayerbet,
      kind: onMatch ? "match" : "player",
      bet: {
        id: b.idBet ?? b.idPlayerbet,
        title: (onMatch ? r.match : r.playerName) ?? "",
        description: (onMatch ? r.matchDescription : r.playerDescription) ?? ""
      },
      option: b.option,
      option_label: BET_OPTION_LABELS[b.option] ?? b.option,
      selected_option: formatOdd(b.selectedOption),
      amount: b.amount,
      potential_payout: payout(b.amount, b.selectedOption),
      confirmed: b.confirmed ? "yes" : "no",
      outcome: b.outcome,
      payout: b.payout,
      created_at: b.createdAt.toISOString(),
      settled_at: b.settledAt?.toISOString() ?? null
    };
  });
}
async function userBetById(db, id2) {
  return (await listUserBets(db, { id: id2 }, ONE_ROW, "oldest")).data[0];
}

// apps/api/src/features/bets/user-bet-routes.ts
var tags13 = ["bets"];
var routes22 = async (app) => {
  const settlers = { onRequest: app.auth(policy.settleBet) };
  app.post(
    "/apuesta/jugador",
    {
      onRequest: app.auth(policy.placeBet),
      schema: {
        tags: tags13,
        body: PlaceBetSchema,
        response: { 201: UserBetSavedSchema }
      }
    },
    async (request, reply) => {
      const id2 = await placeBet(app.db, request.body, actor(request), app.clock.now());
      return reply.code(201).send({ message: messages16.placed, bet: await userBetById(app.db, id2) });
    }
  );
  app.get(
    "/bet_user",
    {
      onRequest: app.auth(policy.seePendingBets),
      schema: { tags: tags13, querystring: BetListQuerySchema, response: { 200: UserBetListSchema } }
    },
    (request) => listUserBets(app.db, { confirmed: false }, request.query, "oldest")
  );
  app.get(
    "/bet_user/mine",
    {
      onRequest: app.auth(policy.readLeague),
      schema: { tags: tags13, querystring: BetListQuerySchema, response: { 200: UserBetListSchema } }
    },
    (request) => listUserBets(app.db, { userId: actor(request).id }, request.query, "newest")
  );
  app.put(
    "/apuesta/usuario/:id",
    {
      ...settlers,
      schema: { tags: tags13, params: BetParamsSchema, body: SettleBetBodySchema, response: { 200: MessageSchema } }
    },
    async (request) => {
      await settleBet(app.db, request.params.id, request.body.outcome, actor(request), app.clock.now());
      return { message: messages16.confirmed };
    }
  );
  app.put(
    "/apuesta/usuario/:id_bet/:id_user",
    { ...settlers, schema: { tags: tags13, params: OldSettleParamsSchema, response: { 200: MessageSchema } } },
    async (request) => {
      const id2 = await latestUserBet(app.db, request.params.id_bet, request.params.id_user);
      await settleBet(app.db, id2, "won", actor(request), app.clock.now());
      return { message: messages16.confirmed };
    }
  );
};
var user_bet_routes_default = routes22;

// apps/api/src/features/bets/service.ts
import { eq as eq52 } from "drizzle-orm";
async function createMatchBet(db, b, by, now) {
  const [row] = await db.insert(matchBets).values({
    match: b.match,
    description: b.description,
    homeOdd: b.home_odd,
    awayOdd: b.away_odd,
    drawOdd: b.draw_odd,
    underOdd: b.under,
    overOdd: b.over,
    createdBy: by.id,
    createdAt: now
  }).returning({ id: matchBets.id });
  return await matchBetById(db, row.id);
}
async function createPlayerBet(db, b, by, now) {
  const [row] = await db.insert(playerBets).values({
    name: b.name,
    description: b.description,
    goalOdd: b.goal_odd,
    cardOdd: b.card_odd,
    createdBy: by.id,
    createdAt: now
  }).returning({ id: playerBets.id });
  return await playerBetById(db, row.id);
}
async function deactivateMatchBet(db, id2) {
  const [row] = await db.update(matchBets).set({ active: false }).where(eq52(matchBets.id, id2)).returning({ id: matchBets.id });
  if (!row) throw notFound(messages16.notFound);
}

// apps/api/src/features/bets/routes.ts
var tags14 = ["bets"];
var routes23 = async (app) => {
  const visitors = { onRequest: app.optionalAuth };
  const creators = { onRequest: app.auth(policy.createBet) };
  app.get(
    "/bets",
    { ...visitors, schema: { tags: tags14, querystring: BetListQuerySchema, response: { 200: MatchBetListSchema } } },
    (request) => listMatchBets(app.db, { active: true }, request.query)
  );
  app.get(
    "/singlebet",
    {
      ...visitors,
      schema: { tags: tags14, querystring: BetListQuerySchema, response: { 200: PlayerBetListSchema } }
    },
    (request) => listPlayerBets(app.db, { active: true }, request.query)
  );
  app.get(
    "/bets/:id",
    {
      ...visitors,
      schema: { tags: tags14, params: BetParamsSchema, response: { 200: MatchBetDetailSchema } }
    },
    async (request) => {
      const bet = await matchBetById(app.db, request.params.id);
      if (!bet) throw notFound(messages16.notFound);
      return { data: bet };
    }
  );
  app.get(
    "/singlebet/:id",
    {
      ...visitors,
      schema: { tags: tags14, params: BetParamsSchema, response: { 200: PlayerBetDetailSchema } }
    },
    async (request) => {
      const bet = await playerBetById(app.db, request.params.id);
      if (!bet) throw notFound(messages16.notFound);
      return { data: bet };
    }
  );
  app.post(
    "/bets",
    {
      ...creators,
      schema: {
        tags: tags14,
        body: CreateMatchBetSchema,
        response: { 201: MatchBetSavedSchema }
      }
    },
    async (request, reply) => {
      const bet = await createMatchBet(app.db, request.body, actor(request), app.clock.now());
      return reply.code(201).send({ message: messages16.matchCreated, bet });
    }
  );
  app.post(
    "/singlebet",
    {
      ...creators,
      schema: {
        tags: tags14,
        body: CreatePlayerBetSchema,
        response: { 201: PlayerBetSavedSchema }
      }
    },
    async (request, reply) => {
      const bet = await createPlayerBet(app.db, request.body, actor(request), app.clock.now());
      return reply.code(201).send({ message: messages16.playerCreated, bet });
    }
  );
  app.put(
    "/bets/:id",
    {
      onRequest: app.auth(policy.deactivateBet),
      schema: {
        tags: tags14,
        params: BetParamsSchema,
        body: DeactivateBetBodySchema,
        response: { 200: MessageSchema }
      }
    },
    async (request) => {
      await deactivateMatchBet(app.db, request.params.id);
      return { message: messages16.deactivated };
    }
  );
  await app.register(user_bet_routes_default);
};
var routes_default21 = routes23;

// apps/api/src/features/ocr/routes.ts
import multipart from "@fastify/multipart";

// apps/api/src/features/ocr/limits.ts
var MAX_FILE_MB = 10;
var MAX_FILE_BYTES = MAX_FILE_MB * 1024 * 1024;
var MAX_FILES = 5;
var MAX_SCREENSHOTS_PER_MATCH = 20;
var MAX_QUEUED = 20;

// apps/api/src/features/ocr/messages.ts
var messages17 = {
  matchNotFound: "Partido no encontrado.",
  notYourMatch: "Solo puedes cargar estad\xEDsticas de partidos de tu equipo.",
  completed: "El partido ya tiene las estad\xEDsticas cargadas: un Admin debe habilitarlo para editar.",
  notMultipart: "Envi\xE1 las im\xE1genes como multipart/form-data.",
  noImage: "Eleg\xED al menos una imagen.",
  wrongField: (field2) => `Envi\xE1 la imagen en el campo ${field2}.`,
  oneImage: "Este pedido analiza una sola imagen: us\xE1 process-multiple para varias.",
  tooMany: `Se pueden analizar hasta ${MAX_FILES} im\xE1genes por vez.`,
  tooLarge: (name3) => `La imagen ${name3} supera los ${MAX_FILE_MB} MB.`,
  empty: (name3) => `El archivo ${name3} est\xE1 vac\xEDo.`,
  notAnImage: (name3) => `El archivo ${name3} no es una imagen PNG, JPEG o WebP.`,
  damaged: (name3) => `La imagen ${name3} est\xE1 da\xF1ada o incompleta.`,
  tooManyPixels: (name3) => `La imagen ${name3} es demasiado grande (m\xE1ximo 40 megap\xEDxeles).`,
  evidenceFull: `Este partido ya tiene ${MAX_SCREENSHOTS_PER_MATCH} capturas guardadas: borr\xE1 alguna para cargar m\xE1s.`,
  busy: "El reconocimiento de im\xE1genes est\xE1 ocupado: prob\xE1 de nuevo en unos minutos.",
  unrecognised: "No se reconoci\xF3 una pantalla de estad\xEDsticas del partido ni de valoraciones de jugadores.",
  failed: "No se pudo reconocer la imagen.",
  screenshotNotFound: "Captura no encontrada.",
  notYourScreenshot: "Solo quien subi\xF3 la captura o la organizaci\xF3n pueden borrarla.",
  screenshotDeleted: "Captura borrada."
};

// apps/api/src/features/ocr/queries.ts
import { and as and31, asc as asc19, count as count15, eq as eq53, inArray as inArray20, sql as sql32 } from "drizzle-orm";
async function findMatchTeams(db, matchId) {
  const [row] = await db.select({
    id: matches.id,
    status: matches.status,
    homeId: matches.teamHomeId,
    awayId: matches.teamAwayId,
    homeName: sql32`(select name from ${teams} where ${teams.id} = ${matches.teamHomeId})`,
    awayName: sql32`(select name from ${teams} where ${teams.id} = ${matches.teamAwayId})`
  }).from(matches).where(eq53(matches.id, matchId));
  return row && {
    id: row.id,
    status: row.status,
    home: { id: row.homeId, name: row.homeName },
    away: { id: row.awayId, name: row.awayName }
  };
}
function registeredPlayers(db, teamIds) {
  return db.select({
    id: players.id,
    name: players.name,
    team_id: players.idTeam,
    shirt_number: playerShirtNumbers.shirtNumber
  }).from(players).leftJoin(
    playerShirtNumbers,
    and31(eq53(playerShirtNumbers.playerId, players.id), eq53(playerShirtNumbers.teamId, players.idTeam))
  ).where(inArray20(players.idTeam, teamIds)).orderBy(asc19(players.id));
}
async function rememberShirtNumbers(db, seen) {
  if (seen.length === 0) return;
  await db.insert(playerShirtNumbers).values(seen).onConflictDoUpdate({
    target: [playerShirtNumbers.playerId, playerShirtNumbers.teamId],
    set: { shirtNumber: sql32`excluded.shirt_number`, seenAt: sql32`now()` }
  });
}
async function screenshotCount(db, matchId) {
  const [row] = await db.select({ n: count15() }).from(matchScreenshots).where(eq53(matchScreenshots.matchId, matchId));
  return row?.n ?? 0;
}
async function keptHashes(db, matchId, hashes) {
  if (hashes.length === 0) return /* @__PURE__ */ new Map();
  const rows2 = await db.select({ id: matchScreenshots.id, sha256: matchScreenshots.sha256 }).from(matchScreenshots).where(and31(eq53(matchScreenshots.matchId, matchId), inArray20(matchScreenshots.sha256, hashes)));
  return new Map(rows2.map((r) => [r.sha256, r.id]));
}
async function keepScreenshot(db, values, cap) {
  return db.transaction(async (tx) => {
    await tx.select({ id: matches.id }).from(matches).where(eq53(matches.id, values.matchId)).for("update");
    const [kept] = await tx.select({ id: matchScreenshots.id }).from(matchScreenshots).where(and31(eq53(matchScreenshots.matchId, values.matchId), eq53(matchScreenshots.sha256, values.sha256)));
    if (kept) return kept.id;
    const [row] = await tx.select({ n: count15() }).from(matchScreenshots).where(eq53(matchScreenshots.matchId, values.matchId));
    if ((row?.n ?? 0) >= cap) return null;
    const [inserted] = await tx.insert(matchScreenshots).values(values).returning({ id: matchScreenshots.id });
    return inserted.id;
  });
}
var listColumns = {
  id: matchScreenshots.id,
  match_id: matchScreenshots.matchId,
  filename: matchScreenshots.filename,
  type: matchScreenshots.type,
  size: sql32`octet_length(${matchScreenshots.image})`.mapWith(Number),
  width: matchScreenshots.width,
  height: matchScreenshots.height,
  uploaderId: matchScreenshots.uploadedBy,
  uploaderName: users.name,
  createdAt: matchScreenshots.createdAt
};
async function listScreenshots(db, matchId) {
  const rows2 = await db.select(listColumns).from(matchScreenshots).leftJoin(users, eq53(users.id, matchScreenshots.uploadedBy)).where(eq53(matchScreenshots.matchId, matchId)).orderBy(asc19(matchScreenshots.id));
  return rows2.map(({ uploaderId, uploaderName, createdAt: createdAt2, ...r }) => ({
    ...r,
    type: r.type,
    uploaded_by: uploaderId !== null && uploaderName !== null ? { id: uploaderId, name: uploaderName } : null,
    created_at: createdAt2.toISOString()
  }));
}
async function screenshotImage(db, id2, thumbnail) {
  const [row] = await db.select({ bytes: thumbnail ? matchScreenshots.thumbnail : matchScreenshots.image }).from(matchScreenshots).where(eq53(matchScreenshots.id, id2));
  return row?.bytes;
}
async function findScreenshot(db, id2) {
  const [row] = await db.select({
    id: matchScreenshots.id,
    matchId: matchScreenshots.matchId,
    uploadedBy: matchScreenshots.uploadedBy
  }).from(matchScreenshots).where(eq53(matchScreenshots.id, id2));
  return row;
}
var deleteScreenshot = (db, id2) => db.delete(matchScreenshots).where(eq53(matchScreenshots.id, id2));

// apps/api/src/features/ocr/access.ts
async function matchToLoad(db, matchId, user) {
  const match = await findMatchTeams(db, matchId);
  if (!match) throw notFound(messages17.matchNotFound);
  if (!may(user.rol, "sendAnyMatchScreenshots")) {
    const own = await ownTeamId(db, user.id);
    if (own === void 0 || own !== match.home.id && own !== match.away.id)
      throw forbidden(messages17.notYourMatch);
  }
  if (match.status === "completed") throw ruleBroken("matchId", messages17.completed);
  return match;
}

// apps/api/src/features/ocr/pool.ts
import os2 from "node:os";
import { createWorker, OEM } from "tesseract.js";

// apps/api/src/features/ocr/lang-path.ts
import { createHash as createHash2 } from "node:crypto";
import { copyFile, mkdir, stat, symlink } from "node:fs/promises";
import { createRequire } from "node:module";
import os from "node:os";
import path8 from "node:path";
var OCR_LANGUAGES = ["spa", "eng"];
var MODEL = "4.0.0_best_int";
var require2 = createRequire(import.meta.url);
var sourceOf = (code) => path8.join(
  path8.dirname(require2.resolve(`@tesseract.js-data/${code}/package.json`)),
  MODEL,
  `${code}.traineddata.gz`
);
async function languageFolder() {
  const sources = OCR_LANGUAGES.map(sourceOf);
  const tag = createHash2("sha1").update(sources.join("\n")).digest("hex").slice(0, 10);
  const folder = path8.join(os.tmpdir(), `liga-ocr-lang-${tag}`);
  await mkdir(folder, { recursive: true });
  for (const [i, source] of sources.entries()) {
    const target = path8.join(folder, `${OCR_LANGUAGES[i]}.traineddata.gz`);
    const present = await stat(target).then(
      (s) => s.size > 0,
      () => false
    );
    if (present) continue;
    await symlink(source, target).catch(async (error) => {
      if (error.code !== "EEXIST") await copyFile(source, target);
    });
  }
  return folder;
}

// apps/api/src/features/ocr/tsv.ts
function parseTsv(tsv) {
  const words2 = [];
  for (const row of tsv.split("\n")) {
    const cells2 = row.split("	");
    if (cells2[0] !== "5" || cells2.length < 12) continue;
    const text11 = cells2.slice(11).join("	").trim();
    if (!text11) continue;
    const [left, top, width, height, conf] = cells2.slice(6, 11).map(Number);
    words2.push({
      text: text11,
      conf,
      x0: left,
      y0: top,
      x1: left + width,
      y1: top + height,
      line: `${cells2[2]}.${cells2[3]}.${cells2[4]}`
    });
  }
  return words2;
}

// apps/api/src/features/ocr/pool.ts
var defaultPoolSize = () => Math.max(1, Math.min(4, os2.availableParallelism()));
function createOcrPool(options = {}) {
  const size = options.size ?? defaultPoolSize();
  const timeoutMs = options.timeoutMs ?? 6e4;
  const slots = Array.from({ length: size }, () => ({
    worker: null,
    starting: null,
    busy: false,
    progress: void 0
  }));
  const queue = [];
  let closed = false;
  const start = (slot) => {
    slot.starting ??= (async () => {
      const worker = await createWorker([...OCR_LANGUAGES], OEM.LSTM_ONLY, {
        langPath: await languageFolder(),
        cacheMethod: "none",
        gzip: true,
        logger: (m) => {
          if (m.status === "recognizing text") slot.progress?.(m.progress);
        },
        errorHandler: () => void 0
      });
      await worker.setParameters({ tessedit_pageseg_mode: "6", user_defined_dpi: "300" });
      slot.worker = worker;
      return worker;
    })().catch((error) => {
      slot.starting = null;
      throw error;
    });
    return slot.starting;
  };
  const run = async (slot, job) => {
    slot.busy = true;
    slot.progress = job.onProgress;
    let timer;
    try {
      const worker = await start(slot);
      const timeout = new Promise((_, reject) => {
        timer = setTimeout(() => reject(new Error("ocr timeout")), timeoutMs);
      });
      const result = await Promise.race([
        worker.recognize(job.image, {}, { text: false, tsv: true }),
        timeout
      ]);
      job.resolve(parseTsv(result.data.tsv ?? ""));
    } catch (error) {
      const broken = slot.worker;
      slot.worker = null;
      slot.starting = null;
      void broken?.terminate().catch(() => void 0);
      job.reject(error instanceof Error ? error : new Error(String(error)));
    } finally {
      clearTimeout(timer);
      slot.busy = false;
      slot.progress = void 0;
      next2();
    }
  };
  const next2 = () => {
    if (closed) return;
    for (const slot of slots) {
      if (slot.busy) continue;
      const job = queue.shift();
      if (!job) return;
      void run(slot, job);
    }
  };
  return {
    size,
    queued: () => queue.length,
    recognize: (job) => new Promise((resolve2, reject) => {
      if (closed) return reject(new Error("ocr pool closed"));
      queue.push({ ...job, resolve: resolve2, reject });
      next2();
    }),
    warm: async () => {
      await Promise.all(slots.map(start));
    },
    close: async () => {
      closed = true;
      for (const job of queue.splice(0)) job.reject(new Error("ocr pool closed"));
      await Promise.all(
        slots.map(async (slot) => {
          const worker = slot.worker ?? (slot.starting ? await slot.starting.catch(() => null) : null);
          await worker?.terminate().catch(() => void 0);
          slot.worker = null;
          slot.starting = null;
        })
      );
    }
  };
}

// apps/api/src/features/ocr/progress-stream.ts
async function streamProgress(reply, files, run) {
  reply.hijack();
  const set = Object.entries(reply.getHeaders()).filter(
    (entry) => entry[1] !== void 0
  );
  reply.raw.writeHead(200, {
    ...Object.fromEntries(set),
    "content-type": "application/x-ndjson; charset=utf-8",
    "cache-control": "no-store",
    "x-accel-buffering": "no"
  });
  const send = (line) => reply.raw.write(`${JSON.stringify(line)}
`);
  const last = Array.from({ length: files }, () => -1);
  try {
    const result = await run((file, stage2, share) => {
      const step = Math.floor(share * 20);
      if (stage2 === "recognizing" && step === last[file]) return;
      last[file] = step;
      send({ event: "progress", file, stage: stage2, progress: Math.round(share * 100) / 100 });
    });
    send({ event: "result", result });
  } catch (error) {
    reply.log.error({ err: error }, "ocr stream failed");
    send({ event: "error", message: messages17.failed });
  }
  reply.raw.end();
  return reply;
}

// apps/api/src/features/ocr/layout.ts
var median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length === 0 ? 0 : sorted[Math.floor(sorted.length / 2)];
};
function toCapture(words2, scale) {
  return words2.filter((w) => /[\p{L}\p{N}%#°+\-–—]/u.test(w.text)).map((w) => ({
    text: w.text,
    conf: w.conf,
    x0: w.x0 / scale,
    y0: w.y0 / scale,
    x1: w.x1 / scale,
    y1: w.y1 / scale
  }));
}
function rowsOf(words2) {
  const typical = median(words2.map((w) => w.y1 - w.y0)) || 1;
  const sorted = [...words2].sort((a, b) => a.y0 + a.y1 - (b.y0 + b.y1));
  const groups = [];
  let centre2 = Number.NEGATIVE_INFINITY;
  for (const word of sorted) {
    const c = (word.y0 + word.y1) / 2;
    const current = groups.at(-1);
    if (current && Math.abs(c - centre2) <= typical * 0.5) {
      current.push(word);
      centre2 = current.reduce((sum, w) => sum + (w.y0 + w.y1) / 2, 0) / current.length;
    } else {
      groups.push([word]);
      centre2 = c;
    }
  }
  return groups.map((group) => {
    const ordered = group.sort((a, b) => a.x0 - b.x0);
    const height = median(ordered.map((w) => w.y1 - w.y0));
    return {
      words: ordered,
      cells: cellsOf(ordered, height),
      y0: Math.min(...ordered.map((w) => w.y0)),
      y1: Math.max(...ordered.map((w) => w.y1)),
      height
    };
  });
}
function cellsOf(words2, height) {
  const cells2 = [];
  for (const word of words2) {
    const last = cells2.at(-1);
    if (last && word.x0 - last.x1 <= height * 0.9) {
      last.words.push(word);
      last.x1 = Math.max(last.x1, word.x1);
      last.text = `${last.text} ${word.text}`;
    } else {
      cells2.push({ text: word.text, words: [word], x0: word.x0, x1: word.x1 });
    }
  }
  return cells2;
}
function tableStructure(rows2) {
  const counts = /* @__PURE__ */ new Map();
  for (const row of rows2)
    if (row.cells.length > 1) counts.set(row.cells.length, (counts.get(row.cells.length) ?? 0) + 1);
  let columns = rows2.length > 0 ? 1 : 0;
  let seen = 0;
  for (const [cells2, times] of counts)
    if (times > seen || times === seen && cells2 > columns) [columns, seen] = [cells2, times];
  return { rows: rows2.length, estimated_columns: columns };
}

// apps/api/src/features/ocr/numbers.ts
var DIGIT_LOOKALIKES = {
  O: "0",
  o: "0",
  Q: "0",
  D: "0",
  l: "1",
  I: "1",
  i: "1",
  "|": "1",
  "!": "1",
  j: "1",
  J: "1",
  S: "5",
  s: "5",
  B: "8",
  Z: "2",
  z: "2",
  a: "4",
  A: "4",
  b: "6",
  G: "6",
  g: "9",
  q: "9",
  T: "7"
};
var FRAME = /^[[\](){}|"'“”‘’«»,.:;_~`]+|[[\](){}|"'“”‘’«»,.:;_~`]+$/g;
var digits = (text11) => [...text11].map((c) => DIGIT_LOOKALIKES[c] ?? c).join("");
function readInteger(token) {
  const cleaned = digits(token.replace(FRAME, ""));
  return /^\d{1,4}$/.test(cleaned) ? Number(cleaned) : null;
}
function readCount(token) {
  const t = token.trim();
  if (/^[-–—_.·]+$/.test(t)) return 0;
  return readInteger(t);
}
function readRating(token) {
  const t = digits(token.replace(FRAME, "")).replace(/[,:;]/g, ".");
  let value = null;
  if (/^\d{1,2}\.\d$/.test(t)) value = Number(t);
  else if (/^\d{2,3}$/.test(t)) value = Number(t) / 10;
  else if (/^\d\.\d\d$/.test(t)) value = Math.round(Number(t) * 10) / 10;
  return value !== null && value >= 1 && value <= 10 ? value : null;
}
function readStatValue(token) {
  const t = digits(token.replace(FRAME, "").replace(/\s+/g, ""));
  const shapes = [/^\d{1,5}$/, /^\d{1,3}%$/, /^\d{1,3}[.,]\d{1,2}$/, /^\d{1,3}\/\d{1,3}$/];
  return shapes.some((shape) => shape.test(t)) ? t : null;
}

// apps/api/src/features/ocr/parse-teams.ts
var DASH = /^[-–—:]$/;
function findScoreLine(rows2) {
  for (const row of rows2) {
    const texts = row.words.map((w) => w.text);
    for (let i = 0; i < texts.length; i++) {
      let score3 = null;
      let end = i;
      const joined = /^(\d{1,2})\s*[-–—:]\s*(\d{1,2})$/.exec(texts[i]);
      if (joined) score3 = [Number(joined[1]), Number(joined[2])];
      else if (i + 2 < texts.length && DASH.test(texts[i + 1])) {
        const a = readInteger(texts[i]);
        const b = readInteger(texts[i + 2]);
        if (a !== null && b !== null && a < 30 && b < 30) [score3, end] = [[a, b], i + 2];
      }
      if (!score3) continue;
      const home4 = texts.slice(0, i).filter(isWordy).join(" ");
      const away4 = texts.slice(end + 1).filter(isWordy).join(" ");
      if (home4 && away4) return { home: home4, away: away4, score: score3, row };
    }
  }
  return null;
}

// apps/api/src/features/ocr/icons.ts
function colourAt(rgb, i) {
  const r = rgb[i];
  const g = rgb[i + 1];
  const b = rgb[i + 2];
  if (r > 170 && g > 140 && b < 120 && r - b > 90 && Math.abs(r - g) < 80) return "yellow";
  if (r > 150 && g < 110 && b < 110 && r - g > 80) return "red";
  return null;
}
function blobsIn(rgb, width, region) {
  const w = region.x1 - region.x0 + 1;
  const h = region.y1 - region.y0 + 1;
  if (w <= 0 || h <= 0) return [];
  const colours = new Array(w * h);
  for (let y = 0; y < h; y++)
    for (let x = 0; x < w; x++)
      colours[y * w + x] = colourAt(rgb, ((region.y0 + y) * width + region.x0 + x) * 3);
  const label = new Int32Array(w * h).fill(-1);
  const blobs = [];
  for (let start = 0; start < w * h; start++) {
    const colour = colours[start];
    if (!colour || label[start] >= 0) continue;
    const id2 = blobs.length;
    const blob = {
      colour,
      area: 0,
      x0: w,
      y0: h,
      x1: -1,
      y1: -1,
      filled: (x, y) => label[y * w + x] === id2
    };
    const stack = [start];
    label[start] = id2;
    while (stack.length > 0) {
      const p = stack.pop();
      const x = p % w;
      const y = (p - x) / w;
      blob.area += 1;
      blob.x0 = Math.min(blob.x0, x);
      blob.x1 = Math.max(blob.x1, x);
      blob.y0 = Math.min(blob.y0, y);
      blob.y1 = Math.max(blob.y1, y);
      for (const q of [
        x > 0 ? p - 1 : -1,
        x < w - 1 ? p + 1 : -1,
        y > 0 ? p - w : -1,
        y < h - 1 ? p + w : -1
      ])
        if (q >= 0 && label[q] < 0 && colours[q] === colour) {
          label[q] = id2;
          stack.push(q);
        }
    }
    blobs.push(blob);
  }
  return blobs;
}
function readMarks(rgb, width, region, rowHeight) {
  const marks = { yellow: 0, red: 0, injured: false };
  const minSide = Math.max(3, rowHeight * 0.3);
  for (const blob of blobsIn(rgb, width, region)) {
    const w = blob.x1 - blob.x0 + 1;
    const h = blob.y1 - blob.y0 + 1;
    if (w < minSide * 0.6 || h < minSide) continue;
    const fill = blob.area / (w * h);
    const upright = h / w;
    if (fill >= 0.78 && upright >= 1.1 && upright <= 2.4) {
      if (blob.colour === "yellow") marks.yellow += 1;
      else marks.red += 1;
      continue;
    }
    const cx = blob.x0 + blob.x1 >> 1;
    const cy = blob.y0 + blob.y1 >> 1;
    const corner = Math.max(1, Math.round(Math.min(w, h) * 0.15));
    const cornersEmpty = [
      [blob.x0 + corner, blob.y0 + corner],
      [blob.x1 - corner, blob.y0 + corner],
      [blob.x0 + corner, blob.y1 - corner],
      [blob.x1 - corner, blob.y1 - corner]
    ].every(([x, y]) => !blob.filled(x, y));
    if (blob.colour === "red" && fill >= 0.3 && fill <= 0.75 && upright >= 0.7 && upright <= 1.4 && cornersEmpty && blob.filled(cx, cy))
      marks.injured = true;
  }
  return marks;
}

// apps/api/src/features/ocr/name-span.ts
var INITIAL = new RegExp("^\\p{Lu}\\.?$", "u");
var isNameWord = (text11) => isWordy(text11) || INITIAL.test(text11) || new RegExp("^\\p{Lu}\\.\\p{L}", "u").test(text11);
var LETTER_LOOKALIKES = {
  "5": "S",
  "1": "I",
  l: "I",
  "|": "I",
  "0": "O",
  "8": "B",
  ")": "J",
  "]": "J",
  "2": "Z",
  "6": "G",
  "4": "A"
};
function initialOf(word) {
  const text11 = word.text.replace(/\.$/, "");
  if (text11.length === 0 || text11.length > 3) return null;
  const letters = text11.match(new RegExp("\\p{Lu}", "gu"));
  if (letters) return letters.at(-1);
  return LETTER_LOOKALIKES[text11.at(-1)] ?? null;
}
var cleanName = (text11) => text11.replace(/^[^\p{L}]+|[^\p{L}.]+$/gu, "").replace(new RegExp("^(\\p{Lu})\\.(?=\\p{L})", "u"), "$1. ").trim();
function rowParts(row) {
  const words2 = row.words;
  let start = words2.findIndex((w) => isWordy(w.text));
  if (start < 0) return null;
  let end = start;
  while (end + 1 < words2.length && isNameWord(words2[end + 1].text) && readRating(words2[end + 1].text) === null)
    end += 1;
  let shirtAt = -1;
  for (let i = 0; i < start; i++) {
    const n = readInteger(words2[i].text);
    if (n !== null && n >= 1 && n <= 99 && words2[i + 1].x0 - words2[i].x1 >= row.height * 0.6) {
      shirtAt = i;
      break;
    }
  }
  let initial = "";
  const first = words2[start].text;
  if (start < end && first.length <= 3 && first.endsWith(".") && !INITIAL.test(first)) {
    const letter = initialOf(words2[start]);
    if (letter) return finish(`${letter}. `, start + 1);
  }
  const before = words2[start - 1];
  if (start - 1 > shirtAt && before && words2[start].x0 - before.x1 < row.height) {
    const letter = INITIAL.test(before.text) ? before.text[0] : initialOf(before);
    if (letter) {
      initial = `${letter}. `;
      start -= 1;
    }
  }
  return finish(initial, initial ? start + 1 : start);
  function finish(prefix, from) {
    const text11 = words2.slice(from, end + 1).map((w) => w.text).join(" ");
    return {
      shirt: shirtAt >= 0 ? readInteger(words2[shirtAt].text) : null,
      name: cleanName(prefix + text11),
      start: Math.min(start, from),
      end
    };
  }
}

// apps/api/src/features/ocr/player-columns.ts
var median2 = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;
function numericColumns(body, headings) {
  const values = [];
  for (const row of body) {
    const span = rowParts(row);
    if (!span) continue;
    for (const word of row.words.slice(span.end + 1)) {
      const decimal = /[.,:]\d/.test(word.text) && readRating(word.text) !== null;
      if (decimal || readCount(word.text) !== null || readRating(word.text) !== null)
        values.push({ x: (word.x0 + word.x1) / 2, decimal });
    }
  }
  const height = median2(body.map((r) => r.height)) || 20;
  values.sort((a, b) => a.x - b.x);
  const clusters = [];
  let group = [];
  const close = () => {
    if (group.length > 0)
      clusters.push({
        centre: median2(group.map((v2) => v2.x)),
        count: group.length,
        decimals: group.filter((v2) => v2.decimal).length
      });
    group = [];
  };
  for (const v2 of values) {
    if (group.length > 0 && v2.x - group.at(-1).x > height * 1.2) close();
    group.push(v2);
  }
  close();
  const rows2 = body.filter((r) => rowParts(r)).length;
  const dense = clusters.filter((c) => c.count >= Math.max(2, rows2 * 0.3));
  const best = dense.reduce(
    (b, c) => !b || c.decimals > b.decimals ? c : b,
    void 0
  );
  const onto = (x) => {
    const near = clusters.filter((c) => Math.abs(c.centre - x) < height * 1.5).sort((a, b) => b.count - a.count)[0];
    return near?.centre ?? x;
  };
  const rating = headings?.rating !== void 0 ? onto(headings.rating) : best?.centre;
  let goals = headings?.goals !== void 0 ? onto(headings.goals) : void 0;
  let assists = headings?.assists !== void 0 ? onto(headings.assists) : void 0;
  if (rating !== void 0 && (goals === void 0 || assists === void 0)) {
    const limit = Math.min(headings?.cards ?? Infinity, headings?.injury ?? Infinity) - height;
    const right = (list) => list.filter((c) => c.centre > rating + height && c.centre < limit);
    const found = right(dense).length >= 2 ? right(dense) : right(clusters);
    const free = found.map((c) => c.centre).filter((x) => x !== goals && x !== assists);
    if (goals === void 0 && assists === void 0) [goals, assists] = [free[0], free[1]];
    else if (goals === void 0) goals = free.filter((x) => x < assists)[0];
    else assists = free.filter((x) => x > goals)[0];
  }
  const centres = [rating, goals, assists].filter((x) => x !== void 0).sort((a, b) => a - b);
  const gaps = centres.slice(1).map((x, i) => x - centres[i]);
  const reach = (gaps.length > 0 ? Math.min(...gaps) : height * 4) * 0.5;
  return { rating, goals, assists, reach };
}

// apps/api/src/features/ocr/vocabulary.ts
var STAT_LABELS = [
  "Posesi\xF3n",
  "Posesi\xF3n de bal\xF3n",
  "Tiros",
  "Tiros totales",
  "Tiros a puerta",
  "Tiros al arco",
  "Goles esperados",
  "Pases",
  "Pases completados",
  "Precisi\xF3n de pases",
  "Entradas",
  "Entradas ganadas",
  "Faltas",
  "Faltas cometidas",
  "Tarjetas amarillas",
  "Tarjetas rojas",
  "Fueras de juego",
  "C\xF3rners",
  "Saques de esquina",
  "Tiros libres",
  "Penales",
  "Paradas",
  "Intercepciones",
  "Regates",
  "Possession",
  "Ball Possession",
  "Shots",
  "Shots on Target",
  "Expected Goals",
  "Passes",
  "Pass Accuracy",
  "Tackles",
  "Tackles Won",
  "Fouls",
  "Fouls Committed",
  "Yellow Cards",
  "Red Cards",
  "Offsides",
  "Corners",
  "Free Kicks",
  "Penalty Kicks",
  "Saves",
  "Interceptions",
  "Dribbles"
];
var squash = (text11) => text11.replaceAll("rn", "m").replaceAll("cl", "d").replaceAll("fi", "n").replaceAll("ii", "n");
var FOLDED = STAT_LABELS.map((label) => ({ label, folded: fold(label), squashed: squash(fold(label)) }));
var ENGLISH_FROM = STAT_LABELS.indexOf("Possession");
var isEnglishLabel = (label) => STAT_LABELS.indexOf(label) >= ENGLISH_FROM;
function knownStat(read, english) {
  const folded = fold(read);
  const lower = read.toLocaleLowerCase("es");
  let best = null;
  for (const entry of FOLDED) {
    const score3 = Math.max(similarity(folded, entry.folded), similarity(squash(folded), entry.squashed));
    const sameLanguage = english === void 0 || isEnglishLabel(entry.label) === english ? 1 : 0;
    const exact = similarity(lower, entry.label.toLocaleLowerCase("es")) + sameLanguage;
    if (!best || score3 > best.score || score3 === best.score && exact > best.exact)
      best = { label: entry.label, score: score3, exact };
  }
  return best && best.score >= 0.75 ? { label: best.label, score: best.score } : null;
}
var STATISTICS_TITLES = ["estadisticas", "resumen", "match", "facts", "stats", "statistics"];
var PLAYER_HEADINGS = {
  shirt: ["n\xB0", "n\xBA", "no", "n", "#", "num", "dorsal", "n*"],
  name: ["jugador", "jugadores", "player", "players", "nombre", "name"],
  rating: ["nota", "val", "valoracion", "rating", "puntuacion", "calif", "media", "pts"],
  goals: ["g", "goles", "gol", "goals", "gls"],
  assists: ["a", "asist", "asistencias", "assists", "ast", "as"],
  cards: ["tarj", "tarjetas", "cards", "tarjeta", "disciplina"],
  injury: ["les", "lesion", "lesiones", "inj", "injury", "injuries", "les."]
};
function headingOf(word) {
  const folded = fold(word).replace(/[.:]+$/, "").replace(/[)}\]]/g, "j");
  for (const [heading, words2] of Object.entries(PLAYER_HEADINGS)) {
    if (words2.includes(folded)) return heading;
    if (folded.length >= 4 && words2.some((w) => w.length >= 4 && similarity(folded, w) >= 0.75))
      return heading;
    if (folded.length >= 2 && words2.some((w) => w.length >= 3 && w.startsWith(folded))) return heading;
  }
  return null;
}

// apps/api/src/features/ocr/parse-players.ts
var centre = (w) => (w.x0 + w.x1) / 2;
function findHeader(rows2) {
  for (const [index10, row] of rows2.entries()) {
    const columns = {};
    for (const word of row.words) {
      const heading = headingOf(word.text);
      if (heading && columns[heading] === void 0) columns[heading] = centre(word);
    }
    if (Object.keys(columns).length >= 3 && (columns.name !== void 0 || columns.rating !== void 0))
      return { index: index10, columns, end: Math.max(...row.words.map((w) => w.x1)) };
  }
  return null;
}
function columnOf(word, columns) {
  let best = null;
  let distance2 = columns.reach;
  for (const key2 of ["rating", "goals", "assists"]) {
    const x = columns[key2];
    if (x === void 0) continue;
    const d = Math.abs(centre(word) - x);
    if (d <= distance2) [best, distance2] = [key2, d];
  }
  return best;
}
function splitAcrossColumns(words2, columns) {
  const out = [];
  for (const word of words2) {
    const inside = [columns.goals, columns.assists].filter(
      (x) => x !== void 0 && x > word.x0 && x < word.x1
    );
    const chars = [...word.text];
    if (inside.length < 2 || chars.length !== 2 || !/^[\d\-–—]+$/.test(word.text)) {
      out.push(word);
      continue;
    }
    const step = (word.x1 - word.x0) / 2;
    chars.forEach(
      (c, i) => out.push({ ...word, text: c, x0: word.x0 + step * i, x1: word.x0 + step * (i + 1) })
    );
  }
  return out;
}
function marksRegion(row, pitch, after, header, canvas) {
  const x0 = Math.round(after);
  const x1 = Math.round(
    Math.min(canvas.width - 1, header ? header.end + row.height * 3 : x0 + row.height * 12)
  );
  const mid = (row.y0 + row.y1) / 2;
  return {
    x0,
    x1,
    y0: Math.round(Math.max(0, mid - pitch * 0.45)),
    y1: Math.round(Math.min(canvas.height - 1, mid + pitch * 0.45))
  };
}
function parsePlayerRow(row, columns, header, canvas, pitch) {
  const span = rowParts(row);
  if (!span) return null;
  const words2 = row.words;
  const { name: name3, shirt } = span;
  const line = {
    shirt_number: shirt,
    name: name3,
    rating: null,
    goals: 0,
    assists: 0,
    is_injured: false,
    amarillas: 0,
    rojas: 0
  };
  let after = words2[span.end].x1;
  for (const word of splitAcrossColumns(words2.slice(span.end + 1), columns)) {
    const column = columnOf(word, columns);
    if (column === "rating" && line.rating === null) line.rating = readRating(word.text);
    else if (column === "goals" || column === "assists") {
      const count17 = readCount(word.text);
      if (count17 === null || count17 > 20) continue;
      line[column] = count17;
    } else continue;
    after = Math.max(after, word.x1);
  }
  const lastColumn = Math.max(columns.rating ?? 0, columns.goals ?? 0, columns.assists ?? 0);
  if (lastColumn > 0) after = Math.max(after, lastColumn + columns.reach);
  if (!name3 || line.rating === null && shirt === null) return null;
  const marks = readMarks(
    canvas.rgb,
    canvas.width,
    marksRegion(row, pitch, after, header, canvas),
    row.height
  );
  line.amarillas = marks.yellow;
  line.rojas = marks.red;
  line.is_injured = marks.injured;
  return line;
}
function parsePlayers(rows2, canvas) {
  const header = findHeader(rows2);
  const body = header ? rows2.slice(header.index + 1) : rows2;
  const centres = body.map((r) => (r.y0 + r.y1) / 2);
  const gaps = centres.slice(1).map((c, i) => c - centres[i]).sort((a, b) => a - b);
  const pitch = gaps[Math.floor(gaps.length / 2)] ?? (body[0]?.height ?? 20) * 2;
  const columns = numericColumns(body, header?.columns ?? null);
  return body.map((row) => parsePlayerRow(row, columns, header, canvas, pitch)).filter((line) => line !== null);
}

// apps/api/src/features/ocr/parse-statistics.ts
function tokens2(row) {
  const out = [];
  for (const w of row.words) {
    if (/^%$/.test(w.text) && out.length > 0) out[out.length - 1] += "%";
    else out.push(w.text);
  }
  return out;
}
function parseStatisticRow(row, english) {
  const t = tokens2(row);
  if (t.length < 3) return null;
  const home4 = readStatValue(t[0]);
  const away4 = readStatValue(t.at(-1));
  const label = t.slice(1, -1);
  if (home4 === null || away4 === null || !label.some(isWordy) || label.some((x) => /\d/.test(x))) return null;
  const read = label.join(" ").replace(/^[^\p{L}]+|[^\p{L}%)]+$/gu, "");
  const known = knownStat(read, english);
  const stat2 = known?.label ?? read;
  if (known && DECIMAL_STATS.has(known.label)) {
    const separator = isEnglishLabel(known.label) ? "." : ",";
    return { stat: stat2, home_value: withDecimal(home4, separator), away_value: withDecimal(away4, separator) };
  }
  return { stat: stat2, home_value: home4, away_value: away4 };
}
var DECIMAL_STATS = /* @__PURE__ */ new Set(["Goles esperados", "Expected Goals"]);
var withDecimal = (value, separator) => /^\d{2}$/.test(value) ? `${value[0]}${separator}${value[1]}` : value;
function parseStatistics(rows2) {
  const first = rows2.map((row) => parseStatisticRow(row)).filter((line) => line !== null);
  const english = first.filter((l) => isEnglishLabel(l.stat)).length;
  const language = english * 2 === first.length ? void 0 : english * 2 > first.length;
  return rows2.map((row) => parseStatisticRow(row, language)).filter((line) => line !== null);
}

// apps/api/src/features/ocr/snap.ts
var undoConfusions = (text11) => text11.replaceAll("fi", "n").replaceAll("ii", "n").replaceAll("rn", "m").replaceAll("cl", "d");
function spellingOf(word, spellings) {
  const folded = fold(word);
  if (folded.length < 3) return null;
  const exact = spellings.get(folded);
  if (exact) return exact;
  const near = [...spellings].filter(([f]) => {
    const d = Math.min(distance(folded, f), distance(undoConfusions(folded), f));
    return d <= (f.length >= 6 ? 2 : 1) && Math.abs(f.length - folded.length) <= 2;
  });
  return near.length === 1 ? near[0][1] : null;
}
function repairWords(name3, registered) {
  const words2 = name3.split(" ").filter(Boolean);
  const known = new Set(registered.flat().map(fold));
  const out = [];
  for (const word of words2) {
    const folded = fold(word);
    const joined = known.has(folded) ? null : registered.find((r) => r.length >= 2 && fold(r.join("")) === folded.replace(/\./g, ""));
    if (joined) out.push(...joined);
    else if (!known.has(folded) && new RegExp("^\\p{Lu}", "u").test(word) && known.has(folded.slice(1)) && registered.some((r) => fold(r.at(-1)) === folded.slice(1) && fold(r[0])[0] === folded[0]))
      out.push(`${word[0]}.`, word.slice(1));
    else out.push(word);
  }
  const first = out[0];
  if (out.length === 2 && first && new RegExp("^\\p{Lu}\\.$", "u").test(first)) {
    const same = registered.filter((r) => r.length >= 2 && fold(r.at(-1)) === fold(out[1]));
    const initials = new Set(same.map((r) => r[0][0].toLocaleUpperCase("es")));
    if (!initials.has(first[0]) && initials.size === 1) out[0] = `${[...initials][0]}.`;
  }
  return out.join(" ");
}
var keepCase = (read, spelling) => read === read.toLocaleUpperCase("es") && read.length > 1 ? spelling.toLocaleUpperCase("es") : spelling;
function snapNames(players2, teams2, vocabulary) {
  const registered = vocabulary.names.map((n) => n.split(/\s+/).filter(Boolean));
  const spellings = /* @__PURE__ */ new Map();
  for (const name3 of vocabulary.names)
    for (const word of name3.split(/\s+/)) if (word.length >= 3) spellings.set(fold(word), word);
  const team3 = (read) => {
    if (!read) return read;
    const best = vocabulary.teams.map((t) => ({ t, s: similarity(fold(read), fold(t)) })).sort((a, b) => b.s - a.s)[0];
    return best && best.s >= 0.75 ? best.t : read;
  };
  return {
    teams: { home: team3(teams2.home), away: team3(teams2.away) },
    players: players2.map((p) => ({
      ...p,
      name: repairWords(p.name, registered).split(" ").map((word) => {
        const spelling = spellingOf(word, spellings);
        return spelling ? keepCase(word, spelling) : word;
      }).join(" ")
    }))
  };
}

// apps/api/src/features/ocr/analyse.ts
function screenType(rows2, statisticRows, playerRows) {
  const header = findHeader(rows2);
  const titled = rows2.some((r) => r.words.some((w) => STATISTICS_TITLES.includes(fold(w.text))));
  const players2 = playerRows + (header ? 3 : 0);
  const statistics = statisticRows + (titled ? 2 : 0);
  if (Math.max(players2, statistics) < 2) return null;
  return players2 > statistics ? "player_ratings" : "match_statistics";
}
function analyse(words2, scale, canvas, vocabulary) {
  const rows2 = rowsOf(toCapture(words2, scale));
  const score3 = findScoreLine(rows2);
  const below = score3 ? rows2.slice(rows2.indexOf(score3.row) + 1) : rows2;
  const statistics = parseStatistics(below);
  const players2 = parsePlayers(below, canvas);
  const complete = players2.filter((p) => p.rating !== null && p.shirt_number !== null).length;
  const type = screenType(below, statistics.length, complete);
  const table_structure = tableStructure(below);
  if (!type) return { data: null, table_structure };
  const teams2 = { home: score3?.home ?? null, away: score3?.away ?? null };
  const named = vocabulary ? snapNames(players2, teams2, vocabulary) : { players: players2, teams: teams2 };
  const isPlayers = type === "player_ratings";
  return {
    data: {
      type,
      teams: named.teams,
      statistics: isPlayers ? [] : statistics,
      players: isPlayers ? named.players : [],
      total_players: isPlayers ? named.players.length : 0
    },
    table_structure
  };
}

// apps/api/src/features/ocr/evidence.ts
import { createHash as createHash3 } from "node:crypto";
import sharp from "sharp";
var sha256 = (bytes2) => createHash3("sha256").update(bytes2).digest("hex");
async function evidenceOf(prepared) {
  const raw = { raw: { width: prepared.width, height: prepared.height, channels: 3 } };
  const [image, thumbnail] = await Promise.all([
    sharp(prepared.rgb, raw).resize(1600, 1600, { fit: "inside", withoutEnlargement: true }).webp({ quality: 75 }).toBuffer(),
    sharp(prepared.rgb, raw).resize(320, 320, { fit: "inside", withoutEnlargement: true }).webp({ quality: 60 }).toBuffer()
  ]);
  return {
    width: prepared.width,
    height: prepared.height,
    image,
    thumbnail
  };
}

// apps/api/src/features/ocr/image-check.ts
function sniffImage(bytes2) {
  const at = (i) => bytes2[i];
  if (bytes2.length >= 8 && [137, 80, 78, 71, 13, 10, 26, 10].every((b, i) => at(i) === b))
    return "png";
  if (bytes2.length >= 3 && at(0) === 255 && at(1) === 216 && at(2) === 255) return "jpeg";
  const ascii = (from, to) => String.fromCharCode(...bytes2.subarray(from, to));
  if (bytes2.length >= 12 && ascii(0, 4) === "RIFF" && ascii(8, 12) === "WEBP") return "webp";
  return null;
}

// apps/api/src/features/ocr/preprocess.ts
import sharp2 from "sharp";

// apps/api/src/features/ocr/boxes.ts
function findBadges(grey, width, height, bright) {
  const minRun = Math.max(24, Math.round(width / 60));
  const maxRun = Math.round(width / 6);
  const runs2 = [];
  const byRow = Array.from({ length: height }, () => []);
  for (let y = 0; y < height; y++) {
    const row = y * width;
    let start = -1;
    for (let x = 0; x <= width; x++) {
      const on = x < width && grey[row + x] >= bright;
      if (on && start < 0) start = x;
      else if (!on && start >= 0) {
        const length = x - start;
        if (length >= minRun && length <= maxRun) {
          const run = { y, x0: start, x1: x - 1 };
          runs2.push(run);
          byRow[y].push(run);
        }
        start = -1;
      }
    }
  }
  const lit = (x, y) => grey[y * width + x] >= bright;
  const used = /* @__PURE__ */ new Set();
  const boxes = [];
  for (const top of runs2) {
    if (used.has(top)) continue;
    if (boxes.some((b) => top.y >= b.y0 && top.y <= b.y1 && top.x0 >= b.x0 - 2 && top.x1 <= b.x1 + 2))
      continue;
    used.add(top);
    const edge = (from, to, y) => {
      for (let x = Math.max(0, from); x <= Math.min(width - 1, to); x++) if (lit(x, y)) return true;
      return false;
    };
    let bottom = top;
    for (let y = top.y + 1; y < height; y++) {
      if (!edge(top.x0 - 3, top.x0 + 1, y) || !edge(top.x1 - 1, top.x1 + 3, y)) break;
      const same = byRow[y].find(
        (r) => Math.abs(r.x0 - top.x0) <= 2 && Math.abs(r.x1 - top.x1) <= 2 && !used.has(r)
      );
      if (same) {
        used.add(same);
        bottom = same;
      }
    }
    const tall = bottom.y - top.y + 1;
    const wide = top.x1 - top.x0 + 1;
    if (tall < 10 || tall > wide * 1.2) continue;
    const box = { x0: top.x0, y0: top.y, x1: top.x1, y1: bottom.y };
    const midY = box.y0 + box.y1 >> 1;
    while (box.x0 > 0 && lit(box.x0 - 1, midY)) box.x0 -= 1;
    while (box.x1 < width - 1 && lit(box.x1 + 1, midY)) box.x1 += 1;
    const midX = box.x0 + box.x1 >> 1;
    while (box.y0 > 0 && lit(midX, box.y0 - 1)) box.y0 -= 1;
    while (box.y1 < height - 1 && lit(midX, box.y1 + 1)) box.y1 += 1;
    boxes.push(box);
  }
  return boxes;
}
function invertBoxes(grey, width, height, boxes) {
  const ring = 2;
  for (const b of boxes) {
    const corner = Math.max(2, Math.round(Math.min(b.x1 - b.x0, b.y1 - b.y0) * 0.2));
    for (let y = Math.max(0, b.y0 - ring); y <= Math.min(height - 1, b.y1 + ring); y++)
      for (let x = Math.max(0, b.x0 - ring); x <= Math.min(width - 1, b.x1 + ring); x++) {
        const i = y * width + x;
        const outside = x < b.x0 || x > b.x1 || y < b.y0 || y > b.y1;
        const inCorner = (x - b.x0 < corner || b.x1 - x < corner) && (y - b.y0 < corner || b.y1 - y < corner);
        grey[i] = outside || inCorner ? 0 : 255 - grey[i];
      }
  }
}

// apps/api/src/features/ocr/preprocess.ts
var MAX_PIXELS = 4e7;
var MAX_SIDE = 2560;
var ocrScale = (width, height) => Math.min(2, Math.max(0.5, 1080 / Math.min(width, height)));
function otsu(histogram, total) {
  let sum = 0;
  for (let i = 0; i < 256; i++) sum += i * histogram[i];
  let sumBackground = 0;
  let weightBackground = 0;
  let best = 0;
  let threshold = 128;
  for (let i = 0; i < 256; i++) {
    weightBackground += histogram[i];
    if (weightBackground === 0) continue;
    const weightForeground = total - weightBackground;
    if (weightForeground === 0) break;
    sumBackground += i * histogram[i];
    const meanB = sumBackground / weightBackground;
    const meanF = (sum - sumBackground) / weightForeground;
    const between = weightBackground * weightForeground * (meanB - meanF) ** 2;
    if (between > best) {
      best = between;
      threshold = i;
    }
  }
  return threshold;
}
async function prepare(input) {
  const decoded = await sharp2(input, { failOn: "error", limitInputPixels: MAX_PIXELS }).rotate().resize(MAX_SIDE, MAX_SIDE, { fit: "inside", withoutEnlargement: true }).removeAlpha().toColourspace("srgb").raw().toBuffer({ resolveWithObject: true });
  const { width, height } = decoded.info;
  const rgb = decoded.data;
  const raw = { raw: { width, height, channels: 3 } };
  const value = await sharp2(rgb, raw).toColourspace("hsv").extractChannel(2).raw().toBuffer();
  const histogram = new Uint32Array(256);
  for (let i = 0; i < value.length; i += 4) histogram[value[i]] += 1;
  const sampled = Math.ceil(value.length / 4);
  let below = 0;
  for (let i = 0; i < 110; i++) below += histogram[i];
  const inverted = below / sampled > 0.5;
  const scale = ocrScale(width, height);
  const grey = inverted ? value : await sharp2(rgb, raw).greyscale().extractChannel(0).raw().toBuffer();
  await new Promise((resolve2) => setImmediate(resolve2));
  if (inverted) invertBoxes(grey, width, height, findBadges(grey, width, height, otsu(histogram, sampled)));
  const one = { raw: { width, height, channels: 1 } };
  const scaled = await sharp2(grey, one).resize(Math.round(width * scale), Math.round(height * scale), { kernel: "cubic" }).extractChannel(0).raw().toBuffer({ resolveWithObject: true });
  const counts = new Uint32Array(256);
  for (let i = 0; i < scaled.data.length; i += 2) counts[scaled.data[i]] += 1;
  const threshold = otsu(counts, Math.ceil(scaled.data.length / 2));
  const { width: w, height: h } = scaled.info;
  let binary = sharp2(scaled.data, { raw: { width: w, height: h, channels: 1 } }).threshold(threshold + 1);
  if (inverted) binary = binary.negate();
  const ocrImage = await binary.png({ compressionLevel: 1 }).toBuffer();
  return { width, height, rgb, ocrImage, scale, inverted };
}

// apps/api/src/features/ocr/service.ts
async function checkImages(uploads) {
  const errors = {};
  const checked = await Promise.all(
    uploads.map(async (upload) => {
      const fail = (message) => void (errors[upload.field] = [message]);
      if (upload.bytes.length === 0) return fail(messages17.empty(upload.filename));
      if (!sniffImage(upload.bytes)) return fail(messages17.notAnImage(upload.filename));
      try {
        return { ...upload, prepared: await prepare(upload.bytes) };
      } catch (error) {
        const pixels = String(error.message).includes("pixel limit");
        return fail(pixels ? messages17.tooManyPixels(upload.filename) : messages17.damaged(upload.filename));
      }
    })
  );
  if (Object.keys(errors).length > 0) throw unprocessable(errors);
  return checked;
}
async function checkCaptures(db, pool, match, uploads) {
  if (pool.queued() >= MAX_QUEUED) throw unavailable(messages17.busy);
  const files = await checkImages(uploads);
  const hashes = files.map((c) => sha256(c.bytes));
  const kept = await keptHashes(db, match.id, hashes);
  const fresh = new Set(hashes.filter((h) => !kept.has(h)));
  if (await screenshotCount(db, match.id) + fresh.size > MAX_SCREENSHOTS_PER_MATCH)
    throw unprocessable({ [files[0].field.split(".")[0]]: [messages17.evidenceFull] });
  return { match, files, hashes };
}
async function readCaptures(db, pool, user, { match, files, hashes }, onProgress) {
  const squads = await registeredPlayers(db, [match.home.id, match.away.id]);
  const vocabulary = { teams: [match.home.name, match.away.name], names: squads.map((p) => p.name) };
  const learnt = [];
  const results = await Promise.all(
    files.map(async (file, index10) => {
      onProgress?.(index10, "queued", 0);
      const failed = (error, table_structure = null) => ({
        filename: file.filename,
        success: false,
        error,
        data: null,
        table_structure,
        screenshot_id: null
      });
      let words2;
      try {
        words2 = await pool.recognize({
          image: file.prepared.ocrImage,
          onProgress: (share) => onProgress?.(index10, "recognizing", share)
        });
      } catch {
        return failed(messages17.failed);
      } finally {
        onProgress?.(index10, "done", 1);
      }
      const { prepared } = file;
      const canvas = { rgb: prepared.rgb, width: prepared.width, height: prepared.height };
      const analysis = analyse(words2, prepared.scale, canvas, vocabulary);
      if (!analysis.data) return failed(messages17.unrecognised, analysis.table_structure);
      const data = analysis.data;
      const decided = matchPlayers(data.players, squads);
      data.players = data.players.map((p, i) => ({ ...p, match: decided[i] }));
      decided.forEach((m, i) => {
        const shirt = data.players[i].shirt_number;
        if (m.player_id !== null && m.team_id !== null && !m.uncertain && m.score >= CERTAIN_SCORE && shirt !== null)
          learnt.push({ playerId: m.player_id, teamId: m.team_id, shirtNumber: shirt });
      });
      const screenshot_id = await keepScreenshot(
        db,
        {
          ...await evidenceOf(prepared),
          sha256: hashes[index10],
          matchId: match.id,
          uploadedBy: user.id,
          filename: file.filename,
          type: data.type
        },
        MAX_SCREENSHOTS_PER_MATCH
      );
      return {
        filename: file.filename,
        success: true,
        error: null,
        data,
        table_structure: analysis.table_structure,
        screenshot_id
      };
    })
  );
  await rememberShirtNumbers(db, dedupe(learnt));
  return results;
}
var dedupe = (rows2) => [
  ...new Map(rows2.map((r) => [`${r.playerId}:${r.teamId}`, r])).values()
];

// apps/api/src/features/ocr/uploads.ts
var safeName = (name3) => (name3 ?? "").replace(/^.*[\\/]/, "").replace(/[\p{Cc}]/gu, "").slice(0, 120) || "imagen";
async function readUploads(request, fields2) {
  const field2 = fields2[0];
  if (!request.isMultipart()) throw ruleBroken(field2, messages17.notMultipart);
  const uploads = [];
  let current = "imagen";
  try {
    const parts = request.parts({
      limits: { fileSize: MAX_FILE_BYTES, files: MAX_FILES, fields: 20, parts: 30 }
    });
    for await (const part of parts) {
      if (part.type !== "file") continue;
      current = safeName(part.filename);
      if (!fields2.includes(part.fieldname)) {
        await part.toBuffer().catch(() => void 0);
        throw ruleBroken(field2, messages17.wrongField(field2));
      }
      uploads.push({ field: `${field2}.${uploads.length}`, filename: current, bytes: await part.toBuffer() });
    }
  } catch (error) {
    if (error instanceof HttpError) throw error;
    const code = error.code;
    if (code === "FST_REQ_FILE_TOO_LARGE")
      throw new HttpError(413, messages17.tooLarge(current), { [field2]: [messages17.tooLarge(current)] });
    if (code === "FST_FILES_LIMIT") throw ruleBroken(field2, messages17.tooMany);
    if (code === "FST_PARTS_LIMIT" || code === "FST_FIELDS_LIMIT") throw ruleBroken(field2, messages17.tooMany);
    throw ruleBroken(field2, messages17.notMultipart);
  }
  if (uploads.length === 0) throw ruleBroken(field2, messages17.noImage);
  return uploads;
}

// apps/api/src/features/ocr/routes.ts
var tags15 = ["ocr"];
var routes24 = async (app) => {
  await app.register(multipart, { limits: { fileSize: MAX_FILE_BYTES, files: MAX_FILES } });
  const pool = createOcrPool({ size: app.env.OCR_WORKERS });
  app.addHook("onClose", () => pool.close());
  const recognition = async (request, reply, matchId, fields2, shape) => {
    const user = actor(request);
    const match = await matchToLoad(app.db, matchId, user);
    const uploads = await readUploads(request, fields2);
    if (fields2.includes("image") && uploads.length > 1) throw ruleBroken(fields2[0], messages17.oneImage);
    const captures = await checkCaptures(app.db, pool, match, uploads);
    if (!request.headers.accept?.includes("application/x-ndjson"))
      return shape(await readCaptures(app.db, pool, user, captures));
    await streamProgress(
      reply,
      captures.files.length,
      async (onProgress) => shape(await readCaptures(app.db, pool, user, captures, onProgress))
    );
    return void 0;
  };
  app.post(
    "/ocr/process",
    {
      onRequest: app.auth(policy.sendMatchScreenshots),
      schema: {
        tags: tags15,
        consumes: ["multipart/form-data"],
        querystring: OcrQuerySchema,
        response: { 200: RecognitionResultSchema }
      }
    },
    (request, reply) => recognition(request, reply, request.query.matchId, ["image"], (r) => r[0])
  );
  app.post(
    "/ocr/process-multiple",
    {
      onRequest: app.auth(policy.sendMatchScreenshots),
      schema: {
        tags: tags15,
        consumes: ["multipart/form-data"],
        querystring: OcrQuerySchema,
        response: { 200: RecognitionResultsSchema }
      }
    },
    (request, reply) => recognition(request, reply, request.query.matchId, ["images[]", "images"], (results) => ({ results }))
  );
  app.get(
    "/ocr/screenshots",
    {
      onRequest: app.auth(policy.readLeague),
      schema: { tags: tags15, querystring: OcrQuerySchema, response: { 200: ScreenshotListSchema } }
    },
    async (request) => {
      if (!await findMatchTeams(app.db, request.query.matchId)) throw notFound(messages17.matchNotFound);
      return { data: await listScreenshots(app.db, request.query.matchId) };
    }
  );
  app.get(
    "/ocr/screenshots/:id/image",
    {
      onRequest: app.auth(policy.readLeague),
      schema: {
        tags: tags15,
        params: IdParamsSchema,
        querystring: ScreenshotImageQuerySchema
      }
    },
    async (request, reply) => {
      const bytes2 = await screenshotImage(app.db, request.params.id, request.query.size === "thumb");
      if (!bytes2) throw notFound(messages17.screenshotNotFound);
      return reply.header("content-type", "image/webp").header("cache-control", "private, max-age=86400, immutable").send(Buffer.from(bytes2));
    }
  );
  app.delete(
    "/ocr/screenshots/:id",
    {
      onRequest: app.auth(policy.deleteMatchScreenshot),
      schema: { tags: tags15, params: IdParamsSchema, response: { 200: MessageSchema } }
    },
    async (request) => {
      const user = actor(request);
      const shot = await findScreenshot(app.db, request.params.id);
      if (!shot) throw notFound(messages17.screenshotNotFound);
      if (!may(user.rol, "deleteAnyMatchScreenshot") && shot.uploadedBy !== user.id)
        throw forbidden(messages17.notYourScreenshot);
      await deleteScreenshot(app.db, shot.id);
      return { message: messages17.screenshotDeleted };
    }
  );
};
var routes_default22 = routes24;

// apps/api/src/features/prizes/messages.ts
var messages18 = {
  ...PRIZE_MESSAGES
};

// apps/api/src/features/prizes/queries.ts
import { and as and32, count as count16, desc as desc14, eq as eq54, inArray as inArray21, isNull as isNull6 } from "drizzle-orm";
import { alias as alias9 } from "drizzle-orm/pg-core";
var paidTo = alias9(users, "paid_to");
var creator5 = alias9(users, "creator");
var reverter = alias9(users, "reverter");
var ref4 = (id2, name3) => id2 === null || name3 === null ? null : { id: id2, name: name3 };
async function prizeRows(db, where, limit) {
  const query = db.select({
    p: prizes,
    tournamentName: tournaments.name,
    teamName: teams.name,
    division: teams.division,
    paidToName: paidTo.name,
    creatorName: creator5.name,
    reverterName: reverter.name
  }).from(prizes).innerJoin(tournaments, eq54(tournaments.id, prizes.tournamentId)).innerJoin(teams, eq54(teams.id, prizes.teamId)).leftJoin(paidTo, eq54(paidTo.id, prizes.paidUserId)).leftJoin(creator5, eq54(creator5.id, prizes.createdBy)).leftJoin(reverter, eq54(reverter.id, prizes.revertedBy)).where(where).orderBy(desc14(prizes.id));
  const rows2 = limit ? await query.limit(limit.size).offset(limit.offset) : await query;
  return rows2.map((r) => ({
    id: r.p.id,
    tournament: { id: r.p.tournamentId, name: r.tournamentName },
    team: { id: r.p.teamId, name: r.teamName, division: r.division ?? "" },
    paid_to: ref4(r.p.paidUserId, r.paidToName),
    amount: r.p.amount,
    position: r.p.position,
    description: r.p.description,
    source: r.p.source === "table" ? "table" : "manual",
    created_by: ref4(r.p.createdBy, r.creatorName),
    paid_at: r.p.paidAt.toISOString(),
    reverted_at: r.p.revertedAt?.toISOString() ?? null,
    reverted_by: ref4(r.p.revertedBy, r.reverterName),
    revert_reason: r.p.revertReason
  }));
}
var prizeViews = (db, ids) => ids.length === 0 ? Promise.resolve([]) : prizeRows(db, inArray21(prizes.id, [...ids]));
var prizeView = async (db, id2) => (await prizeViews(db, [id2]))[0];
async function listPrizes(db, query) {
  const where = and32(
    query.tournament_id === void 0 ? void 0 : eq54(prizes.tournamentId, query.tournament_id),
    query.season === void 0 ? void 0 : inArray21(
      prizes.tournamentId,
      db.select({ id: tournaments.id }).from(tournaments).where(eq54(tournaments.seasonId, query.season))
    )
  );
  const [total] = await db.select({ n: count16() }).from(prizes).where(where);
  const n = total?.n ?? 0;
  if (query.all || query.page === void 0)
    return { data: await prizeRows(db, where), meta: pageMeta(n, 1, Math.max(n, 1)) };
  const data = await prizeRows(db, where, {
    size: query.per_page,
    offset: (query.page - 1) * query.per_page
  });
  return { data, meta: pageMeta(n, query.page, query.per_page) };
}
var livePrizeKeys = (db, tournamentId) => db.select({ id: prizes.id, teamId: prizes.teamId, position: prizes.position }).from(prizes).where(and32(eq54(prizes.tournamentId, tournamentId), isNull6(prizes.revertedAt)));
async function livePrizeCounts(db, tournamentIds) {
  if (tournamentIds.length === 0) return /* @__PURE__ */ new Map();
  const rows2 = await db.select({ id: prizes.tournamentId, n: count16() }).from(prizes).where(and32(inArray21(prizes.tournamentId, [...tournamentIds]), isNull6(prizes.revertedAt))).groupBy(prizes.tournamentId);
  return new Map(rows2.map((r) => [r.id, r.n]));
}

// apps/api/src/features/prizes/paid-answer.ts
async function paidAnswer(db, outcome) {
  const [paid, alreadyPaid] = await Promise.all([
    prizeViews(db, outcome.paid),
    prizeViews(db, outcome.alreadyPaid)
  ]);
  const message = paid.length === 0 ? messages18.allPaid : alreadyPaid.length === 0 ? messages18.sent : messages18.partlyPaid(alreadyPaid.length);
  return { message, paid, already_paid: alreadyPaid };
}

// apps/api/src/features/prizes/pay-prizes.ts
import { and as and33, eq as eq55, inArray as inArray22, isNull as isNull7, sql as sql33 } from "drizzle-orm";
var add = (errors, field2, message) => (errors[field2] ??= []).push(message);
async function payPrizes(db, items, by, now, source) {
  return db.transaction(async (tx) => {
    const owners = await checkReferences(tx, items);
    const ordered = [...items].sort((a, b) => prizeKey(a) < prizeKey(b) ? -1 : 1);
    const paid = [];
    const alreadyPaid = [];
    for (const item of ordered) {
      const userId = owners.get(item.team_id);
      const [row] = await tx.insert(prizes).values({
        tournamentId: item.tournament_id,
        teamId: item.team_id,
        paidUserId: userId,
        amount: item.amount,
        position: item.position,
        description: item.description || null,
        source,
        createdBy: by.id,
        paidAt: now,
        createdAt: now
      }).onConflictDoNothing().returning({ id: prizes.id });
      if (row) paid.push({ id: row.id, userId, amount: item.amount });
      else alreadyPaid.push(await livePrizeId(tx, item));
    }
    for (const p of [...paid].sort((a, b) => a.userId - b.userId || a.id - b.id)) {
      await moveMoney(tx, {
        userId: p.userId,
        amount: p.amount,
        reason: "prize",
        refType: "prize",
        refId: p.id,
        createdBy: by.id
      });
    }
    return { paid: paid.map((p) => p.id), alreadyPaid };
  });
}
async function checkReferences(tx, items) {
  const tournamentIds = [...new Set(items.map((i) => i.tournament_id))];
  const teamIds = [...new Set(items.map((i) => i.team_id))].sort((a, b) => a - b);
  const found = new Set(
    (await tx.select({ id: tournaments.id }).from(tournaments).where(inArray22(tournaments.id, tournamentIds))).map((t) => t.id)
  );
  const teamRows = await tx.select({ id: teams.id, division: teams.division, owner: teams.idUser }).from(teams).where(inArray22(teams.id, teamIds)).orderBy(teams.id).for("share");
  const byId = new Map(teamRows.map((t) => [t.id, t]));
  const errors = {};
  items.forEach((item, i) => {
    if (!found.has(item.tournament_id)) add(errors, `prizes.${i}.tournament_id`, messages18.tournamentNotFound);
    const team3 = byId.get(item.team_id);
    if (!team3) add(errors, `prizes.${i}.team_id`, messages18.teamNotFound);
    else if (!isDivision(team3.division)) add(errors, `prizes.${i}.team_id`, messages18.teamNotLeague);
    else if (team3.owner === null) add(errors, `prizes.${i}.team_id`, messages18.noManager);
  });
  if (Object.keys(errors).length > 0) throw unprocessable(errors);
  return new Map(teamRows.map((t) => [t.id, t.owner]));
}
async function livePrizeId(tx, item) {
  const [row] = await tx.select({ id: prizes.id }).from(prizes).where(
    and33(
      eq55(prizes.tournamentId, item.tournament_id),
      eq55(prizes.teamId, item.team_id),
      eq55(sql33`lower(${prizes.position})`, item.position.toLowerCase()),
      isNull7(prizes.revertedAt)
    )
  );
  if (!row) throw new Error("prize conflict without a live prize");
  return row.id;
}

// apps/api/src/features/prizes/revert-prize.ts
import { eq as eq56 } from "drizzle-orm";
async function revertPrize(db, id2, reason, by, now) {
  await db.transaction(async (tx) => {
    const [prize] = await tx.select().from(prizes).where(eq56(prizes.id, id2)).for("update");
    if (!prize) throw notFound(messages18.notFound);
    if (prize.revertedAt) throw ruleBroken("prize", messages18.alreadyReverted);
    if (prize.paidUserId !== null) {
      await moveMoney(tx, {
        userId: prize.paidUserId,
        amount: -prize.amount,
        reason: "prize_reversal",
        refType: "prize",
        refId: prize.id,
        createdBy: by.id,
        note: reason,
        allowNegative: true
      });
    }
    await tx.update(prizes).set({ revertedAt: now, revertedBy: by.id, revertReason: reason }).where(eq56(prizes.id, prize.id));
  });
}

// apps/api/src/features/prizes/preview.ts
import { createHash as createHash4 } from "node:crypto";

// apps/api/src/features/prizes/preview-queries.ts
import { and as and34, asc as asc20, eq as eq57, inArray as inArray23 } from "drizzle-orm";
import { alias as alias10 } from "drizzle-orm/pg-core";
var home3 = alias10(teams, "home");
var away3 = alias10(teams, "away");
async function cupFinal(db, tournament) {
  const [final] = await db.select({
    home: { id: home3.id, name: home3.name },
    away: { id: away3.id, name: away3.name },
    homeGoals: matches.scoreHome,
    awayGoals: matches.scoreAway,
    status: matches.status
  }).from(matches).innerJoin(home3, eq57(home3.id, matches.teamHomeId)).innerJoin(away3, eq57(away3.id, matches.teamAwayId)).where(and34(eq57(matches.tournamentId, tournament.id), eq57(matches.stage, FINAL_STAGE[tournament.format])));
  return final;
}
var matchStates = (db, tournamentId) => db.select({ stage: matches.stage, status: matches.status }).from(matches).where(eq57(matches.tournamentId, tournamentId));
async function teamsWithManagers(db, teamIds) {
  if (teamIds.length === 0) return [];
  return db.select({
    id: teams.id,
    name: teams.name,
    division: teams.division,
    ownerId: users.id,
    ownerName: users.name
  }).from(teams).leftJoin(users, eq57(users.id, teams.idUser)).where(inArray23(teams.id, [...teamIds])).orderBy(asc20(teams.id));
}

// apps/api/src/features/prizes/table-queries.ts
import { asc as asc21, eq as eq58, inArray as inArray24 } from "drizzle-orm";
async function savedTables(db, ids) {
  if (ids.length === 0) return /* @__PURE__ */ new Map();
  const [heads, rows2] = await Promise.all([
    db.select().from(prizeTables).where(inArray24(prizeTables.tournamentId, [...ids])),
    db.select().from(prizeTablePositions).where(inArray24(prizeTablePositions.tournamentId, [...ids])).orderBy(asc21(prizeTablePositions.position))
  ]);
  return new Map(
    heads.map((h) => [
      h.tournamentId,
      {
        positions: rows2.filter((r) => r.tournamentId === h.tournamentId).map((r) => ({ position: r.position, amount: r.amount })),
        scorer_bonus: h.scorerBonus,
        assists_bonus: h.assistsBonus,
        updatedAt: h.updatedAt
      }
    ])
  );
}
async function prizeTablesOf(db, list) {
  const ids = list.map((t) => t.id);
  const [saved, paid] = await Promise.all([savedTables(db, ids), livePrizeCounts(db, ids)]);
  return list.map((t) => {
    const table = saved.get(t.id);
    const amounts = table ?? defaultPrizeTable(t.format);
    return {
      tournament: { id: t.id, name: t.name, format: t.format, season_id: t.seasonId },
      positions: amounts.positions,
      scorer_bonus: amounts.scorer_bonus,
      assists_bonus: amounts.assists_bonus,
      saved: table !== void 0,
      updated_at: table?.updatedAt.toISOString() ?? null,
      paid_count: paid.get(t.id) ?? 0
    };
  });
}
async function seasonTournaments2(db, seasonId) {
  const rows2 = await db.select({
    id: tournaments.id,
    name: tournaments.name,
    format: tournaments.format,
    seasonId: tournaments.seasonId
  }).from(tournaments).where(eq58(tournaments.seasonId, seasonId)).orderBy(asc21(tournaments.id));
  return rows2.map((r) => ({ ...r, format: asFormat(r.format) }));
}
async function savePrizeTable(db, tournamentId, input, userId, now) {
  await db.transaction(async (tx) => {
    await tx.insert(prizeTables).values({
      tournamentId,
      scorerBonus: input.scorer_bonus,
      assistsBonus: input.assists_bonus,
      updatedBy: userId,
      updatedAt: now
    }).onConflictDoUpdate({
      target: prizeTables.tournamentId,
      set: {
        scorerBonus: input.scorer_bonus,
        assistsBonus: input.assists_bonus,
        updatedBy: userId,
        updatedAt: now
      }
    });
    await tx.delete(prizeTablePositions).where(eq58(prizeTablePositions.tournamentId, tournamentId));
    if (input.positions.length > 0)
      await tx.insert(prizeTablePositions).values(input.positions.map((p) => ({ tournamentId, position: p.position, amount: p.amount })));
  });
}

// apps/api/src/features/prizes/preview.ts
async function finalPlaces(db, t) {
  if (isLeagueFormat(t.format))
    return (await tournamentStandings(db, t.id)).map((s) => ({
      position: s.position,
      team: s.team,
      detail: `${s.points} pts, DG ${s.goal_difference > 0 ? "+" : ""}${s.goal_difference}`
    }));
  const final = await cupFinal(db, t);
  if (!final || final.status !== "completed") return [];
  return cupPlaces({
    home: final.home,
    away: final.away,
    home_goals: final.homeGoals,
    away_goals: final.awayGoals
  });
}
async function prizePreview(db, t) {
  const [table] = await prizeTablesOf(db, [t]);
  const [states, places, tops, live] = await Promise.all([
    matchStates(db, t.id),
    finalPlaces(db, t),
    topLists(db, t.id),
    livePrizeKeys(db, t.id)
  ]);
  const planned = planPrizes(table, places, tops.goals, tops.assists);
  const teamIds = [...new Set(planned.flatMap((p) => p.team ? [p.team.id] : []))];
  const teamRows = await teamsWithManagers(db, teamIds);
  const byId = new Map(teamRows.map((r) => [r.id, r]));
  const paid = new Set(live.map((p) => `${p.teamId}:${p.position.toLowerCase()}`));
  const lines = planned.map((p) => {
    const row = p.team ? byId.get(p.team.id) : void 0;
    const manager = row?.ownerId != null && row.ownerName != null ? { id: row.ownerId, name: row.ownerName } : null;
    const status = !row ? "undetermined" : !isDivision(row.division) ? "not_league_team" : !manager ? "no_manager" : paid.has(`${row.id}:${p.position.toLowerCase()}`) ? "already_paid" : "payable";
    return {
      kind: p.kind,
      position: p.position,
      amount: p.amount,
      team: row ? { id: row.id, name: row.name, division: row.division ?? "" } : null,
      manager,
      detail: p.detail,
      status
    };
  });
  const pending = pendingToFinish(t.format, states);
  return {
    tournament: { id: t.id, name: t.name, format: t.format, season_id: t.seasonId },
    finished: pending === 0,
    not_finished_reason: pending === 0 ? null : isLeagueFormat(t.format) ? messages18.notFinishedLeague(pending) : messages18.notFinishedCup,
    lines,
    total_payable: lines.filter((l) => l.status === "payable").reduce((sum, l) => sum + l.amount, 0),
    fingerprint: fingerprint(lines)
  };
}
function fingerprint(lines) {
  const essence = lines.map((l) => [l.position, l.amount, l.team?.id ?? null, l.manager?.id ?? null]);
  return createHash4("sha256").update(JSON.stringify(essence)).digest("base64url");
}

// apps/api/src/features/prizes/table-routes.ts
var tags16 = ["prizes"];
var routes25 = async (app) => {
  const editors = { onRequest: app.auth(policy.editPrizeTables) };
  const payers = { onRequest: app.auth(policy.awardPrizes) };
  const tournamentOr404 = async (id2) => {
    const t = await findTournament(app.db, id2);
    if (!t) throw notFound(messages18.tournamentNotFound);
    return t;
  };
  app.get(
    "/create-prizes",
    {
      ...editors,
      schema: {
        tags: tags16,
        querystring: SeasonQuerySchema,
        response: { 200: PrizeTablesAnswerSchema }
      }
    },
    async (request) => {
      const season = await chosenOrActiveSeason(app.db, request.query.season);
      if (!season) throw ruleBroken("season", SEASON_MESSAGES.noActive);
      return { data: await prizeTablesOf(app.db, await seasonTournaments2(app.db, season.id)) };
    }
  );
  app.put(
    "/create-prizes/:tournament_id",
    {
      ...editors,
      schema: {
        tags: tags16,
        params: PrizeTableParamsSchema,
        body: SavePrizeTableSchema,
        response: { 200: PrizeTableSavedSchema }
      }
    },
    async (request) => {
      const t = await tournamentOr404(request.params.tournament_id);
      await savePrizeTable(app.db, t.id, request.body, actor(request).id, app.clock.now());
      const [table] = await prizeTablesOf(app.db, [t]);
      return { message: messages18.tableSaved, table };
    }
  );
  app.get(
    "/create-prizes/:tournament_id/preview",
    { ...editors, schema: { tags: tags16, params: PrizeTableParamsSchema, response: { 200: PrizePreviewSchema } } },
    async (request) => prizePreview(app.db, await tournamentOr404(request.params.tournament_id))
  );
  app.post(
    "/create-prizes/:tournament_id/apply",
    {
      ...payers,
      schema: {
        tags: tags16,
        params: PrizeTableParamsSchema,
        body: ApplyPrizeTableSchema,
        response: { 200: PrizesPaidAnswerSchema }
      }
    },
    async (request) => {
      const t = await tournamentOr404(request.params.tournament_id);
      const preview = await prizePreview(app.db, t);
      if (!preview.finished) throw ruleBroken("tournament_id", preview.not_finished_reason);
      if (preview.fingerprint !== request.body.fingerprint)
        throw ruleBroken("fingerprint", messages18.previewChanged);
      const lines = preview.lines.filter((l) => l.status === "payable" || l.status === "already_paid");
      if (lines.length === 0) throw ruleBroken("tournament_id", messages18.nothingToPay);
      const items = lines.map((l) => ({
        tournament_id: t.id,
        team_id: l.team.id,
        amount: l.amount,
        position: l.position,
        description: `${t.name}: ${l.detail}`.slice(0, 300)
      }));
      return paidAnswer(app.db, await payPrizes(app.db, items, actor(request), app.clock.now(), "table"));
    }
  );
};
var table_routes_default = routes25;

// apps/api/src/features/prizes/routes.ts
var tags17 = ["prizes"];
var routes26 = async (app) => {
  const admin = { onRequest: app.auth(policy.awardPrizes) };
  app.post(
    "/prizes",
    { ...admin, schema: { tags: tags17, body: SubmitPrizesSchema, response: { 200: PrizesPaidAnswerSchema } } },
    async (request) => {
      const outcome = await payPrizes(app.db, request.body.prizes, actor(request), app.clock.now(), "manual");
      return paidAnswer(app.db, outcome);
    }
  );
  app.get(
    "/prizes",
    { ...admin, schema: { tags: tags17, querystring: PrizeListQuerySchema, response: { 200: PrizeListSchema } } },
    (request) => listPrizes(app.db, request.query)
  );
  app.post(
    "/prizes/:id/revert",
    {
      ...admin,
      schema: {
        tags: tags17,
        params: IdParamsSchema,
        body: RevertPrizeSchema,
        response: { 200: RevertPrizeAnswerSchema }
      }
    },
    async (request) => {
      const { id: id2 } = request.params;
      await revertPrize(app.db, id2, request.body.reason, actor(request), app.clock.now());
      return { message: messages18.reverted, prize: await prizeView(app.db, id2) };
    }
  );
  await app.register(table_routes_default);
};
var routes_default23 = routes26;

// apps/api/src/features/rulebook/queries.ts
import { and as and35, asc as asc22, desc as desc15, eq as eq59, lt as lt4, sql as sql34 } from "drizzle-orm";
async function sectionsOf(db, seasonId) {
  const rows2 = await db.select({ s: rulebookSections, editor: users.name }).from(rulebookSections).leftJoin(users, eq59(users.id, rulebookSections.updatedBy)).where(eq59(rulebookSections.seasonId, seasonId)).orderBy(asc22(rulebookSections.position), asc22(rulebookSections.id));
  return rows2.map(({ s, editor }) => ({
    id: s.id,
    slug: s.slug,
    position: s.position,
    title: s.title,
    body: s.body,
    content: resolveRulebook(s.body),
    updated_at: s.updatedAt.toISOString(),
    updated_by: s.updatedBy !== null && editor !== null ? { id: s.updatedBy, name: editor } : null
  }));
}
async function sectionById(db, id2) {
  const [row] = await db.select({ seasonId: rulebookSections.seasonId }).from(rulebookSections).where(eq59(rulebookSections.id, id2));
  return row ? (await sectionsOf(db, row.seasonId)).find((s) => s.id === id2) : void 0;
}
async function sourceSeason(db, season) {
  const [row] = await db.select({ id: seasons.id, name: seasons.name }).from(seasons).where(
    and35(
      sql34`${seasons.id} <= ${season.id}`,
      sql34`exists (select 1 from ${rulebookSections} where ${rulebookSections.seasonId} = ${seasons.id})`
    )
  ).orderBy(desc15(seasons.id)).limit(1);
  return row ?? null;
}
function prefixQuery(text11) {
  const words2 = text11.match(/[\p{L}\p{N}]+/gu) ?? [];
  return words2.slice(0, 10).map((w) => `${w}:*`).join(" & ");
}
var START = "";
var STOP = "";
var HEADLINE = `StartSel=${START}, StopSel=${STOP}, MaxWords=28, MinWords=10, MaxFragments=2, FragmentDelimiter=" \u2026 "`;
function snippetParts(headline) {
  const clean = (t) => t.replace(/[*_#>|`]+/g, "").replace(/\s+/g, " ");
  const parts = [];
  for (const [i, piece] of headline.split(START).entries()) {
    const [matched, rest] = i === 0 ? [null, piece] : piece.split(STOP);
    if (matched) parts.push({ text: clean(matched), match: true });
    if (rest) parts.push({ text: clean(rest), match: false });
  }
  return parts.filter((p) => p.text.trim() !== "" || p.match);
}
async function searchSections(db, seasonId, q) {
  const query = prefixQuery(q);
  if (query === "") return [];
  const tsq = sql34`to_tsquery('spanish', ${query})`;
  const rows2 = await db.select({
    id: rulebookSections.id,
    slug: rulebookSections.slug,
    title: rulebookSections.title,
    headline: sql34`ts_headline('spanish', ${rulebookSections.searchText}, ${tsq}, ${HEADLINE})`
  }).from(rulebookSections).where(and35(eq59(rulebookSections.seasonId, seasonId), sql34`${rulebookSections.searchVector} @@ ${tsq}`)).orderBy(sql34`ts_rank(${rulebookSections.searchVector}, ${tsq}) desc`, asc22(rulebookSections.position)).limit(20);
  return rows2.map((r) => ({ id: r.id, slug: r.slug, title: r.title, snippet: snippetParts(r.headline) }));
}
async function revisionsOf(db, sectionId) {
  const rows2 = await db.select({ r: rulebookRevisions, editor: users.name }).from(rulebookRevisions).leftJoin(users, eq59(users.id, rulebookRevisions.editedBy)).where(eq59(rulebookRevisions.sectionId, sectionId)).orderBy(desc15(rulebookRevisions.id));
  return rows2.map(({ r, editor }) => ({
    id: r.id,
    title: r.title,
    body: r.body,
    edited_by: r.editedBy !== null && editor !== null ? { id: r.editedBy, name: editor } : null,
    created_at: r.createdAt.toISOString()
  }));
}
async function previousRulebookSeason(db, seasonId) {
  const [row] = await db.select({ id: rulebookSections.seasonId }).from(rulebookSections).where(lt4(rulebookSections.seasonId, seasonId)).orderBy(desc15(rulebookSections.seasonId)).limit(1);
  return row?.id ?? null;
}

// apps/api/src/features/rulebook/service.ts
import { and as and36, asc as asc23, eq as eq60, inArray as inArray25, max as max3, sql as sql35 } from "drizzle-orm";
async function saveSection(db, id2, input, userId, now) {
  await db.transaction(async (tx) => {
    const [row] = await tx.update(rulebookSections).set({
      title: input.title,
      body: input.body,
      searchText: resolveRulebook(input.body),
      updatedBy: userId,
      updatedAt: now
    }).where(eq60(rulebookSections.id, id2)).returning({ id: rulebookSections.id });
    if (!row) throw notFound(RULEBOOK_MESSAGES.sectionNotFound);
    await tx.insert(rulebookRevisions).values({ sectionId: id2, title: input.title, body: input.body, editedBy: userId, createdAt: now });
  });
}
async function createSection(db, seasonId, input, userId) {
  const slug = slugify(input.title) || "seccion";
  try {
    return await db.transaction(async (tx) => {
      const [last] = await tx.select({ n: max3(rulebookSections.position) }).from(rulebookSections).where(eq60(rulebookSections.seasonId, seasonId));
      await insertRulebookSections(tx, seasonId, [{ slug, title: input.title, body: input.body }], userId);
      const [row] = await tx.update(rulebookSections).set({ position: (last?.n ?? 0) + 1 }).where(and36(eq60(rulebookSections.seasonId, seasonId), eq60(rulebookSections.slug, slug))).returning({ id: rulebookSections.id });
      return row.id;
    });
  } catch (error) {
    if (pgErrorCode(error) === PG_UNIQUE_VIOLATION) throw ruleBroken("title", RULEBOOK_MESSAGES.slugTaken);
    throw error;
  }
}
async function copyRulebook(db, seasonId, userId) {
  try {
    await db.transaction(async (tx) => {
      if ((await sectionsOf(tx, seasonId)).length > 0) throw ruleBroken("season_id", RULEBOOK_MESSAGES.alreadyHasSections);
      const from = await previousRulebookSeason(tx, seasonId);
      if (from === null) throw ruleBroken("season_id", RULEBOOK_MESSAGES.nothingToCopy);
      await insertRulebookSections(tx, seasonId, await sectionsOf(tx, from), userId);
    });
  } catch (error) {
    if (pgErrorCode(error) === PG_UNIQUE_VIOLATION) throw ruleBroken("season_id", RULEBOOK_MESSAGES.alreadyHasSections);
    throw error;
  }
}
async function lockedSeasonOrder(tx, sectionId) {
  const [section] = await tx.select({ seasonId: rulebookSections.seasonId }).from(rulebookSections).where(eq60(rulebookSections.id, sectionId));
  if (!section) throw notFound(RULEBOOK_MESSAGES.sectionNotFound);
  return tx.select({ id: rulebookSections.id, position: rulebookSections.position }).from(rulebookSections).where(eq60(rulebookSections.seasonId, section.seasonId)).orderBy(asc23(rulebookSections.position), asc23(rulebookSections.id)).for("update");
}
async function moveSection(db, id2, direction) {
  await db.transaction(async (tx) => {
    const order = await lockedSeasonOrder(tx, id2);
    const from = order.findIndex((s) => s.id === id2);
    if (from < 0) throw notFound(RULEBOOK_MESSAGES.sectionNotFound);
    const to = direction === "up" ? from - 1 : from + 1;
    if (to < 0) throw ruleBroken("direction", RULEBOOK_MESSAGES.alreadyFirst);
    if (to >= order.length) throw ruleBroken("direction", RULEBOOK_MESSAGES.alreadyLast);
    const ids = order.map((s) => s.id);
    [ids[from], ids[to]] = [ids[to], ids[from]];
    await renumber(tx, ids, order);
  });
}
async function renumber(tx, ids, before) {
  const old = new Map(before.map((s) => [s.id, s.position]));
  const changed = ids.map((id2, i) => ({ id: id2, position: i + 1 })).filter((s) => old.get(s.id) !== s.position);
  if (changed.length === 0) return;
  const cases = sql35.join(
    changed.map((s) => sql35`when ${s.id} then ${s.position}::integer`),
    sql35` `
  );
  await tx.update(rulebookSections).set({ position: sql35`case ${rulebookSections.id} ${cases} end` }).where(
    inArray25(
      rulebookSections.id,
      changed.map((s) => s.id)
    )
  );
}
async function deleteSection(db, id2) {
  await db.transaction(async (tx) => {
    const order = await lockedSeasonOrder(tx, id2);
    await tx.delete(rulebookSections).where(eq60(rulebookSections.id, id2));
    const rest = order.filter((s) => s.id !== id2);
    await renumber(
      tx,
      rest.map((s) => s.id),
      rest
    );
  });
}

// apps/api/src/features/rulebook/routes.ts
var tags18 = ["rulebook"];
var seasonRef = (s) => s ? { id: s.id, name: s.name } : null;
var routes27 = async (app) => {
  const member = { onRequest: app.auth(policy.readLeague) };
  const admin = { onRequest: app.auth(policy.editRuleBook) };
  const seasonOr422 = async (id2) => {
    const season = await chosenOrActiveSeason(app.db, id2);
    if (!season) throw ruleBroken("season", RULEBOOK_MESSAGES.noSeason);
    return season;
  };
  app.get(
    "/rulebook",
    { ...member, schema: { tags: tags18, querystring: RulebookQuerySchema, response: { 200: RulebookSchema } } },
    async (request) => {
      const season = await chosenOrActiveSeason(app.db, request.query.season);
      const source = season ? await sourceSeason(app.db, season) : null;
      return {
        title: rulebookTitle(season),
        season: seasonRef(season),
        source_season: source && season && source.id !== season.id ? seasonRef(source) : null,
        sections: source ? await sectionsOf(app.db, source.id) : []
      };
    }
  );
  app.get(
    "/rulebook/search",
    {
      ...member,
      schema: { tags: tags18, querystring: RulebookSearchQuerySchema, response: { 200: RulebookSearchSchema } }
    },
    async (request) => {
      const source = await sourceSeason(app.db, await seasonOr422(request.query.season));
      return { data: source ? await searchSections(app.db, source.id, request.query.q) : [] };
    }
  );
  app.get(
    "/rulebook/sections/:id/revisions",
    { ...member, schema: { tags: tags18, params: IdParamsSchema, response: { 200: RulebookRevisionsSchema } } },
    async (request) => {
      if (!await sectionById(app.db, request.params.id)) throw notFound(RULEBOOK_MESSAGES.sectionNotFound);
      return { data: await revisionsOf(app.db, request.params.id) };
    }
  );
  app.put(
    "/rulebook/sections/:id",
    {
      ...admin,
      schema: {
        tags: tags18,
        params: IdParamsSchema,
        body: SaveSectionSchema,
        response: { 200: SectionSavedSchema }
      }
    },
    async (request) => {
      await saveSection(app.db, request.params.id, request.body, actor(request).id, app.clock.now());
      return { message: RULEBOOK_MESSAGES.saved, section: await sectionById(app.db, request.params.id) };
    }
  );
  app.delete(
    "/rulebook/sections/:id",
    { ...admin, schema: { tags: tags18, params: IdParamsSchema, response: { 200: MessageSchema } } },
    async (request) => {
      await deleteSection(app.db, request.params.id);
      return { message: RULEBOOK_MESSAGES.deleted };
    }
  );
  app.post(
    "/rulebook/sections/:id/move",
    {
      ...admin,
      schema: { tags: tags18, params: IdParamsSchema, body: MoveSectionSchema, response: { 200: MessageSchema } }
    },
    async (request) => {
      await moveSection(app.db, request.params.id, request.body.direction);
      return { message: RULEBOOK_MESSAGES.moved };
    }
  );
  app.post(
    "/rulebook/sections",
    {
      ...admin,
      schema: {
        tags: tags18,
        body: CreateSectionSchema,
        response: { 201: SectionSavedSchema }
      }
    },
    async (request, reply) => {
      const season = await seasonOr422(request.body.season_id);
      const id2 = await createSection(app.db, season.id, request.body, actor(request).id);
      return reply.code(201).send({ message: RULEBOOK_MESSAGES.created, section: await sectionById(app.db, id2) });
    }
  );
  app.post(
    "/rulebook/copy",
    {
      ...admin,
      schema: { tags: tags18, body: CopyRulebookSchema, response: { 201: MessageSchema } }
    },
    async (request, reply) => {
      const season = await seasonOr422(request.body.season_id);
      await copyRulebook(app.db, season.id, actor(request).id);
      return reply.code(201).send({ message: RULEBOOK_MESSAGES.copied });
    }
  );
};
var routes_default24 = routes27;

// apps/api/src/features/assistant/context.ts
var link = (label, href) => ({ label, href });

// apps/api/src/features/assistant/entities.ts
var QUESTION_WORDS = new Set(
  "que quien quienes cual cuales cuanto cuanta cuantos cuantas como cuando donde esta estan va van es son el la los las de del al un una unos unas y o en por para con sin su sus mi mis me tengo hay equipo equipos jugador jugadores juega juegan valor vale goles gol asistencias estadisticas informe scouting reporte posicion puesto puntos tabla suspendido suspendida sancionado partido partidos liga primera segunda temporada proximo siguiente lista plantel presupuesto oferta ofertas subasta".split(" ")
);
var GENERIC_TEAM_WORDS = new Set(
  "club atletico deportivo fc cf real del de la el los las san athletic".split(" ")
);
var MAX_CHOICES = 5;
function score2(questionWords, name3, generic) {
  const nameWords = words(name3);
  let distinctive = 0;
  let all = 0;
  for (const w of nameWords) {
    if (!questionWords.some((q) => nameWordMatches(q, w))) continue;
    all += 1;
    if (!generic.has(w)) distinctive += 1;
  }
  return { distinctive, all, full: all === nameWords.length };
}
function resolve(question, items, kind) {
  const q = words(question).filter((w) => w.length >= 3 && !QUESTION_WORDS.has(w));
  if (q.length === 0) return { kind: "none" };
  const generic = kind === "team" ? GENERIC_TEAM_WORDS : /* @__PURE__ */ new Set();
  let best = [];
  let bestKey = 0;
  for (const item of items) {
    const s = score2(q, item.name, generic);
    if (s.distinctive === 0) continue;
    const key2 = s.all * 10 + (s.full ? 5 : 0);
    if (key2 > bestKey) [best, bestKey] = [[item], key2];
    else if (key2 === bestKey) best.push(item);
  }
  if (best.length === 0) return { kind: "none" };
  if (best.length === 1) return { kind: "one", item: best[0] };
  return { kind: "ambiguous", items: best.slice(0, MAX_CHOICES) };
}

// apps/api/src/features/assistant/messages.ts
var messages19 = {
  greeting: "\xA1Hola! Soy el asistente de la liga. Respondo con el reglamento y con los datos de la liga: tu presupuesto, tu plantel, tus partidos, las tablas y los jugadores.",
  unknown: "No encontr\xE9 una respuesta para eso en el reglamento ni en los datos de la liga. Prob\xE1 reformular la pregunta o mir\xE1 el reglamento completo.",
  private: "Eso es informaci\xF3n privada de otros usuarios: el presupuesto, los movimientos, el email y las ofertas selladas de cada manager solo los ve su due\xF1o (y la organizaci\xF3n cuando corresponde). Puedo darte tus propios datos.",
  noTeam: "No ten\xE9s un equipo asignado, as\xED que no tengo datos de plantel ni de partidos para vos.",
  noBudget: "Tu cuenta no tiene presupuesto: solo los miembros de la liga manejan uno.",
  noSeason: "No hay una temporada activa.",
  ambiguousPlayer: (names) => `Hay varios jugadores con ese nombre: ${names}. \xBFCu\xE1l de ellos?`,
  ambiguousTeam: (names) => `Hay varios equipos con ese nombre: ${names}. \xBFCu\xE1l de ellos?`,
  noPlayer: "No encontr\xE9 a ese jugador. Escrib\xED su nombre y apellido, o buscalo en Jugadores.",
  noTeamFound: "No encontr\xE9 ese equipo. Escrib\xED su nombre como figura en Equipos.",
  ruleQuote: (title2, quote) => `Seg\xFAn el reglamento (${title2}): ${quote}`,
  budget: (amount2, moves) => `Tu presupuesto es ${amount2}.${moves}`,
  lastMoves: (list) => ` \xDAltimos movimientos: ${list}.`,
  squad: (s) => `${s.team} tiene ${s.total} jugadores en el plantel y ${s.reg} inscriptos en la lista (tope ${s.limit}): ${s.adults} mayores de 20 de ${s.la} y ${s.youth} de 20 o menos de ${s.ly}.`,
  ca: (avg, cap, size, over) => cap === null ? `El promedio de CA de tus ${size} mejores jugadores es ${avg}; tu equipo no tiene tope de divisi\xF3n.` : `El promedio de CA de tus ${size} mejores jugadores es ${avg} y el tope de tu divisi\xF3n es ${cap}: ${over ? "lo super\xE1s, ten\xE9s que corregirlo antes de la fecha siguiente" : "est\xE1s dentro del tope"}.`,
  offers: (clauses, transfers2) => `${clauses} ${transfers2}`,
  noOffers: "No ten\xE9s ofertas activas.",
  ownOffers: (list) => `Tus ofertas activas: ${list}.`,
  noTransfers: "No ten\xE9s transferencias pendientes.",
  transfers: (list) => `Transferencias pendientes: ${list}.`,
  nextMatch: (m) => `Tu pr\xF3ximo partido: ${m.home} vs ${m.away}, ${m.stage} de ${m.tournament}${m.date}.`,
  noNextMatch: "No ten\xE9s partidos pendientes en la temporada activa.",
  noSuspended: (team3) => `${team3} no tiene jugadores suspendidos para las pr\xF3ximas fechas.`,
  suspendedList: (team3, list) => `Suspendidos de ${team3}: ${list}.`,
  playerSuspended: (name3, rounds) => `${name3} est\xE1 suspendido: ${rounds}.`,
  playerNotSuspended: (name3) => `${name3} no tiene suspensiones pendientes esta temporada.`,
  top: (kind, tournament, list) => `${kind} de ${tournament}: ${list}.`,
  noTop: (tournament) => `Todav\xEDa no hay estad\xEDsticas cargadas en ${tournament}.`,
  standing: (team3, pos, pts, played, tournament) => `${team3} est\xE1 ${pos}.\xBA en ${tournament} con ${pts} puntos en ${played} partidos.`,
  noStanding: (team3) => `${team3} no juega un torneo de liga esta temporada.`,
  leaders: (list) => `Van primeros: ${list}.`,
  player: (p) => `${p.name} juega en ${p.team}. Tiene ${p.age} a\xF1os, CA ${p.ca}, PA ${p.pa} y vale ${p.value}${p.status ? ` (${p.status})` : ""}.`,
  playerSeason: (season, m, g, a) => ` En la ${season}: ${m} partidos, ${g} goles y ${a} asistencias.`,
  nextReveal: (when, hours) => `Las ofertas por cl\xE1usula son secretas hasta el cierre de la ventana en que se hizo la primera. Las ventanas cierran a las ${hours} (hora de la liga); la pr\xF3xima cierra ${when}.`,
  noAuctions: "No hay subastas abiertas en este momento.",
  auctions: (list) => `Subastas abiertas: ${list}.`,
  source: {
    rulebook: (title2) => `Reglamento: ${title2}`,
    squad: "Plantel",
    dashboard: "Mi estado",
    offers: "Mis ofertas",
    matches: "Partidos",
    standings: "Tablas",
    statistics: "Estad\xEDsticas",
    teamStats: (team3) => `Estad\xEDsticas de ${team3}`,
    player: (name3) => `Jugador: ${name3}`,
    match: (label) => `Partido: ${label}`,
    auctions: "Subastas"
  }
};

// apps/api/src/features/assistant/queries.ts
import { and as and37, asc as asc24, desc as desc16, eq as eq61, inArray as inArray26, sql as sql36 } from "drizzle-orm";
var HISTORY_LIMIT = 100;
async function history(db, userId) {
  const rows2 = await db.select().from(assistantMessages).where(eq61(assistantMessages.userId, userId)).orderBy(desc16(assistantMessages.id)).limit(HISTORY_LIMIT);
  return rows2.reverse().map((r) => ({
    id: r.id,
    role: r.role,
    content: r.content,
    sources: r.sources,
    created_at: r.createdAt.toISOString()
  }));
}
async function saveExchange(db, userId, question, answer2) {
  await db.insert(assistantMessages).values([
    { userId, role: "user", content: question, sources: [] },
    { userId, role: "assistant", content: answer2.message, sources: answer2.sources }
  ]);
}
async function entityNames(db) {
  const [playerRows, teamRows] = await Promise.all([
    db.select({ id: players.id, name: players.name }).from(players),
    db.select({ id: teams.id, name: teams.name, division: teams.division }).from(teams)
  ]);
  return { players: playerRows, teams: teamRows };
}
async function leagueTournaments(db, seasonId) {
  return db.select({ id: tournaments.id, name: tournaments.name, format: tournaments.format }).from(tournaments).where(and37(eq61(tournaments.seasonId, seasonId), inArray26(tournaments.format, ["PD", "SD"]))).orderBy(asc24(tournaments.format));
}
async function rankedSections(db, seasonId, stems, limit = 3) {
  if (stems.length === 0) return [];
  const tsq = sql36`to_tsquery('spanish', ${stems.join(" | ")})`;
  return db.select({
    slug: rulebookSections.slug,
    title: rulebookSections.title,
    text: rulebookSections.searchText,
    rank: sql36`ts_rank(${rulebookSections.searchVector}, ${tsq})`
  }).from(rulebookSections).where(and37(eq61(rulebookSections.seasonId, seasonId), sql36`${rulebookSections.searchVector} @@ ${tsq}`)).orderBy(sql36`ts_rank(${rulebookSections.searchVector}, ${tsq}) desc`, asc24(rulebookSections.position)).limit(limit);
}
async function playerSeasonTotals(db, playerId) {
  return db.select({
    seasonId: tournaments.seasonId,
    season: seasons.name,
    matches: sql36`count(distinct ${matchStatistics.matchId})::int`,
    goals: sql36`coalesce(sum(${matchStatistics.goals}), 0)::int`,
    assists: sql36`coalesce(sum(${matchStatistics.assists}), 0)::int`,
    mvp: sql36`count(*) filter (where ${matchStatistics.mvp})::int`,
    yellow: sql36`coalesce(sum(${matchStatistics.yellowCards}), 0)::int`,
    red: sql36`coalesce(sum(${matchStatistics.redCards}), 0)::int`,
    injuries: sql36`coalesce(sum(${matchStatistics.simpleInjuries} + ${matchStatistics.seriousInjuries}), 0)::int`
  }).from(matchStatistics).innerJoin(matches, eq61(matches.id, matchStatistics.matchId)).innerJoin(tournaments, eq61(tournaments.id, matchStatistics.tournamentId)).innerJoin(seasons, eq61(seasons.id, tournaments.seasonId)).where(eq61(matchStatistics.playerId, playerId)).groupBy(tournaments.seasonId, seasons.name).orderBy(desc16(tournaments.seasonId));
}

// apps/api/src/features/assistant/suspensions.ts
function suspensionsOf(stats) {
  const byPlayer = /* @__PURE__ */ new Map();
  for (const block of stats.data) {
    const played = Math.max(0, ...block.players.map((p) => p.last_match_round ?? 0));
    for (const p of block.players) {
      const upcoming = p.barred.filter((b) => b.stage > played);
      if (upcoming.length === 0) continue;
      const rounds = spanishList(upcoming.map((b) => /^\d+$/.test(b.label) ? `fecha ${b.label}` : b.label));
      const text11 = `${block.label}, ${rounds}`;
      const prev = byPlayer.get(p.player.id);
      byPlayer.set(p.player.id, {
        id: p.player.id,
        name: p.player.name,
        rounds: prev ? `${prev.rounds}; ${text11}` : text11
      });
    }
  }
  return [...byPlayer.values()];
}

// apps/api/src/features/assistant/league-data.ts
var S = messages19.source;
var TOP = 5;
async function topPlayers(ctx, kind) {
  if (!ctx.season) return { message: messages19.noSeason, sources: [] };
  const label = kind === "goals" ? "Goleadores" : "Asistidores";
  const lines = [];
  for (const t of await leagueTournaments(ctx.db, ctx.season.id)) {
    const list = (await topLists(ctx.db, t.id))[kind].slice(0, TOP);
    lines.push(
      list.length === 0 ? messages19.noTop(t.name) : messages19.top(label, t.name, list.map((e) => `${e.player.name} (${e.team.name}) ${e.value}`).join(", "))
    );
  }
  return { message: lines.join(" ") || messages19.noSeason, sources: [link(S.statistics, "/estadisticas")] };
}
async function teamStanding(ctx, team3) {
  if (!ctx.season) return { message: messages19.noSeason, sources: [] };
  for (const t of await leagueTournaments(ctx.db, ctx.season.id)) {
    const row = (await tournamentStandings(ctx.db, t.id)).find((s) => s.team.id === team3.id);
    if (row)
      return {
        message: messages19.standing(team3.name, row.position, row.points, row.played, t.name),
        sources: [link(S.standings, "/tablas")]
      };
  }
  return { message: messages19.noStanding(team3.name), sources: [link(S.standings, "/tablas")] };
}
async function leaders(ctx) {
  if (!ctx.season) return { message: messages19.noSeason, sources: [] };
  const parts = [];
  for (const t of await leagueTournaments(ctx.db, ctx.season.id)) {
    const top = (await tournamentStandings(ctx.db, t.id))[0];
    if (top) parts.push(`${t.name}: ${top.team.name} con ${top.points} puntos`);
  }
  return { message: messages19.leaders(parts.join("; ")), sources: [link(S.standings, "/tablas")] };
}
async function playerInfo(ctx, p) {
  const [season] = await playerSeasonTotals(ctx.db, p.id);
  const line = season && season.seasonId === ctx.season?.id ? messages19.playerSeason(season.season, season.matches, season.goals, season.assists) : "";
  return {
    message: messages19.player({
      name: p.name,
      team: p.id_team.name,
      age: p.age,
      ca: p.ca,
      pa: p.pa,
      value: formatMoney(p.value),
      status: p.status
    }) + line,
    sources: [link(S.player(p.name), `/players/${p.id}`)]
  };
}
async function playerSuspended(ctx, p) {
  const stats = await teamStatistics(ctx.db, p.id_team.id, ctx.season?.id);
  const hit = suspensionsOf(stats).find((s) => s.id === p.id);
  return {
    message: hit ? messages19.playerSuspended(p.name, hit.rounds) : messages19.playerNotSuspended(p.name),
    sources: [
      link(S.teamStats(p.id_team.name), `/estadisticas/${p.id_team.id}`),
      link(S.player(p.name), `/players/${p.id}`)
    ]
  };
}
function nextReveal(ctx) {
  const at = revealAt(ctx.now, ctx.timeZone);
  return {
    message: messages19.nextReveal(
      formatDateTime(at, ctx.timeZone),
      spanishList(REVEAL_HOURS.map((h) => `${String(h).padStart(2, "0")}:00`))
    ),
    sources: [link(S.rulebook("Cl\xE1usulas de rescisi\xF3n"), "/reglamento#clausulas-de-rescision")]
  };
}
async function auctionsClosing(ctx) {
  const open = (await auctionViews(ctx.db, { status: "active", seasonId: ctx.season?.id }, ctx.now)).filter(
    (a) => a.open
  );
  const sources = [link(S.auctions, "/subastas"), link(S.rulebook("Subastas"), "/reglamento#subastas")];
  if (open.length === 0) return { message: messages19.noAuctions, sources };
  const list = open.slice(0, TOP).map((a) => `${a.player.name} cierra el ${formatDateTime(a.closes_at, ctx.timeZone)}`).join("; ");
  return {
    message: messages19.auctions(list),
    sources: [
      ...sources,
      ...open.slice(0, TOP).map((a) => link(S.player(a.player.name), `/subastas/${a.id_player}`))
    ]
  };
}

// apps/api/src/features/assistant/own-data.ts
var S2 = messages19.source;
async function ownBudget(ctx) {
  if (!may(ctx.me.rol, "seeBudgets")) return { message: messages19.noBudget, sources: [] };
  const [user, moves] = await Promise.all([
    findUserView(ctx.db, ctx.me.id),
    listMovements(ctx.db, ctx.me.id, { page: 1, per_page: 3, all: false })
  ]);
  const list = moves.data.map(
    (m) => `${MOVEMENT_REASON_LABELS[m.reason] ?? m.reason} ${m.amount >= 0 ? "+" : ""}${formatMoney(m.amount)}`
  ).join("; ");
  return {
    message: messages19.budget(formatMoney(user?.profits ?? 0), list ? messages19.lastMoves(list) : ""),
    sources: [link(S2.dashboard, "/dashboard")],
    personal: true
  };
}
async function ownSquad(ctx, what) {
  if (await ownTeamId(ctx.db, ctx.me.id) === void 0) return { message: messages19.noTeam, sources: [] };
  const { team: team3, summary: s } = await loadSquad(ctx.db, ctx.me.id);
  const sources = [
    link(S2.squad, "/plantel"),
    link(
      messages19.source.rulebook(what === "ca" ? "Topes de CA" : "Planteles y listas de buena fe"),
      what === "ca" ? "/reglamento#topes-de-ca" : "/reglamento#planteles-y-listas"
    )
  ];
  if (what === "ca")
    return {
      message: messages19.ca(
        String(s.average_ca),
        s.ca_cap === null ? null : String(s.ca_cap),
        TOP_SQUAD_SIZE,
        s.over_cap
      ),
      sources
    };
  return {
    message: messages19.squad({
      team: team3.name,
      total: s.counts.total,
      reg: s.registered.total,
      limit: s.limits.total,
      adults: s.registered.adults,
      youth: s.registered.youth,
      la: s.limits.adults,
      ly: s.limits.youth
    }),
    sources
  };
}
async function ownOffers(ctx) {
  const seasonId = ctx.season?.id;
  const viewer = { userId: ctx.me.id, now: ctx.now, timeZone: ctx.timeZone };
  const [clauses, transfers2] = await Promise.all([
    may(ctx.me.rol, "createClause") ? clauseList(ctx.db, { createdBy: ctx.me.id, seasonId }, viewer) : Promise.resolve([]),
    listTransferViews(ctx.db, { pendingFor: ctx.me, seasonId }, ctx.me)
  ]);
  const active = clauses.filter((c) => c.active === "yes");
  const offers = active.length ? messages19.ownOffers(active.map((c) => `${c.name} (${formatMoney(c.total_value ?? 0)})`).join("; ")) : messages19.noOffers;
  const pending = transfers2.length ? messages19.transfers(
    transfers2.map((t) => `${t.transferred_players}: ${t.team_from.name} \u2192 ${t.team_to.name}`).join("; ")
  ) : messages19.noTransfers;
  return {
    message: messages19.offers(offers, pending),
    sources: [link(S2.offers, "/misofertas"), link(S2.dashboard, "/dashboard")],
    personal: true
  };
}
async function ownNextMatch(ctx) {
  const teamId2 = await ownTeamId(ctx.db, ctx.me.id);
  if (teamId2 === void 0) return { message: messages19.noTeam, sources: [] };
  if (!ctx.season) return { message: messages19.noSeason, sources: [] };
  const all = await listMatchViews(ctx.db, { seasonId: ctx.season.id });
  const next2 = all.filter((m) => m.status !== "completed" && (m.team_home.id === teamId2 || m.team_away.id === teamId2)).sort((a, b) => (a.match_date ?? "9").localeCompare(b.match_date ?? "9") || a.stage - b.stage)[0];
  if (!next2) return { message: messages19.noNextMatch, sources: [link(S2.matches, "/partidos")] };
  return {
    message: messages19.nextMatch({
      home: next2.team_home.name,
      away: next2.team_away.name,
      stage: next2.stage_label,
      tournament: next2.tournament.name,
      date: next2.match_date ? `, el ${formatDateTime(next2.match_date, ctx.timeZone)}` : ""
    }),
    sources: [link(S2.match(`${next2.team_home.name} vs ${next2.team_away.name}`), `/partidos/${next2.id}`)]
  };
}
async function ownSuspended(ctx) {
  const teamId2 = await ownTeamId(ctx.db, ctx.me.id);
  if (teamId2 === void 0) return { message: messages19.noTeam, sources: [] };
  const stats = await teamStatistics(ctx.db, teamId2, ctx.season?.id);
  const list = suspensionsOf(stats);
  const sources = [link(S2.teamStats(stats.team.name), `/estadisticas/${teamId2}`)];
  if (list.length === 0) return { message: messages19.noSuspended(stats.team.name), sources };
  return {
    message: messages19.suspendedList(stats.team.name, list.map((p) => `${p.name} (${p.rounds})`).join("; ")),
    sources
  };
}

// apps/api/src/features/assistant/rules.ts
var STOP2 = new Set(
  "que cual cuales cuanto cuanta cuantos cuantas como cuando donde quien hay puedo puede pueden se el la los las un una para por con del de en es son mi tu su sus".split(
    " "
  )
);
var SYNONYMS = {
  tarjeta: ["amarillas", "roja"],
  tarjetas: ["amarillas", "roja"],
  expulsion: ["roja"],
  expulsado: ["roja"],
  sancion: ["suspensiones"],
  sanciones: ["suspensiones"],
  suspendido: ["suspensiones"],
  clausula: ["clausula", "rescision"],
  pagar: ["pago", "efectivo"],
  inscribir: ["inscribe", "lista"],
  registrar: ["inscribe", "lista", "registrado"],
  candado: ["bloqueado", "candados"],
  apostar: ["apuesta"],
  retirar: ["retiro"],
  postergar: ["postergarse"],
  tope: ["tope", "promedio"],
  campeon: ["premios", "campeon"],
  premio: ["premios"]
};
var PREFIX = 5;
var WEAK = new Set(
  "gano gana ganar partido partidos equipo equipos jugador jugadores hacer tiene tienen pasa liga".split(" ")
);
function coverage(text11, terms) {
  const prefixes = new Set(words(text11).map((w) => w.slice(0, PREFIX)));
  return new Set(
    terms.filter((t) => !WEAK.has(t) && prefixes.has(t.slice(0, PREFIX))).map((t) => t.slice(0, PREFIX))
  ).size;
}
function retrievalTerms(question) {
  const base = words(question).filter(
    (w) => (w.length >= 3 || w === "ca") && !STOP2.has(w) && /^[a-z0-9]+$/.test(w)
  );
  return [...new Set(base.flatMap((w) => [w, ...SYNONYMS[w] ?? []]))].slice(0, 16);
}
function bestQuote(text11, terms, maxLines = 2) {
  const stems = [...new Set(terms.map((t) => t.slice(0, PREFIX)))];
  const lines = text11.split(/\n+/).map(
    (l) => l.replace(/^[-*|#>\s]+/, "").replace(/[*_`]+/g, "").replace(/\s*\|\s*/g, " ").trim()
  ).filter((l) => l.length > 0 && !/^-+( -+)*$/.test(l));
  const lineWords = lines.map((l) => new Set(words(l).map((w) => w.slice(0, PREFIX))));
  const weight = (s) => 1 / Math.max(1, lineWords.filter((lw) => lw.has(s)).length);
  const scored = lines.map((line, i) => {
    const matched = stems.filter((s) => lineWords[i].has(s)).reduce((n, s) => n + weight(s), 0);
    return { line, i, score: matched > 0 ? matched + (/\d/.test(line) ? 0.5 : 0) : 0 };
  });
  const best = scored.filter((s) => s.score > 0).sort((a, b) => b.score - a.score || a.i - b.i).slice(0, maxLines).sort((a, b) => a.i - b.i);
  return (best.length ? best : scored.slice(0, 1)).map((s) => s.line).join(" ");
}
async function answerFromRules(ctx) {
  if (!ctx.season) return null;
  const source = await sourceSeason(ctx.db, ctx.season);
  if (!source) return null;
  const terms = retrievalTerms(ctx.question);
  const [best] = (await rankedSections(ctx.db, source.id, terms, 5)).map((s, i) => ({ ...s, i, covered: coverage(`${s.title} ${s.text}`, terms) })).sort((a, b) => b.covered - a.covered || a.i - b.i);
  if (!best || best.covered === 0) return null;
  return {
    message: messages19.ruleQuote(best.title, bestQuote(best.text, terms)),
    sources: [link(messages19.source.rulebook(best.title), `/reglamento#${best.slug}`)]
  };
}

// apps/api/src/features/assistant/scouting.ts
var perMatch = (n, m) => m === 0 ? 0 : n / m;
var fmt = (n) => n.toFixed(2).replace(".", ",");
function seasonLine(t) {
  return `${t.season}: ${t.matches} partidos, ${t.goals} goles, ${t.assists} asistencias, ${t.mvp} MVP, ${t.yellow} amarillas, ${t.red} rojas, ${t.injuries} lesiones`;
}
function growth(p) {
  const room = p.pa - p.ca;
  if (room >= 20) return `tiene mucho margen de crecimiento (${room} puntos hasta su PA)`;
  if (room >= 5) return `todav\xEDa puede crecer ${room} puntos`;
  return "est\xE1 cerca de su techo";
}
function trend(current, previous) {
  if (!current || !previous || current.matches === 0 || previous.matches === 0)
    return "Sin temporadas suficientes para medir una tendencia.";
  const now = perMatch(current.goals + current.assists, current.matches);
  const before = perMatch(previous.goals + previous.assists, previous.matches);
  const word = now > before * 1.1 ? "en alza" : now < before * 0.9 ? "en baja" : "estable";
  return `Tendencia ${word}: ${fmt(now)} goles + asistencias por partido contra ${fmt(before)} en la ${previous.season}.`;
}
async function scoutingReport(ctx, p) {
  const seasons2 = await playerSeasonTotals(ctx.db, p.id);
  const current = seasons2.find((s) => s.seasonId === ctx.season?.id);
  const earlier = seasons2.filter((s) => s !== current);
  const parts = [
    `Informe de scouting de ${p.name} (${p.id_team.name}).`,
    `${p.age} a\xF1os, CA ${p.ca} y PA ${p.pa}: ${growth(p)}. Valor: ${formatMoney(p.value)}.`,
    current ? `Esta temporada (${seasonLine(current)}).` : "Esta temporada todav\xEDa no tiene estad\xEDsticas cargadas.",
    earlier.length ? `Antes: ${earlier.slice(0, 3).map(seasonLine).join("; ")}.` : "No tiene estad\xEDsticas de temporadas anteriores.",
    trend(current, earlier[0])
  ];
  const total = seasons2.reduce((n, s) => n + s.matches, 0);
  if (total > 0) {
    const g = seasons2.reduce((n, s) => n + s.goals, 0);
    const a = seasons2.reduce((n, s) => n + s.assists, 0);
    parts.push(
      `En total: ${total} partidos, ${fmt(perMatch(g, total))} goles y ${fmt(perMatch(a, total))} asistencias por partido.`
    );
  }
  return { message: parts.join(" "), sources: [link(messages19.source.player(p.name), `/players/${p.id}`)] };
}

// apps/api/src/features/assistant/answer.ts
var suggestions = [...ASSISTANT_SUGGESTIONS];
var unknown = () => ({
  message: messages19.unknown,
  sources: [link(messages19.source.rulebook("completo"), "/reglamento")],
  suggestions
});
var PLAYER_INTENTS = ["scouting", "player_info", "player_suspended"];
function ambiguity(r, kind, describe) {
  if (r.kind !== "ambiguous") return null;
  const list = r.items.map(describe).join(", ");
  return { message: kind === "player" ? messages19.ambiguousPlayer(list) : messages19.ambiguousTeam(list), sources: [] };
}
async function answer(ctx) {
  const names = await entityNames(ctx.db);
  const playerRef = resolve(ctx.question, names.players, "player");
  const teamRef = resolve(ctx.question, names.teams, "team");
  const intent = detectIntent(ctx.question, {
    hasPlayer: playerRef.kind !== "none",
    hasTeam: teamRef.kind !== "none"
  });
  switch (intent) {
    case "greeting":
      return { message: messages19.greeting, sources: [], suggestions };
    case "private":
      return { message: messages19.private, sources: [], suggestions };
    case "own_budget":
      return ownBudget(ctx);
    case "own_squad":
      return ownSquad(ctx, "counts");
    case "own_ca":
      return ownSquad(ctx, "ca");
    case "own_offers":
      return ownOffers(ctx);
    case "own_next_match":
      return ownNextMatch(ctx);
    case "own_suspended":
      return ownSuspended(ctx);
    case "top_scorers":
      return topPlayers(ctx, "goals");
    case "top_assists":
      return topPlayers(ctx, "assists");
    case "standings_leader":
      return leaders(ctx);
    case "next_reveal":
      return nextReveal(ctx);
    case "auction_close":
      return auctionsClosing(ctx);
    case "team_standing": {
      const asked = ambiguity(teamRef, "team", (t) => t.name);
      if (asked) return asked;
      if (teamRef.kind === "one") return teamStanding(ctx, teamRef.item);
      return { message: messages19.noTeamFound, sources: [link(messages19.source.standings, "/tablas")] };
    }
    default:
      if (PLAYER_INTENTS.includes(intent)) return playerAnswer(ctx, intent, playerRef);
      return await answerFromRules(ctx) ?? unknown();
  }
}
async function playerAnswer(ctx, intent, ref5) {
  if (ref5.kind === "none")
    return intent === "scouting" ? { message: messages19.noPlayer, sources: [link("Jugadores", "/players")] } : unknown();
  if (ref5.kind === "ambiguous") {
    const views = await Promise.all(ref5.items.map((p) => findPlayerView(ctx.db, p.id)));
    return ambiguity(ref5, "player", (p) => {
      const v2 = views.find((x) => x?.id === p.id);
      return v2 ? `${v2.name} (${v2.id_team.name})` : p.name;
    });
  }
  const player = await findPlayerView(ctx.db, ref5.item.id);
  if (!player) return { message: messages19.noPlayer, sources: [] };
  if (intent === "scouting") return scoutingReport(ctx, player);
  if (intent === "player_suspended") return playerSuspended(ctx, player);
  return playerInfo(ctx, player);
}

// apps/api/src/features/assistant/llm.ts
var SYSTEM = "Sos el asistente de una liga de f\xFAtbol simulado. Reescrib\xED en espa\xF1ol rioplatense, claro y breve, la respuesta que te dan. No agregues datos, no quites n\xFAmeros ni nombres, no inventes nada. Devolv\xE9 solo el texto reescrito.";
var numbersOf = (text11) => text11.match(/\d[\d.,:]*/g) ?? [];
var keepsFacts = (grounded, rephrased) => numbersOf(grounded).every((n) => rephrased.includes(n.replace(/[.,:]$/, "")));
async function rephrase(config, question, grounded) {
  if (!config || grounded.personal) return grounded.message;
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), config.timeoutMs);
  try {
    const res = await fetch(`${config.url.replace(/\/$/, "")}/chat/completions`, {
      method: "POST",
      signal: controller.signal,
      headers: {
        "content-type": "application/json",
        ...config.key ? { authorization: `Bearer ${config.key}` } : {}
      },
      body: JSON.stringify({
        model: config.model,
        temperature: 0.2,
        messages: [
          { role: "system", content: SYSTEM },
          { role: "user", content: `Pregunta: ${question}

Respuesta: ${grounded.message}` }
        ]
      })
    });
    if (!res.ok) return grounded.message;
    const body = await res.json();
    const text11 = body.choices?.[0]?.message?.content;
    if (typeof text11 !== "string" || text11.trim() === "" || text11.length > 2e3) return grounded.message;
    return keepsFacts(grounded.message, text11) ? text11.trim() : grounded.message;
  } catch {
    return grounded.message;
  } finally {
    clearTimeout(timer);
  }
}

// apps/api/src/features/assistant/routes.ts
var tags19 = ["assistant"];
var MINUTE2 = 6e4;
var routes28 = async (app) => {
  const guard = { onRequest: app.auth(policy.askAssistant) };
  const limiter = new RateLimiter(new DbCounterStore(app.db), app.env.ASSISTANT_RATE_LIMIT, MINUTE2);
  const llm = app.env.ASSISTANT_LLM_URL && app.env.ASSISTANT_LLM_MODEL ? {
    url: app.env.ASSISTANT_LLM_URL,
    key: app.env.ASSISTANT_LLM_KEY,
    model: app.env.ASSISTANT_LLM_MODEL,
    timeoutMs: app.env.ASSISTANT_LLM_TIMEOUT_MS
  } : null;
  const context = async (request, question) => ({
    db: app.db,
    me: actor(request),
    now: app.clock.now(),
    timeZone: app.env.LEAGUE_TIMEZONE,
    season: await activeSeason(app.db),
    question
  });
  const limited = async (userId) => {
    if (!await limiter.hit(`assistant:${userId}`, app.clock.now())) throw tooManyRequests(ASSISTANT_MESSAGES.rateLimited);
  };
  app.get(
    "/chatbot",
    { ...guard, schema: { tags: tags19, response: { 200: AssistantHistorySchema } } },
    async (request) => ({
      data: await history(app.db, actor(request).id),
      suggestions: [...ASSISTANT_SUGGESTIONS]
    })
  );
  app.post(
    "/chatbot",
    { ...guard, schema: { tags: tags19, body: AskAssistantSchema, response: { 200: AssistantAnswerSchema } } },
    async (request) => {
      const me = actor(request);
      await limited(me.id);
      const ctx = await context(request, request.body.content);
      const grounded = await answer(ctx);
      const message = await rephrase(llm, ctx.question, grounded);
      const reply = { message, sources: grounded.sources, suggestions: grounded.suggestions ?? [] };
      await saveExchange(app.db, me.id, ctx.question, reply);
      return reply;
    }
  );
  app.get(
    "/players/:id/scouting",
    { ...guard, schema: { tags: tags19, params: IdParamsSchema, response: { 200: ScoutingReportSchema } } },
    async (request) => {
      await limited(actor(request).id);
      const player = await findPlayerView(app.db, request.params.id);
      if (!player) throw notFound(messages19.noPlayer);
      const ctx = await context(request, "");
      const report = await scoutingReport(ctx, player);
      return { report: await rephrase(llm, "Informe de scouting", report), sources: report.sources };
    }
  );
};
var routes_default25 = routes28;

// apps/api/src/app.ts
function trustProxy(value) {
  return typeof value === "number" ? (_address, hop) => hop < value : value;
}
async function buildApp(options) {
  installPasswordStrength();
  if (options.env.ENABLE_TEST_ROUTES && options.env.NODE_ENV === "production")
    throw new Error("ENABLE_TEST_ROUTES no puede usarse con NODE_ENV=production.");
  const app = Fastify({
    logger: options.logger === false ? false : {
      level: options.env.LOG_LEVEL,
      ...options.logStream ? { stream: options.logStream } : {},
      // The live-events stream takes a ticket (or token) in the query: keep every form out of logs.
      serializers: {
        req: (req) => ({
          method: req.method,
          url: redactUrl(req.url)
        })
      }
    },
    // One line per request with its duration instead (plugins/request-log.ts).
    logController: new LogController({ disableRequestLogging: true }),
    bodyLimit: 1024 * 1024,
    trustProxy: trustProxy(options.env.TRUST_PROXY)
  }).withTypeProvider();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate("db", options.db);
  app.decorate("env", options.env);
  app.decorate("clock", options.clock ?? new Clock());
  app.decorate("secret", options.secret);
  const serveWeb = options.serveWeb === true && hasWebBuild();
  if (options.serveWeb && !serveWeb)
    app.log.warn("La interfaz web no est\xE1 compilada (npm run build): solo se sirve /api.");
  registerErrorHandling(app, { notFound: !serveWeb });
  registerInputGuard(app);
  await app.register(security_headers_default);
  await app.register(compression_default);
  await app.register(docs_default);
  await app.register(events_default);
  await app.register(auth_default);
  await app.register(derived_cache_default);
  await app.register(metrics_default);
  await app.register(scheduler_default, { start: options.runJobs === true });
  await app.register(request_log_default);
  await app.register(
    async (api) => {
      await api.register(routes_default2);
      await api.register(routes_default);
      await api.register(routes_default13);
      await api.register(routes_default17);
      await api.register(routes_default8);
      await api.register(routes_default5);
      await api.register(routes_default3);
      await api.register(routes_default7);
      await api.register(routes_default10);
      await api.register(routes_default9);
      await api.register(routes_default14);
      await api.register(routes_default15);
      await api.register(routes_default16);
      await api.register(routes_default18);
      await api.register(routes_default19);
      await api.register(routes_default6);
      await api.register(routes_default12);
      await api.register(routes_default20);
      await api.register(routes_default21);
      await api.register(routes_default23);
      await api.register(routes_default24);
      await api.register(routes_default25);
      await api.register(routes_default4);
      await api.register(routes_default22);
      if (options.env.ENABLE_TEST_ROUTES) await api.register(routes_default11);
    },
    { prefix: "/api" }
  );
  if (serveWeb) await registerSpa(app);
  return app;
}

// apps/api/src/env.ts
import { z as z33 } from "zod";
var bool = z33.enum(["true", "false", "1", "0", "yes", "no", ""]).transform((v2) => v2 === "true" || v2 === "1" || v2 === "yes");
var optionalUrl = z33.url().optional().or(z33.literal("").transform(() => void 0));
var EnvSchema = z33.object({
  NODE_ENV: z33.string().default("development"),
  PORT: z33.coerce.number().int().min(0).max(65535).default(3e3),
  HOST: z33.string().default("0.0.0.0"),
  DATA_DIR: z33.string().default("./data"),
  DATABASE_URL: z33.string().optional().or(z33.literal("").transform(() => void 0)),
  /** Connections per instance to PostgreSQL (ignored on PGlite, which has one). */
  DATABASE_POOL_SIZE: z33.coerce.number().int().min(1).max(500).default(10),
  SEED_DEMO: bool.default(true),
  ADMIN_EMAIL: z33.string().optional(),
  ADMIN_PASSWORD: z33.string().optional(),
  LEAGUE_TIMEZONE: z33.string().default(DEFAULT_LEAGUE_TIMEZONE),
  PUBLIC_URL: optionalUrl,
  APP_SECRET: z33.string().min(16).optional(),
  DISCORD_CLIENT_ID: z33.string().optional(),
  DISCORD_CLIENT_SECRET: z33.string().optional(),
  DISCORD_BASE_URL: z33.url().default("https://discord.com"),
  DISCORD_REDIRECT_URI: optionalUrl,
  SOCIAL_URL: z33.string().default(""),
  STREAMING_URL: z33.string().default(""),
  CHAT_URL: z33.string().default(""),
  LOG_LEVEL: z33.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  /** Login/sign-up attempts allowed per IP and per email in each 15-minute window. */
  AUTH_RATE_LIMIT: z33.coerce.number().int().min(1).default(10),
  /**
   * Which proxies in front may set X-Forwarded-For (issue 11 item 5): `false` (the socket's address is
   * the client's), `true` (any), a hop count, or a comma-separated list of addresses and CIDRs.
   */
  TRUST_PROXY: z33.string().default("false").transform((v2, ctx) => {
    const text11 = v2.trim();
    if (text11 === "" || text11 === "false" || text11 === "0") return false;
    if (text11 === "true") return true;
    if (/^\d+$/.test(text11)) return Number(text11);
    const list = text11.split(",").map((s) => s.trim()).filter(Boolean);
    if (list.every((s) => /^[0-9a-fA-F:.]+(\/\d{1,3})?$/.test(s))) return list;
    ctx.addIssue({
      code: "custom",
      message: "TRUST_PROXY: false, true, un n\xFAmero de saltos o una lista de IPs/CIDR."
    });
    return z33.NEVER;
  }),
  /** Bearer token that opens /api/metrics (Prometheus); without it the route answers 404. */
  METRICS_TOKEN: z33.string().min(16).optional().or(z33.literal("").transform(() => void 0)),
  /** Hours between scheduled backups (0: none; `npm run backup` still works). */
  BACKUP_EVERY_HOURS: z33.coerce.number().min(0).max(24 * 365).default(0),
  /** How many scheduled backups to keep (older ones are deleted after each new one). */
  BACKUP_KEEP: z33.coerce.number().int().min(1).max(1e4).default(7),
  /** Folder for backups; default DATA_DIR/backups. */
  BACKUP_DIR: z33.string().optional().or(z33.literal("").transform(() => void 0)),
  /** Folder of pg_dump/pg_restore for backups on PostgreSQL (default: found on PATH). */
  PG_BIN_DIR: z33.string().optional().or(z33.literal("").transform(() => void 0)),
  /** Recognition workers (OCR); default one per core, at most four. */
  OCR_WORKERS: z33.coerce.number().int().min(1).max(16).optional(),
  /** Enables /api/test/* routes (moving the server clock) for the e2e suite only. */
  ENABLE_TEST_ROUTES: bool.default(false),
  /** The league assistant: questions per user per minute. */
  ASSISTANT_RATE_LIMIT: z33.coerce.number().int().min(1).default(20),
  /** Optional OpenAI-compatible chat endpoint that only rephrases the assistant's grounded answers. */
  ASSISTANT_LLM_URL: optionalUrl,
  ASSISTANT_LLM_KEY: z33.string().optional(),
  ASSISTANT_LLM_MODEL: z33.string().optional(),
  ASSISTANT_LLM_TIMEOUT_MS: z33.coerce.number().int().min(100).max(6e4).default(4e3)
});
function loadEnv(source = process.env) {
  const parsed = EnvSchema.safeParse(source);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join(".")}: ${i.message}`);
    throw new Error(`Configuraci\xF3n inv\xE1lida:
${lines.join("\n")}`);
  }
  return parsed.data;
}

// apps/api/src/lib/bootstrap.ts
import { randomBytes as randomBytes4 } from "node:crypto";
import { eq as eq62, sql as sql37 } from "drizzle-orm";
async function loadSecret(db, env) {
  if (env.APP_SECRET) return env.APP_SECRET;
  await db.insert(leagueSettings).values({ key: "app_secret", value: randomBytes4(32).toString("base64url") }).onConflictDoNothing();
  const [row] = await db.select().from(leagueSettings).where(eq62(leagueSettings.key, "app_secret"));
  return row.value;
}
async function seedIfEmpty(db, env) {
  if (!env.SEED_DEMO || !await isEmpty(db)) return void 0;
  return seedDemoLeague(db, { passwordHash: await hashPassword(DEMO_PASSWORD) });
}
async function ensureAdmin(db, env) {
  if (!env.ADMIN_EMAIL || !env.ADMIN_PASSWORD) return false;
  const email = env.ADMIN_EMAIL.trim();
  const [existing] = await db.select({ id: users.id }).from(users).where(eq62(sql37`lower(${users.email})`, email.toLowerCase()));
  if (existing) return false;
  await db.insert(users).values({ name: "Admin", email, rol: "Admin", passwordHash: await hashPassword(env.ADMIN_PASSWORD) }).onConflictDoNothing();
  return true;
}

// apps/api/src/main.ts
var SHUTDOWN_LIMIT_MS = 8e3;
function lockOrExit(dataDir) {
  try {
    return lockDataDir(dataDir);
  } catch (error) {
    if (error instanceof DataDirLockedError) {
      console.error(`
${error.message}
`);
      process.exit(1);
    }
    throw error;
  }
}
async function main() {
  const env = loadEnv();
  const dataDir = path9.resolve(env.DATA_DIR);
  const release = env.DATABASE_URL ? void 0 : lockOrExit(dataDir);
  const handle = await openDb({
    databaseUrl: env.DATABASE_URL,
    dataDir: env.DATABASE_URL ? void 0 : pgliteFolder(dataDir),
    poolSize: env.DATABASE_POOL_SIZE
  });
  const { accounts, secret } = await exclusively(handle.db, LOCKS.bootstrap, async () => {
    const seeded = await seedIfEmpty(handle.db, env);
    if (seeded && handle.kind === "pglite") await handle.db.execute(sql38`analyze`);
    if (await ensureAdmin(handle.db, env)) console.log(`Admin creado: ${env.ADMIN_EMAIL}`);
    await refreshRulebookSearchText(handle.db);
    return { accounts: seeded, secret: await loadSecret(handle.db, env) };
  });
  const app = await buildApp({
    db: handle.db,
    env,
    secret,
    serveWeb: true,
    runJobs: true
  });
  let closing = false;
  const shutdown = async (signal) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, "Cerrando: no se aceptan conexiones nuevas");
    const force = setTimeout(() => {
      app.log.error("El cierre tard\xF3 demasiado: se fuerza la salida");
      release?.();
      process.exit(1);
    }, SHUTDOWN_LIMIT_MS);
    force.unref();
    try {
      await app.close();
      await handle.close();
    } finally {
      release?.();
    }
    process.exit(0);
  };
  process.on("SIGINT", () => void shutdown("SIGINT"));
  process.on("SIGTERM", () => void shutdown("SIGTERM"));
  process.on("SIGUSR2", () => {
    app.scheduler.runNow("backup").catch((error) => app.log.error({ err: error }, "Respaldo fallido"));
  });
  await app.listen({ port: env.PORT, host: env.HOST });
  const where = handle.kind === "postgres" ? "PostgreSQL" : `PGlite en ${dataDir}`;
  console.log(`
Liga Manager en http://localhost:${env.PORT}  (base de datos: ${where})`);
  if (accounts) {
    console.log(`
Liga de demostraci\xF3n creada. Cuentas (password: ${DEMO_PASSWORD}):`);
    for (const a of accounts) console.log(`  ${a.rol.padEnd(20)} ${a.email}${a.team ? `  (${a.team})` : ""}`);
    console.log("  Los dem\xE1s equipos tienen su DT: primera02..14@liga.test, segunda02..14@liga.test\n");
  }
}
main().catch((error) => {
  console.error(error);
  process.exit(1);
});
//# sourceMappingURL=main.js.map
