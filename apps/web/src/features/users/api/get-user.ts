import type { UserEntry } from '@liga/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export const getUser = (id: number): Promise<UserEntry> => api('GET /users/:id', { params: { id } });

export const userQueryOptions = (id: number) =>
  queryOptions({ queryKey: queryKeys.users.detail(id), queryFn: () => getUser(id) });

export const useUser = (id: number, enabled = true) => useQuery({ ...userQueryOptions(id), enabled });
