import type { AuthResponse, SignupInput } from '@liga/domain';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const signup = (input: SignupInput): Promise<AuthResponse> => api('POST /signup', { body: input });

export const useSignup = () => useMutation({ mutationFn: signup });
