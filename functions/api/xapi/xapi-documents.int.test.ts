/**
 * The LRS's document resources and its Agents and Activities resources against the running local stack (issue 35):
 * documents company-wide by the agent's identifier for LRS clients (any agent, registration optional, by scope),
 * a company learner's documents shared with their launch sessions and deleted with them, the concurrency rules of
 * xAPI 1.0.3 section 6.3 and 2.0 section 4.1.4 (ETag, If-Match, If-None-Match, 409/412/400, nothing changed on a
 * refusal), POST merges, `since`, Last-Modified, the activities/profile resource, the Person of an agent, and the
 * activity definitions statements teach. Another company sees none of it.
 */
import { randomUUID } from 'node:crypto';
import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, it } from 'vitest';
import { XAPI_CLIENT_MSG, type TXapiScope, type TXapiVersion } from '@skillway/shared';
import { XAPI_DOCUMENT_MSG } from '@skillway/shared/constants/xapi-documents';
import { registerCompany, type TRegistered } from '../../../test/factories/accounts';
import { call, type TResponse } from '../../../test/factories/http';
import { addPerson, signIn } from '../../../test/factories/people';
import { TIN_CAN_PACKAGE, launchParams, lrs, packageCourse, type TPackageCourse } from '../../../test/factories/xapi';
import { mergeActivityDefinitions } from '../../core/learner/xapi/activity-definitions';
import { getDocument } from '../../core/learner/xapi/document-repository';
import { stateDocKey } from '../../core/learner/xapi/documents';
import type { TLrsContext } from '../../core/learner/xapi/lrs-context';
import { getXapiSession } from '../../core/learner/xapi/session-repository';
import { documentClient } from '../../core/platform/clients/dynamodb';
import { config } from '../../core/platform/config';
import { keys } from '../../core/platform/db/keys';

type TCaller = ReturnType<typeof lrs>;

let owner: TRegistered;
let companyId: string;
let tinCan: TPackageCourse;
/** LRS clients of the company by their scopes, and one of another company. */
let all: TCaller;
let stateOnly: TCaller;
let profileOnly: TCaller;
let readOnly: TCaller;
let writerOnly: TCaller;
let stranger: TCaller;

function basic(key: string, secret: string): string {
  return `Basic ${Buffer.from(`${key}:${secret}`, 'utf8').toString('base64')}`;
}

async function newClient(token: string, scopes: TXapiScope[]): Promise<TCaller> {
  const created = await call('POST', '/v1/xapi-clients', { token, body: { name: `Tool ${scopes.join(' ')}`, scopes } });
  if (created.status !== 201)
    throw new Error(`LRS client not created: ${created.status} ${JSON.stringify(created.body)}`);
  const { key, secret } = created.body.data as { key: string; secret: string };
  return lrs(basic(key, secret));
}

/** A call in xAPI 2.0 (the version header overridden). */
function in2(caller: TCaller): TCaller {
  return (method, path, options = {}) =>
    caller(method, path, { ...options, headers: { ...options.headers, 'x-experience-api-version': '2.0.0' } });
}

const mbox = () => ({ objectType: 'Agent', mbox: `mailto:${randomUUID()}@example.com` });
const activity = () => `http://example.com/activities/${randomUUID()}`;
const text = (body: string, headers: Record<string, string> = {}) => ({
  rawBody: body,
  headers: { 'content-type': 'text/plain', ...headers },
});

async function learnerLaunch() {
  const learner = await addPerson(companyId, undefined, 'docs');
  const token = await signIn(learner);
  expect(
    (
      await call('POST', `/v1/course/enrol/${tinCan.courseId}`, {
        token: owner.token,
        body: { assign_users: [learner.id] },
      })
    ).status,
  ).toBe(200);
  const launched = await call('POST', `/v1/xapi-launch/${tinCan.assetId}`, { token, body: {} });
  expect(launched.status).toBe(200);
  const params = launchParams(launched.body.launch_url as string);
  const auth = params.get('auth')!;
  return {
    learner,
    client: lrs(auth),
    sessionId: Buffer.from(auth.replace(/^Basic /, ''), 'base64')
      .toString('utf8')
      .split(':')[0]!
      .split('.')[1]!,
    actor: JSON.parse(params.get('actor')!) as Record<string, unknown>,
    registration: params.get('registration')!,
    activityId: params.get('activity_id')!,
  };
}

function clientContext(scopes: TXapiScope[], version: TXapiVersion = '1.0.3'): TLrsContext {
  return {
    kind: 'client',
    companyId,
    version,
    client: { id: 'test-client', name: 'Test', scopes, defaultVersion: version },
  };
}

const etagOf = (response: TResponse) => response.headers.get('etag')!;

beforeAll(async () => {
  owner = await registerCompany();
  companyId = owner.user.company_id;
  tinCan = await packageCourse(owner.token, companyId, TIN_CAN_PACKAGE);
  const other = await registerCompany();
  [all, stateOnly, profileOnly, readOnly, writerOnly, stranger] = await Promise.all([
    newClient(owner.token, ['all']),
    newClient(owner.token, ['state']),
    newClient(owner.token, ['profile']),
    newClient(owner.token, ['all/read']),
    newClient(owner.token, ['statements/write']),
    newClient(other.token, ['all']),
  ]);
});

describe('state documents of any agent (LRS clients)', () => {
  it('stores, reads (ETag, Last-Modified), merges, lists by registration and since, and deletes', async () => {
    const scope = { activityId: activity(), agent: JSON.stringify(mbox()) };
    const put = await all('PUT', 'activities/state', { query: { ...scope, stateId: 'bookmark' }, ...text('page-7') });
    expect(put.status).toBe(204);
    const got = await all<string>('GET', 'activities/state', { query: { ...scope, stateId: 'bookmark' } });
    expect(got.status).toBe(200);
    expect(got.body).toBe('page-7');
    expect(etagOf(got)).toMatch(/^"[0-9a-f]{40}"$/);
    expect(etagOf(got)).toBe(etagOf(put));
    expect(Number.isNaN(Date.parse(got.headers.get('last-modified') ?? ''))).toBe(false);
    // 1.0.3 state has no concurrency rule: a PUT without a precondition overwrites.
    expect(
      (await all('PUT', 'activities/state', { query: { ...scope, stateId: 'bookmark' }, ...text('page-8') })).status,
    ).toBe(204);
    expect((await all('GET', 'activities/state', { query: { ...scope, stateId: 'bookmark' } })).body).toBe('page-8');

    // A registration keeps its own documents; none means none.
    const registration = randomUUID();
    await all('PUT', 'activities/state', { query: { ...scope, registration, stateId: 'run' }, ...text('r') });
    expect((await all('GET', 'activities/state', { query: scope })).body).toEqual(['bookmark']);
    expect((await all('GET', 'activities/state', { query: { ...scope, registration } })).body).toEqual(['run']);
    expect(
      (await all('GET', 'activities/state', { query: { ...scope, registration: registration.toUpperCase() } })).body,
    ).toEqual(['run']);

    await all('POST', 'activities/state', { query: { ...scope, stateId: 'progress' }, body: { a: 1, b: { c: 1 } } });
    await all('POST', 'activities/state', { query: { ...scope, stateId: 'progress' }, body: { b: { d: 2 } } });
    expect((await all('GET', 'activities/state', { query: { ...scope, stateId: 'progress' } })).body).toEqual({
      a: 1,
      b: { d: 2 },
    });
    // POST merges JSON objects only, and a refusal changes nothing.
    expect(
      (await all('POST', 'activities/state', { query: { ...scope, stateId: 'bookmark' }, body: { c: 3 } })).status,
    ).toBe(400);
    expect(
      (await all('POST', 'activities/state', { query: { ...scope, stateId: 'progress' }, ...text('not json') })).status,
    ).toBe(400);
    expect((await all('GET', 'activities/state', { query: { ...scope, stateId: 'bookmark' } })).body).toBe('page-8');

    const ids = await all<string[]>('GET', 'activities/state', {
      query: { ...scope, since: new Date(Date.now() - 60_000).toISOString() },
    });
    expect([...ids.body].sort()).toEqual(['bookmark', 'progress']);
    expect(Number.isNaN(Date.parse(ids.headers.get('last-modified') ?? ''))).toBe(false);
    expect(
      (
        await all('GET', 'activities/state', {
          query: { ...scope, since: new Date(Date.now() + 60_000).toISOString() },
        })
      ).body,
    ).toEqual([]);
    expect((await all('GET', 'activities/state', { query: { ...scope, since: 'true' } })).status).toBe(400);

    expect((await all('DELETE', 'activities/state', { query: { ...scope, stateId: 'bookmark' } })).status).toBe(204);
    expect((await all('GET', 'activities/state', { query: { ...scope, stateId: 'bookmark' } })).status).toBe(404);
    expect((await all('DELETE', 'activities/state', { query: scope })).status).toBe(204);
    expect((await all('GET', 'activities/state', { query: scope })).body).toEqual([]);
    // The registration's document was not in that scope.
    expect((await all('GET', 'activities/state', { query: { ...scope, registration } })).body).toEqual(['run']);
  });

  it('refuses a missing or invalid activityId, agent, registration or stateId (400)', async () => {
    const scope = { activityId: activity(), agent: JSON.stringify(mbox()), stateId: 's' };
    for (const query of [
      { ...scope, activityId: 'not an iri' },
      { agent: scope.agent, stateId: 's' },
      { ...scope, agent: 'true' },
      { ...scope, agent: JSON.stringify({ objectType: 'Agent', name: 'no identifier' }) },
      { ...scope, registration: 'not-a-uuid' },
    ])
      expect((await all('PUT', 'activities/state', { query, ...text('x') })).status).toBe(400);
    expect(
      (
        await all('PUT', 'activities/state', {
          query: { activityId: scope.activityId, agent: scope.agent },
          ...text('x'),
        })
      ).status,
    ).toBe(400);
  });

  it("keeps one company's documents from another's, whatever the agent and ids", async () => {
    const scope = { activityId: activity(), agent: JSON.stringify(mbox()), stateId: 'shared' };
    expect((await all('PUT', 'activities/state', { query: scope, ...text('ours') })).status).toBe(204);
    expect((await stranger('GET', 'activities/state', { query: scope })).status).toBe(404);
    const { stateId: _stateId, ...list } = scope;
    expect((await stranger('GET', 'activities/state', { query: list })).body).toEqual([]);
    expect((await stranger('PUT', 'activities/state', { query: scope, ...text('theirs') })).status).toBe(204);
    expect((await stranger('DELETE', 'activities/state', { query: list })).status).toBe(204);
    expect((await all('GET', 'activities/state', { query: scope })).body).toBe('ours');
  });
});

describe("a company learner's documents", () => {
  it('are the same documents for their launch sessions and for a client, and go when the learner is deleted', async () => {
    const launch = await learnerLaunch();
    const agent = JSON.stringify(launch.actor);
    // The launch hands out the learner's account on the app's origin: a client names the learner by it.
    const state = { activityId: launch.activityId, agent, registration: launch.registration, stateId: 'bookmark' };
    expect((await launch.client('PUT', 'activities/state', { query: state, ...text('page-3') })).status).toBe(204);
    expect((await all('GET', 'activities/state', { query: state })).body).toBe('page-3');
    const profile = { agent, profileId: 'preferences' };
    expect(
      (
        await all('PUT', 'agents/profile', {
          query: profile,
          body: { language: 'pl' },
          headers: { 'if-none-match': '*' },
        })
      ).status,
    ).toBe(204);
    expect((await launch.client('GET', 'agents/profile', { query: profile })).body).toEqual({ language: 'pl' });
    // A state a client keeps for the learner under another registration is the learner's too.
    const elsewhere = { ...state, registration: randomUUID(), stateId: 'client-state' };
    expect((await all('PUT', 'activities/state', { query: elsewhere, ...text('x') })).status).toBe(204);
    // The session stays confined to its learner and registration.
    expect((await launch.client('GET', 'activities/state', { query: elsewhere })).status).toBe(404);
    expect(
      (await launch.client('GET', 'activities/state', { query: { ...state, agent: JSON.stringify(mbox()) } })).status,
    ).toBe(403);

    expect((await call('DELETE', `/v1/users-all-data/${launch.learner.id}`, { token: owner.token })).status).toBe(200);
    const left = await documentClient().send(
      new QueryCommand({
        TableName: config.tableName,
        KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
        ExpressionAttributeValues: { ':pk': keys.company(companyId), ':prefix': 'XDOC' },
        ConsistentRead: true,
      }),
    );
    expect((left.Items ?? []).filter((item) => String(item.sk).includes(`#${launch.learner.id}#`))).toEqual([]);
    expect(
      await getDocument(companyId, stateDocKey(launch.learner.id, launch.registration, launch.activityId, 'bookmark')),
    ).toBeUndefined();
    // Nothing of theirs is left for a client either.
    expect((await all('GET', 'activities/state', { query: state })).status).toBe(404);
  });
});

describe('concurrency', () => {
  const profileScopes = {
    'agents/profile': () => ({ agent: JSON.stringify(mbox()), profileId: randomUUID() }),
    'activities/profile': () => ({ activityId: activity(), profileId: randomUUID() }),
  };

  it.each(Object.keys(profileScopes) as (keyof typeof profileScopes)[])(
    '%s in 1.0.3: a precondition is required, 409 / 412 refuse without changing anything',
    async (resource) => {
      const query = profileScopes[resource]();
      const body = (value: string) => ({ query, body: { value } });
      const read = async () => all<{ value: string }>('GET', resource, { query });

      // XAPI-00273: a new profile document is written with a precondition.
      expect((await all('PUT', resource, body('headerless'))).status).toBe(400);
      expect((await read()).status).toBe(404);
      const created = await all('PUT', resource, { ...body('first'), headers: { 'if-none-match': '*' } });
      expect(created.status).toBe(204);
      const first = await read();
      expect(first.body).toEqual({ value: 'first' });
      expect(etagOf(first)).toMatch(/^"[0-9a-f]{40}"$/);
      expect(etagOf(first)).toBe(etagOf(created));

      const again = await all<{ message: string }>('PUT', resource, {
        ...body('x'),
        headers: { 'if-none-match': '*' },
      });
      expect(again.status).toBe(412);
      const conflict = await all<{ message: string }>('PUT', resource, body('x'));
      expect(conflict.status).toBe(409);
      expect(conflict.body.message).toBe(XAPI_DOCUMENT_MSG.EXISTS_WITHOUT_PRECONDITION);
      expect((await all('PUT', resource, { ...body('x'), headers: { 'if-match': '"1234"' } })).status).toBe(412);
      expect((await read()).body).toEqual({ value: 'first' });

      expect((await all('PUT', resource, { ...body('second'), headers: { 'if-match': etagOf(first) } })).status).toBe(
        204,
      );
      const second = await read();
      expect(second.body).toEqual({ value: 'second' });
      // A stale ETag no longer holds, for POST and DELETE either.
      expect(
        (await all('POST', resource, { query, body: { more: 1 }, headers: { 'if-match': etagOf(first) } })).status,
      ).toBe(412);
      expect((await all('DELETE', resource, { query, headers: { 'if-match': etagOf(first) } })).status).toBe(412);
      expect((await read()).body).toEqual({ value: 'second' });
      expect(
        (await all('POST', resource, { query, body: { more: 1 }, headers: { 'if-match': etagOf(second) } })).status,
      ).toBe(204);
      const merged = await read();
      expect(merged.body).toEqual({ value: 'second', more: 1 });
      expect((await all('DELETE', resource, { query, headers: { 'if-match': etagOf(merged) } })).status).toBe(204);
      expect((await read()).status).toBe(404);
      // If-Match names a document that is not there.
      expect((await all('PUT', resource, { ...body('x'), headers: { 'if-match': etagOf(merged) } })).status).toBe(412);
      expect((await read()).status).toBe(404);
    },
  );

  it('in 2.0 the state resource is guarded too, and a new document needs no precondition', async () => {
    const v2 = in2(all);
    const query = { activityId: activity(), agent: JSON.stringify(mbox()), stateId: 'suspend' };
    const created = await v2('PUT', 'activities/state', { query, body: { page: 1 } });
    expect(created.status).toBe(204);
    expect(created.headers.get('x-experience-api-version')).toBe('2.0.0');
    const conflict = await v2('PUT', 'activities/state', { query, body: { page: 2 } });
    expect(conflict.status).toBe(409);
    expect((await v2('GET', 'activities/state', { query })).body).toEqual({ page: 1 });
    expect(
      (await v2('PUT', 'activities/state', { query, body: { page: 2 }, headers: { 'if-match': etagOf(created) } }))
        .status,
    ).toBe(204);
    expect((await v2('DELETE', 'activities/state', { query, headers: { 'if-match': etagOf(created) } })).status).toBe(
      412,
    );
    expect((await v2('GET', 'activities/state', { query })).body).toEqual({ page: 2 });

    const profile = { activityId: activity(), profileId: 'p' };
    expect((await v2('PUT', 'activities/profile', { query: profile, body: { a: 1 } })).status).toBe(204);
    expect((await v2('PUT', 'activities/profile', { query: profile, body: { a: 2 } })).status).toBe(409);
    expect((await v2('GET', 'activities/profile', { query: profile })).body).toEqual({ a: 1 });
  });

  it('in 2.0 a state or agent profile may belong to an identified Group, never an anonymous one; 1.0.3 takes Agents only', async () => {
    const team = {
      objectType: 'Group',
      name: 'Night shift',
      account: { homePage: 'https://hr.example.test', name: `t-${activity().slice(-8)}` },
    };
    const query = { activityId: activity(), agent: JSON.stringify(team), stateId: 'rota' };
    const v2 = in2(all);
    expect((await v2('PUT', 'activities/state', { query, body: { week: 3 } })).status).toBe(204);
    expect((await v2('GET', 'activities/state', { query })).body).toEqual({ week: 3 });
    const profile = { agent: JSON.stringify(team), profileId: 'roster' };
    expect((await v2('PUT', 'agents/profile', { query: profile, body: { size: 4 } })).status).toBe(204);
    expect((await v2('GET', 'agents/profile', { query: profile })).body).toEqual({ size: 4 });
    // The same Group's documents are another company's business: none there.
    expect((await in2(stranger)('GET', 'activities/state', { query })).status).toBe(404);

    const anonymous = { objectType: 'Group', member: [mbox()] };
    const refused = await v2('PUT', 'activities/state', {
      query: { ...query, agent: JSON.stringify(anonymous) },
      body: { week: 1 },
    });
    expect(refused.status).toBe(400);
    expect(JSON.stringify(refused.body)).toContain('agent');
    expect((await all('GET', 'activities/state', { query })).status).toBe(400);
  });

  it("a launch session's content may still create an agent profile without a precondition, not overwrite one", async () => {
    const launch = await learnerLaunch();
    const query = { agent: JSON.stringify(launch.actor), profileId: 'preferences' };
    expect((await launch.client('PUT', 'agents/profile', { query, body: { a: 1 } })).status).toBe(204);
    expect((await launch.client('PUT', 'agents/profile', { query, body: { a: 2 } })).status).toBe(409);
    const current = await launch.client('GET', 'agents/profile', { query });
    expect(current.body).toEqual({ a: 1 });
    expect(
      (
        await launch.client('PUT', 'agents/profile', {
          query,
          body: { a: 2 },
          headers: { 'if-match': etagOf(current) },
        })
      ).status,
    ).toBe(204);
  });

  it('Last-Modified follows the latest change', async () => {
    const query = { agent: JSON.stringify(mbox()), profileId: 'p' };
    await all('POST', 'agents/profile', { query, body: { a: 1 } });
    const before = Date.parse((await all('GET', 'agents/profile', { query })).headers.get('last-modified')!);
    await new Promise((resolve) => setTimeout(resolve, 1100));
    expect((await all('POST', 'agents/profile', { query, body: { b: 1 } })).status).toBe(204);
    const after = await all('GET', 'agents/profile', { query });
    expect(after.body).toEqual({ a: 1, b: 1 });
    expect(Date.parse(after.headers.get('last-modified')!)).toBeGreaterThan(before);
  });
});

describe('agent and activity profiles', () => {
  it('agents/profile: POST stores then merges, ids by since, and a stored non-JSON document is not merged into', async () => {
    const agent = JSON.stringify(mbox());
    const query = { agent, profileId: 'prefs' };
    expect((await all('POST', 'agents/profile', { query, body: { car: 'Honda' } })).status).toBe(204);
    expect((await all('POST', 'agents/profile', { query, body: { type: 'Civic' } })).status).toBe(204);
    expect((await all('GET', 'agents/profile', { query })).body).toEqual({ car: 'Honda', type: 'Civic' });
    const raw = { agent, profileId: 'raw' };
    expect(
      (await all('PUT', 'agents/profile', { query: raw, ...text('/ asdf / undefined', { 'if-none-match': '*' }) }))
        .status,
    ).toBe(204);
    expect((await all('POST', 'agents/profile', { query: raw, body: { a: 1 } })).status).toBe(400);
    expect((await all('GET', 'agents/profile', { query: raw })).body).toBe('/ asdf / undefined');
    const since = new Date(Date.now() - 60_000).toISOString();
    expect([...(await all<string[]>('GET', 'agents/profile', { query: { agent, since } })).body].sort()).toEqual([
      'prefs',
      'raw',
    ]);
    expect((await all('GET', 'agents/profile', { query: { agent } })).status).toBe(200);
    expect((await all('POST', 'agents/profile', { query: { agent }, body: { a: 1 } })).status).toBe(400);
    expect((await all('POST', 'agents/profile', { query: { profileId: 'x' }, body: { a: 1 } })).status).toBe(400);
    expect((await stranger('GET', 'agents/profile', { query })).status).toBe(404);
  });

  it('activities/profile: the whole resource, company-wide', async () => {
    const activityId = activity();
    const query = { activityId, profileId: 'layout' };
    expect(
      (await all('PUT', 'activities/profile', { query, body: { a: 1 }, headers: { 'if-none-match': '*' } })).status,
    ).toBe(204);
    expect((await all('POST', 'activities/profile', { query, body: { b: 2 } })).status).toBe(204);
    const got = await all('GET', 'activities/profile', { query });
    expect(got.body).toEqual({ a: 1, b: 2 });
    expect(etagOf(got)).toMatch(/^"[0-9a-f]{40}"$/);
    expect(Number.isNaN(Date.parse(got.headers.get('last-modified') ?? ''))).toBe(false);
    await all('POST', 'activities/profile', { query: { activityId, profileId: 'other' }, body: { c: 3 } });
    expect([...(await all<string[]>('GET', 'activities/profile', { query: { activityId } })).body].sort()).toEqual([
      'layout',
      'other',
    ]);
    expect(
      (
        await all('GET', 'activities/profile', {
          query: { activityId, since: new Date(Date.now() + 60_000).toISOString() },
        })
      ).body,
    ).toEqual([]);
    expect((await all('GET', 'activities/profile', { query: { activityId, since: 'yesterday' } })).status).toBe(400);
    for (const bad of [{ profileId: 'layout' }, { activityId: 'nope', profileId: 'layout' }] as Record<
      string,
      string
    >[])
      expect((await all('GET', 'activities/profile', { query: bad })).status).toBe(400);
    for (const method of ['PUT', 'POST', 'DELETE'])
      expect((await all(method, 'activities/profile', { query: { activityId }, body: { a: 1 } })).status).toBe(400);
    expect((await stranger('GET', 'activities/profile', { query })).status).toBe(404);
    expect((await stranger('GET', 'activities/profile', { query: { activityId } })).body).toEqual([]);
    expect((await all('DELETE', 'activities/profile', { query })).status).toBe(204);
    expect((await all('GET', 'activities/profile', { query })).status).toBe(404);
  });

  it("a launch session reads any activity's profiles and writes only its own activities'", async () => {
    const launch = await learnerLaunch();
    const foreign = { activityId: activity(), profileId: 'p' };
    await all('PUT', 'activities/profile', { query: foreign, body: { a: 1 }, headers: { 'if-none-match': '*' } });
    expect((await launch.client('GET', 'activities/profile', { query: foreign })).body).toEqual({ a: 1 });
    const refused = await launch.client<{ message: string }>('POST', 'activities/profile', {
      query: foreign,
      body: { b: 1 },
    });
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe(XAPI_DOCUMENT_MSG.ACTIVITY_NOT_OWN);
    expect((await all('GET', 'activities/profile', { query: foreign })).body).toEqual({ a: 1 });
    for (const activityId of [launch.activityId, `${launch.activityId}/slide-1`])
      expect(
        (await launch.client('POST', 'activities/profile', { query: { activityId, profileId: 'p' }, body: { a: 1 } }))
          .status,
      ).toBe(204);
  });
});

describe('scopes', () => {
  it('state and profile need their scope to write, all/read reads, anything else is 403 and writes nothing', async () => {
    const state = { activityId: activity(), agent: JSON.stringify(mbox()), stateId: 's' };
    const agentProfile = { agent: state.agent, profileId: 'p' };
    const activityProfile = { activityId: state.activityId, profileId: 'p' };
    const precondition = { 'if-none-match': '*' };
    const status = async (caller: TCaller, method: string, path: string, query: Record<string, string>) =>
      (
        await caller(method, path, {
          query,
          ...(method === 'GET' ? {} : { body: { by: method } }),
          headers: precondition,
        })
      ).status;

    expect(await status(stateOnly, 'PUT', 'activities/state', state)).toBe(204);
    expect(await status(stateOnly, 'GET', 'activities/state', state)).toBe(200);
    expect(await status(profileOnly, 'PUT', 'agents/profile', agentProfile)).toBe(204);
    expect(await status(profileOnly, 'PUT', 'activities/profile', activityProfile)).toBe(204);
    expect(await status(profileOnly, 'GET', 'agents/profile', agentProfile)).toBe(200);

    const refused: [TCaller, string, string, Record<string, string>][] = [
      [profileOnly, 'PUT', 'activities/state', state],
      [profileOnly, 'GET', 'activities/state', state],
      [stateOnly, 'POST', 'agents/profile', agentProfile],
      [stateOnly, 'GET', 'agents/profile', agentProfile],
      [stateOnly, 'DELETE', 'activities/profile', activityProfile],
      [readOnly, 'PUT', 'activities/state', state],
      [readOnly, 'DELETE', 'activities/state', state],
      [readOnly, 'POST', 'agents/profile', agentProfile],
      [readOnly, 'DELETE', 'activities/profile', activityProfile],
      [writerOnly, 'GET', 'activities/state', state],
      [writerOnly, 'GET', 'agents/profile', agentProfile],
      [writerOnly, 'GET', 'activities/profile', activityProfile],
      [writerOnly, 'GET', 'agents', { agent: state.agent }],
      [writerOnly, 'GET', 'activities', { activityId: state.activityId }],
    ];
    for (const [caller, method, path, query] of refused) {
      const response = await caller<{ message: string }>(method, path, {
        query,
        ...(method === 'GET' ? {} : { body: { by: 'refused' } }),
      });
      expect([method, path, response.status]).toEqual([method, path, 403]);
      expect(response.body.message).toBe(XAPI_CLIENT_MSG.SCOPE_MISSING);
    }
    for (const [path, query] of [
      ['activities/state', state],
      ['agents/profile', agentProfile],
      ['activities/profile', activityProfile],
    ] as const) {
      const read = await readOnly('GET', path, { query });
      expect([path, read.status, read.body]).toEqual([path, 200, { by: 'PUT' }]);
    }
    expect((await readOnly('GET', 'agents', { query: { agent: state.agent } })).status).toBe(200);
  });
});

describe('the Agents resource', () => {
  it('answers the Person of an agent, 400 without a valid one', async () => {
    const agent = {
      objectType: 'Agent',
      name: 'Rick James',
      account: { homePage: 'http://www.example.com/agentId/1', name: 'Rick James' },
    };
    const person = await all('GET', 'agents', { query: { agent: JSON.stringify(agent) } });
    expect(person.status).toBe(200);
    expect(person.body).toEqual({ objectType: 'Person', name: ['Rick James'], account: [agent.account] });
    expect(
      (await all('GET', 'agents', { query: { agent: JSON.stringify({ mbox_sha1sum: 'a'.repeat(40) }) } })).body,
    ).toEqual({
      objectType: 'Person',
      mbox_sha1sum: ['a'.repeat(40)],
    });
    expect((await all('GET', 'agents')).status).toBe(400);
    expect(
      (await all('GET', 'agents', { query: { agent: JSON.stringify({ objectType: 'Agent', name: 'x' }) } })).status,
    ).toBe(400);
    expect((await all('GET', 'agents', { query: { agent: '{"mbox":' } })).status).toBe(400);
  });
});

describe('the Activities resource', () => {
  it('answers the definition statements taught, joined only by a writer that may define it', async () => {
    const id = activity();
    const taught = (definition: Record<string, unknown>) => ({
      actor: mbox(),
      verb: { id: 'http://adlnet.gov/expapi/verbs/attended' },
      object: { objectType: 'Activity', id, definition },
    });
    expect((await all('GET', 'activities', { query: { activityId: id } })).body).toEqual({
      objectType: 'Activity',
      id,
    });

    const meeting = { type: 'http://adlnet.gov/expapi/activities/meeting', name: { 'en-US': 'example meeting' } };
    // A writer without `define` may teach an unknown activity, and change nothing afterwards.
    await mergeActivityDefinitions(clientContext(['statements/write']), taught(meeting));
    expect((await readOnly('GET', 'activities', { query: { activityId: id } })).body).toEqual({
      objectType: 'Activity',
      id,
      definition: meeting,
    });
    await mergeActivityDefinitions(clientContext(['statements/write']), taught({ name: { 'fr-FR': 'réunion' } }));
    expect((await all('GET', 'activities', { query: { activityId: id } })).body).toEqual({
      objectType: 'Activity',
      id,
      definition: meeting,
    });
    // A definer joins the languages.
    await mergeActivityDefinitions(
      clientContext(['statements/write', 'define']),
      taught({ name: { 'fr-FR': 'réunion' } }),
    );
    expect((await all('GET', 'activities', { query: { activityId: id } })).body).toEqual({
      objectType: 'Activity',
      id,
      definition: { ...meeting, name: { 'en-US': 'example meeting', 'fr-FR': 'réunion' } },
    });
    // Context activities teach too.
    const parent = activity();
    await mergeActivityDefinitions(clientContext(['all']), {
      ...taught(meeting),
      context: { contextActivities: { parent: [{ id: parent, definition: { name: { en: 'Course' } } }] } },
    });
    expect((await all('GET', 'activities', { query: { activityId: parent } })).body).toEqual({
      objectType: 'Activity',
      id: parent,
      definition: { name: { en: 'Course' } },
    });
    // Another company knows nothing of it.
    expect((await stranger('GET', 'activities', { query: { activityId: id } })).body).toEqual({
      objectType: 'Activity',
      id,
    });
    expect((await all('GET', 'activities')).status).toBe(400);
    expect((await all('GET', 'activities', { query: { activityId: 'not an iri' } })).status).toBe(400);
  });

  it("a launch session defines its own package's activities and only fills in others'", async () => {
    const launch = await learnerLaunch();
    const session = await getXapiSession(companyId, launch.sessionId);
    expect(session).toBeDefined();
    const context: TLrsContext = {
      kind: 'session',
      companyId,
      version: '1.0.3',
      session: session!,
      actor: { homePage: session!.actor_home_page, userId: session!.user_id, name: session!.actor_name },
    };
    const own = `${launch.activityId}/question-${randomUUID()}`;
    const foreign = activity();
    for (const id of [own, foreign]) {
      await mergeActivityDefinitions(clientContext(['all']), {
        actor: launch.actor,
        verb: { id: 'http://adlnet.gov/expapi/verbs/answered' },
        object: { id, definition: { name: { en: 'Question' } } },
      });
      await mergeActivityDefinitions(context, {
        actor: launch.actor,
        verb: { id: 'http://adlnet.gov/expapi/verbs/answered' },
        object: { id, definition: { name: { en: 'Renamed', pl: 'Pytanie' } } },
      });
    }
    expect((await launch.client('GET', 'activities', { query: { activityId: own } })).body).toEqual({
      objectType: 'Activity',
      id: own,
      definition: { name: { en: 'Renamed', pl: 'Pytanie' } },
    });
    expect((await launch.client('GET', 'activities', { query: { activityId: foreign } })).body).toEqual({
      objectType: 'Activity',
      id: foreign,
      definition: { name: { en: 'Question' } },
    });
  });
});
