import { removeDomain } from '../../core/people/sso/sso-admin';
import { defineHandler } from '../../core/platform/http/define-handler';

/** Removes an email domain: the login page no longer sends its addresses to the IdP. */
export const handler = defineHandler('sso.removeDomain', async ({ auth, params, log }) => {
  await removeDomain(auth, params.domain.toLowerCase(), log);
  return { message: 'Domain removed.' };
});
