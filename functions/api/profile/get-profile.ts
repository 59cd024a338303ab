import { defineHandler } from '../../core/http/define-handler';
import { presentProfile } from '../../core/users/present-profile';

export const handler = defineHandler('profile.get', async ({ auth }) => ({
  data: presentProfile(auth.user, auth.company),
}));
