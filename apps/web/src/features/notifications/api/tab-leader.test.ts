import { describe, expect, it, vi } from 'vitest';
import { shareAcrossTabs, type TabSharing } from './tab-leader';

/** One browser: a Web Lock queue and a BroadcastChannel hub shared by the tabs it opens. */
function fakeBrowser() {
  let holder: (() => void) | null = null;
  const queue: { grant: () => void; signal?: AbortSignal; reject: (e: unknown) => void }[] = [];
  const grantNext = () => {
    const next = queue.shift();
    if (next) next.grant();
  };
  const locks: TabSharing['locks'] = {
    request: ((_name: string, options: { signal?: AbortSignal }, cb: () => Promise<void> | undefined) =>
      new Promise((resolve, reject) => {
        const entry = {
          signal: options.signal,
          reject,
          grant: () => {
            holder = () => undefined;
            void Promise.resolve(cb()).then((v) => {
              holder = null;
              resolve(v);
              grantNext();
            });
          },
        };
        options.signal?.addEventListener('abort', () => {
          const at = queue.indexOf(entry);
          if (at >= 0) {
            queue.splice(at, 1);
            reject(new DOMException('aborted', 'AbortError'));
          }
        });
        if (holder) queue.push(entry);
        else entry.grant();
      })) as never,
  };
  const channels = new Set<{ onmessage: ((e: MessageEvent) => void) | null }>();
  const channel: TabSharing['channel'] = () => {
    const me = {
      onmessage: null as ((e: MessageEvent) => void) | null,
      postMessage: (data: unknown) => {
        for (const c of channels) if (c !== me) c.onmessage?.({ data } as MessageEvent);
      },
      close: () => void channels.delete(me),
    };
    channels.add(me);
    return me as never;
  };
  const openTab = () => {
    const tab = { leader: false, heard: 0 };
    const shared = shareAcrossTabs(
      'liga',
      (l) => (tab.leader = l),
      () => (tab.heard += 1),
      { locks, channel },
    );
    return Object.assign(tab, shared);
  };
  return { openTab };
}

const settle = () => new Promise((r) => setTimeout(r, 0));

describe('one notification stream per browser (decision 040)', () => {
  it('lets one tab lead, tells the others of its events, and hands over when it closes', async () => {
    const browser = fakeBrowser();
    const tabs = [browser.openTab(), browser.openTab(), browser.openTab()];
    await settle();
    expect(tabs.map((t) => t.leader)).toEqual([true, false, false]);

    tabs[0]!.broadcast();
    expect(tabs.map((t) => t.heard)).toEqual([0, 1, 1]);

    tabs[0]!.stop();
    await settle();
    expect(tabs.map((t) => t.leader)).toEqual([true, true, false]);
    tabs[1]!.broadcast();
    expect(tabs[2]!.heard).toBe(2);

    // A waiting tab that closes never leads, and the lock goes on to the next one.
    tabs[2]!.stop();
    const late = browser.openTab();
    tabs[1]!.stop();
    await settle();
    expect(tabs[2]!.leader).toBe(false);
    expect(late.leader).toBe(true);
  });

  it('falls back to one stream per tab without Web Locks or BroadcastChannel', () => {
    const onLeader = vi.fn();
    shareAcrossTabs('liga', onLeader, () => undefined, {});
    expect(onLeader).toHaveBeenCalledWith(true);
  });
});
