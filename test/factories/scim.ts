/**
 * A SCIM client for the running local stack: a company's SCIM token made by its administrator, and requests to
 * /v1/scim/v2 with it (`application/scim+json`, as identity providers send them).
 */
import { SCIM_BASE_PATH, SCIM_SCHEMA } from '@skillway/shared';
import { call, type TResponse } from './http';

export async function createScimToken(
  adminToken: string,
  name = 'Test directory',
): Promise<{ id: string; token: string }> {
  const created = await call('POST', '/v1/scim-tokens', { token: adminToken, body: { name } });
  if (created.status !== 201)
    throw new Error(`SCIM token not created: ${created.status} ${JSON.stringify(created.body)}`);
  return { id: created.body.data.id as string, token: created.body.data.token as string };
}

export type TScimCall = (
  method: string,
  path: string,
  body?: unknown,
  headers?: Record<string, string>,
) => Promise<TResponse>;

/** Calls `/v1/scim/v2<path>` with `Authorization: Bearer <token>` (a SCIM token, or anything a test tries). */
export function scimClient(token: string | undefined): TScimCall {
  return (method, path, body, headers = {}) =>
    call(method, `${SCIM_BASE_PATH}${path}`, {
      headers: {
        accept: 'application/scim+json',
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...(body === undefined ? {} : { 'content-type': 'application/scim+json' }),
        ...headers,
      },
      ...(body === undefined ? {} : { rawBody: typeof body === 'string' ? body : JSON.stringify(body) }),
    });
}

export function patchOp(...Operations: unknown[]) {
  return { schemas: [SCIM_SCHEMA.PATCH_OP], Operations };
}

export function scimUser(email: string, overrides: Record<string, unknown> = {}) {
  return {
    schemas: [SCIM_SCHEMA.USER, SCIM_SCHEMA.ENTERPRISE_USER],
    userName: email,
    name: { givenName: 'Sam', familyName: 'Provisioned' },
    emails: [{ value: email, type: 'work', primary: true }],
    active: true,
    ...overrides,
  };
}
