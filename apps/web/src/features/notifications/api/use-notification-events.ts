import { useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '../../../lib/query-keys';
import { useEventStream } from '../../../lib/use-event-stream';

/**
 * One's notifications live (decision 036): GET /notifications/events sends each new one
 * (`notification`); the bell's count and the list refetch, without a reload.
 */
export function useNotificationEvents(): void {
  const queryClient = useQueryClient();
  useEventStream('POST /notifications/events/ticket', '/notifications/events', ['notification'], () => {
    void queryClient.invalidateQueries({ queryKey: queryKeys.notifications.all });
  });
}
