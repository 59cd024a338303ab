import { TWO_STEP } from '@skillway/shared';
import { totpCode } from '@skillway/functions/core/people/two-step/totp';
import { DEMO_SUPER_ADMIN_TOTP_SECRET } from '@skillway/functions/core/people/two-step/demo-key';

const LOGIN = '/v1/clients/web/admin/login';

async function post(origin: string, path: string, body: unknown): Promise<Response> {
  return fetch(`${origin}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify(body),
  });
}

/**
 * The second step for the demo super administrator (two-step verification on with the published demo key): now's
 * code, and if a sign-in in the last 30 seconds used that step, the next step's (accepted one step either side).
 */
async function secondStep(origin: string, email: string, challenge: string): Promise<Response> {
  let response: Response | undefined;
  for (const ahead of [0, 1]) {
    const code = totpCode(DEMO_SUPER_ADMIN_TOTP_SECRET, Date.now() + ahead * TWO_STEP.periodSeconds * 1000);
    response = await post(origin, `${LOGIN}/verify`, { challenge, code });
    if (response.status !== 422) return response;
  }
  throw new Error(`sign-in ${email}: code refused (${response?.status})`);
}

/** Signs a demo account in against a bench's local stack: the login answer (tokens and user), or a thrown error. */
export async function signInSession<T extends { access_token?: string }>(
  origin: string,
  email: string,
  password: string,
): Promise<T> {
  let response = await post(origin, LOGIN, { email, password });
  let body = (await response.json().catch(() => ({}))) as T & { two_step?: string; challenge?: string };
  if (response.ok && body.two_step === 'code' && body.challenge) {
    response = await secondStep(origin, email, body.challenge);
    body = (await response.json().catch(() => ({}))) as typeof body;
  }
  if (!response.ok || !body.access_token) throw new Error(`sign-in ${email} failed: ${response.status}`);
  // The refresh token travels only as the HttpOnly cookie (with its one-time nonce): kept here for a bench that
  // restores a browser session, for one browser only, since the first refresh replaces it.
  const cookie = response.headers.getSetCookie().find((line) => line.startsWith('skillway_refresh='));
  return { ...body, refresh_cookie: cookie?.split(';')[0]?.slice('skillway_refresh='.length) ?? '' };
}

/** The access token alone, for benches that only call the API. */
export async function signIn(origin: string, email: string, password: string): Promise<string> {
  return (await signInSession(origin, email, password)).access_token!;
}
