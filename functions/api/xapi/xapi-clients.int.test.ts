/**
 * Company LRS clients against the running local stack (issue 35): the administrator creates (the secret shown once),
 * lists (newest first, never a secret or its hash, last use, the endpoint) and revokes clients, within the limits;
 * only administrators may; the LRS takes a client's Basic credentials and refuses a wrong secret, an unknown key, a
 * revoked or expired client (401) and a sign-in token (403); a deleted company leaves no lookup behind.
 */
import { createHash } from 'node:crypto';
import { UpdateItemCommand } from 'dynamodb-toolbox/entity/actions/update';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  ROLE,
  ROLE_NAME,
  XAPI_CLIENT_KEY_PREFIX,
  XAPI_CLIENT_LIMITS,
  XAPI_CLIENT_MSG,
  XAPI_VERSION,
} from '@skillway/shared';
import { eventually, registerCompany, type TRegistered } from '../../../test/factories/accounts';
import { auditEventsOf } from '../../../test/factories/audit-events';
import { call, login } from '../../../test/factories/http';
import { addPerson, signIn } from '../../../test/factories/people';
import { demoCredentials, stackUrl } from '../../../test/factories/stack-context';
import { basicAuthorization, createLrsClient, type TLrsClientCreated } from '../../../test/factories/lrs-clients';
import { lrs } from '../../../test/factories/xapi';
import { findClientLookup } from '../../core/learner/xapi/client-repository';
import { indexKey } from '../../core/platform/lrs/statement-index';
import { getStatementById, queryPage } from '../../core/platform/lrs/statement-repository';
import { xapiClientEntity, xapiClientLookupEntity } from '../../core/platform/db/entities/xapi-clients';

/** An LRS refusal's body. */
interface TRefusal {
  message: string;
}

let admin: TRegistered;

beforeAll(async () => {
  admin = await registerCompany();
});

async function superAdminToken(): Promise<string> {
  const credential = demoCredentials().find((item) => item.role === ROLE_NAME[ROLE.SUPER_ADMIN])!;
  return (await login(credential.email, credential.password)).token;
}

async function listed(token: string, id: string) {
  return (await call('GET', '/v1/xapi-clients', { token })).body.data.find(
    (client: { id: string }) => client.id === id,
  );
}

/** Any LRS read: the credentials are checked before anything else of the request. */
const STATE_QUERY = {
  activityId: 'http://example.com/activity',
  agent: JSON.stringify({ objectType: 'Agent', mbox: 'mailto:learner@example.com' }),
  stateId: 'x',
};

describe("the administrator's LRS clients", () => {
  it('creates a client whose secret is shown once, lists it without the secret, and revokes it', async () => {
    const created = await call('POST', '/v1/xapi-clients', {
      token: admin.token,
      body: { name: '  Storyline  ', scopes: ['statements/write', 'state', 'statements/write'] },
    });
    expect(created.status).toBe(201);
    expect(created.body.message).toBe(XAPI_CLIENT_MSG.CREATED);
    const endpoint = `${new URL(stackUrl()).origin}/v1/xapi/`;
    expect(created.body.endpoint).toBe(endpoint);
    const client = created.body.data;
    expect(client).toEqual({
      id: expect.any(String),
      name: 'Storyline',
      key: expect.stringMatching(new RegExp(`^${XAPI_CLIENT_KEY_PREFIX}[a-z2-7]{24}$`)),
      // Each scope once.
      scopes: ['statements/write', 'state'],
      default_version: '1.0.3',
      expires_at: null,
      last_used_at: null,
      created_at: expect.any(String),
      created_by: 'Ada Factory',
      secret: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
    });

    const list = await call('GET', '/v1/xapi-clients', { token: admin.token });
    expect(list.status).toBe(200);
    expect(list.body.endpoint).toBe(endpoint);
    const { secret, ...withoutSecret } = client;
    expect(list.body.data.find((row: { id: string }) => row.id === client.id)).toEqual(withoutSecret);
    // Never the secret again, nor its hash.
    const text = JSON.stringify(list.body);
    expect(text).not.toContain(secret);
    expect(text).not.toContain(createHash('sha256').update(secret).digest('hex'));
    expect(text).not.toContain('secret');

    const revoked = await call('DELETE', `/v1/xapi-clients/${client.id}`, { token: admin.token });
    expect(revoked.status).toBe(200);
    expect(revoked.body.message).toBe(XAPI_CLIENT_MSG.REVOKED);
    expect(await listed(admin.token, client.id)).toBeUndefined();
    expect((await call('DELETE', `/v1/xapi-clients/${client.id}`, { token: admin.token })).status).toBe(404);
    expect((await call('DELETE', '/v1/xapi-clients/NOSUCHCLIENT', { token: admin.token })).status).toBe(404);
  });

  it('keeps an expiry and a default version, and lists the newest first', async () => {
    const company = await registerCompany();
    const expiresAt = new Date(Date.now() + 30 * 24 * 3600 * 1000);
    const first = await createLrsClient(company.token, {
      name: 'First',
      expires_at: expiresAt.toISOString().replace('Z', '+00:00'),
      default_version: '2.0.0',
    });
    const second = await createLrsClient(company.token, { name: 'Second', expires_at: null });
    const list = (await call('GET', '/v1/xapi-clients', { token: company.token })).body.data;
    expect(list.map((client: { name: string }) => client.name)).toEqual(['Second', 'First']);
    expect(list[1]).toMatchObject({ id: first.id, expires_at: expiresAt.toISOString(), default_version: '2.0.0' });
    expect(list[0]).toMatchObject({ id: second.id, expires_at: null, default_version: '1.0.3' });
  });

  it('refuses a bad client with a 422 naming the field', async () => {
    const refused = async (body: Record<string, unknown>) => {
      const answer = await call('POST', '/v1/xapi-clients', { token: admin.token, body });
      expect(answer.status, JSON.stringify(body)).toBe(422);
      return answer.body.errors as Record<string, string[]>;
    };
    expect(
      (await refused({ name: 'Late', scopes: ['all'], expires_at: new Date(Date.now() - 60_000).toISOString() }))
        .expires_at,
    ).toEqual([XAPI_CLIENT_MSG.EXPIRY_PAST]);
    expect((await refused({ name: 'Empty', scopes: [] })).scopes).toEqual([XAPI_CLIENT_MSG.SCOPES_REQUIRED]);
    expect(Object.keys(await refused({ name: 'Unknown', scopes: ['all', 'statements/delete'] }))).toEqual(['scopes.1']);
    expect(Object.keys(await refused({ scopes: ['all'] }))).toEqual(['name']);
    expect(Object.keys(await refused({ name: ' ', scopes: ['all'] }))).toEqual(['name']);
    expect(Object.keys(await refused({ name: 'x'.repeat(XAPI_CLIENT_LIMITS.nameMax + 1), scopes: ['all'] }))).toEqual([
      'name',
    ]);
    expect(Object.keys(await refused({ name: 'Version', scopes: ['all'], default_version: '0.9' }))).toEqual([
      'default_version',
    ]);
    expect(Object.keys(await refused({ name: 'Date', scopes: ['all'], expires_at: 'tomorrow' }))).toEqual([
      'expires_at',
    ]);
  });

  it(`holds at most ${XAPI_CLIENT_LIMITS.clientsPerCompany} live clients; a revoked one frees a place`, async () => {
    const company = await registerCompany();
    const clients: TLrsClientCreated[] = [];
    for (let i = 0; i < XAPI_CLIENT_LIMITS.clientsPerCompany; i++)
      clients.push(await createLrsClient(company.token, { name: `Client ${i}` }));
    const over = await call('POST', '/v1/xapi-clients', {
      token: company.token,
      body: { name: 'One too many', scopes: ['all'] },
    });
    expect(over.status).toBe(422);
    expect(over.body.errors.name).toEqual([XAPI_CLIENT_MSG.TOO_MANY]);
    expect((await call('DELETE', `/v1/xapi-clients/${clients[0]!.id}`, { token: company.token })).status).toBe(200);
    await createLrsClient(company.token, { name: 'Rotated' });
    const list = await call('GET', '/v1/xapi-clients', { token: company.token });
    expect(list.body.data).toHaveLength(XAPI_CLIENT_LIMITS.clientsPerCompany);
    expect(list.body.data[0].name).toBe('Rotated');
  });

  it("is the administrator's only, and another company's client is 404", async () => {
    const mine = await createLrsClient(admin.token, { name: 'Mine' });
    const manager = await signIn(await addPerson(admin.user.company_id, ROLE.MANAGER, 'lrsmanager'));
    const learner = await signIn(await addPerson(admin.user.company_id, ROLE.USER, 'lrslearner'));
    for (const token of [manager, learner]) {
      expect((await call('GET', '/v1/xapi-clients', { token })).status).toBe(403);
      expect((await call('POST', '/v1/xapi-clients', { token, body: { name: 'x', scopes: ['all'] } })).status).toBe(
        403,
      );
      expect((await call('DELETE', `/v1/xapi-clients/${mine.id}`, { token })).status).toBe(403);
    }
    expect((await call('GET', '/v1/xapi-clients')).status).toBe(401);
    expect((await call('POST', '/v1/xapi-clients', { body: { name: 'x', scopes: ['all'] } })).status).toBe(401);
    expect((await call('DELETE', `/v1/xapi-clients/${mine.id}`)).status).toBe(401);

    const other = await registerCompany();
    expect((await call('DELETE', `/v1/xapi-clients/${mine.id}`, { token: other.token })).status).toBe(404);
    expect((await call('GET', '/v1/xapi-clients', { token: other.token })).body.data).toEqual([]);
    expect(await listed(admin.token, mine.id)).toBeDefined();
  });

  it('records who created and who revoked a client in the audit log, never the secret', async () => {
    const created = await call('POST', '/v1/xapi-clients', {
      token: admin.token,
      body: { name: 'Audited', scopes: ['all/read'] },
    });
    expect(created.status).toBe(201);
    const made = await auditEventsOf(admin.user.company_id, created.headers.get('x-request-id'));
    expect(made).toHaveLength(1);
    expect(made[0]).toMatchObject({ action: 'xapi.createClient', actor_id: admin.user.id, outcome: 'success' });
    const secret = created.body.data.secret as string;
    expect(JSON.stringify(made)).not.toContain(secret);
    expect(JSON.stringify(made)).not.toContain(createHash('sha256').update(secret).digest('hex'));

    const revoked = await call('DELETE', `/v1/xapi-clients/${created.body.data.id}`, { token: admin.token });
    const revokedEvents = await auditEventsOf(admin.user.company_id, revoked.headers.get('x-request-id'));
    expect(revokedEvents).toHaveLength(1);
    expect(revokedEvents[0]).toMatchObject({ action: 'xapi.revokeClient', actor_id: admin.user.id });
  });
});

describe("a client's Basic credentials at the LRS", () => {
  it('refuses a wrong secret, an unknown key, a revoked client (401, Basic challenge) and a sign-in token (403)', async () => {
    const client = await createLrsClient(admin.token, { name: 'Refused' });
    const wrong = await lrs(basicAuthorization(client.key, 'not-the-secret'))('GET', 'activities/state', {
      query: STATE_QUERY,
    });
    expect(wrong.status).toBe(401);
    expect(wrong.headers.get('www-authenticate')).toMatch(/^Basic/);
    const unknown = await lrs(basicAuthorization(`${XAPI_CLIENT_KEY_PREFIX}${'a'.repeat(24)}`, client.secret))(
      'GET',
      'activities/state',
      { query: STATE_QUERY },
    );
    expect(unknown.status).toBe(401);
    const bearer = await call('GET', `/v1/xapi/activities/state?${new URLSearchParams(STATE_QUERY)}`, {
      token: admin.token,
      headers: { 'x-experience-api-version': XAPI_VERSION },
    });
    expect(bearer.status).toBe(403);

    expect((await call('DELETE', `/v1/xapi-clients/${client.id}`, { token: admin.token })).status).toBe(200);
    const revoked = await lrs(basicAuthorization(client.key, client.secret))<TRefusal>('GET', 'activities/state', {
      query: STATE_QUERY,
    });
    expect(revoked.status).toBe(401);
    expect(revoked.headers.get('www-authenticate')).toMatch(/^Basic/);
    expect(revoked.body.message).toBe(XAPI_CLIENT_MSG.CREDENTIALS_INVALID);
  });

  it('refuses a client once its expiry has passed', async () => {
    const client = await createLrsClient(admin.token, {
      name: 'Expiring',
      expires_at: new Date(Date.now() + 3600_000).toISOString(),
    });
    // The expiry moved into the past as time would move it: on the lookup a request reads and on the record.
    const past = new Date(Date.now() - 1000).toISOString();
    await xapiClientLookupEntity().build(UpdateItemCommand).item({ key: client.key, expires_at: past }).send();
    await xapiClientEntity()
      .build(UpdateItemCommand)
      .item({ company_id: admin.user.company_id, client_id: client.id, expires_at: past })
      .send();
    const expired = await lrs(basicAuthorization(client.key, client.secret))<TRefusal>('GET', 'statements');
    expect(expired.status).toBe(401);
    expect(expired.headers.get('www-authenticate')).toMatch(/^Basic/);
    expect(expired.body.message).toBe(XAPI_CLIENT_MSG.CREDENTIALS_INVALID);
    // Still listed (with its date) until revoked: the screen shows it expired.
    expect((await listed(admin.token, client.id)).expires_at).toBe(past);
  });

  it('shows when a client was last used, written at most once a minute', async () => {
    const client = await createLrsClient(admin.token, { name: 'Used' });
    const createdAt = (await listed(admin.token, client.id)).created_at as string;
    await lrs(basicAuthorization(client.key, client.secret))('GET', 'statements');
    const lastUsed = await eventually(async () => (await listed(admin.token, client.id)).last_used_at ?? undefined);
    expect(Date.parse(lastUsed)).toBeGreaterThanOrEqual(Date.parse(createdAt) - 1000);
    await lrs(basicAuthorization(client.key, client.secret))('GET', 'statements');
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect((await listed(admin.token, client.id)).last_used_at).toBe(lastUsed);
  });

  it("lets a suspended company's client read but not write (403)", async () => {
    const company = await registerCompany();
    const client = await createLrsClient(company.token, { name: 'Suspended' });
    const suspended = await call('POST', `/v1/company/state/${company.user.company_id}`, {
      token: await superAdminToken(),
      body: { state: 4 },
    });
    expect(suspended.status).toBe(200);
    const asClient = lrs(basicAuthorization(client.key, client.secret));
    const write = await asClient<TRefusal>('POST', 'statements', { body: { verb: { id: 'http://example.com/x' } } });
    expect(write.status).toBe(403);
    expect(write.body.message).toBe(XAPI_CLIENT_MSG.COMPANY_SUSPENDED);
    expect((await asClient('GET', 'statements')).status).toBe(200);
  });

  it("a client with the scope `all` reads the company's statements", async () => {
    const client = await createLrsClient(admin.token, { name: 'Analytics', scopes: ['all'] });
    const answer = await lrs(basicAuthorization(client.key, client.secret))('GET', 'statements');
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.headers.get('x-experience-api-version')).toBe(XAPI_VERSION);
    expect(answer.body).toEqual({ statements: expect.any(Array), more: expect.any(String) });
  });
});

describe('a deleted company', () => {
  it('leaves no platform-level lookup of its LRS clients behind, nor any of its LRS statements', async () => {
    const leaving = await registerCompany();
    const companyId = leaving.user.company_id;
    const client = await createLrsClient(leaving.token);
    expect(await findClientLookup(client.key)).toBeDefined();
    const statementId = '7c000000-0000-4000-8000-000000000001';
    const verb = 'http://adlnet.gov/expapi/verbs/attempted';
    const posted = await lrs(basicAuthorization(client.key, client.secret))('POST', 'statements', {
      body: {
        id: statementId,
        actor: { mbox: 'mailto:leaving@example.com' },
        verb: { id: verb },
        object: { id: 'http://example.com/a' },
      },
    });
    expect(posted.status).toBe(200);
    const stored = await getStatementById(companyId, statementId);
    expect(stored).toBeDefined();
    const superToken = await superAdminToken();
    expect((await call('DELETE', `/v1/companies/${leaving.user.company_id}`, { token: superToken })).status).toBe(202);
    const deadline = Date.now() + 60_000;
    for (;;) {
      const status = await call('GET', `/v1/companies/${leaving.user.company_id}/delete-status`, { token: superToken });
      if (status.body.data?.status === 'done') break;
      if (Date.now() > deadline) throw new Error(`delete job still ${JSON.stringify(status.body)}`);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    expect(await findClientLookup(client.key)).toBeUndefined();
    expect((await lrs(basicAuthorization(client.key, client.secret))('GET', 'statements')).status).toBe(401);
    expect(await getStatementById(companyId, statementId)).toBeUndefined();
    const verbEntries = await queryPage(companyId, {
      indexKey: indexKey.verb(verb),
      filter: {},
      ascending: true,
      limit: 10,
    });
    expect(verbEntries.entries).toEqual([]);
  });
});
