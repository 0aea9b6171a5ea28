/** The browser APIs a shared stream needs; absent ones (an old browser, jsdom) mean one stream per tab. */
export interface TabSharing {
  locks?: Pick<LockManager, 'request'>;
  channel?: (name: string) => Pick<BroadcastChannel, 'postMessage' | 'close' | 'onmessage'>;
}

export const browserSharing = (): TabSharing => ({
  locks: typeof navigator !== 'undefined' ? navigator.locks : undefined,
  channel: typeof BroadcastChannel === 'undefined' ? undefined : (name) => new BroadcastChannel(name),
});

/**
 * One notification stream per browser, not per tab (decision 040): the tabs of one origin queue for a
 * Web Lock; the tab holding it is the leader and opens the stream, and tells the others of each event
 * over a BroadcastChannel. When the leader closes, the browser hands the lock to the next tab, which
 * opens its own stream (and refetches what it missed). Without both APIs every tab leads.
 */
export function shareAcrossTabs(
  name: string,
  onLeader: (leader: boolean) => void,
  onRemote: () => void,
  apis: TabSharing = browserSharing(),
): { broadcast: () => void; stop: () => void } {
  if (!apis.locks || !apis.channel) {
    onLeader(true);
    return { broadcast: () => undefined, stop: () => undefined };
  }
  const channel = apis.channel(name);
  channel.onmessage = () => onRemote();
  const abort = new AbortController();
  let release: (() => void) | undefined;
  let stopped = false;
  apis.locks
    .request(name, { signal: abort.signal }, () => {
      if (stopped) return undefined;
      onLeader(true);
      return new Promise<void>((resolve) => {
        release = resolve;
      });
    })
    .catch(() => undefined);
  return {
    broadcast: () => channel.postMessage('changed'),
    stop: () => {
      stopped = true;
      abort.abort();
      release?.();
      channel.close();
    },
  };
}
