import { SSO_PATHS } from '../../core/people/sso/service-provider';
import { verifyOidcAnswer } from '../../core/people/sso/verify-oidc-answer';
import { respondToIdpAnswer } from '../../core/workflows/sso-answer';
import { config } from '../../core/platform/config';
import { defineHandler } from '../../core/platform/http/define-handler';

/** The OIDC redirect URI: the IdP's code (or error) with the state; a session, a test result or a refusal page. */
export const handler = defineHandler('sso.oidcCallback', async ({ event, log }) => {
  const callbackUrl = new URL(`${config.apiUrl}${SSO_PATHS.OIDC_CALLBACK}?${event.rawQueryString ?? ''}`);
  const state = callbackUrl.searchParams.get('state') ?? undefined;
  return respondToIdpAnswer(() => verifyOidcAnswer({ state, callbackUrl, cookies: event.cookies }), log);
});
