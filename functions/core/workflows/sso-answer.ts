import { deviceCookie } from '../people/auth/device-cookie';
import { sessionWithRefreshCookie, ssoSessionCookie } from '../people/auth/refresh-cookie';
import { clearedBrowserBinding } from '../people/sso/browser-binding';
import type { TVerifiedAnswer } from '../people/sso/finish-answer';
import { SsoRefusal } from '../people/sso/sso-refusal';
import {
  completeLocation,
  redirectWithCookies,
  refusalLocation,
  testCompleteLocation,
} from '../people/sso/sso-responses';
import type { TLog } from '../platform/http/logger';
import type { RawResponse } from '../platform/http/responses';
import { completeSsoAnswer, recordRefusedTest } from './sso-sign-in';

/**
 * The browser's answer to an IdP's callback (OIDC) or POST (SAML), once `verify` (the protocol's: people/sso/
 * verify-oidc-answer.ts or verify-saml-answer.ts) has checked it: always a 302, and the browser binding cookie
 * cleared. A sign-in sets the refresh cookie exactly as a password sign-in does (and the device cookie, and the
 * logout call's marker of this SSO session: refresh-cookie.ts ssoSessionCookie) and goes to the SPA's /sso/complete,
 * which restores the session; a test goes to the small page that says the window can be closed; a refusal goes to
 * /login?sso_error=<code> and is logged with its reason, never with a token or assertion.
 */
export async function respondToIdpAnswer(verify: () => Promise<TVerifiedAnswer>, log: TLog): Promise<RawResponse> {
  const cleared = clearedBrowserBinding();
  try {
    const outcome = await completeSsoAnswer(await verify(), log);
    if (outcome.kind === 'test') return redirectWithCookies(testCompleteLocation(outcome.testId), [cleared]);
    const marker = ssoSessionCookie(outcome.session);
    const { cookies } = sessionWithRefreshCookie(outcome.session, [
      deviceCookie(outcome.session.user.email),
      cleared,
      ...(marker ? [marker] : []),
    ]);
    return redirectWithCookies(completeLocation(), cookies);
  } catch (error) {
    if (!(error instanceof SsoRefusal)) throw error;
    return refused(error, log, [cleared]);
  }
}

/** A refusal's answer: logged, recorded on its test when it ended one, and the right page for the browser. */
export async function refused(error: SsoRefusal, log: TLog, cookies: readonly string[]): Promise<RawResponse> {
  log.warn('sso sign-in refused', {
    code: error.code,
    reason: error.reason,
    ...(error.detail ? { detail: error.detail } : {}),
    ...(error.test ? { connection_id: error.test.connectionId, test: true } : {}),
  });
  if (error.test) {
    await recordRefusedTest(error.test, error);
    return redirectWithCookies(testCompleteLocation(error.test.testId), cookies);
  }
  return redirectWithCookies(refusalLocation(error.code), cookies);
}
