/**
 * A read shared by the calls that arrive while it waits to start: each call is answered by a read that
 * started after the call was made, never by one already under way (which may have begun before a commit
 * the caller already saw). One read runs at a time; the calls made meanwhile wait for it to end and share
 * the next one. Under load a cache's version row is then read once per round trip instead of once per
 * request, and an answer is never older than the last commit before its request (decision 041).
 */
export function freshRead<T>(read: () => Promise<T>): () => Promise<T> {
  let running: Promise<T> | null = null;
  let next: Promise<T> | null = null;
  const start = (): Promise<T> => {
    const current: Promise<T> = read().finally(() => {
      if (running === current) running = null;
    });
    running = current;
    return current;
  };
  return () => {
    if (!running) return start();
    next ??= running
      .then(
        () => undefined,
        () => undefined,
      )
      .then(() => {
        next = null;
        return start();
      });
    return next;
  };
}
