import { callerAddress } from '../../core/people/auth/caller-address';
import { regenerateRecoveryCodes } from '../../core/people/two-step/profile-two-step';
import { defineHandler } from '../../core/platform/http/define-handler';

export const handler = defineHandler('profile.twoStepRecoveryCodes', async ({ auth, body, event }) => ({
  data: await regenerateRecoveryCodes(auth, { code: body.code, address: callerAddress(event) }),
}));
