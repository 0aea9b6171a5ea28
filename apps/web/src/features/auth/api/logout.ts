import type { MessageAnswer } from '@liga/domain';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const logout = (): Promise<MessageAnswer> => api('POST /logout');

export const useLogout = () => useMutation({ mutationFn: logout });
