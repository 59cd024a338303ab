import { MSG } from '@skillway/shared';
import { defineHandler } from '../../core/platform/http/define-handler';
import { presentProfile } from '../../core/people/users/present-profile';
import { updateProfile } from '../../core/people/users/update-profile';

export const handler = defineHandler('profile.update', async ({ auth, body }) => {
  const user = await updateProfile(auth, body);
  return { data: presentProfile(user, auth.company), message: MSG.CUSTOMER_UPDATED };
});
