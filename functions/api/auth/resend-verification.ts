import { MSG } from '@skillway/shared';
import { resendVerification } from '../../core/people/mail-hold/resend-verification';
import { defineHandler } from '../../core/platform/http/define-handler';

/** POST /email/verify/resend: a held company's verification link, sent again to its registering address. */
export const handler = defineHandler('auth.resendVerification', async ({ auth }) => {
  await resendVerification(auth.companyId);
  return { message: MSG.VERIFICATION_RESENT };
});
