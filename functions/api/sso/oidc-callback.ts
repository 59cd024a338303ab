import { SSO_PATHS } from '../../core/people/sso/service-provider';
import { respondToIdpAnswer } from '../../core/workflows/sso-answer';
import { config } from '../../core/platform/config';
import { defineHandler } from '../../core/platform/http/define-handler';

/** The OIDC redirect URI: the IdP's code (or error) with the state; a session, a test result or a refusal page. */
export const handler = defineHandler('sso.oidcCallback', async ({ event, log }) => {
  const callbackUrl = new URL(`${config.apiUrl}${SSO_PATHS.OIDC_CALLBACK}?${event.rawQueryString ?? ''}`);
  return respondToIdpAnswer(
    { protocol: 'oidc', state: callbackUrl.searchParams.get('state') ?? undefined, callbackUrl, cookies: event.cookies },
    log,
  );
});
