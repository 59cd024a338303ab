import { useMutation, type QueryClient } from '@tanstack/react-query';
import type { TForgotBody, TLogoutResponse, TRegisterBody, TResetBody } from '@skillway/shared';
import { api, clearSession } from '../../../api';
import { keepIdpLogoutOffer } from '../lib/idp-logout-offer';

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
 * must end up logged out even if the network or the token is gone. When the session came through single sign-on
 * with an IdP that has its own logout, the answer's offer is kept for the login page the user lands on.
 */
export async function performLogout(queryClient: QueryClient): Promise<void> {
  let answer: TLogoutResponse | undefined;
  try {
    answer = await api('auth.logout');
  } catch {
    // Already invalid or unreachable: the local session is cleared below either way.
  }
  keepIdpLogoutOffer(answer);
  clearSession();
  queryClient.clear();
}
