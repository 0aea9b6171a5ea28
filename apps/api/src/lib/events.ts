import { randomUUID } from 'node:crypto';
import { EventEmitter } from 'node:events';

/** The PostgreSQL channel every server instance LISTENs on. */
export const EVENTS_CHANNEL = 'liga_events';

/** What a live screen receives: the SSE `event:` name and its JSON `data:`. */
export interface LiveEvent {
  /**
   * `revoked` is internal: it ends the streams of revoked sessions and never reaches a screen.
   * `notification` carries each user's own notifications: only their streams see it (decision 036).
   */
  event: 'bid' | 'auction' | 'revoked' | 'notification';
  data: Record<string, unknown>;
}

/** Data of a `revoked` event: these sessions, or every session of the user except one. */
export interface RevokedSessions {
  token_id?: number;
  user_id?: number;
  except_token_id?: number;
}

/** A LiveEvent as it travels through NOTIFY, tagged with the instance that published it. */
interface Envelope extends LiveEvent {
  origin: string;
}

type Listener = (event: LiveEvent) => void;

/** NOTIFY carries under 8,000 bytes: the items of one envelope, with room for the envelope itself. */
export const ENVELOPE_ITEMS_BYTES = 7_500;

/**
 * An event whose `data.items` is a list is cut into events of the same name and data whose items fit
 * one NOTIFY, in order, measured in UTF-8 bytes (an accent is two); any other event travels whole.
 */
export function envelopeParts(event: LiveEvent): LiveEvent[] {
  const items = event.data.items;
  if (!Array.isArray(items) || items.length < 2) return [event];
  const parts: LiveEvent[] = [];
  const cut = (part: unknown[]) => parts.push({ ...event, data: { ...event.data, items: part } });
  let part: unknown[] = [];
  let bytes = 0;
  for (const item of items) {
    const size = Buffer.byteLength(JSON.stringify(item)) + 1;
    if (part.length > 0 && bytes + size > ENVELOPE_ITEMS_BYTES) {
      cut(part);
      part = [];
      bytes = 0;
    }
    part.push(item);
    bytes += size;
  }
  cut(part);
  return parts;
}

/**
 * In-process fan-out of live events (auction bids, created and confirmed auctions). With one
 * instance the emitter is everything; with PostgreSQL each event is also sent through NOTIFY so
 * that users connected to other instances see it. The publishing instance has already delivered
 * it locally, so it drops its own notifications: every subscriber gets each event exactly once.
 */
export class EventBus {
  readonly instanceId = randomUUID();
  private readonly emitter = new EventEmitter();
  private readonly closers = new Set<() => void>();
  private queue: Promise<void> = Promise.resolve();
  /** Sends an envelope to the other instances; null while there is only this one (PGlite). */
  remote: ((payload: string) => Promise<void>) | null = null;

  constructor(private readonly onError: (error: unknown) => void = () => {}) {
    // One listener per open SSE connection: hundreds are normal, not a leak.
    this.emitter.setMaxListeners(0);
  }

  /**
   * Never rejects: a live update that fails to travel must not fail the request that caused it.
   * Remote sends go one after another, so other instances see this instance's events in order. A
   * long list of items goes in several envelopes (envelopeParts), here as on the other instances.
   */
  publish(event: LiveEvent): Promise<void> {
    for (const part of envelopeParts(event)) {
      this.deliver(part);
      const remote = this.remote;
      if (!remote) continue;
      const payload = JSON.stringify({ ...part, origin: this.instanceId } satisfies Envelope);
      this.queue = this.queue.then(() => remote(payload)).catch((error: unknown) => this.onError(error));
    }
    return this.queue;
  }

  /** A NOTIFY payload from the listener connection. */
  receive(payload: string): void {
    let envelope: Envelope;
    try {
      envelope = JSON.parse(payload) as Envelope;
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
  subscribe(listener: Listener, onClose?: () => void): () => void {
    this.emitter.on('event', listener);
    if (onClose) this.closers.add(onClose);
    return () => {
      this.emitter.off('event', listener);
      if (onClose) this.closers.delete(onClose);
    };
  }

  get subscribers(): number {
    return this.emitter.listenerCount('event');
  }

  /** Ends every subscription (server shutdown). */
  close(): void {
    for (const close of [...this.closers]) close();
    this.closers.clear();
    this.emitter.removeAllListeners('event');
  }

  private deliver(event: LiveEvent): void {
    for (const listener of this.emitter.listeners('event') as Listener[]) {
      try {
        listener(event);
      } catch (error) {
        this.onError(error);
      }
    }
  }
}
