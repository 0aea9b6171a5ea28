import { useQuery } from '@tanstack/react-query';
import type { EndpointAnswer } from '@liga/domain';
import { api } from '../../../lib/api-client';
import { useInvalidatingMutation } from '../../../lib/invalidate';
import { queryKeys } from '../../../lib/query-keys';

/** GET /public/settings (no token): whether the pages under /liga are on and what visitors see (decision 035). */
export const getPublicSettings = () => api('GET /public/settings');
export const publicSettingsQueryOptions = () => ({
  queryKey: queryKeys.publicSettings,
  queryFn: getPublicSettings,
});
export const usePublicSettings = () => useQuery(publicSettingsQueryOptions());

export type PublicSettingsValue = EndpointAnswer<'GET /public/settings'>;

/** PUT /public/settings (Admin). */
export const savePublicSettings = (body: Partial<PublicSettingsValue>) =>
  api('PUT /public/settings', { body });
export const useSavePublicSettings = () =>
  useInvalidatingMutation(savePublicSettings, [queryKeys.publicSettings]);
