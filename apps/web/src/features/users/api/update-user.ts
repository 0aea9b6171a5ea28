import type { UpdateUserInput } from '@liga/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { invalidateMoneyAndPlayers } from '../../../lib/invalidate';
import { queryKeys } from '../../../lib/query-keys';
import { userQueryOptions } from './get-user';

/** Only the fields the form edits are sent (non-admin: password and confirmation). */
export type UpdateUserPayload = Partial<UpdateUserInput>;

export const updateUser = (id: number, input: UpdateUserPayload) =>
  api('PUT /users/:id', { params: { id }, body: input });

export function useUpdateUser(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: UpdateUserPayload) => updateUser(id, input),
    onSuccess: ({ user }, input) => {
      queryClient.setQueryData(userQueryOptions(id).queryKey, user);
      // A budget adjustment moved money: the ledger, the dashboard and the header's budget change too.
      if (input.adjustment) void invalidateMoneyAndPlayers(queryClient);
      else void queryClient.invalidateQueries({ queryKey: queryKeys.users.lists });
    },
  });
}
