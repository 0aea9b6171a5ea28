import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const revokeUserTokens = (id: number) => api('POST /users/:id/revoke-tokens', { params: { id } });

export const useRevokeUserTokens = () => useMutation({ mutationFn: revokeUserTokens });
