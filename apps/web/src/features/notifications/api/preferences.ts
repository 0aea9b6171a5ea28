import type { NotificationChannel, NotificationKind } from '@liga/domain/notifications';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { useInvalidatingMutation } from '../../../lib/invalidate';
import { queryKeys } from '../../../lib/query-keys';

/** GET /notifications/preferences: every kind's channel, the push key and this user's subscriptions. */
export const preferencesQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.notifications.preferences,
    queryFn: () => api('GET /notifications/preferences'),
  });

export const usePreferences = () => useQuery(preferencesQueryOptions());

export const savePreferences = (preferences: { kind: NotificationKind; channel: NotificationChannel }[]) =>
  api('PUT /notifications/preferences', { body: { preferences } });

export const useSavePreferences = () =>
  useInvalidatingMutation(savePreferences, [queryKeys.notifications.preferences]);
