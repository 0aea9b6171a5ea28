import { tooManyRequests } from './http-errors';

/** The refusal of one stream too many (its number is STREAMS_PER_USER). */
export const tooManyStreams = (limit: number) =>
  `Ya tenés ${limit} ${limit === 1 ? 'conexión' : 'conexiones'} en vivo abiertas. ` +
  'Cerrá alguna pestaña de la liga y volvé a intentar.';

/**
 * Open live streams per user on this instance (decision 013). A stream holds a socket, a listener
 * and a heartbeat timer for as long as the client keeps it open, so a user could otherwise open
 * thousands; every stream route claims a slot here before its first byte and gives it back when the
 * socket closes. Per instance, in memory: a stream belongs to one process and ends with it, so there
 * is nothing to leak across restarts; N instances allow N × the limit, still a small bound.
 */
export class StreamLimit {
  private readonly open = new Map<number, number>();

  constructor(readonly perUser: number) {}

  /** Takes a slot for the user, or throws 429; the returned function frees it (once). */
  claim(userId: number): () => void {
    const current = this.open.get(userId) ?? 0;
    if (current >= this.perUser) throw tooManyRequests(tooManyStreams(this.perUser));
    this.open.set(userId, current + 1);
    let released = false;
    return () => {
      if (released) return;
      released = true;
      const left = (this.open.get(userId) ?? 1) - 1;
      if (left > 0) this.open.set(userId, left);
      else this.open.delete(userId);
    };
  }

  /** The user's open streams on this instance. */
  of(userId: number): number {
    return this.open.get(userId) ?? 0;
  }
}
