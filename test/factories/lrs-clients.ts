/**
 * Company LRS clients for tests (issue 35): one created through the administrator's API, and an LRS caller speaking
 * with its Basic credentials and a chosen xAPI version.
 */
import { call, type TResponse } from './http';

export interface TLrsClientCreated {
  id: string;
  key: string;
  secret: string;
}

export function basicAuthorization(key: string, secret: string): string {
  return `Basic ${Buffer.from(`${key}:${secret}`, 'utf8').toString('base64')}`;
}

export async function createLrsClient(
  adminToken: string,
  body: Record<string, unknown> = {},
): Promise<TLrsClientCreated> {
  const created = await call('POST', '/v1/xapi-clients', {
    token: adminToken,
    body: { name: 'Authoring tool', scopes: ['all'], ...body },
  });
  if (created.status !== 201)
    throw new Error(`LRS client not created: ${created.status} ${JSON.stringify(created.body)}`);
  return created.body.data as TLrsClientCreated;
}

/** An LRS caller with a client's credentials. */
export function clientLrs(client: TLrsClientCreated, version = '1.0.3') {
  const authorization = basicAuthorization(client.key, client.secret);
  return <T = unknown>(
    method: string,
    path: string,
    options: { body?: unknown; query?: Record<string, string>; headers?: Record<string, string> } = {},
  ): Promise<TResponse<T>> => {
    const query = options.query ? `?${new URLSearchParams(options.query)}` : '';
    return call<T>(method, `/v1/xapi/${path}${query}`, {
      headers: { authorization, 'x-experience-api-version': version, ...options.headers },
      ...(options.body !== undefined ? { body: options.body } : {}),
    });
  };
}
