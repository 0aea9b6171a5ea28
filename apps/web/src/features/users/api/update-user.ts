import type { UpdateUserInput, User } from '@liga/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { userMovementsKey } from '../../movements';
import { userQueryOptions } from './get-user';
import { usersListKey } from './get-users';

/** Only the fields the form edits are sent (non-admin: password and confirmation). */
export type UpdateUserPayload = Partial<UpdateUserInput>;

export const updateUser = (id: number, input: UpdateUserPayload) =>
  api<{ message: string; user: User }>(`/users/${id}`, { method: 'PUT', body: input });

export function useUpdateUser(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: UpdateUserPayload) => updateUser(id, input),
    onSuccess: ({ user }) => {
      queryClient.setQueryData(userQueryOptions(id).queryKey, user);
      void queryClient.invalidateQueries({ queryKey: usersListKey });
      void queryClient.invalidateQueries({ queryKey: userMovementsKey(id) });
    },
  });
}
