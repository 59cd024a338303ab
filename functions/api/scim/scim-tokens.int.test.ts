/**
 * SCIM tokens and the service's edge against the running local stack: the administrator creates (shown once), lists
 * (last use, creator, the base URL) and revokes tokens; a SCIM request needs a live token of the company (none or a
 * revoked one is 401, a sign-in token 403) and a SCIM token reaches no other API; the discovery endpoints.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import {
  ROLE,
  ROLE_NAME,
  SCIM_BASE_PATH,
  SCIM_CONTENT_TYPE,
  SCIM_LIMITS,
  SCIM_MSG,
  SCIM_SCHEMA,
} from '@skillway/shared';
import { registerCompany, type TRegistered } from '../../../test/factories/accounts';
import { call, login } from '../../../test/factories/http';
import { addPerson, signIn } from '../../../test/factories/people';
import { createScimToken, scimClient } from '../../../test/factories/scim';
import { demoCredentials, stackUrl } from '../../../test/factories/stack-context';
import { findTokenLookup } from '../../core/people/scim/token-repository';

let admin: TRegistered;

beforeAll(async () => {
  admin = await registerCompany();
});

describe("the administrator's SCIM tokens", () => {
  it('creates a token shown once, lists it with its creator and last use, and revokes it', async () => {
    const created = await call('POST', '/v1/scim-tokens', { token: admin.token, body: { name: '  Entra ID  ' } });
    expect(created.status).toBe(201);
    expect(created.body.message).toBe(SCIM_MSG.TOKEN_CREATED);
    expect(created.body.data).toMatchObject({ name: 'Entra ID', last_used_at: null, created_by: 'Ada Factory' });
    expect(created.body.data.token).toMatch(/^scim_[A-Za-z0-9_-]{43}$/);
    expect(created.body.base_url).toBe(`${new URL(stackUrl()).origin}${SCIM_BASE_PATH}`);

    const listed = await call('GET', '/v1/scim-tokens', { token: admin.token });
    expect(listed.status).toBe(200);
    expect(listed.body.base_url).toBe(created.body.base_url);
    const row = listed.body.data.find((token: { id: string }) => token.id === created.body.data.id);
    expect(row).toEqual({
      id: created.body.data.id,
      name: 'Entra ID',
      created_at: expect.any(String),
      last_used_at: null,
      created_by: 'Ada Factory',
    });
    // Never the token again.
    expect(JSON.stringify(listed.body)).not.toContain(created.body.data.token);

    const scim = scimClient(created.body.data.token);
    expect((await scim('GET', '/ServiceProviderConfig')).status).toBe(200);
    const used = (await call('GET', '/v1/scim-tokens', { token: admin.token })).body.data.find(
      (token: { id: string }) => token.id === created.body.data.id,
    );
    expect(Date.parse(used.last_used_at)).toBeGreaterThan(Date.parse(created.body.data.created_at) - 1000);
    // At most once a minute: a second request does not move it.
    await scim('GET', '/ResourceTypes');
    const again = (await call('GET', '/v1/scim-tokens', { token: admin.token })).body.data.find(
      (token: { id: string }) => token.id === created.body.data.id,
    );
    expect(again.last_used_at).toBe(used.last_used_at);

    const revoked = await call('DELETE', `/v1/scim-tokens/${created.body.data.id}`, { token: admin.token });
    expect(revoked.status).toBe(200);
    expect(revoked.body.message).toBe(SCIM_MSG.TOKEN_REVOKED);
    const refused = await scim('GET', '/Users');
    expect(refused.status).toBe(401);
    expect(refused.headers.get('content-type')).toContain(SCIM_CONTENT_TYPE);
    expect(refused.headers.get('www-authenticate')).toContain('Bearer');
    expect(refused.body).toEqual({ schemas: [SCIM_SCHEMA.ERROR], status: '401', detail: SCIM_MSG.TOKEN_INVALID });
    expect(
      (await call('GET', '/v1/scim-tokens', { token: admin.token })).body.data.map((token: { id: string }) => token.id),
    ).not.toContain(created.body.data.id);
    // Revoking again, or another company's token, is 404.
    expect((await call('DELETE', `/v1/scim-tokens/${created.body.data.id}`, { token: admin.token })).status).toBe(404);
    const other = await registerCompany();
    const theirs = await createScimToken(other.token);
    expect((await call('DELETE', `/v1/scim-tokens/${theirs.id}`, { token: admin.token })).status).toBe(404);
    expect((await scimClient(theirs.token)('GET', '/ServiceProviderConfig')).status).toBe(200);
  });

  it('allows several live tokens, up to the limit, and refuses a missing name', async () => {
    const company = await registerCompany();
    const tokens = [];
    for (let i = 0; i < SCIM_LIMITS.tokensPerCompany; i++)
      tokens.push(await createScimToken(company.token, `Token ${i}`));
    for (const token of tokens.slice(0, 2)) expect((await scimClient(token.token)('GET', '/Schemas')).status).toBe(200);
    const over = await call('POST', '/v1/scim-tokens', { token: company.token, body: { name: 'One too many' } });
    expect(over.status).toBe(422);
    expect(over.body.errors.name).toEqual([SCIM_MSG.TOO_MANY_TOKENS]);
    expect((await call('DELETE', `/v1/scim-tokens/${tokens[0]!.id}`, { token: company.token })).status).toBe(200);
    expect((await call('POST', '/v1/scim-tokens', { token: company.token, body: { name: 'Rotated' } })).status).toBe(
      201,
    );
    expect((await call('POST', '/v1/scim-tokens', { token: company.token, body: { name: ' ' } })).status).toBe(422);
    const listed = await call('GET', '/v1/scim-tokens', { token: company.token });
    expect(listed.body.data).toHaveLength(SCIM_LIMITS.tokensPerCompany);
    expect(listed.body.data[0].name).toBe('Rotated');
  });

  it("is the administrator's only", async () => {
    const learner = await addPerson(admin.user.company_id, ROLE.USER, 'tokenless');
    const token = await signIn(learner);
    expect((await call('GET', '/v1/scim-tokens', { token })).status).toBe(403);
    expect((await call('POST', '/v1/scim-tokens', { token, body: { name: 'x' } })).status).toBe(403);
  });
});

describe('the SCIM edge', () => {
  it('refuses no token, an unknown one and another scheme with 401, and a sign-in token with 403', async () => {
    for (const token of [undefined, 'scim_unknown', 'not-a-scim-token']) {
      const answer = await scimClient(token)('GET', '/Users');
      expect(answer.status, String(token)).toBe(401);
      expect(answer.body.schemas).toEqual([SCIM_SCHEMA.ERROR]);
    }
    const basic = await call('GET', `${SCIM_BASE_PATH}/Users`, { headers: { authorization: 'Basic dXNlcjpwYXNz' } });
    expect(basic.status).toBe(401);
    const cognito = await scimClient(admin.token)('GET', '/Users');
    expect(cognito.status).toBe(403);
    expect(cognito.body).toEqual({
      schemas: [SCIM_SCHEMA.ERROR],
      status: '403',
      detail: SCIM_MSG.SIGN_IN_TOKEN_REFUSED,
    });
  });

  it('keeps a SCIM token out of every other API', async () => {
    const { token } = await createScimToken(admin.token);
    for (const [method, path] of [
      ['GET', '/v1/clients'],
      ['GET', '/v1/user/profile'],
      ['GET', '/v1/scim-tokens'],
      ['GET', '/v1/groups'],
    ] as const) {
      expect((await call(method, path, { token })).status, path).toBe(401);
    }
  });

  it('answers the discovery endpoints', async () => {
    const { token } = await createScimToken(admin.token);
    const scim = scimClient(token);
    const base = `${new URL(stackUrl()).origin}${SCIM_BASE_PATH}`;

    const config = await scim('GET', '/ServiceProviderConfig');
    expect(config.status).toBe(200);
    expect(config.headers.get('content-type')).toContain(SCIM_CONTENT_TYPE);
    expect(config.body).toMatchObject({
      schemas: [SCIM_SCHEMA.SERVICE_PROVIDER_CONFIG],
      patch: { supported: true },
      bulk: { supported: false },
      filter: { supported: true, maxResults: SCIM_LIMITS.maxResults },
      changePassword: { supported: false },
      sort: { supported: false },
      etag: { supported: false },
      authenticationSchemes: [expect.objectContaining({ type: 'oauthbearertoken' })],
    });

    const types = await scim('GET', '/ResourceTypes');
    expect(types.body).toMatchObject({ schemas: [SCIM_SCHEMA.LIST_RESPONSE], totalResults: 2 });
    const userType = await scim('GET', '/ResourceTypes/User');
    expect(userType.body).toMatchObject({
      id: 'User',
      endpoint: '/Users',
      schema: SCIM_SCHEMA.USER,
      schemaExtensions: [{ schema: SCIM_SCHEMA.ENTERPRISE_USER, required: false }],
      meta: { location: `${base}/ResourceTypes/User` },
    });
    expect((await scim('GET', '/ResourceTypes/Device')).status).toBe(404);

    const schemas = await scim('GET', '/Schemas');
    expect(schemas.body.Resources.map((schema: { id: string }) => schema.id).sort()).toEqual(
      [SCIM_SCHEMA.ENTERPRISE_USER, SCIM_SCHEMA.GROUP, SCIM_SCHEMA.USER].sort(),
    );
    const group = await scim('GET', `/Schemas/${SCIM_SCHEMA.GROUP}`);
    expect(group.body).toMatchObject({ id: SCIM_SCHEMA.GROUP, name: 'Group' });
    const missing = await scim('GET', '/Schemas/urn:nope');
    expect(missing.status).toBe(404);
    expect(missing.body).toMatchObject({ schemas: [SCIM_SCHEMA.ERROR], status: '404' });
  });
});

describe('a deleted company', () => {
  it('leaves no platform-level lookup of its SCIM tokens behind', async () => {
    const leaving = await registerCompany();
    const { token } = await createScimToken(leaving.token);
    expect(await findTokenLookup(token)).toBeDefined();
    const credential = demoCredentials().find((item) => item.role === ROLE_NAME[ROLE.SUPER_ADMIN])!;
    const superToken = (await login(credential.email, credential.password)).token;
    expect((await call('DELETE', `/v1/companies/${leaving.user.company_id}`, { token: superToken })).status).toBe(202);
    const deadline = Date.now() + 60_000;
    for (;;) {
      const status = await call('GET', `/v1/companies/${leaving.user.company_id}/delete-status`, { token: superToken });
      if (status.body.data?.status === 'done') break;
      if (Date.now() > deadline) throw new Error(`delete job still ${JSON.stringify(status.body)}`);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    expect(await findTokenLookup(token)).toBeUndefined();
    expect((await scimClient(token)('GET', '/Users')).status).toBe(401);
  });
});
