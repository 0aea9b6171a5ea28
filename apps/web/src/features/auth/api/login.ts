import type { AuthResponse, LoginInput } from '@liga/domain';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const login = (input: LoginInput): Promise<AuthResponse> => api('POST /login', { body: input });

export const useLogin = () => useMutation({ mutationFn: login });
