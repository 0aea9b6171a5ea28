import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { API_BASE } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';
import { queryKeys } from '../../../lib/query-keys';

/**
 * Live auctions: GET /auctions/events (SSE) announces every bid (`bid`) and every opened or
 * confirmed auction (`auction`); each one refetches the auction queries, so another user's bid and
 * the new closing time show without a reload. EventSource reconnects by itself; closed on unmount.
 */
export function useAuctionEvents(): void {
  const { token } = useSession();
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!token || typeof EventSource === 'undefined') return;
    const source = new EventSource(`${API_BASE}/auctions/events?token=${encodeURIComponent(token)}`);
    const refresh = () => void queryClient.invalidateQueries({ queryKey: queryKeys.auctions.all });
    source.addEventListener('bid', refresh);
    source.addEventListener('auction', refresh);
    return () => {
      source.removeEventListener('bid', refresh);
      source.removeEventListener('auction', refresh);
      source.close();
    };
  }, [token, queryClient]);
}
