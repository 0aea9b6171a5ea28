import type { EventBus, LiveEvent, RevokedSessions } from '../../lib/events';
import type { LiveNotification } from './in-app';

export interface NotificationStream {
  userId: number;
  tokenId: number;
  send: (item: LiveNotification['notification']) => void;
  end: () => void;
}

const endsSession = (data: RevokedSessions, s: NotificationStream) =>
  data.token_id === s.tokenId || (data.user_id === s.userId && data.except_token_id !== s.tokenId);

/**
 * This instance's open notification streams by user: one EventBus subscription for all of them, so a
 * burst of events costs one lookup per recipient rather than one call per open stream.
 */
export class NotificationHub {
  private readonly byUser = new Map<number, Set<NotificationStream>>();
  private unsubscribe: (() => void) | null = null;

  constructor(private readonly bus: EventBus) {}

  add(stream: NotificationStream): () => void {
    if (!this.unsubscribe)
      this.unsubscribe = this.bus.subscribe(
        (event) => this.dispatch(event),
        () => this.endAll(),
      );
    const set = this.byUser.get(stream.userId) ?? new Set();
    set.add(stream);
    this.byUser.set(stream.userId, set);
    return () => {
      set.delete(stream);
      if (!set.size) this.byUser.delete(stream.userId);
    };
  }

  get streams(): number {
    let n = 0;
    for (const set of this.byUser.values()) n += set.size;
    return n;
  }

  private dispatch(event: LiveEvent): void {
    if (event.event === 'notification') {
      for (const item of (event.data.items ?? []) as LiveNotification[])
        for (const stream of this.byUser.get(item.user_id) ?? []) stream.send(item.notification);
    } else if (event.event === 'revoked') {
      const data = event.data as RevokedSessions;
      for (const set of this.byUser.values())
        for (const stream of set) if (endsSession(data, stream)) stream.end();
    }
  }

  private endAll(): void {
    this.unsubscribe = null;
    for (const set of [...this.byUser.values()]) for (const stream of [...set]) stream.end();
    this.byUser.clear();
  }
}
