import { useQuery } from '@tanstack/react-query';
import type { DiscordSettingsInput } from '@liga/domain';
import { api } from '../../../lib/api-client';
import { useInvalidatingMutation } from '../../../lib/invalidate';
import { queryKeys } from '../../../lib/query-keys';

/** GET /settings/discord (Admin): each kind's webhook and the active season's tournaments (decision 034). */
export const getDiscordSettings = () => api('GET /settings/discord');
export const discordSettingsQueryOptions = () => ({
  queryKey: queryKeys.discord.settings,
  queryFn: getDiscordSettings,
});
export const useDiscordSettings = () => useQuery(discordSettingsQueryOptions());

/** PUT /settings/discord (Admin): every webhook at once. */
export const saveDiscordSettings = (body: DiscordSettingsInput) => api('PUT /settings/discord', { body });
export const useSaveDiscordSettings = () =>
  useInvalidatingMutation(saveDiscordSettings, [queryKeys.discord.settings]);
