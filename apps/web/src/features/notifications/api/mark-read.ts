import { api } from '../../../lib/api-client';
import { useInvalidatingMutation } from '../../../lib/invalidate';
import { queryKeys } from '../../../lib/query-keys';

/** POST /notifications/read: some ids or all, only one's own. */
export const markRead = (body: { ids: number[] } | { all: true }) =>
  api('POST /notifications/read', { body });

export const useMarkRead = () => useInvalidatingMutation(markRead, [queryKeys.notifications.all]);
