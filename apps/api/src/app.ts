import Fastify, { LogController, type FastifyInstance } from 'fastify';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Db } from '@liga/db';
import { installPasswordStrength } from '@liga/domain/password-strength';
import type { Env } from './env';
import { Clock } from './lib/clock';
import { redactUrl } from './lib/stream-tickets';
import authPlugin from './plugins/auth';
import eventsPlugin from './plugins/events';
import compressionPlugin from './plugins/compression';
import derivedCachePlugin from './plugins/derived-cache';
import metricsPlugin from './plugins/metrics';
import schedulerPlugin from './plugins/scheduler';
import requestLogPlugin from './plugins/request-log';
import { jsonLogStream } from './lib/json-log';
import { readableLogStream } from './lib/readable-log';
import { cachingSerializerCompiler } from './lib/serialization';
import docsPlugin from './plugins/docs';
import securityHeaders from './plugins/security-headers';
import { registerErrorHandling } from './plugins/errors';
import { registerInputGuard } from './plugins/input-guard';
import { hasWebBuild, registerSpa } from './plugins/spa';
import authRoutes from './features/auth/routes';
import operationsRoutes from './features/operations/routes';
import configRoutes from './features/config/routes';
import dashboardRoutes from './features/dashboard/routes';
import { lateEntryJobs } from './features/sanctions';
import discordRoutes from './features/discord/routes';
import discordPostRoutes from './features/discord-posts/routes';
import marketRoutes from './features/market/routes';
import playerRoutes from './features/players/routes';
import playerProfileRoutes from './features/player-profile/routes';
import seasonRoutes from './features/seasons/routes';
import historyRoutes from './features/history/routes';
import seasonCloseRoutes from './features/season-close/routes';
import squadRoutes from './features/squad/routes';
import teamRoutes from './features/teams/routes';
import testingRoutes from './features/testing/routes';
import transferRoutes from './features/transfers/routes';
import userRoutes from './features/users/routes';
import tournamentRoutes from './features/tournaments/routes';
import matchRoutes from './features/matches/routes';
import matchStatisticsRoutes from './features/match-statistics/routes';
import movementRoutes from './features/movements/routes';
import standingsRoutes from './features/standings/routes';
import statisticsRoutes from './features/statistics/routes';
import auctionRoutes from './features/auctions/routes';
import betRoutes from './features/bets/routes';
import ocrRoutes from './features/ocr/routes';
import prizeRoutes from './features/prizes/routes';
import rulebookRoutes from './features/rulebook/routes';
import assistantRoutes from './features/assistant/routes';
import lockRoutes from './features/locks/routes';
import sanctionRoutes from './features/sanctions/routes';
import suspensionLiftRoutes from './features/suspension-lifts/routes';
import prodeRoutes from './features/prode/routes';
import publicRoutes from './features/public/routes';
import publicPages from './features/public/pages-routes';
import notificationRoutes from './features/notifications/routes';
import legacyImportRoutes from './features/legacy-import/routes';
import outboxPlugin from './features/notifications/plugin';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    env: Env;
    clock: Clock;
    /** Secret for signed values (OAuth state); from APP_SECRET or kept in the database. */
    secret: string;
  }
}

export interface BuildAppOptions {
  db: Db;
  env: Env;
  secret: string;
  clock?: Clock;
  /** Tick the scheduled jobs (main.ts; tests call app.scheduler themselves). */
  runJobs?: boolean;
  /** Serve the built SPA (false in API tests). */
  serveWeb?: boolean;
  logger?: boolean;
  /** Where log lines go (default stdout); tests read them from here. */
  logStream?: { write: (line: string) => void };
  /**
   * JSON (production, and a test reading `logStream`) or one readable line per event (`npm start` on a
   * developer's machine), whose request lines show only at LOG_LEVEL=debug (decision 029).
   */
  logFormat?: 'json' | 'readable';
}

/** TRUST_PROXY as Fastify takes it: a hop count trusts that many proxies in front of the server. */
function trustProxy(
  value: Env['TRUST_PROXY'],
): boolean | string[] | ((address: string, hop: number) => boolean) {
  return typeof value === 'number' ? (_address, hop) => hop < value : value;
}

export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  // The server refuses weak passwords synchronously in every schema (the web loads the estimator lazily).
  installPasswordStrength();
  if (options.env.ENABLE_TEST_ROUTES && options.env.NODE_ENV === 'production')
    throw new Error('ENABLE_TEST_ROUTES no puede usarse con NODE_ENV=production.');
  const logFormat =
    options.logFormat ?? (options.logStream || options.env.NODE_ENV === 'production' ? 'json' : 'readable');
  const jsonLog = logFormat === 'json' && !options.logStream ? jsonLogStream() : undefined;
  const logStream =
    logFormat === 'readable' ? readableLogStream(options.logStream) : (options.logStream ?? jsonLog);
  const app = Fastify({
    logger:
      options.logger === false
        ? false
        : {
            level: options.env.LOG_LEVEL,
            ...(logStream ? { stream: logStream } : {}),
            // The live-events stream takes a ticket (or token) in the query: keep every form out of logs.
            serializers: {
              req: (req: { method: string; url: string }) => ({
                method: req.method,
                url: redactUrl(req.url),
              }),
            },
          },
    // One line per request with its duration instead (plugins/request-log.ts).
    logController: new LogController({ disableRequestLogging: true }),
    bodyLimit: 1024 * 1024,
    trustProxy: trustProxy(options.env.TRUST_PROXY),
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(cachingSerializerCompiler);

  if (jsonLog) app.addHook('onClose', async () => jsonLog.flush());
  app.decorate('db', options.db);
  app.decorate('env', options.env);
  app.decorate('clock', options.clock ?? new Clock());
  app.decorate('secret', options.secret);

  const serveWeb = options.serveWeb === true && hasWebBuild();
  if (options.serveWeb && !serveWeb)
    app.log.warn('La interfaz web no está compilada (npm run build): solo se sirve /api.');
  registerErrorHandling(app, { notFound: !serveWeb });
  registerInputGuard(app);
  await app.register(securityHeaders);
  await app.register(compressionPlugin);
  await app.register(docsPlugin);
  await app.register(eventsPlugin);
  await app.register(outboxPlugin);
  await app.register(authPlugin);
  await app.register(derivedCachePlugin);
  await app.register(metricsPlugin);
  await app.register(schedulerPlugin, { start: options.runJobs === true, jobs: lateEntryJobs });
  const requestLog = logFormat === 'json' ? 'info' : 'debug';
  await app.register(requestLogPlugin, { level: requestLog });

  await app.register(
    async (api) => {
      await api.register(operationsRoutes);
      await api.register(authRoutes);
      await api.register(userRoutes);
      await api.register(movementRoutes);
      await api.register(seasonRoutes);
      await api.register(historyRoutes);
      await api.register(seasonCloseRoutes);
      await api.register(discordRoutes);
      await api.register(discordPostRoutes);
      await api.register(configRoutes);
      await api.register(playerRoutes);
      await api.register(playerProfileRoutes);
      await api.register(teamRoutes);
      await api.register(squadRoutes);
      await api.register(tournamentRoutes);
      await api.register(matchRoutes);
      await api.register(matchStatisticsRoutes);
      await api.register(standingsRoutes);
      await api.register(statisticsRoutes);
      await api.register(marketRoutes);
      await api.register(transferRoutes);
      await api.register(auctionRoutes);
      await api.register(betRoutes);
      await api.register(prizeRoutes);
      await api.register(rulebookRoutes);
      await api.register(assistantRoutes);
      await api.register(prodeRoutes);
      await api.register(publicRoutes);
      await api.register(notificationRoutes);
      await api.register(dashboardRoutes);
      await api.register(lockRoutes);
      await api.register(sanctionRoutes);
      await api.register(suspensionLiftRoutes);
      await api.register(ocrRoutes);
      await api.register(legacyImportRoutes);
      if (options.env.ENABLE_TEST_ROUTES) await api.register(testingRoutes);
    },
    { prefix: '/api' },
  );

  // The league in public (decision 035): /liga, its preview images, /sitemap.xml and /robots.txt.
  await app.register(publicPages, { requestLog });
  if (serveWeb) await registerSpa(app);
  return app;
}
