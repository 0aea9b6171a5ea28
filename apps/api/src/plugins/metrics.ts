import fp from 'fastify-plugin';
import pg from 'pg';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';

declare module 'fastify' {
  interface FastifyInstance {
    /** Prometheus registry of this server (one per app, so tests can build many). */
    metrics: Registry;
    /** Counts one answered request in `http_requests_total` and `http_request_duration_seconds`. */
    countRequest: (method: string, route: string, status: number, seconds: number) => void;
  }
}

const BUCKETS = [0.002, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5];

/**
 * Request rates and latencies per route template, the PostgreSQL pool's use and the open live-event
 * streams. Process metrics (CPU, memory, event-loop lag) only when a token makes /api/metrics reachable.
 */
export default fp(
  async (app) => {
    const registry = new Registry();
    app.decorate('metrics', registry);
    if (app.env.METRICS_TOKEN) collectDefaultMetrics({ register: registry });

    const labelNames = ['method', 'route', 'status_code'] as const;
    const requests = new Counter({
      name: 'http_requests_total',
      help: 'Peticiones HTTP respondidas, por ruta y estado',
      labelNames,
      registers: [registry],
    });
    const duration = new Histogram({
      name: 'http_request_duration_seconds',
      help: 'Duración de las peticiones HTTP, por ruta y estado',
      labelNames,
      buckets: BUCKETS,
      registers: [registry],
    });
    // One pair of series per method, route and status, resolved on its first request: no label object
    // is built per request (decision 041). A path answering outside Fastify's hooks counts through it too.
    const series = new Map<string, { requests: Counter.Internal; duration: Histogram.Internal<string> }>();
    const count = (method: string, route: string, status: number, seconds: number) => {
      const key = `${method} ${status} ${route}`;
      let found = series.get(key);
      if (!found) {
        const labels = { method, route, status_code: String(status) };
        found = { requests: requests.labels(labels), duration: duration.labels(labels) };
        series.set(key, found);
      }
      found.requests.inc();
      found.duration.observe(seconds);
    };
    app.decorate('countRequest', count);
    app.addHook('onResponse', (request, reply, done) => {
      // Unmatched URLs share one label: a scanner must not create one series per path it tries.
      count(
        request.method,
        request.routeOptions.url ?? 'unmatched',
        reply.statusCode,
        reply.elapsedTime / 1000,
      );
      done();
    });

    const pool = (app.db as unknown as { $client?: unknown }).$client;
    new Gauge({
      name: 'db_pool_connections',
      help: 'Conexiones del pool de PostgreSQL: total, ociosas, en espera y máximo',
      labelNames: ['state'],
      registers: [registry],
      collect() {
        if (!(pool instanceof pg.Pool)) return;
        this.set({ state: 'total' }, pool.totalCount);
        this.set({ state: 'idle' }, pool.idleCount);
        this.set({ state: 'waiting' }, pool.waitingCount);
        this.set({ state: 'max' }, pool.options.max);
      },
    });
    new Gauge({
      name: 'derived_cache_lookups',
      help: 'Consultas a la caché de respuestas derivadas (posiciones, tops, objetivos), por resultado',
      labelNames: ['result'],
      registers: [registry],
      collect() {
        this.set({ result: 'hit' }, app.derived.hits);
        this.set({ result: 'miss' }, app.derived.misses);
      },
    });
    new Gauge({
      name: 'live_event_clients',
      help: 'Streams de eventos en vivo (SSE) abiertos en esta instancia',
      registers: [registry],
      collect() {
        this.set(app.events.subscribers);
      },
    });
  },
  { name: 'metrics', dependencies: ['events', 'derived-cache'] },
);
