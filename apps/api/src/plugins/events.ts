import fp from 'fastify-plugin';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import pg from 'pg';
import { sql } from 'drizzle-orm';
import { pgliteOf } from '@liga/db';
import { EVENTS_CHANNEL, EventBus } from '../lib/events';
import { StreamLimit } from '../lib/stream-limit';

declare module 'fastify' {
  interface FastifyInstance {
    /** Live events for SSE screens (auction bids …), shared across instances on PostgreSQL. */
    events: EventBus;
    /** Open live streams per user: every stream route claims a slot before streaming (decision 013). */
    liveStreams: StreamLimit;
    /**
     * Calls `handler` on every NOTIFY on `channel` from the database (triggers), on PostgreSQL and on
     * PGlite alike; `onGap` when notifications may have been missed (the listening connection was lost).
     */
    onDatabaseNotice: (channel: string, handler: () => void, onGap?: () => void) => void;
  }
}

const RETRY_MS = 1000;

/**
 * One dedicated connection per server instance LISTENing on EVENTS_CHANNEL. A pooled connection
 * cannot LISTEN (it goes back to the pool); if this one drops it reconnects every second, and the
 * events published meanwhile are lost to this instance's screens (they catch up on their next load).
 */
class PgListener {
  private client: pg.Client | null = null;
  private stopped = false;
  private timer: NodeJS.Timeout | null = null;

  constructor(
    private readonly config: pg.ClientConfig,
    /** Channel → handler of its payloads. */
    private readonly channels: Map<string, (payload: string) => void>,
    private readonly log: FastifyBaseLogger,
    /** After a reconnection: what was notified meanwhile is lost. */
    private readonly onGap: () => void,
  ) {}

  async start(): Promise<void> {
    const client = new pg.Client(this.config);
    client.on('notification', (msg) => this.channels.get(msg.channel)?.(msg.payload ?? ''));
    client.on('error', (error) => this.lost(client, error));
    client.on('end', () => this.lost(client));
    await client.connect();
    for (const channel of this.channels.keys()) await client.query(`listen ${channel}`);
    this.client = client;
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    const client = this.client;
    this.client = null;
    await client?.end().catch(() => undefined);
  }

  private lost(client: pg.Client, error?: Error): void {
    if (this.stopped || this.client !== client) return;
    this.log.warn({ err: error }, 'Conexión LISTEN perdida: reintentando');
    this.client = null;
    client.end().catch(() => undefined);
    this.retry();
  }

  private retry(): void {
    this.timer = setTimeout(() => {
      if (this.stopped) return;
      this.start().then(
        () => this.onGap(),
        (error: unknown) => {
          this.log.warn({ err: error }, 'No se pudo reabrir la conexión LISTEN');
          this.retry();
        },
      );
    }, RETRY_MS);
  }
}

/**
 * The connection settings of the PostgreSQL behind app.db, or null on PGlite (one process serves
 * everyone there, so the in-process bus is enough). DATABASE_URL when set; otherwise the pool's
 * own settings (the test suite opens a fresh database per file without setting DATABASE_URL).
 */
function postgresConfig(app: FastifyInstance): pg.ClientConfig | null {
  const client = (app.db as unknown as { $client?: unknown }).$client;
  if (!(client instanceof pg.Pool)) return null;
  if (app.env.DATABASE_URL) return { connectionString: app.env.DATABASE_URL };
  return client.options;
}

export default fp(
  async (app) => {
    const bus = new EventBus((error) => app.log.warn({ err: error }, 'Evento en vivo no entregado'));
    app.decorate('events', bus);
    app.decorate('liveStreams', new StreamLimit(app.env.STREAMS_PER_USER));

    // Database notices: registered by other plugins while this one starts listening at onReady.
    const notices = new Map<string, { handlers: (() => void)[]; gaps: (() => void)[] }>();
    app.decorate('onDatabaseNotice', (channel: string, handler: () => void, onGap?: () => void) => {
      const entry = notices.get(channel) ?? notices.set(channel, { handlers: [], gaps: [] }).get(channel)!;
      entry.handlers.push(handler);
      if (onGap) entry.gaps.push(onGap);
    });
    const notify = (channel: string) => () => {
      for (const handler of notices.get(channel)?.handlers ?? []) handler();
    };
    const gap = () => {
      for (const { gaps } of notices.values()) for (const onGap of gaps) onGap();
    };

    const config = postgresConfig(app);
    let listener: PgListener | null = null;
    let unlisten: (() => Promise<void>)[] = [];
    app.addHook('onReady', async () => {
      if (config) {
        const channels = new Map<string, (payload: string) => void>([
          [EVENTS_CHANNEL, (payload) => payload && bus.receive(payload)],
        ]);
        for (const channel of notices.keys()) channels.set(channel, notify(channel));
        listener = new PgListener(config, channels, app.log, gap);
        await listener.start();
        // pg_notify takes the payload as a parameter: no quoting of the JSON needed.
        bus.remote = async (payload) => {
          await app.db.execute(sql`select pg_notify(${EVENTS_CHANNEL}, ${payload})`);
        };
        return;
      }
      // PGlite delivers a notice to its listeners before the writing statement's promise resolves.
      const pglite = pgliteOf(app.db);
      if (pglite)
        unlisten = await Promise.all(
          [...notices.keys()].map((channel) => pglite.listen(channel, notify(channel))),
        );
    });

    // Open SSE streams never finish on their own; end them before the HTTP server waits for them.
    app.addHook('preClose', async () => bus.close());
    app.addHook('onClose', async () => {
      bus.remote = null;
      await listener?.stop();
      await Promise.all(unlisten.map((stop) => stop().catch(() => undefined)));
    });
  },
  { name: 'events' },
);
