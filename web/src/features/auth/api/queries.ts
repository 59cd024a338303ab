import { useQuery } from '@tanstack/react-query';
import { api } from '../../../api';
import { authKeys } from './query-keys';

/** Checks a password reset token before the form shows; never retried, never cached past the page. */
export function useValidateResetToken(token: string, email: string, enabled: boolean) {
  return useQuery({
    queryKey: authKeys.resetToken(token, email),
    queryFn: ({ signal }) => api('auth.validateToken', { params: { token }, body: { email } }, { signal }),
    enabled,
    retry: false,
    gcTime: 0,
    staleTime: Infinity,
  });
}
