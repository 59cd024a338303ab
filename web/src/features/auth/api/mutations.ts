import { useMutation, type QueryClient } from '@tanstack/react-query';
import type { TForgotBody, TRegisterBody, TResetBody } from '@skillway/shared';
import { api, clearSession } from '../../../api';

/**
 * Registers, then hands the new administrator's email to the marketing CRM without waiting: the CRM is the
 * business's concern, so its failure or throttle never stands in the way of the signup.
 */
export function useRegister() {
  return useMutation({
    mutationFn: async (body: TRegisterBody) => {
      const session = await api('auth.register', { body });
      api('auth.hubSpot', { body: { email: body.email } }).catch(() => undefined);
      return session;
    },
  });
}

export function useForgotPassword() {
  return useMutation({ mutationFn: (body: TForgotBody) => api('auth.forgotPassword', { body }) });
}

export function useResetPassword() {
  return useMutation({ mutationFn: (body: TResetBody) => api('auth.resetPassword', { body }) });
}

/**
 * Revokes the token on the server, then forgets it here whatever the server said: a user who asked to leave
 * must end up logged out even if the network or the token is gone.
 */
export async function performLogout(queryClient: QueryClient): Promise<void> {
  try {
    await api('auth.logout');
  } catch {
    // Already invalid or unreachable: the local session is cleared below either way.
  }
  clearSession();
  queryClient.clear();
}
