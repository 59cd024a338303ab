import { callerAddress } from '../../core/people/auth/caller-address';
import { confirmSetup } from '../../core/people/two-step/profile-two-step';
import { defineHandler } from '../../core/platform/http/define-handler';

export const handler = defineHandler('profile.twoStepEnable', async ({ auth, body, event, log }) => ({
  data: await confirmSetup(auth, { code: body.code, address: callerAddress(event) }, log),
}));
