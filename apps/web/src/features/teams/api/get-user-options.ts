import type { PageMeta, User } from '@liga/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** GET /users?all=true: every user, for the owner select of the team form. */
export const getUserOptions = (): Promise<User[]> =>
  api<{ data: User[]; meta: PageMeta }>('/users', { query: { all: true } }).then((res) => res.data);

// Under the users-list prefix, so creating or editing a user refreshes the select too.
export const userOptionsQueryOptions = () =>
  queryOptions({ queryKey: ['users', 'list', { all: true }], queryFn: getUserOptions });

export const useUserOptions = (enabled = true) => useQuery({ ...userOptionsQueryOptions(), enabled });
