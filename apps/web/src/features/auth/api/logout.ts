import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const logout = (): Promise<{ message: string }> =>
  api<{ message: string }>('/logout', { method: 'POST' });

export const useLogout = () => useMutation({ mutationFn: logout });
