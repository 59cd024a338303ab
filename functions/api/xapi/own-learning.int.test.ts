/**
 * The product's own learning as xAPI (issue 35) against the running local stack: a learner enrols, opens a document
 * and a link, watches a video to its end (past a quarter, half and three quarters of it, seeking back and playing a
 * quarter again), begins a test attempt and fails it, begins another and then passes the test, completes the course and gets a
 * certificate; a company LRS client reading statements finds exactly one statement per fact, once each, however
 * often the events are delivered; unenrolling and deleting the learner delete them. A certificate that expires is
 * told by the daily renewal run (its clock pinned to the expiry day), once however often the run goes.
 */
import { randomUUID } from 'node:crypto';
import { DeleteItemCommand } from 'dynamodb-toolbox/entity/actions/delete';
import { PutItemCommand } from 'dynamodb-toolbox/entity/actions/put';
import { $set, UpdateItemCommand } from 'dynamodb-toolbox/entity/actions/update';
import { beforeAll, describe, expect, it } from 'vitest';
import { DETAIL_TYPE, ROLE, USER_COURSE_STATE } from '@skillway/shared';
import { shiftDays } from '@skillway/shared/rules/recertification';
import { handler as recordOwnLearning } from '../../../events/handlers/record-own-learning';
import { registerCompany, type TRegistered } from '../../../test/factories/accounts';
import { mp4File, pdfFile, publishedCourse, uploadFile } from '../../../test/factories/courses';
import { call, drainEvents } from '../../../test/factories/http';
import { clientLrs, createLrsClient } from '../../../test/factories/lrs-clients';
import { addPerson, signIn, type TPerson } from '../../../test/factories/people';
import {
  answerPaper,
  courseUserId,
  createTestCourse,
  enrolOnCourse,
  servePaper,
  type TTestCourse,
} from '../../../test/factories/test-taking';
import { config } from '../../core/platform/config';
import { listCourseAssets } from '../../core/content/courses/material-repository';
import { getCourseEnrolment } from '../../core/delivery/progress/course-progress-repository';
import { londonDayStart } from '../../core/learner/xapi/own-learning/certificate-expiry';
import { writeOwnLearning } from '../../core/learner/xapi/own-learning/write-own-learning';
import { runRegistration } from '../../core/learner/xapi/own-learning/own-statements';
import { courseEntity } from '../../core/platform/db/entities/course';
import { lrsStatementEntity, lrsStatementIdEntity } from '../../core/platform/db/entities/lrs-statements';
import {
  deleteStatements,
  findStatementId,
  getStatementById,
  storeOwnStatement,
} from '../../core/platform/lrs/statement-repository';
import { lmsLrsContext } from '../../core/learner/xapi/own-learning/lms-client';
import { completeStatement, statementItem } from '../../core/learner/xapi/statement-items';
import { setEventTransport } from '../../core/platform/events/publish-event';
import { requestLogger } from '../../core/platform/http/logger';
import { runRenewals } from '../../core/workflows/renew-certifications';

// A statement as the LRS returns it: read field by field, as the spec lays it out.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type TStatement = Record<string, any>;

let owner: TRegistered;
let companyId: string;
let course: TTestCourse;
let video: string;
let pdf: string;
let learner: TPerson;
let learnerToken: string;
let reader: ReturnType<typeof clientLrs>;

const COURSE_NAME = 'Fire Safety for xAPI';

async function addFile(type: 'video' | 'document', kind: string, file: Awaited<ReturnType<typeof pdfFile>>) {
  const s3_url = await uploadFile(owner.token, kind, file);
  const added = await call('POST', '/v1/course/add/training-material', {
    token: owner.token,
    body: { course: course.courseId, title: `My ${type}`, description: 'About it', type, s3_url },
  });
  if (added.status !== 201) throw new Error(`material not added: ${added.status} ${JSON.stringify(added.body)}`);
  return added.body.data.id as string;
}

const agentOf = (userId: string) =>
  JSON.stringify({ objectType: 'Agent', account: { homePage: config.appUrl, name: userId } });

/** Every statement about the learner a statements/read client sees (all pages). */
async function statementsOf(userId: string, lrs = reader): Promise<TStatement[]> {
  const out: TStatement[] = [];
  let path = 'statements';
  let query: Record<string, string> | undefined = { agent: agentOf(userId), ascending: 'true', limit: '50' };
  for (;;) {
    const page = await lrs<{ statements: TStatement[]; more?: string }>('GET', path, query ? { query } : {});
    expect(page.status).toBe(200);
    out.push(...page.body.statements);
    if (!page.body.more) return out;
    const more = new URL(page.body.more, 'http://x');
    path = more.pathname.replace(/^.*\/xapi\//, '') + more.search;
    query = undefined;
  }
}

const summary = (statement: TStatement) => `${statement.verb.id.split('/').pop()} ${statement.object.id}`;
const activity = (kind: string, id: string) => `${config.appUrl}/xapi/activities/${kind}/${id}`;

async function submit(token: string, userId: string, right: boolean) {
  const paper = await servePaper(token, course.courseId);
  const submitted = await call('POST', '/v1/test/submit', {
    token,
    body: {
      quiz_id: course.courseId,
      course_user_id: courseUserId(course.courseId, userId),
      answers: answerPaper(paper, course.key, () => right),
    },
  });
  expect(submitted.status).toBe(200);
  return submitted.body.data ?? submitted.body;
}

beforeAll(async () => {
  owner = await registerCompany();
  companyId = owner.user.company_id;
  course = await createTestCourse(owner.token, {}, COURSE_NAME);
  video = await addFile('video', 'course-video', await mp4File());
  pdf = await addFile('document', 'course-document', await pdfFile());
  expect((await call('POST', `/v1/course/publish/${course.courseId}`, { token: owner.token })).status).toBe(200);
  learner = await addPerson(companyId, ROLE.USER, 'learner');
  learnerToken = await signIn(learner);
  await enrolOnCourse(owner.token, course.courseId, [learner.id]);
  reader = clientLrs(await createLrsClient(owner.token, { name: 'Analytics', scopes: ['statements/read'] }));
});

describe("the product's own learning in the company's LRS", () => {
  it('writes one statement per fact, as the LMS, in the run registration, once each', async () => {
    expect((await call('POST', '/v1/assets-viewed', { token: learnerToken, body: { id: pdf } })).status).toBe(200);
    expect((await call('POST', '/v1/assets-viewed', { token: learnerToken, body: { id: course.linkId } })).status).toBe(
      200,
    );
    // A save past a quarter, half or three quarters of the video tells its progress, once each in the run (a seek
    // back and a replay pass the half again: the same statement); the save that reaches the end completes it.
    const save = (time: number) =>
      call('POST', '/v1/update-last-time', { token: learnerToken, body: { asset_id: video, time, duration: 100 } });
    for (const time of [10, 30, 20, 80, 40, 60, 100]) expect((await save(time)).status).toBe(200);
    await submit(learnerToken, learner.id, false);
    await submit(learnerToken, learner.id, true);
    await drainEvents();
    // The certificate is made by course.completed's worker, whose write publishes its own learning.recorded.
    await drainEvents();

    const enrolment = await getCourseEnrolment(companyId, course.courseId, learner.id);
    expect(enrolment.certificate_id).toBeTruthy();
    // In the order the facts happened (their timestamps; a tie is one event's facts, stored in their order): the
    // stored order is the order the events were delivered in, which runs them side by side as Lambda does.
    const statements = (await statementsOf(learner.id)).sort(
      (a, b) => Date.parse(a.timestamp as string) - Date.parse(b.timestamp as string),
    );
    expect(statements.map(summary)).toEqual([
      `attempted ${activity('course', course.courseId)}`,
      `experienced ${activity('material', pdf)}`,
      `experienced ${activity('material', course.linkId)}`,
      `progressed ${activity('material', video)}`,
      `progressed ${activity('material', video)}`,
      `progressed ${activity('material', video)}`,
      `completed ${activity('material', video)}`,
      `attempted ${activity('test', course.courseId)}`,
      `failed ${activity('test', course.courseId)}`,
      `attempted ${activity('test', course.courseId)}`,
      `passed ${activity('test', course.courseId)}`,
      `completed ${activity('course', course.courseId)}`,
      `earned ${activity('certificate', enrolment.certificate_id!)}`,
    ]);
    const registration = runRegistration(companyId, course.courseId, learner.id, enrolment.started_at!);
    for (const statement of statements) {
      expect(statement.actor).toEqual({
        objectType: 'Agent',
        account: { homePage: config.appUrl, name: learner.id },
        name: 'learner Fixture',
      });
      expect(statement.authority).toMatchObject({ account: { homePage: config.appUrl, name: 'client:lms' } });
      expect(statement.context.registration).toBe(registration);
    }
    const [, document, , quarter, half, threeQuarters, watched, attempted, failed, , passed, completed, earned] =
      statements;
    // Each attempt begun (its paper drawn) is told apart from its outcome, on the same assessment.
    expect(attempted!.object).toEqual(failed!.object);
    expect(attempted!.result).toBeUndefined();
    const progress = (statement: TStatement | undefined) => [
      statement!.result.extensions['https://w3id.org/xapi/video/extensions/progress'],
      statement!.result.extensions['https://w3id.org/xapi/video/extensions/time'],
      statement!.context.extensions['https://w3id.org/xapi/video/extensions/length'],
    ];
    // The save that passed each: 30 s the quarter, 80 s the half and three quarters (60 s, after the seek back to
    // 40 s, passed the half again and stored nothing).
    expect([quarter, half, threeQuarters].map(progress)).toEqual([
      [0.25, 30, 100],
      [0.5, 80, 100],
      [0.75, 80, 100],
    ]);
    expect(half!.verb).toEqual({ id: 'http://adlnet.gov/expapi/verbs/progressed', display: { 'en-US': 'progressed' } });
    expect(half!.context.contextActivities.category).toEqual([
      { objectType: 'Activity', id: 'https://w3id.org/xapi/video' },
    ]);
    expect(document!.object.definition).toEqual({
      name: { 'en-GB': 'My document' },
      type: 'http://adlnet.gov/expapi/activities/file',
    });
    expect(document!.context.contextActivities.grouping[0].id).toBe(activity('course', course.courseId));
    expect(watched!.object.definition.type).toBe('https://w3id.org/xapi/video/activity-type/video');
    expect(watched!.context.contextActivities.category).toEqual([
      { objectType: 'Activity', id: 'https://w3id.org/xapi/video' },
    ]);
    expect(failed!.result).toEqual({
      score: { scaled: 0, raw: 0, min: 0, max: 100 },
      success: false,
      completion: true,
    });
    expect(passed!.result).toEqual({
      score: { scaled: 1, raw: 100, min: 0, max: 100 },
      success: true,
      completion: true,
    });
    expect(completed!.object.definition).toEqual({
      name: { 'en-GB': COURSE_NAME },
      type: 'http://adlnet.gov/expapi/activities/course',
    });
    expect(earned!.object.definition.moreInfo).toBe(`${config.appUrl}/certificates/verify/${enrolment.certificate_id}`);

    // Filtered by verb and activity through the LRS's own indexes.
    const byVerb = await reader<{ statements: TStatement[] }>('GET', 'statements', {
      query: { agent: agentOf(learner.id), verb: 'http://adlnet.gov/expapi/verbs/passed' },
    });
    expect(byVerb.body.statements.map(summary)).toEqual([`passed ${activity('test', course.courseId)}`]);
    const byCourse = await reader<{ statements: TStatement[] }>('GET', 'statements', {
      query: { activity: activity('course', course.courseId), related_activities: 'true', registration },
    });
    expect(byCourse.body.statements).toHaveLength(13);
  });

  it('stores nothing twice: the drain again, and every fact redelivered, write no statement', async () => {
    const before = await statementsOf(learner.id);
    await drainEvents();
    const enrolment = await getCourseEnrolment(companyId, course.courseId, learner.id);
    const at = enrolment.completed_at!;
    // The same facts told again (a redelivered event, a retried worker): each has the same UUIDv5 id.
    const redelivered = await writeOwnLearning({
      event_id: 'redelivered',
      company_id: companyId,
      course_id: course.courseId,
      user_id: learner.id,
      run: enrolment.started_at!,
      facts: [
        { kind: 'started', at: enrolment.started_at! },
        ...Object.entries(enrolment.accessed ?? {}).map(([assetId, when]) => ({
          kind: 'material' as const,
          asset_id: assetId,
          at: when,
        })),
        ...[0.25, 0.5, 0.75].map((progress) => ({
          kind: 'video_progressed' as const,
          asset_id: video,
          progress,
          time: 90,
          length: 100,
          at,
        })),
        { kind: 'test_attempted', attempt: 1, at },
        { kind: 'test_attempted', attempt: 2, at },
        { kind: 'test', attempt: 1, score: 0, passed: false, at },
        { kind: 'test', attempt: 2, score: 100, passed: true, at },
        { kind: 'completed', at },
        { kind: 'certificate', certificate_id: enrolment.certificate_id!, at },
      ],
    });
    expect(redelivered).toEqual({ stored: 0, known: 13 });
    expect((await statementsOf(learner.id)).map((statement) => statement.id)).toEqual(
      before.map((statement) => statement.id),
    );
  });

  it('completes a write a failed run began: the next try stores the statement under its claimed id and time', async () => {
    const [completed] = (await statementsOf(learner.id)).filter(
      (statement) => statement.verb.id === 'http://adlnet.gov/expapi/verbs/completed',
    );
    const item = (await getStatementById(companyId, completed!.id))!;
    const claim = (await findStatementId(companyId, completed!.id))!;
    const { stored: _stored, authority: _authority, version: _version, ...sent } = completed!;
    const context = lmsLrsContext(companyId);
    // The same statement as the writer builds it (write-own-learning.ts), at whatever time this try begins.
    const store = () =>
      storeOwnStatement(companyId, new Date().toISOString(), (stored) => ({
        item: {
          ...statementItem(context, completeStatement(sent, sent.id, stored, context)),
          actor_user_id: learner.id,
        },
        fingerprint: claim.fingerprint,
      }));
    // Stopped after the index entries (the statement is written last): the id's claim and the entries are there.
    await lrsStatementEntity()
      .build(DeleteItemCommand)
      .key({ company_id: companyId, stored_id: item.stored_id })
      .send();
    expect(await getStatementById(companyId, completed!.id)).toBeUndefined();
    expect(await store()).toBe('stored');
    // Stopped right after the claim: neither the entries nor the statement were written.
    await deleteStatements(companyId, [item]);
    await lrsStatementIdEntity()
      .build(PutItemCommand)
      .item({
        company_id: companyId,
        statement_id: item.statement_id,
        stored_id: item.stored_id,
        fingerprint: claim.fingerprint,
      })
      .send();
    expect(await store()).toBe('stored');
    expect(await store()).toBe('known');
    const again = (await statementsOf(learner.id)).filter((statement) => statement.id === completed!.id);
    expect(again).toEqual([completed]);
    expect((await getStatementById(companyId, completed!.id))!.stored_id).toBe(item.stored_id);
    // A different statement under the id is refused, whatever the claim's state.
    const other = await storeOwnStatement(companyId, new Date().toISOString(), (stored) => ({
      item: statementItem(
        context,
        completeStatement({ ...sent, result: { success: false } }, sent.id, stored, context),
      ),
      fingerprint: 'another statement',
    }));
    expect(other).toBe('conflict');
  });

  it('is read within the scopes: statements/read/mine sees none of the LMS statements, another company none', async () => {
    const mine = clientLrs(await createLrsClient(owner.token, { name: 'Mine', scopes: ['statements/read/mine'] }));
    expect(await statementsOf(learner.id, mine)).toEqual([]);
    const stranger = await registerCompany();
    const theirs = clientLrs(await createLrsClient(stranger.token, { name: 'Theirs', scopes: ['all'] }));
    expect(await statementsOf(learner.id, theirs)).toEqual([]);
  });

  it('deletes a learner’s statements of a course when they are unenrolled from it, and all of them with the learner', async () => {
    const leaver = await addPerson(companyId, ROLE.USER, 'leaver');
    const leaverToken = await signIn(leaver);
    await enrolOnCourse(owner.token, course.courseId, [leaver.id]);
    expect((await call('POST', '/v1/assets-viewed', { token: leaverToken, body: { id: pdf } })).status).toBe(200);
    await drainEvents();
    expect((await statementsOf(leaver.id)).map((statement) => statement.verb.id.split('/').pop())).toEqual([
      'attempted',
      'experienced',
    ]);
    const removed = await call('POST', `/v1/course/remove-user-and-groups/${course.courseId}`, {
      token: owner.token,
      body: { users: [leaver.id] },
    });
    expect(removed.status).toBe(200);
    await drainEvents();
    expect(await statementsOf(leaver.id)).toEqual([]);
    // The other learner's are untouched.
    expect(await statementsOf(learner.id)).toHaveLength(13);

    expect((await call('DELETE', `/v1/users/${learner.id}`, { token: owner.token })).status).toBe(200);
    await drainEvents();
    expect(await statementsOf(learner.id)).toEqual([]);
  });
});

describe("a certificate's expiry in the company's LRS", () => {
  let holder: TPerson;
  let yearly: string;
  /** learning.recorded events the in-process renewal run published (this process has no bus: the test delivers them). */
  const published: Record<string, unknown>[] = [];

  /** The daily run for this company only, its clock at noon UTC of `day` (the same London day all year). */
  const runOn = (day: string) =>
    runRenewals({
      now: new Date(`${day}T12:00:00Z`),
      log: requestLogger({ test: 'own-learning-expiry' }),
      companyIds: [companyId],
    });

  /** Delivers an event to the learning.recorded handler as EventBridge would (again, for a redelivery). */
  const deliver = (detail: Record<string, unknown>) =>
    recordOwnLearning({
      id: randomUUID(),
      'detail-type': DETAIL_TYPE.LEARNING_RECORDED,
      source: 'skillway.app',
      version: '0',
      account: '0',
      time: new Date().toISOString(),
      region: 'eu-west-2',
      resources: [],
      detail,
    });

  beforeAll(async () => {
    setEventTransport(async (detailType, detail) => {
      if (detailType === DETAIL_TYPE.LEARNING_RECORDED) published.push(detail);
    });
    yearly = await publishedCourse(owner.token, 'Yearly Fire for xAPI');
    // Certificates valid 12 months, the renewal window 30 days before the expiry (as the course's settings store it).
    await courseEntity()
      .build(UpdateItemCommand)
      .item({
        company_id: companyId,
        course_id: yearly,
        recertification: $set({
          required: true,
          validity: 'months',
          months: 12,
          base: 'completion',
          window_days: 30,
          deadline_days_after: 14,
        }),
      })
      .send();
    holder = await addPerson(companyId, ROLE.USER, 'holder');
    await enrolOnCourse(owner.token, yearly, [holder.id]);
    const [link] = await listCourseAssets(companyId, yearly);
    const token = await signIn(holder);
    expect((await call('POST', '/v1/assets-viewed', { token, body: { id: link!.asset_id } })).status).toBe(200);
    // The completion's certificate, then the certificate's own learning.recorded.
    await drainEvents();
    await drainEvents();
  });

  it('writes one expired statement on the expiry day, however often the run goes and the event is delivered', async () => {
    const earned = await getCourseEnrolment(companyId, yearly, holder.id);
    expect(earned).toMatchObject({ state: USER_COURSE_STATE.COMPLETE });
    expect(earned.certificate_id).toBeTruthy();
    const certificateId = earned.certificate_id!;
    const expiry = earned.expires_on!;
    expect(expiry).toBeTruthy();

    // The day before the expiry the renewal opens (the run archived) but nothing has expired.
    expect((await runOn(shiftDays(expiry, -1))).renewals.renewed).toBe(1);
    expect(published).toEqual([]);

    // The expiry day, and a rerun of it: the expiry is told once, with the expired notice.
    await runOn(expiry);
    await runOn(expiry);
    // A later day (a missed run caught up) tells it no more.
    await runOn(shiftDays(expiry, 2));
    expect(published).toHaveLength(1);
    const renewal = await getCourseEnrolment(companyId, yearly, holder.id);
    expect(renewal.certificate_id).toBeUndefined();
    expect(published[0]).toMatchObject({
      company_id: companyId,
      course_id: yearly,
      user_id: holder.id,
      // The renewal archived the earning run: the fact is the enrolment's current run (not started yet).
      run: renewal.enrolled_at,
      facts: [{ kind: 'certificate_expired', certificate_id: certificateId, expires_on: expiry }],
    });

    // The bus delivers it, and again (a retry): one statement.
    await deliver(published[0]!);
    await deliver(published[0]!);

    const statements = (await statementsOf(holder.id)).filter((statement) =>
      statement.object.id.includes('/certificate/'),
    );
    expect(statements.map(summary)).toEqual([
      `earned ${activity('certificate', certificateId)}`,
      `expired ${activity('certificate', certificateId)}`,
    ]);
    const expired = statements[1]!;
    expect(expired.verb).toEqual({ id: 'http://id.tincanapi.com/verb/expired', display: { 'en-US': 'expired' } });
    expect(expired.object).toEqual(statements[0]!.object);
    expect(Date.parse(expired.timestamp)).toBe(Date.parse(londonDayStart(expiry)));
    expect(expired.context.registration).toBe(runRegistration(companyId, yearly, holder.id, renewal.enrolled_at));
    expect(expired.context.contextActivities.grouping.map((grouping: TStatement) => grouping.id)).toEqual([
      activity('course', yearly),
    ]);
    expect(expired.authority).toMatchObject({ account: { homePage: config.appUrl, name: 'client:lms' } });

    const byVerb = await reader<{ statements: TStatement[] }>('GET', 'statements', {
      query: { agent: agentOf(holder.id), verb: 'http://id.tincanapi.com/verb/expired' },
    });
    expect(byVerb.body.statements.map((statement) => statement.id)).toEqual([expired.id]);
  });
});
