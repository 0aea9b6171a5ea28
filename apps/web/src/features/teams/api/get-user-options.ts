import type { UserEntry } from '@liga/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** GET /users?all=true: every user, for the owner select of the team form. */
export const getUserOptions = (): Promise<UserEntry[]> =>
  api('GET /users', { query: { all: true } }).then((res) => res.data);

export const userOptionsQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.users.options, queryFn: getUserOptions });

export const useUserOptions = (enabled = true) => useQuery({ ...userOptionsQueryOptions(), enabled });
