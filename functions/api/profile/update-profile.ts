import { MSG } from '@skillway/shared';
import { callerAddress } from '../../core/people/auth/caller-address';
import { defineHandler } from '../../core/platform/http/define-handler';
import { presentProfile } from '../../core/people/users/present-profile';
import { updateProfile } from '../../core/people/users/update-profile';

export const handler = defineHandler('profile.update', async ({ auth, body, event }) => {
  const { user, emailChangeRequested } = await updateProfile(auth, body, callerAddress(event));
  return {
    data: presentProfile(user, auth.company),
    message: emailChangeRequested ? MSG.EMAIL_CHANGE_SENT : MSG.CUSTOMER_UPDATED,
  };
});
