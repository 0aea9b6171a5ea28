import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '@liga/db';
import { claimEvents, completeEvents, failEvent, type OutboxConsumerName, type OutboxEvent } from './outbox';

/** A reader of the outbox (decision 036). `handle` throwing retries the event later with back-off. */
export interface OutboxConsumer {
  name: OutboxConsumerName;
  handle: (event: OutboxEvent) => Promise<void>;
  /**
   * Handles a whole claimed round at once (a few round trips instead of a few per event). When it
   * throws, the round's events are handled one by one with `handle`, each retried on its own.
   */
  handleMany?: (events: OutboxEvent[]) => Promise<void>;
  /** Events claimed per round (default 50). */
  batch?: number;
  /** Events of a round handled at once (default 1: in order, as Discord's posts want). */
  parallel?: number;
  /** How long a claim holds before another instance may take the event over (default 60 s). */
  leaseMs?: number;
  /** Tries before giving up (default 8). */
  maxAttempts?: number;
  /** Wait before try `attempt + 1` (default 2^attempt s, at most 10 min). */
  retryMs?: (attempt: number) => number;
}

const defaultRetry = (attempt: number) => Math.min(2 ** attempt * 1000, 600_000);

/**
 * Runs each registered consumer's loop in this instance: woken by the outbox's NOTIFY (any instance's
 * commit) and by a poll for retries. Rows are claimed with SKIP LOCKED, so the instances of a cluster
 * share the work and each event reaches each consumer once (again only after a crash or a failure).
 */
export class OutboxRunner {
  private readonly consumers = new Map<OutboxConsumerName, OutboxConsumer>();
  private readonly loops = new Map<OutboxConsumerName, Promise<void>>();
  private readonly again = new Set<OutboxConsumerName>();
  private timer: NodeJS.Timeout | null = null;
  private started = false;
  private stopped = false;

  constructor(
    private readonly db: Db,
    private readonly log: FastifyBaseLogger,
  ) {}

  /** Adds a consumer; consumers not registered leave their rows pending until one is. */
  register(consumer: OutboxConsumer): void {
    this.consumers.set(consumer.name, consumer);
    if (this.started) this.wake();
  }

  start(pollMs: number): void {
    this.started = true;
    const poll = () => {
      if (this.stopped) return;
      this.wake();
      this.timer = setTimeout(poll, pollMs);
      this.timer.unref();
    };
    poll();
  }

  /** Something was committed: every consumer looks for due rows (a round already running looks again). */
  wake(): void {
    if (this.stopped || !this.started) return;
    for (const name of this.consumers.keys()) {
      if (this.loops.has(name)) {
        this.again.add(name);
        continue;
      }
      const loop = this.run(name).finally(() => this.loops.delete(name));
      this.loops.set(name, loop);
    }
  }

  /** Processes every due row of every consumer now and waits for it (tests, shutdown). */
  async drain(): Promise<void> {
    for (;;) {
      await Promise.all([...this.loops.values()]);
      let handled = 0;
      for (const name of this.consumers.keys()) handled += await this.round(name);
      if (!handled && !this.loops.size) return;
    }
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    await Promise.all([...this.loops.values()]);
  }

  private async run(name: OutboxConsumerName): Promise<void> {
    do {
      this.again.delete(name);
      try {
        while (!this.stopped && (await this.round(name)) > 0);
      } catch (error) {
        this.log.warn({ err: error, consumer: name }, 'No se pudieron leer los eventos pendientes');
        return;
      }
    } while (this.again.has(name) && !this.stopped);
  }

  /** One claim of one consumer: how many events it handled. */
  private async round(name: OutboxConsumerName): Promise<number> {
    const consumer = this.consumers.get(name);
    if (!consumer) return 0;
    const events = await claimEvents(this.db, name, consumer.batch ?? 50, consumer.leaseMs ?? 60_000);
    if (consumer.handleMany && events.length > 1) {
      try {
        await consumer.handleMany(events);
        await completeEvents(
          this.db,
          name,
          events.map((e) => e.id),
        );
        return events.length;
      } catch (error) {
        this.log.warn({ err: error, consumer: name }, 'Eventos en lote no entregados: uno por uno');
      }
    }
    const done: number[] = [];
    let next = 0;
    const worker = async () => {
      while (next < events.length) await this.handleOne(consumer, events[next++]!, done);
    };
    await Promise.all(Array.from({ length: Math.min(consumer.parallel ?? 1, events.length) }, worker));
    await completeEvents(this.db, name, done);
    return events.length;
  }

  /** Handles one event; a failure is retried with back-off or given up (its error kept). */
  private async handleOne(consumer: OutboxConsumer, event: OutboxEvent, done: number[]): Promise<void> {
    try {
      await consumer.handle(event);
      done.push(event.id);
    } catch (error) {
      // A consumer may say when to try again (Discord's 429 `retry_after`) or that it never will work.
      const { retryAfterMs, permanent } = (error ?? {}) as { retryAfterMs?: number; permanent?: boolean };
      const giveUp = permanent === true || event.attempt >= (consumer.maxAttempts ?? 8);
      this.log.warn({ err: error, consumer: consumer.name, event: event.id, giveUp }, 'Evento no entregado');
      const retry = Math.max(retryAfterMs ?? 0, (consumer.retryMs ?? defaultRetry)(event.attempt));
      await failEvent(this.db, consumer.name, event.id, String(error), retry, giveUp);
    }
  }
}
