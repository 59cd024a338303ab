import { addDomain } from '../../core/people/sso/sso-admin';
import { defineHandler } from '../../core/platform/http/define-handler';

/** An email domain to verify: the answer holds the TXT record to publish on it. */
export const handler = defineHandler('sso.addDomain', async ({ auth, body, log }) => {
  const data = await addDomain(auth, body.domain, log);
  return { message: `Domain added. Publish the TXT record ${data.txt_value} on ${data.domain}, then verify it.`, data };
});
