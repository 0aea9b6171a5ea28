import { z } from 'zod';
import { DEFAULT_LEAGUE_TIMEZONE } from '@liga/domain';

const bool = z
  .enum(['true', 'false', '1', '0', 'yes', 'no', ''])
  .transform((v) => v === 'true' || v === '1' || v === 'yes');
const optionalUrl = z
  .url()
  .optional()
  .or(z.literal('').transform(() => undefined));

const EnvFields = z.object({
  NODE_ENV: z.string().default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z
    .string()
    .optional()
    .or(z.literal('').transform(() => undefined)),
  /** Connections per instance to PostgreSQL (ignored on PGlite, which has one). */
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(500).default(10),
  /**
   * The demo league on an empty database. Unset: on, except with NODE_ENV=production, where its
   * well-known passwords would open the league to anyone (decision 011).
   */
  SEED_DEMO: bool.optional(),
  ADMIN_EMAIL: z.string().optional(),
  ADMIN_PASSWORD: z.string().optional(),
  LEAGUE_TIMEZONE: z.string().default(DEFAULT_LEAGUE_TIMEZONE),
  PUBLIC_URL: optionalUrl,
  APP_SECRET: z.string().min(16).optional(),
  DISCORD_CLIENT_ID: z.string().optional(),
  DISCORD_CLIENT_SECRET: z.string().optional(),
  DISCORD_BASE_URL: z.url().default('https://discord.com'),
  DISCORD_REDIRECT_URI: optionalUrl,
  SOCIAL_URL: z.string().default(''),
  STREAMING_URL: z.string().default(''),
  CHAT_URL: z.string().default(''),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Login/sign-up attempts allowed per IP and per email in each 15-minute window. */
  AUTH_RATE_LIMIT: z.coerce.number().int().min(1).default(10),
  /**
   * Which proxies in front may set X-Forwarded-For (decision 013): `false` (the socket's address is
   * the client's), `true` (any), a hop count, or a comma-separated list of addresses and CIDRs.
   */
  TRUST_PROXY: z
    .string()
    .default('false')
    .transform((v, ctx): boolean | number | string[] => {
      const text = v.trim();
      if (text === '' || text === 'false' || text === '0') return false;
      if (text === 'true') return true;
      if (/^\d+$/.test(text)) return Number(text);
      const list = text
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean);
      if (list.every((s) => /^[0-9a-fA-F:.]+(\/\d{1,3})?$/.test(s))) return list;
      ctx.addIssue({
        code: 'custom',
        message: 'TRUST_PROXY: false, true, un número de saltos o una lista de IPs/CIDR.',
      });
      return z.NEVER;
    }),
  /** Bearer token that opens /api/metrics (Prometheus); without it the route answers 404. */
  METRICS_TOKEN: z
    .string()
    .min(16)
    .optional()
    .or(z.literal('').transform(() => undefined)),
  /** Hours between scheduled backups (0: none; `npm run backup` still works). */
  BACKUP_EVERY_HOURS: z.coerce
    .number()
    .min(0)
    .max(24 * 365)
    .default(0),
  /** How many scheduled backups to keep (older ones are deleted after each new one). */
  BACKUP_KEEP: z.coerce.number().int().min(1).max(10_000).default(7),
  /** Folder for backups; default DATA_DIR/backups. */
  BACKUP_DIR: z
    .string()
    .optional()
    .or(z.literal('').transform(() => undefined)),
  /** Folder of pg_dump/pg_restore for backups on PostgreSQL (default: found on PATH). */
  PG_BIN_DIR: z
    .string()
    .optional()
    .or(z.literal('').transform(() => undefined)),
  /** Live-event streams (SSE) one user may hold open at once on each instance (decision 013). */
  STREAMS_PER_USER: z.coerce.number().int().min(1).max(100).default(6),
  /** Recognition workers (OCR); default one per core, at most four. */
  OCR_WORKERS: z.coerce.number().int().min(1).max(16).optional(),
  /** Enables /api/test/* routes (moving the server clock) for the e2e suite only. */
  ENABLE_TEST_ROUTES: bool.default(false),
  /** The league assistant: questions per user per minute. */
  ASSISTANT_RATE_LIMIT: z.coerce.number().int().min(1).default(20),
  /** Optional OpenAI-compatible chat endpoint that only rephrases the assistant's grounded answers. */
  ASSISTANT_LLM_URL: optionalUrl,
  ASSISTANT_LLM_KEY: z.string().optional(),
  ASSISTANT_LLM_MODEL: z.string().optional(),
  ASSISTANT_LLM_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(4000),
});

/** Every environment variable the server reads (README lists them); parsed once here. */
export const EnvSchema = EnvFields.transform((env) => ({
  ...env,
  SEED_DEMO: env.SEED_DEMO ?? env.NODE_ENV !== 'production',
}));
export type Env = z.infer<typeof EnvSchema>;

export function loadEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const parsed = EnvSchema.safeParse(source);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Configuración inválida:\n${lines.join('\n')}`);
  }
  return parsed.data;
}
