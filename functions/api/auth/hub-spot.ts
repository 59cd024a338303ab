import { MSG } from '@skillway/shared';
import { callerAddress } from '../../core/people/auth/caller-address';
import { addSignupContact } from '../../core/people/auth/hub-spot';
import { defineHandler } from '../../core/platform/http/define-handler';

export const handler = defineHandler('auth.hubSpot', async ({ body, event, log }) => {
  await addSignupContact(body.email, callerAddress(event), log);
  return { message: MSG.HUBSPOT_RECEIVED };
});
