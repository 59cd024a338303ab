import { SSO_COMPLETE_PATH, SSO_ERROR_PARAM, type TSsoError } from '@skillway/shared';
import { config } from '../../platform/config';
import { rawResponse, type RawResponse } from '../../platform/http/responses';

/** The SPA page a test window lands on (it says the window can be closed; the admin's page polls the result). */
const SSO_TEST_COMPLETE_PATH = '/sso/test-complete';

/** A 302 that also sets cookies (payload 2.0 `cookies`: one Set-Cookie each), never cached. */
export function redirectWithCookies(location: string, cookies: readonly string[]): RawResponse {
  return rawResponse({
    statusCode: 302,
    headers: { location, 'cache-control': 'no-store', 'referrer-policy': 'no-referrer' },
    cookies: [...cookies],
  });
}

/** The login page explaining a refusal (SSO_ERROR_MESSAGES[code]). */
export function refusalLocation(code: TSsoError): string {
  return `${config.appUrl}/login?${new URLSearchParams({ [SSO_ERROR_PARAM]: code }).toString()}`;
}

/** Where a signed-in browser goes: the SPA restores the session from the refresh cookie just set. */
export function completeLocation(): string {
  return `${config.appUrl}${SSO_COMPLETE_PATH}`;
}

export function testCompleteLocation(testId: string): string {
  return `${config.appUrl}${SSO_TEST_COMPLETE_PATH}?${new URLSearchParams({ test: testId }).toString()}`;
}
