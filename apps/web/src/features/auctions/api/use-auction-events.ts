import { useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '../../../lib/query-keys';
import { useEventStream } from '../../../lib/use-event-stream';

/**
 * Live auctions: GET /auctions/events (SSE) announces every bid (`bid`) and every opened or
 * confirmed auction (`auction`); each one refetches the auction queries, so another user's bid and
 * the new closing time show without a reload. Opened with a single-use ticket (lib/use-event-stream).
 */
export function useAuctionEvents(): void {
  const queryClient = useQueryClient();
  useEventStream('POST /auctions/events/ticket', '/auctions/events', ['bid', 'auction'], () => {
    void queryClient.invalidateQueries({ queryKey: queryKeys.auctions.all });
  });
}
