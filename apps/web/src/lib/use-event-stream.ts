import { useEffect, useRef } from 'react';
import { API_BASE, api } from './api-client';
import { useSession } from './session';

const RECONNECT_MS = 3000;

/**
 * A live stream of the API (Server-Sent Events): the URL carries a single-use ticket from
 * `ticketEndpoint`, never the token (decision 013); when the stream drops, a new ticket opens the
 * next one (EventSource's own retry would reuse the spent ticket). `onEvent` runs for each of
 * `events`, and once on every (re)opening, so what was missed meanwhile is refetched. Closed on unmount.
 */
export function useEventStream(
  ticketEndpoint: 'POST /auctions/events/ticket' | 'POST /notifications/events/ticket',
  path: string,
  events: readonly string[],
  onEvent: (event: MessageEvent | Event) => void,
): void {
  const { token } = useSession();
  const handler = useRef(onEvent);
  useEffect(() => {
    handler.current = onEvent;
  });
  const names = events.join(',');
  useEffect(() => {
    if (!token || typeof EventSource === 'undefined') return;
    let source: EventSource | null = null;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let stopped = false;
    const call = (event: MessageEvent | Event) => handler.current(event);
    const retry = () => {
      if (!stopped) timer = setTimeout(() => void open(), RECONNECT_MS);
    };
    const open = async () => {
      let ticket: string;
      try {
        ticket = (await api(ticketEndpoint)).ticket;
      } catch {
        retry();
        return;
      }
      if (stopped) return;
      source = new EventSource(`${API_BASE}${path}?ticket=${encodeURIComponent(ticket)}`);
      for (const name of names.split(',')) source.addEventListener(name, call);
      source.onerror = () => {
        source?.close();
        retry();
      };
      source.onopen = call;
    };
    void open();
    return () => {
      stopped = true;
      clearTimeout(timer);
      source?.close();
    };
  }, [token, ticketEndpoint, path, names]);
}
