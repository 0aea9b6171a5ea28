import type { MessageAnswer } from '@liga/domain';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const logout = (): Promise<MessageAnswer> => api<MessageAnswer>('/logout', { method: 'POST' });

export const useLogout = () => useMutation({ mutationFn: logout });
