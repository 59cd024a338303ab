import { MSG } from '@skillway/shared';
import { addSignupContact } from '../../core/people/auth/hub-spot';
import { defineHandler } from '../../core/platform/http/define-handler';

export const handler = defineHandler('auth.hubSpot', async ({ body, event, log }) => {
  await addSignupContact(body.email, event.requestContext.http.sourceIp, log);
  return { message: MSG.HUBSPOT_RECEIVED };
});
