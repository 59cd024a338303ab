/**
 * The built-in LRS and the xAPI / cmi5 launch against the running local stack: launch parameters and credentials
 * (the learner's own token never works on /v1/xapi/), statements (PUT, POST, GET, conflicts, validation, voiding,
 * `more` paging), the state and agent profile documents, the cmi5 fetch URL and launch sequence to completion
 * (enrolment complete, the LMS's satisfied statement, nothing after terminated), a Tin Can completion, and the
 * scope: another learner's or company's registration is 404.
 */
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  CMI5_IRI,
  CMI5_LAUNCH_DATA_STATE_ID,
  USER_COURSE_STATE,
  XAPI_MSG,
  XAPI_VERB,
  XAPI_VERSION,
} from '@skillway/shared';
import { registerCompany, type TRegistered } from '../../../test/factories/accounts';
import { call } from '../../../test/factories/http';
import { addPerson, signIn, type TPerson } from '../../../test/factories/people';
import { contentUrl, stackUrl } from '../../../test/factories/stack-context';
import {
  CMI5_PACKAGE,
  TIN_CAN_PACKAGE,
  launchParams,
  lrs,
  packageCourse,
  type TPackageCourse,
} from '../../../test/factories/xapi';
import { getCourseEnrolment } from '../../core/delivery/progress/course-progress-repository';
import { getXapiRegistration } from '../../core/learner/xapi/session-repository';
import { findStatementId } from '../../core/platform/lrs/statement-repository';
import { getDocument } from '../../core/learner/xapi/document-repository';
import { stateDocKey } from '../../core/learner/xapi/documents';

let owner: TRegistered;
let companyId: string;
let learner: TPerson;
let learnerToken: string;
let other: TPerson;
let otherToken: string;
let strangerToken: string;
let tinCan: TPackageCourse;
let cmi5: TPackageCourse;

type TLrs = ReturnType<typeof lrs>;
interface TLaunchData {
  launchMode: string;
  contextTemplate: { contextActivities: Record<string, unknown>; extensions: Record<string, string> };
}

interface TTinCanLaunch {
  client: TLrs;
  auth: string;
  actor: Record<string, unknown>;
  registration: string;
  activityId: string;
  endpoint: string;
}

async function launchTinCan(token: string, assetId = tinCan.assetId): Promise<TTinCanLaunch> {
  const launched = await call('POST', `/v1/xapi-launch/${assetId}`, { token, body: {} });
  expect(launched.status).toBe(200);
  const params = launchParams(launched.body.launch_url as string);
  return {
    client: lrs(params.get('auth')!),
    auth: params.get('auth')!,
    actor: JSON.parse(params.get('actor')!) as Record<string, unknown>,
    registration: params.get('registration')!,
    activityId: params.get('activity_id')!,
    endpoint: params.get('endpoint')!,
  };
}

function statement(
  launch: { actor: Record<string, unknown>; activityId: string },
  verb: string,
  extra: Record<string, unknown> = {},
) {
  return {
    actor: launch.actor,
    verb: { id: verb, display: { 'en-GB': verb.split('/').pop() } },
    object: { id: launch.activityId },
    ...extra,
  };
}

beforeAll(async () => {
  owner = await registerCompany();
  companyId = owner.user.company_id;
  [learner, other] = await Promise.all([
    addPerson(companyId, undefined, 'lrs'),
    addPerson(companyId, undefined, 'other'),
  ]);
  [learnerToken, otherToken] = await Promise.all([signIn(learner), signIn(other)]);
  const stranger = await registerCompany();
  const strangerLearner = await addPerson(stranger.user.company_id, undefined, 'stranger');
  strangerToken = await signIn(strangerLearner);
  [tinCan, cmi5] = await Promise.all([
    packageCourse(owner.token, companyId, TIN_CAN_PACKAGE, { enrol: [learner.id, other.id] }),
    packageCourse(owner.token, companyId, CMI5_PACKAGE, { enrol: [learner.id] }),
  ]);
});

describe('xapi.launch', () => {
  it('hands a Tin Can package its endpoint, Basic credentials, actor, registration and activity', async () => {
    const launched = await call('POST', `/v1/xapi-launch/${tinCan.assetId}`, { token: learnerToken, body: {} });
    expect(launched.status).toBe(200);
    const url = launched.body.launch_url as string;
    expect(url.startsWith(`/content/${companyId}/${tinCan.assetId}/index.html?`)).toBe(true);
    const params = launchParams(url);
    // The content runs on the content origin and calls its LRS there; the learner's identity stays the app's.
    expect(params.get('endpoint')).toBe(`${contentUrl()}/v1/xapi/`);
    expect(params.get('auth')).toMatch(/^Basic [A-Za-z0-9+/=]+$/);
    expect(params.get('registration')).toBe(launched.body.registration);
    expect(params.get('activity_id')).toBe('http://example.com/tincan/golf');
    expect(JSON.parse(params.get('actor')!)).toEqual({
      objectType: 'Agent',
      account: { homePage: new URL(stackUrl()).origin, name: learner.id },
      name: 'lrs Fixture',
    });
    // The same registration on every launch of the package.
    expect((await launchTinCan(learnerToken)).registration).toBe(launched.body.registration);
  });

  it('is 404 when not enrolled, for another company, or for a missing item; 409 while processing', async () => {
    const outsider = await addPerson(companyId, undefined, 'outsider');
    const outsiderToken = await signIn(outsider);
    expect((await call('POST', `/v1/xapi-launch/${tinCan.assetId}`, { token: outsiderToken, body: {} })).status).toBe(
      404,
    );
    expect((await call('POST', `/v1/xapi-launch/${tinCan.assetId}`, { token: strangerToken, body: {} })).status).toBe(
      404,
    );
    expect(
      (await call('POST', `/v1/xapi-launch/${tinCan.assetId}`, { token: learnerToken, body: { item: 'nope' } })).status,
    ).toBe(404);
    const processing = await packageCourse(
      owner.token,
      companyId,
      { status: 'processing', items: [] },
      { enrol: [learner.id] },
    );
    expect(
      (await call('POST', `/v1/xapi-launch/${processing.assetId}`, { token: learnerToken, body: {} })).status,
    ).toBe(409);
  });
});

describe('LRS credentials and headers', () => {
  it('answers about without credentials, refuses no credentials (401) and a sign-in token (403)', async () => {
    const about = await call('GET', '/v1/xapi/about');
    expect(about.status).toBe(200);
    expect(about.body.version).toContain(XAPI_VERSION);
    expect(about.headers.get('x-experience-api-version')).toBe(XAPI_VERSION);
    const anonymous = await call('GET', '/v1/xapi/statements', {
      headers: { 'x-experience-api-version': XAPI_VERSION },
    });
    expect(anonymous.status).toBe(401);
    expect(anonymous.headers.get('www-authenticate')).toMatch(/^Basic/);
    const bearer = await call('GET', '/v1/xapi/statements', {
      token: learnerToken,
      headers: { 'x-experience-api-version': XAPI_VERSION },
    });
    expect(bearer.status).toBe(403);
    const wrong = await lrs(`Basic ${Buffer.from(`${companyId}.AAAAAAAAAAAAAAAAAAAAAAAA:nope`).toString('base64')}`)(
      'GET',
      'statements',
    );
    expect(wrong.status).toBe(401);
  });

  it('requires X-Experience-API-Version and sends it back', async () => {
    const launch = await launchTinCan(learnerToken);
    const missing = await call('GET', '/v1/xapi/statements', { headers: { authorization: launch.auth } });
    expect(missing.status).toBe(400);
    expect(missing.headers.get('x-experience-api-version')).toBe(XAPI_VERSION);
    const ok = await launch.client('GET', 'statements');
    expect(ok.status).toBe(200);
    expect(ok.headers.get('x-experience-api-version')).toBe(XAPI_VERSION);
    expect(ok.headers.get('x-experience-api-consistent-through')).toMatch(/^\d{4}-\d{2}-\d{2}T/);
  });
});

describe('statements', () => {
  let launch: TTinCanLaunch;
  beforeAll(async () => {
    launch = await launchTinCan(otherToken);
  });

  it('PUT stores under statementId (204), again the same (204), a different one (409), and GET returns it', async () => {
    const id = randomUUID();
    const sent = statement(launch, 'http://adlnet.gov/expapi/verbs/experienced', { timestamp: '2026-11-26T09:00:00Z' });
    expect((await launch.client('PUT', 'statements', { query: { statementId: id }, body: sent })).status).toBe(204);
    expect((await launch.client('PUT', 'statements', { query: { statementId: id }, body: sent })).status).toBe(204);
    const changed = { ...sent, verb: { id: 'http://adlnet.gov/expapi/verbs/attempted' } };
    expect((await launch.client('PUT', 'statements', { query: { statementId: id }, body: changed })).status).toBe(409);
    expect((await launch.client('PUT', 'statements', { body: sent })).status).toBe(400);
    const got = await launch.client<Record<string, unknown>>('GET', 'statements', { query: { statementId: id } });
    expect(got.status).toBe(200);
    expect(got.body).toMatchObject({ id, verb: sent.verb, timestamp: '2026-11-26T09:00:00Z', version: '1.0.0' });
    expect(got.body.stored).toEqual(expect.any(String));
    expect(got.body.authority).toMatchObject({ objectType: 'Agent' });
  });

  it('POST takes one or many, assigns ids, and refuses invalid statements with 400 naming the field', async () => {
    const one = await launch.client<string[]>('POST', 'statements', {
      body: statement(launch, 'http://adlnet.gov/expapi/verbs/attempted'),
    });
    expect(one.status).toBe(200);
    expect(one.body).toHaveLength(1);
    const given = randomUUID();
    const many = await launch.client<string[]>('POST', 'statements', {
      body: [
        statement(launch, 'http://adlnet.gov/expapi/verbs/answered', { id: given }),
        statement(launch, 'http://adlnet.gov/expapi/verbs/answered'),
      ],
    });
    expect(many.status).toBe(200);
    expect(many.body[0]).toBe(given);
    const bad = await launch.client<{ errors: Record<string, string[]> }>('POST', 'statements', {
      body: statement(launch, 'answered', { result: { score: { scaled: 2 } } }),
    });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.errors)).toEqual(['statement.verb.id']);
    const scaled = await launch.client<{ errors: Record<string, string[]> }>('POST', 'statements', {
      body: statement(launch, 'http://adlnet.gov/expapi/verbs/scored', { result: { score: { scaled: 2 } } }),
    });
    expect(Object.keys(scaled.body.errors)).toEqual(['statement.result.score.scaled']);
    const unknown = await launch.client<{ errors: Record<string, string[]> }>('POST', 'statements', {
      body: { ...statement(launch, 'http://adlnet.gov/expapi/verbs/scored'), flavour: 'x' },
    });
    expect(Object.keys(unknown.body.errors)).toEqual(['statement.flavour']);
    // Another actor, another registration: not this session's to write.
    const someoneElse = { objectType: 'Agent', account: { homePage: launch.endpoint, name: learner.id } };
    expect(
      (
        await launch.client('POST', 'statements', {
          body: { ...statement(launch, XAPI_VERB.COMPLETED), actor: someoneElse },
        })
      ).status,
    ).toBe(403);
    const elsewhere = statement(launch, XAPI_VERB.COMPLETED, { context: { registration: randomUUID() } });
    expect((await launch.client('POST', 'statements', { body: elsewhere })).status).toBe(403);
  });

  it('voids a statement by a StatementRef, hides it from lists, and refuses voiding a voiding statement', async () => {
    const [target] = (
      await launch.client<string[]>('POST', 'statements', {
        body: statement(launch, 'http://adlnet.gov/expapi/verbs/commented'),
      })
    ).body;
    const voiding = {
      actor: launch.actor,
      verb: { id: XAPI_VERB.VOIDED },
      object: { objectType: 'StatementRef', id: target },
    };
    const [voidingId] = (await launch.client<string[]>('POST', 'statements', { body: voiding })).body;
    expect((await launch.client('GET', 'statements', { query: { statementId: target! } })).status).toBe(404);
    const voided = await launch.client<{ id: string }>('GET', 'statements', { query: { voidedStatementId: target! } });
    expect(voided.status).toBe(200);
    expect(voided.body.id).toBe(target);
    const listed = await launch.client<{ statements: { id: string }[] }>('GET', 'statements', {
      query: { verb: 'http://adlnet.gov/expapi/verbs/commented' },
    });
    expect(listed.body.statements.map((s) => s.id)).not.toContain(target);
    const again = { ...voiding, object: { objectType: 'StatementRef', id: voidingId } };
    expect((await launch.client('POST', 'statements', { body: again })).status).toBe(400);
    expect(
      (await launch.client('GET', 'statements', { query: { statementId: target!, verb: XAPI_VERB.VOIDED } })).status,
    ).toBe(400);
  });

  it("refuses to void another learner's or another registration's statement (403, nothing stored), and stores a void of an unknown id", async () => {
    // The describe's session is the other learner's; this one is the first learner's own registration.
    const theirs = await launchTinCan(learnerToken);
    expect(theirs.registration).not.toBe(launch.registration);
    const [foreign] = (
      await theirs.client<string[]>('POST', 'statements', {
        body: statement(theirs, 'http://adlnet.gov/expapi/verbs/commented'),
      })
    ).body;
    const voidingId = randomUUID();
    const attack = {
      id: voidingId,
      actor: launch.actor,
      verb: { id: XAPI_VERB.VOIDED },
      object: { objectType: 'StatementRef', id: foreign },
    };
    const refused = await launch.client('POST', 'statements', { body: attack });
    expect(refused.status).toBe(403);
    expect(JSON.stringify(refused.body)).toContain(XAPI_MSG.VOID_FOREIGN);
    expect(await findStatementId(companyId, voidingId)).toBeUndefined();
    // Their statement stands.
    expect((await theirs.client('GET', 'statements', { query: { statementId: foreign! } })).status).toBe(200);

    const unknown = { ...attack, id: randomUUID(), object: { objectType: 'StatementRef', id: randomUUID() } };
    expect((await launch.client('POST', 'statements', { body: unknown })).status).toBe(200);
  });

  it('pages with limit and a more link, newest first or ascending, with filters', async () => {
    const verb = 'http://adlnet.gov/expapi/verbs/progressed';
    const sent = (
      await launch.client<string[]>('POST', 'statements', {
        body: [1, 2, 3, 4, 5].map(() => statement(launch, verb)),
      })
    ).body;
    const seen: string[] = [];
    let page = await launch.client<{ statements: { id: string }[]; more: string }>('GET', 'statements', {
      query: { verb, limit: '2', ascending: 'true' },
    });
    for (let guard = 0; guard < 5; guard++) {
      seen.push(...page.body.statements.map((s) => s.id));
      if (!page.body.more) break;
      expect(page.body.more).toMatch(/^\/v1\/xapi\/statements\?more=/);
      page = await call('GET', page.body.more, {
        headers: { authorization: launch.auth, 'x-experience-api-version': XAPI_VERSION },
      });
      expect(page.status).toBe(200);
    }
    expect(seen).toEqual(sent);
    const newest = await launch.client<{ statements: { id: string }[] }>('GET', 'statements', {
      query: { verb, limit: '1' },
    });
    expect(newest.body.statements.map((s) => s.id)).toEqual([sent.at(-1)]);
    const byAgent = await launch.client<{ statements: unknown[] }>('GET', 'statements', {
      query: { verb, agent: JSON.stringify(launch.actor), activity: launch.activityId, since: '2020-01-01T00:00:00Z' },
    });
    expect(byAgent.body.statements).toHaveLength(5);
    const future = await launch.client<{ statements: unknown[] }>('GET', 'statements', {
      query: { verb, until: '2020-01-01T00:00:00Z' },
    });
    expect(future.body.statements).toHaveLength(0);
    expect((await launch.client('GET', 'statements', { query: { since: 'last week' } })).status).toBe(400);
  });
});

describe('state and agent profile documents', () => {
  it('stores, merges, lists, guards with ETags and deletes state; profiles the same', async () => {
    const launch = await launchTinCan(learnerToken);
    const scope = {
      activityId: launch.activityId,
      agent: JSON.stringify(launch.actor),
      registration: launch.registration,
    };
    const put = await launch.client('PUT', 'activities/state', {
      query: { ...scope, stateId: 'bookmark' },
      rawBody: 'page-7',
      headers: { 'content-type': 'text/plain' },
    });
    expect(put.status).toBe(204);
    const got = await launch.client<string>('GET', 'activities/state', { query: { ...scope, stateId: 'bookmark' } });
    expect(got.status).toBe(200);
    expect(got.body).toBe('page-7');
    expect(got.headers.get('content-type')).toMatch(/^text\/plain/);
    const etag = got.headers.get('etag')!;
    expect(etag).toMatch(/^"[0-9a-f]{40}"$/);
    const stale = await launch.client('PUT', 'activities/state', {
      query: { ...scope, stateId: 'bookmark' },
      rawBody: 'page-8',
      headers: { 'content-type': 'text/plain', 'if-match': '"0000"' },
    });
    expect(stale.status).toBe(412);
    const fresh = await launch.client('PUT', 'activities/state', {
      query: { ...scope, stateId: 'bookmark' },
      rawBody: 'page-8',
      headers: { 'content-type': 'text/plain', 'if-match': etag },
    });
    expect(fresh.status).toBe(204);

    await launch.client('POST', 'activities/state', { query: { ...scope, stateId: 'progress' }, body: { a: 1 } });
    await launch.client('POST', 'activities/state', { query: { ...scope, stateId: 'progress' }, body: { b: 2 } });
    expect((await launch.client('GET', 'activities/state', { query: { ...scope, stateId: 'progress' } })).body).toEqual(
      { a: 1, b: 2 },
    );
    expect(
      (await launch.client('POST', 'activities/state', { query: { ...scope, stateId: 'bookmark' }, body: { c: 3 } }))
        .status,
    ).toBe(400);
    const ids = await launch.client<string[]>('GET', 'activities/state', { query: scope });
    expect([...ids.body].sort()).toEqual(['bookmark', 'progress']);
    expect(
      (await launch.client('DELETE', 'activities/state', { query: { ...scope, stateId: 'bookmark' } })).status,
    ).toBe(204);
    expect((await launch.client('GET', 'activities/state', { query: { ...scope, stateId: 'bookmark' } })).status).toBe(
      404,
    );
    expect((await launch.client('DELETE', 'activities/state', { query: scope })).status).toBe(204);
    expect((await launch.client<string[]>('GET', 'activities/state', { query: scope })).body).toEqual([]);
    // Scope: another registration is 404, another agent 403, a missing activityId 400.
    expect(
      (await launch.client('GET', 'activities/state', { query: { ...scope, registration: randomUUID() } })).status,
    ).toBe(404);
    const otherAgent = JSON.stringify({ account: { homePage: 'http://localhost', name: other.id } });
    expect((await launch.client('GET', 'activities/state', { query: { ...scope, agent: otherAgent } })).status).toBe(
      403,
    );
    expect((await launch.client('GET', 'activities/state', { query: { agent: scope.agent } })).status).toBe(400);

    const profile = { agent: scope.agent, profileId: 'preferences' };
    expect((await launch.client('PUT', 'agents/profile', { query: profile, body: { language: 'en-GB' } })).status).toBe(
      204,
    );
    expect((await launch.client('GET', 'agents/profile', { query: profile })).body).toEqual({ language: 'en-GB' });
    expect((await launch.client('GET', 'agents/profile', { query: { agent: scope.agent } })).body).toEqual([
      'preferences',
    ]);
    expect((await launch.client('DELETE', 'agents/profile', { query: profile })).status).toBe(204);
    expect((await launch.client('GET', 'agents/profile', { query: profile })).status).toBe(404);
  });
});

describe('scope', () => {
  it("keeps another learner's and another company's registration out (404)", async () => {
    const mine = await launchTinCan(learnerToken);
    const [id] = (
      await mine.client<string[]>('POST', 'statements', {
        body: statement(mine, 'http://adlnet.gov/expapi/verbs/attempted'),
      })
    ).body;
    const theirs = await launchTinCan(otherToken);
    expect(theirs.registration).not.toBe(mine.registration);
    expect((await theirs.client('GET', 'statements', { query: { registration: mine.registration } })).status).toBe(404);
    expect((await theirs.client('GET', 'statements', { query: { statementId: id! } })).status).toBe(404);
    const state = {
      activityId: mine.activityId,
      agent: JSON.stringify(theirs.actor),
      registration: mine.registration,
      stateId: 's',
    };
    expect((await theirs.client('GET', 'activities/state', { query: state })).status).toBe(404);
  });
});

describe('Tin Can completion', () => {
  it('a completed statement on the launched activity completes the package and the course', async () => {
    const launch = await launchTinCan(learnerToken);
    const done = await launch.client('POST', 'statements', {
      body: statement(launch, XAPI_VERB.COMPLETED, { result: { completion: true, score: { scaled: 0.9 } } }),
    });
    expect(done.status).toBe(200);
    const enrolment = await getCourseEnrolment(companyId, tinCan.courseId, learner.id);
    expect(enrolment.state).toBe(USER_COURSE_STATE.COMPLETE);
  });

  it('unenrolled and enrolled again, the learner gets a new registration', async () => {
    const before = (await launchTinCan(learnerToken)).registration;
    const enrol = (body: Record<string, unknown>) =>
      call('POST', `/v1/course/enrol/${tinCan.courseId}`, { token: owner.token, body });
    expect((await enrol({ unassign_users: [learner.id] })).status).toBe(200);
    expect((await enrol({ assign_users: [learner.id] })).status).toBe(200);
    // As the player does: packagePlayer.open (which starts the new enrolment), then the launch.
    const opened = await call('POST', `/v1/package-player/${tinCan.assetId}/open`, { token: learnerToken, body: {} });
    expect(opened.status).toBe(200);
    const after = (await launchTinCan(learnerToken)).registration;
    expect(after).not.toBe(before);
    expect((await launchTinCan(learnerToken)).registration).toBe(after);
  });
});

describe('cmi5', () => {
  it('fetch answers the token once; the AU runs initialized → completed → passed → terminated; the course completes', async () => {
    const launched = await call('POST', `/v1/xapi-launch/${cmi5.assetId}`, { token: learnerToken, body: {} });
    expect(launched.status).toBe(200);
    const params = launchParams(launched.body.launch_url as string);
    expect(launched.body.launch_url).toMatch(
      new RegExp(`^/content/${companyId}/${cmi5.assetId}/au/index\\.html\\?lang=en&`),
    );
    for (const name of ['endpoint', 'fetch', 'registration', 'activityId', 'actor'])
      expect(params.get(name), name).toBeTruthy();
    expect(new URL(params.get('fetch')!).origin).toBe(contentUrl());
    expect(new URL(params.get('endpoint')!).origin).toBe(contentUrl());
    const fetchPath = new URL(params.get('fetch')!).pathname;
    const first = await call('POST', fetchPath);
    expect(first.status).toBe(200);
    const token = first.body['auth-token'] as string;
    expect(token).toMatch(/^[A-Za-z0-9+/=]+$/);
    const second = await call('POST', fetchPath);
    expect(second).toMatchObject({ status: 200, body: { 'error-code': '1' } });
    expect((await call('POST', '/v1/xapi/cmi5/fetch/unknown')).body['error-code']).toBe('2');

    const client = lrs(`Basic ${token}`);
    const actor = JSON.parse(params.get('actor')!) as Record<string, unknown>;
    const activityId = params.get('activityId')!;
    const registration = params.get('registration')!;
    const launchData = await client<TLaunchData>('GET', 'activities/state', {
      query: { activityId, agent: JSON.stringify(actor), registration, stateId: CMI5_LAUNCH_DATA_STATE_ID },
    });
    expect(launchData.status).toBe(200);
    expect(launchData.body).toMatchObject({
      launchMode: 'Normal',
      moveOn: 'CompletedAndPassed',
      masteryScore: 0.8,
      launchParameters: '{"level":2}',
    });
    const sessionId = launchData.body.contextTemplate.extensions[CMI5_IRI.SESSION_ID] as string;
    expect(
      (
        await client('PUT', 'activities/state', {
          query: { activityId, agent: JSON.stringify(actor), registration, stateId: CMI5_LAUNCH_DATA_STATE_ID },
          body: {},
        })
      ).status,
    ).toBe(403);

    const cmi5Statement = (verb: string, result?: Record<string, unknown>) => ({
      id: randomUUID(),
      actor,
      verb: { id: verb },
      object: { id: activityId },
      ...(result ? { result } : {}),
      context: {
        ...launchData.body.contextTemplate,
        registration,
        contextActivities: {
          ...launchData.body.contextTemplate.contextActivities,
          category: [
            { id: CMI5_IRI.CATEGORY },
            ...(result && ('success' in result || 'completion' in result) ? [{ id: CMI5_IRI.MOVE_ON_CATEGORY }] : []),
          ],
        },
      },
      timestamp: new Date().toISOString(),
    });
    const post = (body: unknown) => client('POST', 'statements', { body });
    expect((await post(cmi5Statement(XAPI_VERB.COMPLETED, { completion: true, duration: 'PT1M' }))).status).toBe(400);
    expect((await post(cmi5Statement(XAPI_VERB.INITIALIZED))).status).toBe(200);
    expect((await post(cmi5Statement(XAPI_VERB.INITIALIZED))).status).toBe(400);
    expect((await post(cmi5Statement(XAPI_VERB.COMPLETED, { completion: true, duration: 'PT1M' }))).status).toBe(200);
    expect((await getCourseEnrolment(companyId, cmi5.courseId, learner.id)).state).not.toBe(USER_COURSE_STATE.COMPLETE);
    expect(
      (await post(cmi5Statement(XAPI_VERB.PASSED, { success: true, score: { scaled: 0.5 }, duration: 'PT1M' }))).status,
    ).toBe(400);
    expect(
      (await post(cmi5Statement(XAPI_VERB.PASSED, { success: true, score: { scaled: 0.9 }, duration: 'PT1M' }))).status,
    ).toBe(200);
    expect((await getCourseEnrolment(companyId, cmi5.courseId, learner.id)).state).toBe(USER_COURSE_STATE.COMPLETE);
    const satisfied = await client<{ statements: { context: { extensions: Record<string, string> } }[] }>(
      'GET',
      'statements',
      { query: { verb: XAPI_VERB.SATISFIED } },
    );
    expect(satisfied.body.statements).toHaveLength(1);
    expect(satisfied.body.statements[0]!.context.extensions[CMI5_IRI.SESSION_ID]).toBe(sessionId);
    const launchedStatements = await client<{ statements: unknown[] }>('GET', 'statements', {
      query: { verb: XAPI_VERB.LAUNCHED },
    });
    expect(launchedStatements.body.statements).toHaveLength(1);
    expect((await post(cmi5Statement(XAPI_VERB.TERMINATED, { duration: 'PT2M' }))).status).toBe(200);
    expect((await post(cmi5Statement('http://adlnet.gov/expapi/verbs/experienced'))).status).toBe(403);

    // A new launch of the AU: the terminated session stays terminated; a second open one is abandoned by a third.
    const relaunch = async () => {
      const again = launchParams(
        (await call('POST', `/v1/xapi-launch/${cmi5.assetId}`, { token: learnerToken, body: {} })).body.launch_url,
      );
      expect(again.get('registration')).toBe(registration);
      return (await call('POST', new URL(again.get('fetch')!).pathname)).body['auth-token'] as string;
    };
    const openToken = await relaunch();
    await relaunch();
    const abandoned = await client<{ statements: unknown[] }>('GET', 'statements', {
      query: { verb: XAPI_VERB.ABANDONED },
    });
    expect(abandoned.body.statements).toHaveLength(1);
    const lateStatement = { ...cmi5Statement(XAPI_VERB.INITIALIZED) };
    expect((await lrs(`Basic ${openToken}`)('POST', 'statements', { body: lateStatement })).status).toBe(403);
  });
});

describe('deleting a user', () => {
  it('deletes their registrations, statements and documents', async () => {
    const launch = await launchTinCan(otherToken);
    const [id] = (
      await launch.client<string[]>('POST', 'statements', {
        body: statement(launch, 'http://adlnet.gov/expapi/verbs/attempted'),
      })
    ).body;
    const scope = { activityId: launch.activityId, agent: JSON.stringify(launch.actor), stateId: 'kept' };
    expect((await launch.client('PUT', 'activities/state', { query: scope, body: { page: 1 } })).status).toBe(204);
    expect((await call('DELETE', `/v1/users-all-data/${other.id}`, { token: owner.token })).status).toBe(200);
    expect(await getXapiRegistration(companyId, other.id, tinCan.assetId)).toBeUndefined();
    expect(await findStatementId(companyId, id!)).toBeUndefined();
    // The session stops at once (its registration is gone); its learner's documents are gone.
    expect((await launch.client('GET', 'activities/state', { query: scope })).status).toBe(401);
    expect(await getDocument(companyId, stateDocKey(other.id, undefined, launch.activityId, 'kept'))).toBeUndefined();
  });
});
