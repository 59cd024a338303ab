import { nextTotpCode, nextTotpCodeNow, rememberSession, rememberedSession } from './totp';
import { localToolsHeaders, stackUrl } from './stack-context';

/**
 * A plain HTTP client for the running local stack (the same calls as test/support/api.ts, usable from the
 * functions' *.int.test.ts, whose type-check does not include the stack's provided-context declaration).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read arbitrary JSON bodies
type TAny = any;

export interface TResponse<T = TAny> {
  status: number;
  body: T;
  headers: Headers;
}

export async function call<T = TAny>(
  method: string,
  path: string,
  options: { token?: string; body?: unknown; headers?: Record<string, string>; rawBody?: string } = {},
): Promise<TResponse<T>> {
  const headers: Record<string, string> = { accept: 'application/json', ...options.headers };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  // The local tools (mail, schedules, drain, the fake Stripe's console) answer only to the data folder's token.
  else if (path.startsWith('/_local/') && !('authorization' in headers)) Object.assign(headers, localToolsHeaders());
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  const response = await fetch(new URL(path, stackUrl()), {
    method,
    headers,
    body: options.rawBody ?? (options.body === undefined ? undefined : JSON.stringify(options.body)),
  });
  const text = await response.text();
  let body: unknown = text;
  try {
    body = text ? JSON.parse(text) : undefined;
  } catch {
    // not JSON: keep the text
  }
  return { status: response.status, body: body as T, headers: response.headers };
}

/** The value of a cookie a response sets (the refresh token travels only in `skillway_refresh`). */
export function setCookieValue(headers: Headers, name: string): string | undefined {
  for (const cookie of headers.getSetCookie()) {
    const [pair = ''] = cookie.split(';');
    const at = pair.indexOf('=');
    if (at > 0 && pair.slice(0, at) === name) return pair.slice(at + 1);
  }
  return undefined;
}

const LOGIN = '/v1/clients/web/admin/login';

/**
 * Signs in as the web does: the password, then, for an account with two-step verification on (the demo super
 * administrator), a code of its key (`totpSecret`, the demo's by default) for a time step no earlier sign-in of the
 * run has used (totp.ts). When the steps near now are used up, a new session comes from refreshing the last one this
 * run opened (a new token as a sign-in gives; each step is 30 seconds, and the suite signs the super administrator in
 * more often than that), else after waiting for the next step. The stack runs at the same pinned clock as the tests.
 */
export async function login(
  email: string,
  password: string,
  totpSecret?: string,
): Promise<{ token: string; refresh: string; user: TAny }> {
  const first = await call('POST', LOGIN, { body: { email, password } });
  if (first.status !== 200) throw new Error(`login ${email} failed: ${first.status} ${JSON.stringify(first.body)}`);
  if (!first.body.two_step) return sessionOf(first);
  if (first.body.two_step !== 'code') throw new Error(`login ${email}: two-step ${first.body.two_step} asked for`);
  let code = await nextTotpCodeNow(email, totpSecret);
  if (code === undefined) {
    const session = await refreshed(email);
    if (session) return session;
    code = await nextTotpCode(email, totpSecret);
  }
  const second = await call('POST', `${LOGIN}/verify`, { body: { challenge: first.body.challenge, code } });
  if (second.status !== 200)
    throw new Error(`login ${email}: code refused ${second.status} ${JSON.stringify(second.body)}`);
  const session = sessionOf(second);
  rememberSession(email, { refresh: session.refresh, user: session.user });
  return session;
}

/** A new access token from the last two-step session of `email`, or undefined when it cannot be refreshed (ended). */
async function refreshed(email: string): Promise<{ token: string; refresh: string; user: TAny } | undefined> {
  const last = rememberedSession(email);
  if (!last?.refresh) return undefined;
  const answer = await call('POST', '/v1/groups/', {
    headers: { cookie: `skillway_refresh=${last.refresh}` },
    body: {},
  });
  const refresh = setCookieValue(answer.headers, 'skillway_refresh');
  if (answer.status !== 200 || !refresh) return undefined;
  rememberSession(email, { refresh, user: last.user });
  return { token: answer.body.access_token, refresh, user: last.user };
}

function sessionOf(result: TResponse): { token: string; refresh: string; user: TAny } {
  return {
    token: result.body.access_token,
    refresh: setCookieValue(result.headers, 'skillway_refresh') ?? '',
    user: result.body.user,
  };
}

/** Awaits a setup call and returns its body, throwing with the status and body unless it answered 200 or 201. */
export async function expectOk(response: Promise<{ status: number; body: unknown }>, what: string) {
  const { status, body } = await response;
  if (status !== 200 && status !== 201) throw new Error(`${what}: ${status} ${JSON.stringify(body)}`);
  return body as { data: { id: string } };
}

/**
 * Waits until the stack's background work queued so far is done: Stripe's webhooks and every event the bus was given
 * (handlers retried or dead-lettered included). For "nothing more happens" checks, instead of sleeping a guess.
 */
export async function drainEvents(): Promise<void> {
  const result = await call('POST', '/_local/events/drain');
  if (result.status !== 200) throw new Error(`drain: ${result.status} ${JSON.stringify(result.body)}`);
}
