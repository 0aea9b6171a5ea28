var __defProp = Object.defineProperty;
var __export = (target, all) => {
  for (var name3 in all)
    __defProp(target, name3, { get: all[name3], enumerable: true });
};

// apps/api/src/cli/restore.ts
import fs6 from "node:fs";
import path6 from "node:path";

// packages/db/src/backup.ts
import { spawn } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import pg from "pg";
var pgTool = (name3, options) => options.pgBinDir ? path.join(options.pgBinDir, name3) : name3;
function runTool(command, args) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ["ignore", "ignore", "pipe"] });
    let stderr = "";
    child.stderr.on("data", (chunk) => stderr += chunk.toString());
    child.on("error", (error) => reject(new Error(`${command}: ${error.message}`)));
    child.on(
      "exit",
      (code) => code === 0 ? resolve() : reject(new Error(`${command} termin\xF3 con c\xF3digo ${code}: ${stderr.trim()}`))
    );
  });
}
var isPgliteBackup = (file) => file.endsWith(".tar.gz");
async function restorePgliteBackup(file, target) {
  if (fs.existsSync(path.join(target, "PG_VERSION")))
    throw new Error(`${target} ya tiene una base de datos: movela antes de restaurar.`);
  const db = await PGlite.create({ dataDir: target, loadDataDir: new Blob([fs.readFileSync(file)]) });
  await db.query("select 1");
  await db.close();
}
async function restorePostgresBackup(file, url, options = {}) {
  await runTool(pgTool("pg_restore", options), [
    "--clean",
    "--if-exists",
    "--no-owner",
    "--no-privileges",
    "--single-transaction",
    "--exit-on-error",
    `--dbname=${url}`,
    file
  ]);
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
var LOCKS = { migrations: 7416001, bootstrap: 7416002 };
async function exclusively(db, key, fn) {
  const pool = pgPoolOf(db);
  if (!pool) return fn();
  const client = new pg2.Client(pool.options);
  await client.connect();
  try {
    await client.query("select pg_advisory_lock($1)", [key]);
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

// packages/domain/src/format.ts
function formatMoney(value) {
  const sign = value < 0 ? "-" : "";
  return sign + Math.abs(Math.trunc(value)).toString().replace(/\B(?=(\d{3})+(?!\d))/g, ".");
}
var MINUTE = 6e4;
var HOUR = 60 * MINUTE;
var DAY = 24 * HOUR;

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

// packages/domain/src/fields.ts
import { z as z3 } from "zod";

// packages/domain/src/market/constants.ts
var REVEAL_HOURS = [1, 10, 18];
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
var DIGITS = /^\s*\d+\s*$/;
function toId(v2) {
  if (typeof v2 === "string" && DIGITS.test(v2)) return Number(v2);
  if (typeof v2 === "object" && v2 !== null && "id" in v2) return toId(v2.id);
  return v2;
}
var anId = (message) => z3.number({ error: message }).int(message).positive(message).max(MAX_ID, message);
var idField = (message) => z3.preprocess(toId, anId(message));
var optionalIdField = (message) => z3.preprocess((v2) => v2 === "" || v2 === null ? void 0 : toId(v2), anId(message).optional());
var moneyField = (message, min = 0) => z3.preprocess(
  (v2) => typeof v2 === "string" && DIGITS.test(v2) ? Number(v2) : v2,
  z3.number({ error: message }).int(message).min(min, message).max(MAX_MONEY_INPUT, message)
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
var idListField = (invalid, max, tooMany) => z3.preprocess(
  toIdList,
  z3.array(z3.unknown(), { error: invalid }).transform((items, ctx) => {
    const ids = items.map(toId);
    if (ids.every(isId)) return [...new Set(ids)];
    ctx.addIssue({ code: "custom", message: invalid });
    return z3.NEVER;
  }).pipe(z3.array(z3.number()).max(max, tooMany))
);
var textField = (max, tooLong) => z3.preprocess((v2) => v2 === void 0 || v2 === null ? "" : v2, z3.string().trim().max(max, tooLong));
var blankToUndefined = (value) => {
  if (value === "" || value === null) return void 0;
  if (typeof value === "string" && /^-?\d+$/.test(value.trim())) return Number(value);
  return value;
};
function wholeNumber(required, invalid, min, max) {
  return z3.preprocess(
    blankToUndefined,
    z3.number({ error: (issue) => issue.input === void 0 ? required : invalid }).int(invalid).min(min, invalid).max(max, invalid)
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

// packages/domain/src/squad/status.ts
var PLAYER_STATUSES = ["liberado", "bloqueado", "registrado", "restringido", "nada", ""];

// packages/domain/src/squad/objectives.ts
var byName = new Intl.Collator("es", { sensitivity: "base" });

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
var UserListSchema = paged(UserEntrySchema);
var UserSavedSchema = z5.object({ message: z5.string(), user: UserSchema });

// packages/domain/src/players/contracts.ts
var PLAYER_NAME_MAX = 60;
var PLAYER_AGE = { min: 14, max: 50 };
var PLAYER_ABILITY = { min: 1, max: 200 };
var PLAYER_VALUE_MAX = 1e11;
var whole = (label, min, max, minMessage = `${label} debe ser al menos ${min}.`) => z6.number({ error: `${label} debe ser un n\xFAmero.` }).int(`${label} debe ser un n\xFAmero entero.`).min(min, minMessage).max(max, `${label} no puede superar ${max}.`);
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
  id_team: z6.union([teamId, z6.object({ id: teamId }).transform((team2) => team2.id)], {
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

// packages/domain/src/competition/standings.ts
var POINTS = { win: 3, draw: 1, loss: 0 };

// packages/domain/src/competition/fixtures.ts
var UCL_GROUPS = ["A", "B", "C", "D"];
var UCL_TEAMS = UCL_GROUPS.length * UCL_GROUP_SIZE;

// packages/domain/src/market/messages.ts
var OFFER_NOT_FOUND = "Oferta no encontrada.";
var OFFER_CLOSE_REASON_REQUIRED = "Escribe el motivo del cierre (entre 3 y 300 caracteres).";
var CLAUSE_MESSAGES = {
  sent: "Ejecuci\xF3n de cl\xE1usula enviada",
  playerRequired: "Selecciona un jugador.",
  teamRequired: "Selecciona un equipo.",
  valueRequired: "El valor de la cl\xE1usula debe ser un n\xFAmero entero mayor que 0.",
  otherPlayersInvalid: "Los jugadores ofrecidos no son v\xE1lidos.",
  tooManyOtherPlayers: `No puedes ofrecer m\xE1s de ${MAX_PLAYERS_PER_MOVE} jugadores.`,
  valueOutOfBounds: (min, max) => `El valor de la cl\xE1usula debe estar entre ${formatMoney(min)} y ${formatMoney(max)}.`,
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
  minimumBid: (min) => `La oferta m\xEDnima es ${formatMoney(min)}.`,
  openingTooLow: (min) => `La oferta inicial debe ser de al menos ${formatMoney(min)}.`,
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
  textTooLong: (max) => `El texto no puede superar ${max} caracteres.`,
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

// packages/domain/src/market/offer-window.ts
var HOUR_MS = 36e5;
var DAY_MS = 24 * HOUR_MS;

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

// packages/domain/src/market/bets.ts
var MATCH_BET_OPTIONS = ["home", "away", "draw", "under", "over"];
var PLAYER_BET_OPTIONS = ["goal", "card"];
var BET_OPTIONS = [...MATCH_BET_OPTIONS, ...PLAYER_BET_OPTIONS];

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
var MovementListSchema = paged(MovementSchema);

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
var OldSettleParamsSchema = z19.object({ id_bet: idParam, id_user: idParam });
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
  countInvalid: (label, max) => `${label} debe ser un n\xFAmero entero entre 0 y ${max}.`,
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
var count = (label, max, checkboxToo = false) => z22.preprocess(
  (v2) => v2 === void 0 || v2 === null || v2 === "" ? 0 : typeof v2 === "boolean" && checkboxToo ? Number(v2) : typeof v2 === "string" && /^\d+$/.test(v2.trim()) ? Number(v2) : v2,
  z22.number({ error: MATCH_STATISTICS_MESSAGES.countInvalid(label, max) }).int(MATCH_STATISTICS_MESSAGES.countInvalid(label, max)).min(0, MATCH_STATISTICS_MESSAGES.countInvalid(label, max)).max(max, MATCH_STATISTICS_MESSAGES.countInvalid(label, max))
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
  textTooLong: (max) => `El texto admite hasta ${max} caracteres.`,
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
      const key = prizeKey(p);
      if (seen.has(key)) ctx.addIssue({ code: "custom", path: [i, "position"], message: PRIZE_MESSAGES.repeated });
      seen.add(key);
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
  positions: z29.array(PrizeTablePositionSchema, { error: PRIZE_MESSAGES.tablePositionInvalid }).max(PRIZE_TABLE_MAX_POSITIONS, PRIZE_MESSAGES.tableTooLong).superRefine((rows, ctx) => {
    const seen = /* @__PURE__ */ new Set();
    rows.forEach((row, i) => {
      if (seen.has(row.position))
        ctx.addIssue({ code: "custom", path: [i, "position"], message: PRIZE_MESSAGES.tablePositionsRepeated });
      seen.add(row.position);
    });
  }).transform((rows) => [...rows].sort((a, b) => a.position - b.position)),
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
var lookup = (key) => Object.hasOwn(RULEBOOK_VALUES, key) ? RULEBOOK_VALUES[key] : void 0;
function unknownPlaceholders(markdown) {
  const unknown = [...markdown.matchAll(PLACEHOLDER)].map((m) => m[1]).filter((key) => !lookup(key));
  return [...new Set(unknown)];
}

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
    const unknown = unknownPlaceholders(body);
    if (unknown.length > 0) ctx.addIssue({ code: "custom", message: M.unknownPlaceholders(unknown) });
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

// packages/db/src/schema/columns.ts
import { sql } from "drizzle-orm";
import { bigint, check, integer, timestamp } from "drizzle-orm/pg-core";
var money = (name3) => bigint(name3, { mode: "number" });
var id = () => integer("id").primaryKey().generatedByDefaultAsIdentity();
var createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();
var updatedAt = () => timestamp("updated_at", { withTimezone: true }).notNull().defaultNow();
var tstz = (name3) => timestamp(name3, { withTimezone: true });
function moneyBounds(table, column, kind) {
  const max = kind === "input" || kind === "signed" ? MAX_MONEY_INPUT : MAX_BALANCE;
  const min = kind === "input" || kind === "sum" ? 0 : -max;
  return check(
    `${table}_${column.name}_bounds`,
    sql`${column} between ${sql.raw(String(min))} and ${sql.raw(String(max))}`
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
async function ledgerMismatches(db) {
  const result = await db.execute(sql10`
    select u.id, u.profits, coalesce(sum(m.amount), 0) as sum
    from users u left join budget_movements m on m.user_id = u.id
    group by u.id having u.profits <> coalesce(sum(m.amount), 0)`);
  return result.rows.map((r) => ({
    id: Number(r.id),
    profits: Number(r.profits),
    sum: Number(r.sum)
  }));
}

// packages/db/src/rulebook.ts
import { eq as eq2 } from "drizzle-orm";

// packages/db/src/seed.ts
import { count as count2, sql as sql11 } from "drizzle-orm";

// packages/db/src/seed-history.ts
import { inArray } from "drizzle-orm";

// apps/api/src/env.ts
import { z as z32 } from "zod";
var bool = z32.enum(["true", "false", "1", "0", "yes", "no", ""]).transform((v2) => v2 === "true" || v2 === "1" || v2 === "yes");
var optionalUrl = z32.url().optional().or(z32.literal("").transform(() => void 0));
var EnvSchema = z32.object({
  NODE_ENV: z32.string().default("development"),
  PORT: z32.coerce.number().int().min(0).max(65535).default(3e3),
  HOST: z32.string().default("0.0.0.0"),
  DATA_DIR: z32.string().default("./data"),
  DATABASE_URL: z32.string().optional().or(z32.literal("").transform(() => void 0)),
  /** Connections per instance to PostgreSQL (ignored on PGlite, which has one). */
  DATABASE_POOL_SIZE: z32.coerce.number().int().min(1).max(500).default(10),
  SEED_DEMO: bool.default(true),
  ADMIN_EMAIL: z32.string().optional(),
  ADMIN_PASSWORD: z32.string().optional(),
  LEAGUE_TIMEZONE: z32.string().default(DEFAULT_LEAGUE_TIMEZONE),
  PUBLIC_URL: optionalUrl,
  APP_SECRET: z32.string().min(16).optional(),
  DISCORD_CLIENT_ID: z32.string().optional(),
  DISCORD_CLIENT_SECRET: z32.string().optional(),
  DISCORD_BASE_URL: z32.url().default("https://discord.com"),
  DISCORD_REDIRECT_URI: optionalUrl,
  SOCIAL_URL: z32.string().default(""),
  STREAMING_URL: z32.string().default(""),
  CHAT_URL: z32.string().default(""),
  LOG_LEVEL: z32.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  /** Login/sign-up attempts allowed per IP and per email in each 15-minute window. */
  AUTH_RATE_LIMIT: z32.coerce.number().int().min(1).default(10),
  /**
   * Which proxies in front may set X-Forwarded-For (issue 11 item 5): `false` (the socket's address is
   * the client's), `true` (any), a hop count, or a comma-separated list of addresses and CIDRs.
   */
  TRUST_PROXY: z32.string().default("false").transform((v2, ctx) => {
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
    return z32.NEVER;
  }),
  /** Bearer token that opens /api/metrics (Prometheus); without it the route answers 404. */
  METRICS_TOKEN: z32.string().min(16).optional().or(z32.literal("").transform(() => void 0)),
  /** Hours between scheduled backups (0: none; `npm run backup` still works). */
  BACKUP_EVERY_HOURS: z32.coerce.number().min(0).max(24 * 365).default(0),
  /** How many scheduled backups to keep (older ones are deleted after each new one). */
  BACKUP_KEEP: z32.coerce.number().int().min(1).max(1e4).default(7),
  /** Folder for backups; default DATA_DIR/backups. */
  BACKUP_DIR: z32.string().optional().or(z32.literal("").transform(() => void 0)),
  /** Folder of pg_dump/pg_restore for backups on PostgreSQL (default: found on PATH). */
  PG_BIN_DIR: z32.string().optional().or(z32.literal("").transform(() => void 0)),
  /** Recognition workers (OCR); default one per core, at most four. */
  OCR_WORKERS: z32.coerce.number().int().min(1).max(16).optional(),
  /** Enables /api/test/* routes (moving the server clock) for the e2e suite only. */
  ENABLE_TEST_ROUTES: bool.default(false),
  /** The league assistant: questions per user per minute. */
  ASSISTANT_RATE_LIMIT: z32.coerce.number().int().min(1).default(20),
  /** Optional OpenAI-compatible chat endpoint that only rephrases the assistant's grounded answers. */
  ASSISTANT_LLM_URL: optionalUrl,
  ASSISTANT_LLM_KEY: z32.string().optional(),
  ASSISTANT_LLM_MODEL: z32.string().optional(),
  ASSISTANT_LLM_TIMEOUT_MS: z32.coerce.number().int().min(100).max(6e4).default(4e3)
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

// apps/api/src/lib/cli.ts
import readline from "node:readline/promises";
function parseArgs(argv) {
  const flags = /* @__PURE__ */ new Map();
  const rest = [];
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    if (!arg.startsWith("--")) {
      rest.push(arg);
      continue;
    }
    const [name3, value] = arg.slice(2).split(/=(.*)/s, 2);
    if (value !== void 0) flags.set(name3, value);
    else if (argv[i + 1] !== void 0 && !argv[i + 1].startsWith("--")) flags.set(name3, argv[++i]);
    else flags.set(name3, true);
  }
  return { flags, rest };
}
async function confirm(question, yes) {
  if (yes) return true;
  if (!process.stdin.isTTY) {
    console.error(`${question}
Sin terminal para confirmar: repet\xED el comando con --yes.`);
    return false;
  }
  const rl = readline.createInterface({ input: process.stdin, output: process.stdout });
  const answer = await rl.question(`${question} Escrib\xED "si" para continuar: `);
  rl.close();
  return answer.trim().toLowerCase() === "si";
}
function runCli(main) {
  main().then(
    (code) => process.exit(code ?? 0),
    (error) => {
      console.error(`
Error: ${error instanceof Error ? error.message : String(error)}`);
      process.exit(1);
    }
  );
}

// apps/api/src/cli/restore.ts
async function check3(handle) {
  try {
    const mismatches = await ledgerMismatches(handle.db);
    if (mismatches.length > 0)
      throw new Error(`el libro mayor no cuadra para ${mismatches.length} usuarios tras restaurar`);
    console.log("Libro mayor verificado: cada presupuesto es la suma de sus movimientos.");
  } finally {
    await handle.close();
  }
}
runCli(async () => {
  const { flags, rest } = parseArgs(process.argv.slice(2));
  const file = rest[0] ? path6.resolve(rest[0]) : void 0;
  if (!file || !fs6.existsSync(file)) {
    console.error("Uso: npm run restore -- <archivo de respaldo> [--yes]");
    return 2;
  }
  const env = loadEnv();
  const yes = flags.get("yes") === true;
  if (env.DATABASE_URL) {
    if (isPgliteBackup(file)) throw new Error("Es un respaldo de PGlite: us\xE1 npm run migrate:postgres.");
    const ok = await confirm(
      "Se reemplazar\xE1 el contenido de la base PostgreSQL de DATABASE_URL. Deten\xE9 antes todas las instancias.",
      yes
    );
    if (!ok) return 1;
    await restorePostgresBackup(file, env.DATABASE_URL, { pgBinDir: env.PG_BIN_DIR });
    console.log(`Restaurado ${path6.basename(file)} en PostgreSQL.`);
    await check3(await openDb({ databaseUrl: env.DATABASE_URL, poolSize: 1 }));
    return;
  }
  if (!isPgliteBackup(file)) throw new Error("Es un respaldo de PostgreSQL: defin\xED DATABASE_URL.");
  const dataDir = path6.resolve(env.DATA_DIR);
  const release = lockDataDir(dataDir);
  try {
    const target = pgliteFolder(dataDir);
    const hasDb = fs6.existsSync(path6.join(target, "PG_VERSION"));
    if (hasDb && !await confirm(`Se reemplazar\xE1 la base de ${dataDir} (la actual queda guardada aparte).`, yes))
      return 1;
    if (hasDb) {
      const aside = `${target}.antes-de-restaurar-${(/* @__PURE__ */ new Date()).toISOString().replace(/[-:.]/g, "").slice(0, 15)}`;
      fs6.renameSync(target, aside);
      console.log(`La base anterior qued\xF3 en ${aside}`);
    }
    await restorePgliteBackup(file, target);
    console.log(`Restaurado ${path6.basename(file)} en ${target}.`);
    await check3(await openDb({ dataDir: target }));
  } finally {
    release();
  }
});
//# sourceMappingURL=restore.js.map
