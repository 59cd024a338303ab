/**
 * The LRS's protocol edge against the running local stack (lrs-request.ts): version negotiation and the version
 * header on every answer, X-Experience-API-Consistent-Through on every statements answer, strict parameters, HEAD
 * on every GET resource, malformed Authorization, the alternate request syntax (1.0.x only) and CORS for content on
 * other origins. With a launch session's credentials (and one company client for a default version of 2.0.0).
 */
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { XAPI_PROTOCOL_MSG, XAPI_VERB } from '@skillway/shared';
import { registerCompany, type TRegistered } from '../../../test/factories/accounts';
import { call, type TResponse } from '../../../test/factories/http';
import { basicAuthorization, createLrsClient } from '../../../test/factories/lrs-clients';
import { addPerson, signIn } from '../../../test/factories/people';
import { TIN_CAN_PACKAGE, launchParams, lrs, packageCourse } from '../../../test/factories/xapi';

const VERSION = 'x-experience-api-version';
const CONSISTENT = 'x-experience-api-consistent-through';
const FORM = 'application/x-www-form-urlencoded';
/** A refusal's body (responses.ts errorResponse). */
interface TRefusal {
  message: string;
  errors?: Record<string, string[]>;
}

const ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/;

let owner: TRegistered;
let learnerToken: string;
let auth: string;
let client: ReturnType<typeof lrs>;
let actor: Record<string, unknown>;
let registration: string;
let activityId: string;
let state: Record<string, string>;
let profile: Record<string, string>;

/** A raw LRS call: exactly the headers given (no version unless named). */
function raw(method: string, path: string, headers: Record<string, string> = {}, body?: string) {
  return call(method, `/v1/xapi/${path}`, { headers, ...(body !== undefined ? { rawBody: body } : {}) });
}

function statement(id = randomUUID()) {
  return {
    id,
    actor,
    verb: { id: XAPI_VERB.COMPLETED, display: { 'en-GB': 'completed' } },
    object: { id: activityId },
  };
}

function expectLrsHeaders(answer: TResponse, version: string) {
  expect(answer.headers.get(VERSION)).toBe(version);
  expect(answer.headers.get('access-control-allow-origin')).toBe('*');
}

beforeAll(async () => {
  owner = await registerCompany();
  const companyId = owner.user.company_id;
  const learner = await addPerson(companyId, undefined, 'protocol');
  learnerToken = await signIn(learner);
  const course = await packageCourse(owner.token, companyId, TIN_CAN_PACKAGE, { enrol: [learner.id] });
  const launched = await call('POST', `/v1/xapi-launch/${course.assetId}`, { token: learnerToken, body: {} });
  expect(launched.status).toBe(200);
  const params = launchParams(launched.body.launch_url as string);
  auth = params.get('auth')!;
  client = lrs(auth);
  actor = JSON.parse(params.get('actor')!) as Record<string, unknown>;
  registration = params.get('registration')!;
  activityId = params.get('activity_id')!;
  state = { activityId, agent: JSON.stringify(actor), registration, stateId: 'bookmark' };
  profile = { agent: JSON.stringify(actor), profileId: 'preferences' };
  expect((await client('PUT', 'activities/state', { query: state, body: { page: 3 } })).status).toBe(204);
  expect((await client('PUT', 'agents/profile', { query: profile, body: { theme: 'dark' } })).status).toBe(204);
});

describe('versions', () => {
  it('about names 1.0.3 and 2.0.0 without credentials, and answers in the version asked for', async () => {
    const about = await raw('GET', 'about');
    expect(about.status).toBe(200);
    expect(about.body).toEqual({ version: ['1.0.3', '2.0.0'] });
    expectLrsHeaders(about, '1.0.3');
    expect((await raw('GET', 'about', { [VERSION]: '2.0.1' })).headers.get(VERSION)).toBe('2.0.0');
    expect((await raw('GET', 'about', { [VERSION]: 'nonsense' })).headers.get(VERSION)).toBe('1.0.3');
    const unknown = await raw('GET', 'about?foo=1');
    expect(unknown.status).toBe(400);
    expectLrsHeaders(unknown, '1.0.3');
  });

  it('speaks 1.0.3 to 1.0.x and 2.0.0 to 2.0.x', async () => {
    for (const [asked, spoken] of [
      ['1.0', '1.0.3'],
      ['1.0.0', '1.0.3'],
      ['1.0.3', '1.0.3'],
      ['2.0', '2.0.0'],
      ['2.0.0', '2.0.0'],
      ['2.0.7', '2.0.0'],
    ]) {
      const answer = await raw('GET', 'statements', { authorization: auth, [VERSION]: asked! });
      expect(answer.status, asked).toBe(200);
      expectLrsHeaders(answer, spoken!);
    }
  });

  it('refuses a missing or unknown version with 400 in the caller’s default version', async () => {
    for (const asked of [undefined, '', '0.95', '1.0.4', '1.1', '2.1.0']) {
      const answer = await raw('GET', 'statements', {
        authorization: auth,
        ...(asked !== undefined ? { [VERSION]: asked } : {}),
      });
      expect(answer.status, String(asked)).toBe(400);
      expect(answer.body.message).toBe(XAPI_PROTOCOL_MSG.VERSION_REQUIRED);
      // A launch session's default is 1.0.3.
      expectLrsHeaders(answer, '1.0.3');
    }
  });

  it("names a client's default version (2.0.0) on a version-less 400", async () => {
    const created = await createLrsClient(owner.token, { scopes: ['all'], default_version: '2.0.0' });
    const answer = await raw('GET', 'statements', { authorization: basicAuthorization(created.key, created.secret) });
    expect(answer.status).toBe(400);
    expectLrsHeaders(answer, '2.0.0');
  });

  it('names the version on 401, 403 and 404 too: the one asked for, else 1.0.3', async () => {
    const anonymous = await raw('GET', 'statements', { [VERSION]: '2.0.0' });
    expect(anonymous.status).toBe(401);
    expectLrsHeaders(anonymous, '2.0.0');
    const bare = await raw('GET', 'statements');
    expect(bare.status).toBe(401);
    expectLrsHeaders(bare, '1.0.3');
    const bearer = await call('GET', '/v1/xapi/statements', { token: learnerToken, headers: { [VERSION]: '2.0.0' } });
    expect(bearer.status).toBe(403);
    expectLrsHeaders(bearer, '2.0.0');
    const missing = await client('GET', 'statements', { query: { statementId: randomUUID() } });
    expect(missing.status).toBe(404);
    expectLrsHeaders(missing, '1.0.3');
  });
});

describe('X-Experience-API-Consistent-Through', () => {
  it('is on every answer of the statements resource, errors included, and only there', async () => {
    const id = randomUUID();
    const answers = [
      await client('PUT', 'statements', { query: { statementId: id }, body: statement(id) }),
      await client('GET', 'statements', { query: { statementId: id } }),
      await client('GET', 'statements', { query: { statementId: randomUUID() } }),
      await client('GET', 'statements', { query: { foo: 'bar' } }),
      await client('HEAD', 'statements'),
      await raw('GET', 'statements', { [VERSION]: '1.0.3' }),
      await raw('GET', 'statements', { authorization: auth }),
    ];
    expect(answers.map((answer) => answer.status)).toEqual([204, 200, 404, 400, 200, 401, 400]);
    for (const answer of answers) {
      expect(answer.headers.get(CONSISTENT)).toMatch(ISO);
      expect(Math.abs(Date.parse(answer.headers.get(CONSISTENT)!) - Date.now())).toBeLessThan(60_000);
    }
    expect((await client('GET', 'activities/state', { query: state })).headers.get(CONSISTENT)).toBeNull();
    expect((await raw('GET', 'about')).headers.get(CONSISTENT)).toBeNull();
  });
});

describe('strict parameters', () => {
  it('refuses an unknown or wrong-case parameter with 400 naming it, before anything is done', async () => {
    const unknown = await client<TRefusal>('GET', 'statements', { query: { foo: 'bar' } });
    expect(unknown.status).toBe(400);
    expect(unknown.body.errors).toHaveProperty('foo');
    const id = randomUUID();
    const wrongCase = await client<TRefusal>('PUT', 'statements', { query: { StatementId: id }, body: statement(id) });
    expect(wrongCase.status).toBe(400);
    expect(wrongCase.body.errors).toHaveProperty('StatementId');
    expect((await client('GET', 'statements', { query: { statementId: id } })).status).toBe(404);
    const posted = await client<TRefusal>('POST', 'statements', { query: { statementId: id }, body: statement(id) });
    expect(posted.status).toBe(400);
    expect(posted.body.errors).toHaveProperty('statementId');
    expect((await client('GET', 'statements', { query: { statementId: id } })).status).toBe(404);
    for (const [path, query] of [
      ['statements', { Agent: JSON.stringify(actor) }],
      ['statements', { voidedstatementId: randomUUID() }],
      ['activities/state', { ...state, StateId: 'x' }],
      ['activities/state', { ...state, since: new Date().toISOString() }],
      ['agents/profile', { ...profile, activityId }],
    ] as const) {
      const method = path === 'activities/state' && 'since' in query ? 'PUT' : 'GET';
      const answer = await client<TRefusal>(method, path, {
        query,
        ...(method === 'PUT' ? { body: { page: 4 } } : {}),
      });
      expect(answer.status, `${method} ${path} ${JSON.stringify(query)}`).toBe(400);
      expect(answer.body.message).toMatch(/is not one this resource takes/);
    }
    // Nothing was written by the refused PUT.
    expect((await client('GET', 'activities/state', { query: state })).body).toEqual({ page: 3 });
  });

  it("takes each resource's own parameters", async () => {
    const query = {
      agent: JSON.stringify(actor),
      verb: XAPI_VERB.COMPLETED,
      activity: activityId,
      registration,
      since: '2020-01-01T00:00:00Z',
      until: '2100-01-01T00:00:00Z',
      limit: '5',
      ascending: 'true',
      format: 'exact',
      related_activities: 'false',
      related_agents: 'false',
      attachments: 'false',
    };
    expect((await client('GET', 'statements', { query })).status).toBe(200);
    expect((await client('GET', 'activities/state', { query: state })).status).toBe(200);
    const { stateId: _stateId, ...states } = state;
    expect(
      (await client('GET', 'activities/state', { query: { ...states, since: '2020-01-01T00:00:00Z' } })).status,
    ).toBe(200);
    expect((await client('GET', 'agents/profile', { query: profile })).status).toBe(200);
  });
});

describe('HEAD', () => {
  it('answers as GET would, with its headers and no body', async () => {
    const id = randomUUID();
    expect((await client('PUT', 'statements', { query: { statementId: id }, body: statement(id) })).status).toBe(204);
    for (const [path, query] of [
      ['statements', { statementId: id }],
      ['statements', {}],
      ['activities/state', state],
      ['agents/profile', profile],
    ] as const) {
      const get = await client('GET', path, { query });
      const head = await client('HEAD', path, { query });
      expect(head.status, path).toBe(get.status);
      expect(head.status, path).toBe(200);
      expect(head.body, path).toBeUndefined();
      for (const name of [VERSION, 'content-type', 'etag', 'last-modified', 'access-control-allow-origin'])
        expect(head.headers.get(name), `${path} ${name}`).toBe(get.headers.get(name));
    }
    const about = await raw('HEAD', 'about');
    expect(about.status).toBe(200);
    expect(about.body).toBeUndefined();
    expect(about.headers.get(VERSION)).toBe('1.0.3');
  });

  it('answers errors as GET would: 404, 400, 401 without a body', async () => {
    const missing = await client('HEAD', 'statements', { query: { statementId: randomUUID() } });
    expect(missing.status).toBe(404);
    expect(missing.body).toBeUndefined();
    expect(missing.headers.get(CONSISTENT)).toMatch(ISO);
    expect((await client('HEAD', 'statements', { query: { foo: 'bar' } })).status).toBe(400);
    expect((await raw('HEAD', 'activities/state', { [VERSION]: '1.0.3' })).status).toBe(401);
  });

  it('is only for GET resources of the LRS', async () => {
    expect((await call('HEAD', '/v1/health')).status).toBe(404);
    expect((await call('HEAD', '/v1/xapi/cmi5/fetch/x')).status).toBe(404);
  });
});

describe('malformed Authorization', () => {
  it('is 401 with a Basic challenge, whatever the scheme or encoding', async () => {
    const bad = [
      `Basic:${Buffer.from('a:b').toString('base64')}`,
      'Basic',
      'Basic !!!not-base64!!!',
      `Basic ${Buffer.from('no-colon').toString('base64')}`,
      `Digest ${Buffer.from('a:b').toString('base64')}`,
      'Bearer not-a-jwt',
      'nonsense',
    ];
    for (const authorization of bad) {
      const answer = await raw('GET', 'statements', { authorization, [VERSION]: '1.0.3' });
      expect(answer.status, authorization).toBe(401);
      expect(answer.headers.get('www-authenticate'), authorization).toMatch(/^Basic /);
      expectLrsHeaders(answer, '1.0.3');
    }
  });
});

describe('alternate request syntax (xAPI 1.0.3 Communication 1.3)', () => {
  const form = (fields: Record<string, string>) => new URLSearchParams(fields).toString();

  it('runs a PUT sent as a POST, the headers and parameters in the form', async () => {
    const id = randomUUID();
    const sent = statement(id);
    const answer = await raw(
      'POST',
      'statements?method=PUT',
      { 'content-type': FORM },
      form({
        statementId: id,
        content: JSON.stringify(sent),
        'X-Experience-API-Version': '1.0.3',
        Authorization: auth,
      }),
    );
    expect(answer.status).toBe(204);
    expectLrsHeaders(answer, '1.0.3');
    const stored = await client('GET', 'statements', { query: { statementId: id } });
    expect(stored.status).toBe(200);
    expect(stored.body).toMatchObject({ id, verb: sent.verb, object: sent.object });
  });

  it('runs a GET sent as a POST (a query too long for a URL)', async () => {
    const answer = await raw(
      'POST',
      'statements?method=GET',
      { authorization: auth, [VERSION]: '1.0.3', 'content-type': FORM },
      form({ limit: '1' }),
    );
    expect(answer.status).toBe(200);
    expect(answer.body).toHaveProperty('statements');
    expect(answer.body).toHaveProperty('more');
    expect(answer.body.statements.length).toBeLessThanOrEqual(1);
    expect(answer.headers.get(CONSISTENT)).toMatch(ISO);
  });

  it('runs the document methods: PUT with a typed content, GET, DELETE', async () => {
    const scope = { ...state, stateId: `alt-${randomUUID()}` };
    const headers = { authorization: auth, [VERSION]: '1.0.3', 'content-type': FORM };
    const put = await raw(
      'POST',
      'activities/state?method=PUT',
      headers,
      form({ ...scope, content: 'plain words', 'Content-Type': 'text/plain' }),
    );
    expect(put.status).toBe(204);
    const read = await client('GET', 'activities/state', { query: scope });
    expect(read.body).toBe('plain words');
    expect(read.headers.get('content-type')).toMatch(/^text\/plain/);
    const got = await raw('POST', 'activities/state?method=GET', headers, form(scope));
    expect(got.status).toBe(200);
    expect(got.body).toBe('plain words');
    expect((await raw('POST', 'activities/state?method=DELETE', headers, form(scope))).status).toBe(204);
    expect((await client('GET', 'activities/state', { query: scope })).status).toBe(404);
  });

  it('refuses query parameters beside method, a bad version in the form, a body that is not a form, no body', async () => {
    const headers = { authorization: auth, [VERSION]: '1.0.3', 'content-type': FORM };
    const id = randomUUID();
    const content = JSON.stringify(statement(id));
    const refused = [
      await raw('POST', `statements?method=PUT&statementId=${id}`, headers, form({ statementId: id, content })),
      await raw(
        'POST',
        'statements?method=PUT',
        headers,
        form({ statementId: id, content, 'X-Experience-API-Version': '0.8' }),
      ),
      await raw('POST', 'statements?method=PUT', headers, JSON.stringify({ statementId: id, content })),
      await raw(
        'POST',
        'statements?method=PUT',
        { ...headers, 'content-type': 'application/json' },
        JSON.stringify({ statementId: id, content }),
      ),
      await raw('POST', 'statements?method=PUT', headers),
      await raw('POST', 'statements?method=PATCH', headers, form({ statementId: id, content })),
      await raw('POST', 'statements?method=DELETE', headers, form({})),
      await raw('POST', 'statements?method=PUT', headers, form({ StatementId: id, content })),
      // Not issued as a POST.
      await raw(
        'PUT',
        `statements?method=POST&statementId=${id}`,
        { ...headers, 'content-type': 'application/json' },
        content,
      ),
    ];
    expect(refused.map((answer) => answer.status)).toEqual(refused.map(() => 400));
    expect((await client('GET', 'statements', { query: { statementId: id } })).status).toBe(404);
  });

  it('is refused to xAPI 2.0 (which dropped it), in 2.0.0', async () => {
    const id = randomUUID();
    const answer = await raw(
      'POST',
      'statements?method=PUT',
      { authorization: auth, [VERSION]: '2.0.0', 'content-type': FORM },
      form({ statementId: id, content: JSON.stringify(statement(id)) }),
    );
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe(XAPI_PROTOCOL_MSG.ALTERNATE_NOT_IN_2_0);
    expectLrsHeaders(answer, '2.0.0');
    const inForm = await raw(
      'POST',
      'statements?method=GET',
      { 'content-type': FORM },
      form({ Authorization: auth, 'X-Experience-API-Version': '2.0.0' }),
    );
    expect(inForm.status).toBe(400);
    expect((await client('GET', 'statements', { query: { statementId: id } })).status).toBe(404);
  });

  it('reads the credentials from the form: none there or in the headers is 401', async () => {
    const id = randomUUID();
    const answer = await raw(
      'POST',
      'statements?method=PUT',
      { 'content-type': FORM },
      form({ statementId: id, content: JSON.stringify(statement(id)), 'X-Experience-API-Version': '1.0.3' }),
    );
    expect(answer.status).toBe(401);
  });
});

describe('CORS', () => {
  const origin = 'https://authoring.example.com';

  it('answers the preflight of every LRS resource without credentials', async () => {
    for (const path of ['statements', 'activities/state', 'agents/profile', 'about']) {
      const preflight = await raw('OPTIONS', path, {
        origin,
        'access-control-request-method': 'PUT',
        'access-control-request-headers': 'authorization,content-type,x-experience-api-version,if-match,if-none-match',
      });
      expect(preflight.status, path).toBe(204);
      expect(preflight.headers.get('access-control-allow-origin')).toBe('*');
      expect(preflight.headers.get('access-control-allow-credentials')).toBeNull();
      const methods = preflight.headers.get('access-control-allow-methods')!.split(/,\s*/);
      expect(methods).toEqual(expect.arrayContaining(['GET', 'HEAD', 'PUT', 'POST', 'DELETE']));
      const allowed = preflight.headers.get('access-control-allow-headers')!.toLowerCase().split(/,\s*/);
      expect(allowed).toEqual(
        expect.arrayContaining([
          'authorization',
          'content-type',
          'x-experience-api-version',
          'if-match',
          'if-none-match',
        ]),
      );
      expect(Number(preflight.headers.get('access-control-max-age'))).toBeGreaterThan(0);
    }
  });

  it('lets a cross-origin caller read answers and their xAPI headers, refusals included', async () => {
    const answer = await client('GET', 'activities/state', { query: state, headers: { origin } });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('access-control-allow-origin')).toBe('*');
    const exposed = answer.headers.get('access-control-expose-headers')!.toLowerCase().split(/,\s*/);
    expect(exposed).toEqual(
      expect.arrayContaining([
        'etag',
        'last-modified',
        'x-experience-api-consistent-through',
        'x-experience-api-version',
      ]),
    );
    const refused = await raw('GET', 'statements', { origin, [VERSION]: '1.0.3' });
    expect(refused.status).toBe(401);
    expect(refused.headers.get('access-control-allow-origin')).toBe('*');
  });

  it('leaves the rest of the API same-origin', async () => {
    expect((await call('OPTIONS', '/v1/health', { headers: { origin } })).status).toBe(404);
    const health = await call('GET', '/v1/health', { headers: { origin } });
    expect(health.headers.get('access-control-allow-origin')).toBeNull();
    expect((await call('OPTIONS', '/v1/xapi-clients', { headers: { origin } })).status).toBe(404);
  });
});
