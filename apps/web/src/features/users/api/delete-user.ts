import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { useInvalidatingMutation } from '../../../lib/invalidate';

export const deleteUser = (id: number) => api('DELETE /users/:id', { params: { id } });

export const useDeleteUser = () => useInvalidatingMutation(deleteUser, [queryKeys.users.lists]);
