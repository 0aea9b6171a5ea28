import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { API_BASE, api } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';
import { queryKeys } from '../../../lib/query-keys';

const RECONNECT_MS = 3000;

/**
 * Live auctions: GET /auctions/events (SSE) announces every bid (`bid`) and every opened or
 * confirmed auction (`auction`); each one refetches the auction queries, so another user's bid and
 * the new closing time show without a reload. The URL carries a single-use ticket (POST
 * /auctions/events/ticket), never the token: when the stream drops, a new ticket opens the next
 * one (EventSource's own retry would reuse the spent ticket). Closed on unmount.
 */
export function useAuctionEvents(): void {
  const { token } = useSession();
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!token || typeof EventSource === 'undefined') return;
    let source: EventSource | null = null;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let stopped = false;
    const refresh = () => void queryClient.invalidateQueries({ queryKey: queryKeys.auctions.all });
    const retry = () => {
      if (!stopped) timer = setTimeout(() => void open(), RECONNECT_MS);
    };
    const open = async () => {
      let ticket: string;
      try {
        ticket = (await api('POST /auctions/events/ticket')).ticket;
      } catch {
        retry();
        return;
      }
      if (stopped) return;
      source = new EventSource(`${API_BASE}/auctions/events?ticket=${encodeURIComponent(ticket)}`);
      source.addEventListener('bid', refresh);
      source.addEventListener('auction', refresh);
      source.onerror = () => {
        source?.close();
        // Events missed while reconnecting are caught up by refetching once the stream is back.
        retry();
      };
      source.onopen = refresh;
    };
    void open();
    return () => {
      stopped = true;
      clearTimeout(timer);
      source?.close();
    };
  }, [token, queryClient]);
}
