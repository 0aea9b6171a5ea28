import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** GET /discord/redirect?userId= → {url}; 503 when Discord is not configured on the server. */
export const getDiscordRedirect = (userId: number) => api('GET /discord/redirect', { query: { userId } });

/** A user action, not cached data: run on click, like a mutation. */
export const useDiscordRedirect = () => useMutation({ mutationFn: getDiscordRedirect });
