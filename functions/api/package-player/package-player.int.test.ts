/**
 * Opening an e-learning package and the SCORM runtime's commits against the running local stack: the launch, the
 * way in on the content origin that sets its content cookies, the /content/ files behind them (on the content origin
 * only, never the app's), every denial (not enrolled, another company, not ready, a bad
 * or tampered session, an oversized body), cmi saved and restored, and a passing commit that completes the course
 * (with its certificate) – also through the course setting that lets the package's pass stand for the course test.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { PACKAGE_COMMIT_MAX_BYTES, PACKAGE_PLAYER_TEXT, ROLE, USER_COURSE_STATE as S } from '@skillway/shared';
import { eventually, registerCompany, type TRegistered } from '../../../test/factories/accounts';
import { addSingleChoice, createCourse, openTest } from '../../../test/factories/courses';
import { call } from '../../../test/factories/http';
import { addReadyPackage, enterPackage } from '../../../test/factories/package-player';
import { addPackage, scorm12ZipFile } from '../../../test/factories/package-uploads';
import { addPerson, signIn } from '../../../test/factories/people';
import { contentUrl, stackUrl } from '../../../test/factories/stack-context';
import { getCourseEnrolment } from '../../core/delivery/progress/course-progress-repository';
import { GetItemCommand } from 'dynamodb-toolbox/entity/actions/get';
import { packageProgressEntity } from '../../core/platform/db/entities/package-player';

let owner: TRegistered;
let companyId: string;
let learnerId: string;
let learnerToken: string;
let outsiderToken: string;
let strangerToken: string;
/** A SCORM 1.2 package (mastery 80) on a course with no test. */
let scorm: { courseId: string; assetId: string };
/** A processing package on a published course the learner is enrolled on. */
let processingId: string;
/** A SCORM 2004 package on a course with its own test and package_result_as_test. */
let asTest: { courseId: string; assetId: string };

async function publishAndEnrol(courseId: string, userIds: string[]) {
  expect((await call('POST', `/v1/course/publish/${courseId}`, { token: owner.token })).status).toBe(200);
  const enrolled = await call('POST', `/v1/course/enrol/${courseId}`, {
    token: owner.token,
    body: { assign_users: userIds },
  });
  expect(enrolled.status).toBe(200);
}

const open = (token: string, assetId: string, body: Record<string, unknown> = {}) =>
  call('POST', `/v1/package-player/${assetId}/open`, { token, body });

beforeAll(async () => {
  owner = await registerCompany();
  const stranger = await registerCompany();
  companyId = owner.user.company_id;
  const learner = await addPerson(companyId, ROLE.USER, 'learner');
  learnerId = learner.id;
  learnerToken = await signIn(learner);
  outsiderToken = await signIn(await addPerson(companyId, ROLE.USER, 'outsider'));
  strangerToken = await signIn(await addPerson(stranger.user.company_id, ROLE.USER, 'stranger'));

  const scormCourse = (await createCourse(owner.token, { name: 'SCORM 1.2 course' })).id;
  scorm = {
    courseId: scormCourse,
    assetId: await addReadyPackage(companyId, scormCourse, {
      items: [{ id: 'sco-1', launch: 'sco 1/index.html?lesson=1' }],
      mastery_score: 80,
    }),
  };
  // On a course of its own: a package still processing is a material the learner cannot finish yet.
  const pendingCourse = (await createCourse(owner.token, { name: 'Pending package course' })).id;
  processingId = await addReadyPackage(companyId, pendingCourse, { status: 'processing' });

  const testCourse = (await createCourse(owner.token, { name: 'Package as test', package_result_as_test: true })).id;
  asTest = {
    courseId: testCourse,
    assetId: await addReadyPackage(companyId, testCourse, {
      standard: 'scorm2004',
      items: [{ id: 'part-1' }, { id: 'part-2' }],
    }),
  };
  await addSingleChoice(owner.token, await openTest(owner.token, testCourse));
  await Promise.all([scormCourse, testCourse, pendingCourse].map((id) => publishAndEnrol(id, [learnerId])));
});

describe('packagePlayer.open', () => {
  it("sends the launch page the learner's language through the signed session (issue 34)", async () => {
    const polish = await addPerson(companyId, ROLE.USER, 'polski');
    const token = await signIn(polish);
    const profile = (await call('GET', '/v1/user/profile', { token })).body.data;
    const chosen = await call('PUT', '/v1/user/profile', {
      token,
      body: { first_name: profile.first_name, last_name: profile.last_name, email: profile.email, language: 'pl' },
    });
    expect(chosen.status, JSON.stringify(chosen.body)).toBe(200);
    const enrolled = await call('POST', `/v1/course/enrol/${scorm.courseId}`, {
      token: owner.token,
      body: { assign_users: [polish.id] },
    });
    expect(enrolled.status, JSON.stringify(enrolled.body)).toBe(200);
    const opened = await open(token, scorm.assetId);
    expect(opened.status, JSON.stringify(opened.body)).toBe(200);
    const entered = await enterPackage(opened.body.data.launch_url);
    expect(entered.location).toBe(`/launch/scorm.html?app=${encodeURIComponent(stackUrl())}&lang=pl`);
  });

  it('launches the first item for an enrolled learner: the session, an empty cmi, and a way in on the content origin', async () => {
    const opened = await open(learnerToken, scorm.assetId);
    expect(opened.status).toBe(200);
    const launch = opened.body.data;
    expect(launch).toMatchObject({
      asset_id: scorm.assetId,
      standard: 'scorm12',
      item: { id: 'sco-1', launch: 'sco 1/index.html?lesson=1' },
      launch_url: `${contentUrl()}/v1/package-player/enter/${launch.session}`,
      content_url: `/content/${companyId}/${scorm.assetId}/sco%201/index.html?lesson=1`,
      commit_url: `/v1/package-player/commit/${launch.session}`,
      scorm: { version: '1.2', cmi: {} },
    });
    expect(launch.items).toHaveLength(1);
    // The app's origin sets no content cookie: they belong to the content origin, which sets its own.
    expect(opened.headers.getSetCookie()).toEqual([]);
    const entered = await enterPackage(launch.launch_url);
    expect(entered.status).toBe(302);
    expect(entered.location).toBe(`/launch/scorm.html?app=${encodeURIComponent(stackUrl())}&lang=en-GB`);
    expect(entered.setCookies.map((cookie) => cookie.split('=')[0]).sort()).toEqual([
      'CloudFront-Key-Pair-Id',
      'CloudFront-Policy',
      'CloudFront-Signature',
    ]);
    for (const cookie of entered.setCookies) {
      expect(cookie).toContain(`Path=/content/${companyId}/${scorm.assetId}/`);
      expect(cookie).toContain('HttpOnly');
      expect(cookie).toContain('SameSite=Strict');
      // The local stack is plain http: a Secure cookie would never come back.
      expect(cookie).not.toContain('Secure');
    }
    // Opening starts the course, as playing a video does.
    expect((await getCourseEnrolment(companyId, scorm.courseId, learnerId)).state).toBe(S.IN_PROGRESS);
  });

  it('the way in opens its own package only: a forged session is 401, a path outside the package 422', async () => {
    const { launch_url: launchUrl, session } = (await open(learnerToken, scorm.assetId)).body.data;
    const tampered = launchUrl.replace(session, `${session.slice(0, -2)}${session.endsWith('AA') ? 'BB' : 'AA'}`);
    const forged = await enterPackage(tampered);
    expect(forged.status).toBe(401);
    expect(forged.setCookies).toEqual([]);
    for (const to of [
      `/content/${companyId}/${processingId}/sco1/index.html`,
      `/content/${companyId}/${scorm.assetId}/../${processingId}/sco1/index.html`,
      `/content/${companyId}/${scorm.assetId}/%2e%2e/${processingId}/index.html`,
      `/content/${companyId}/${scorm.assetId}//evil.example/x`,
      'https://evil.example/',
      '/launch/scorm.html?app=https://evil.example',
    ]) {
      const refused = await enterPackage(launchUrl, to);
      expect(refused.status, to).toBe(422);
      expect(refused.body?.errors?.to, to).toEqual([PACKAGE_PLAYER_TEXT.ENTER_TARGET_INVALID]);
      expect(refused.setCookies, to).toEqual([]);
    }
    const inside = await enterPackage(launchUrl, `/content/${companyId}/${scorm.assetId}/sco%201/index.html?x=1`);
    expect(inside.status).toBe(302);
    expect(inside.location).toBe(`/content/${companyId}/${scorm.assetId}/sco%201/index.html?x=1`);
  });

  it('serves the package files on the content origin to the cookie holder only, framed by the app, scripts allowed there only', async () => {
    const opened = await open(learnerToken, scorm.assetId);
    const { cookie } = await enterPackage(opened.body.data.launch_url);
    const url = new URL(opened.body.data.content_url, contentUrl());
    const page = await fetch(url, { headers: { cookie } });
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/^text\/html/);
    expect(await page.text()).toContain('<h1>Lesson 1</h1>');
    expect(page.headers.get('x-content-type-options')).toBe('nosniff');
    expect(page.headers.get('x-frame-options')).toBeNull();
    const csp = page.headers.get('content-security-policy') ?? '';
    expect(csp).toContain(`frame-ancestors 'self' ${stackUrl()}`);
    expect(csp).toContain("script-src 'self' 'unsafe-inline' 'unsafe-eval'");
    expect(csp).toContain("connect-src 'self';");

    expect((await fetch(url)).status).toBe(403);
    // The app's origin serves no package file, cookie or not: there a package's scripts would reach the session.
    const onApp = await fetch(new URL(opened.body.data.content_url, stackUrl()), { headers: { cookie } });
    expect(onApp.status).toBe(404);
    // The cookies open this package only: another material's path, or a forged policy, is refused.
    const elsewhere = new URL(`/content/${companyId}/${processingId}/sco1/index.html`, contentUrl());
    expect((await fetch(elsewhere, { headers: { cookie } })).status).toBe(403);
    const forged = cookie.replace(
      /CloudFront-Policy=[^;]+/,
      `CloudFront-Policy=${Buffer.from(
        JSON.stringify({
          Statement: [
            { Resource: `${contentUrl()}/content/*`, Condition: { DateLessThan: { 'AWS:EpochTime': 4102444800 } } },
          ],
        }),
      ).toString('base64')}`,
    );
    expect((await fetch(elsewhere, { headers: { cookie: forged } })).status).toBe(403);
    // The SPA may frame the content origin, and allows itself no eval.
    const spa = await fetch(new URL('/login', stackUrl()));
    expect(spa.headers.get('content-security-policy')).toContain(`frame-src 'self' ${contentUrl()} `);
    expect(spa.headers.get('content-security-policy')).not.toContain('unsafe-eval');
  });

  it("answers none of the app's calls on the content origin: no sign-in, no refresh, no profile, no SPA", async () => {
    for (const [method, path] of [
      ['GET', '/v1/user/profile'],
      ['POST', '/v1/clients/web/admin/login'],
      ['GET', '/v1/health'],
      ['GET', '/login'],
      ['GET', '/'],
      ['GET', '/_local/mail'],
    ] as const) {
      const answer = await fetch(new URL(path, contentUrl()), {
        method,
        headers: { authorization: `Bearer ${learnerToken}` },
      });
      expect(answer.status, `${method} ${path}`).toBe(404);
      await answer.arrayBuffer();
    }
    // Its launch page is there, and only there, framed by the app alone and running no inline script.
    const launchPage = await fetch(new URL('/launch/scorm.html', contentUrl()));
    expect(launchPage.status).toBe(200);
    expect(launchPage.headers.get('content-security-policy')).toContain(`frame-ancestors ${stackUrl()}`);
    expect(launchPage.headers.get('content-security-policy')).toContain("script-src 'self';");
    expect(await launchPage.text()).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>/);
    expect((await fetch(new URL('/launch/scorm.html', stackUrl()))).status).toBe(404);
  });

  it('plays a package added the web way once the worker has unpacked it: its files served with their types', async () => {
    const courseId = (await createCourse(owner.token, { name: 'Uploaded package' })).id;
    const added = await addPackage(owner.token, courseId, scorm12ZipFile('Manual handling'));
    await eventually(async () => {
      const materials = await call('GET', `/v1/course/materials/${courseId}`, { token: owner.token });
      const asset = (materials.body.data as { id: string; package: { status: string } | null }[]).find(
        (a) => a.id === added.id,
      );
      return asset?.package?.status === 'ready' ? true : undefined;
    }, 30_000);
    await publishAndEnrol(courseId, [learnerId]);
    const opened = await open(learnerToken, added.id);
    expect(opened.status).toBe(200);
    expect(opened.body.data).toMatchObject({ standard: 'scorm12', item: { id: 'sco-1', mastery_score: 70 } });
    const { cookie } = await enterPackage(opened.body.data.launch_url);
    const page = await fetch(new URL(opened.body.data.content_url, contentUrl()), { headers: { cookie } });
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('<script src="app.js"></script>');
    const script = await fetch(new URL('app.js', new URL(opened.body.data.content_url, contentUrl())), {
      headers: { cookie },
    });
    expect(script.status).toBe(200);
    expect(script.headers.get('content-type')).toMatch(/^text\/javascript/);
    expect(script.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('is 404 for a learner not enrolled and for another company, 409 while processing, 422 for an unknown item', async () => {
    expect((await open(outsiderToken, scorm.assetId)).status).toBe(404);
    expect((await open(strangerToken, scorm.assetId)).status).toBe(404);
    const processing = await open(learnerToken, processingId);
    expect(processing.status).toBe(409);
    expect(processing.body.message).toBe(PACKAGE_PLAYER_TEXT.NOT_READY);
    const unknown = await open(learnerToken, scorm.assetId, { item: 'nope' });
    expect(unknown.status).toBe(422);
    expect(unknown.body.errors.item).toEqual([PACKAGE_PLAYER_TEXT.ITEM_NOT_FOUND]);
  });
});

describe('packagePlayer.commit', () => {
  it('refuses a session that does not verify (401), an oversized or shapeless body (422)', async () => {
    const { session } = (await open(learnerToken, scorm.assetId)).body.data;
    const tampered = `${session.slice(0, -2)}${session.endsWith('AA') ? 'BB' : 'AA'}`;
    const bad = await call('POST', `/v1/package-player/commit/${tampered}`, { body: { cmi: {} } });
    expect(bad.status).toBe(401);
    expect(bad.body.message).toBe(PACKAGE_PLAYER_TEXT.SESSION_INVALID);
    expect((await call('POST', '/v1/package-player/commit/abc.def', { body: { cmi: {} } })).status).toBe(401);
    const big = { core: { lesson_status: 'incomplete' }, suspend_data: 'x'.repeat(PACKAGE_COMMIT_MAX_BYTES) };
    const oversized = await call('POST', `/v1/package-player/commit/${session}`, { body: { cmi: big } });
    expect(oversized.status).toBe(422);
    expect(oversized.body.errors.cmi).toEqual([PACKAGE_PLAYER_TEXT.CMI_TOO_LARGE]);
    expect((await call('POST', `/v1/package-player/commit/${session}`, { body: { cmi: 'no' } })).status).toBe(422);
  });

  it('saves the cmi of a beacon (text/plain) and restores it on the next open; a failing score does not finish', async () => {
    const { commit_url: commitUrl } = (await open(learnerToken, scorm.assetId)).body.data;
    const cmi = {
      core: { lesson_status: 'incomplete', lesson_location: 'page-3', score: { raw: '40', min: '0', max: '100' } },
      suspend_data: 'visited=1,2,3',
    };
    // navigator.sendBeacon(url, string) sends text/plain, with no Authorization header.
    const beacon = await fetch(new URL(commitUrl, stackUrl()), { method: 'POST', body: JSON.stringify({ cmi }) });
    expect(beacon.status).toBe(204);
    const reopened = await open(learnerToken, scorm.assetId);
    expect(reopened.body.data.scorm).toEqual({ version: '1.2', cmi });

    // Completed with 60 against a mastery score of 80: failed, so the package is not done.
    const failed = await call('POST', commitUrl, {
      body: { cmi: { cmi: { core: { lesson_status: 'completed', score: { raw: '60' } } } } },
    });
    expect(failed.status).toBe(204);
    const enrolment = await getCourseEnrolment(companyId, scorm.courseId, learnerId);
    expect(enrolment.state).toBe(S.IN_PROGRESS);
    expect(enrolment.accessed?.[scorm.assetId]).toBeUndefined();
  });

  it('a passing commit completes the course and its certificate is made', async () => {
    const { commit_url: commitUrl } = (await open(learnerToken, scorm.assetId)).body.data;
    const passed = await call('POST', commitUrl, {
      body: { cmi: { core: { lesson_status: 'passed', score: { raw: '90' } } }, finished: true },
    });
    expect(passed.status).toBe(204);
    const enrolment = await getCourseEnrolment(companyId, scorm.courseId, learnerId);
    expect(enrolment).toMatchObject({ state: S.COMPLETE, progress: 100 });
    expect(enrolment.accessed?.[scorm.assetId]).toBeDefined();
    // course.completed reached the certificate worker through the local bus.
    const certificate = await call('GET', `/v1/courses/${scorm.courseId}/certificate`, { token: learnerToken });
    expect(certificate.status).toBe(200);
    expect(certificate.body.data.url).toBeTruthy();
  });

  it('with package_result_as_test, passing every item of a 2004 package passes the course test with its score', async () => {
    const first = (await open(learnerToken, asTest.assetId)).body.data;
    expect(first.scorm.version).toBe('2004');
    const done = (score: number) => ({
      cmi: { completion_status: 'completed', success_status: 'passed', score: { scaled: String(score) } },
    });
    expect((await call('POST', first.commit_url, { body: done(0.7) })).status).toBe(204);
    let enrolment = await getCourseEnrolment(companyId, asTest.courseId, learnerId);
    expect(enrolment.state).toBe(S.IN_PROGRESS);
    expect(enrolment.test_passed).toBeUndefined();

    const second = (await open(learnerToken, asTest.assetId, { item: 'part-2' })).body.data;
    expect(second.item.id).toBe('part-2');
    expect((await call('POST', second.commit_url, { body: done(0.9) })).status).toBe(204);
    enrolment = await getCourseEnrolment(companyId, asTest.courseId, learnerId);
    expect(enrolment).toMatchObject({
      state: S.COMPLETE,
      progress: 100,
      test_passed: 1,
      test_complete: 1,
      test_score: 80,
    });
    const course = await call('GET', `/v1/courses/${asTest.courseId}`, { token: owner.token });
    expect(course.body.data.package_result_as_test).toBe(true);
  });

  it("unenrolling deletes the learner's package data and progress with the rest of their course records", async () => {
    const key = { company_id: companyId, course_id: asTest.courseId, user_id: learnerId, asset_id: asTest.assetId };
    const progress = () => packageProgressEntity().build(GetItemCommand).key(key).options({ consistent: true }).send();
    expect((await progress()).Item?.items).toHaveProperty('part-2');
    const removed = await call('POST', `/v1/course/remove-user-and-groups/${asTest.courseId}`, {
      token: owner.token,
      body: { users: [learnerId] },
    });
    expect(removed.status).toBe(200);
    expect((await progress()).Item).toBeUndefined();
    // Enrolled again, the package starts afresh.
    const enrolled = await call('POST', `/v1/course/enrol/${asTest.courseId}`, {
      token: owner.token,
      body: { assign_users: [learnerId] },
    });
    expect(enrolled.status).toBe(200);
    const reopened = await open(learnerToken, asTest.assetId, { item: 'part-2' });
    expect(reopened.body.data.scorm.cmi).toEqual({});
  });
});
