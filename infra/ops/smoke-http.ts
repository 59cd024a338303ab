/** The few HTTP calls `npm run smoke` makes against a product's origin (local or CloudFront), with a timeout each. */
export interface TSmokeResponse {
  status: number;
  body: unknown;
  headers: Headers;
}

export interface TSmokeClient {
  call(
    method: string,
    path: string,
    options?: { token?: string; bearer?: string; body?: unknown },
  ): Promise<TSmokeResponse>;
}

export function smokeClient(baseUrl: string, timeoutMs: number): TSmokeClient {
  return {
    async call(method, path, options = {}) {
      const headers: Record<string, string> = { accept: 'application/json' };
      const bearer = options.token ?? options.bearer;
      if (bearer) headers.authorization = `Bearer ${bearer}`;
      if (options.body !== undefined) headers['content-type'] = 'application/json';
      let response: Response;
      try {
        response = await fetch(`${baseUrl}${path}`, {
          method,
          headers,
          body: options.body === undefined ? undefined : JSON.stringify(options.body),
          redirect: 'manual',
          signal: AbortSignal.timeout(timeoutMs),
        });
      } catch (error) {
        // fetch says only "fetch failed"; the reason (ECONNREFUSED, ENOTFOUND, a certificate error) is its cause.
        const code = (error as { cause?: { code?: string } }).cause?.code;
        throw new Error(`${method} ${path}: ${code ?? (error as Error).message}`, { cause: error });
      }
      const text = await response.text();
      let body: unknown = text;
      try {
        body = text ? JSON.parse(text) : undefined;
      } catch {
        // not JSON: keep the text
      }
      return { status: response.status, body, headers: response.headers };
    },
  };
}

/** Throws `METHOD path: status message` unless the answer is one of `expected`. */
export function expectStatus(response: TSmokeResponse, what: string, expected: number[] = [200]): void {
  if (expected.includes(response.status)) return;
  const body = response.body as { message?: unknown } | string | undefined;
  const message =
    typeof body === 'object' && body && typeof body.message === 'string'
      ? body.message
      : String(typeof body === 'string' ? body : JSON.stringify(body ?? '')).slice(0, 200);
  throw new Error(`${what} answered ${response.status}${message ? ` ${message}` : ''}`);
}

/** Whether a response sets `name` as an HttpOnly cookie (the refresh token's only way to the browser). */
export function setsHttpOnlyCookie(headers: Headers, name: string): boolean {
  return headers
    .getSetCookie()
    .some(
      (cookie) => cookie.startsWith(`${name}=`) && /;\s*HttpOnly/i.test(cookie) && cookie.split(';')[0] !== `${name}=`,
    );
}
