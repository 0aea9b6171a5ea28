import type { MessageAnswer } from '@liga/domain';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const revokeUserTokens = (id: number) =>
  api<MessageAnswer>(`/users/${id}/revoke-tokens`, { method: 'POST' });

export const useRevokeUserTokens = () => useMutation({ mutationFn: revokeUserTokens });
