import { beginSignIn } from '../../core/people/sso/begin-sign-in';
import { SSO_PATHS } from '../../core/people/sso/service-provider';
import { SsoRefusal } from '../../core/people/sso/sso-refusal';
import { redirectWithCookies } from '../../core/people/sso/sso-responses';
import { refused } from '../../core/workflows/sso-answer';
import { config } from '../../core/platform/config';
import { browserApiUrl } from '../../core/platform/http/browser-origin';
import { defineHandler } from '../../core/platform/http/define-handler';

/**
 * Begins a sign-in or a test at the IdP: 302 there, with the cookie binding it to this browser. The IdP answers to
 * the configured origin (the registered redirect URI or ACS), so a browser that came here by another host name (only
 * possible locally: `127.0.0.1` for `localhost`) is first sent to that origin, where its cookie and the answer meet.
 */
export const handler = defineHandler('sso.start', async ({ query, event, log }) => {
  if (browserApiUrl() !== config.apiUrl) {
    return redirectWithCookies(`${config.apiUrl}${SSO_PATHS.START}?${event.rawQueryString ?? ''}`, []);
  }
  try {
    const begun = await beginSignIn({
      connectionId: query.connection,
      testId: query.test,
      loginHint: query.login_hint,
    });
    return redirectWithCookies(begun.location, [begun.cookie]);
  } catch (error) {
    if (error instanceof SsoRefusal) return refused(error, log, []);
    throw error;
  }
});
