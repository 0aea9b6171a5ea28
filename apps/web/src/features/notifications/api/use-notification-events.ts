import { useCallback, useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '../../../lib/query-keys';
import { useEventStream } from '../../../lib/use-event-stream';
import { useSession } from '../../../lib/session';
import { shareAcrossTabs } from './tab-leader';

const SHARED_NAME = 'liga-notificaciones';

/** Opens the notification stream (decision 036) while mounted: only the leader tab mounts it. */
export function useNotificationStream(onEvent: () => void): void {
  useEventStream('POST /notifications/events/ticket', '/notifications/events', ['notification'], onEvent);
}

/**
 * One's notifications live: each new one (`notification`) refetches the bell's count and the list,
 * without a reload. The tabs of a browser share one stream (decision 040): `leader` says whether this
 * tab should hold it; it passes each event on to the other tabs, which refetch too.
 */
export function useNotificationEvents(): { leader: boolean; onEvent: () => void } {
  const queryClient = useQueryClient();
  const { token } = useSession();
  const [leader, setLeader] = useState(false);
  const broadcast = useRef<() => void>(() => undefined);
  const refetch = useCallback(
    () => void queryClient.invalidateQueries({ queryKey: queryKeys.notifications.all }),
    [queryClient],
  );
  useEffect(() => {
    if (!token) return;
    const shared = shareAcrossTabs(SHARED_NAME, setLeader, refetch);
    broadcast.current = shared.broadcast;
    return () => {
      shared.stop();
      broadcast.current = () => undefined;
      setLeader(false);
    };
  }, [token, refetch]);
  const onEvent = useCallback(() => {
    refetch();
    broadcast.current();
  }, [refetch]);
  return { leader, onEvent };
}
