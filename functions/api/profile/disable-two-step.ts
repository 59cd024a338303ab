import { MSG } from '@skillway/shared';
import { callerAddress } from '../../core/people/auth/caller-address';
import { disableTwoStep } from '../../core/people/two-step/profile-two-step';
import { defineHandler } from '../../core/platform/http/define-handler';

export const handler = defineHandler('profile.twoStepDisable', async ({ auth, body, event, log }) => {
  await disableTwoStep(auth, { code: body.code, address: callerAddress(event) }, log);
  return { message: MSG.TWO_STEP_DISABLED };
});
