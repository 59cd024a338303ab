/** Signs a demo account in against a bench's local stack: the login answer (tokens and user), or a thrown error. */
export async function signInSession<T extends { access_token?: string }>(
  origin: string,
  email: string,
  password: string,
): Promise<T> {
  const response = await fetch(`${origin}/v1/clients/web/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  const body = (await response.json().catch(() => ({}))) as T;
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
