import { useQuery } from '@tanstack/react-query';
import type { EndpointAnswer } from '@liga/domain';
import { api } from '../../../lib/api-client';
import { useInvalidatingMutation } from '../../../lib/invalidate';
import { queryKeys } from '../../../lib/query-keys';

/** GET /discipline/settings: the reset date, late-entry fines and lift prices (decision 025). */
export const getDisciplineSettings = () => api('GET /discipline/settings');
export const disciplineSettingsQueryOptions = () => ({
  queryKey: queryKeys.discipline.settings,
  queryFn: getDisciplineSettings,
});
export const useDisciplineSettings = () => useQuery(disciplineSettingsQueryOptions());

/** PUT /discipline/settings (Admin). */
/** The settings as the form edits them: the answer's shape, sent back whole. */
export type DisciplineSettingsValue = EndpointAnswer<'GET /discipline/settings'>;

export const saveDisciplineSettings = (body: DisciplineSettingsValue) =>
  api('PUT /discipline/settings', { body });
export const useSaveDisciplineSettings = () =>
  useInvalidatingMutation(saveDisciplineSettings, [queryKeys.discipline.all]);
