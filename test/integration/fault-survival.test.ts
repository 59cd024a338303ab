import { randomUUID } from 'node:crypto';
import { TransactionCanceledException, ProvisionedThroughputExceededException } from '@aws-sdk/client-dynamodb';
import { CopyObjectCommand, DeleteObjectCommand, S3Client, S3ServiceException } from '@aws-sdk/client-s3';
import { SendEmailCommand, SESv2Client, TooManyRequestsException } from '@aws-sdk/client-sesv2';
import {
  BatchWriteCommand,
  DeleteCommand,
  DynamoDBDocumentClient,
  PutCommand,
  TransactWriteCommand,
  UpdateCommand,
} from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { afterAll, beforeAll, beforeEach, describe, expect, inject, it, vi } from 'vitest';
import { DETAIL_TYPE, MSG, ROLE, operations, type TOperationId, type TWelcomeEmailDetail } from '@skillway/shared';
import { handler as createCourse } from '@skillway/functions/api/courses/create-course';
import { handler as enrolCourse } from '@skillway/functions/api/enrolment/enrol-course';
import { handler as markAssetViewed } from '@skillway/functions/api/learning/mark-asset-viewed';
import { handler as submitTest } from '@skillway/functions/api/test-taking/submit-test';
import { handler as createUser } from '@skillway/functions/api/users/create-user';
import { handler as sendWelcomeEmail } from '@skillway/functions/api/users/send-welcome-email';
import { listCompanyCourses } from '@skillway/functions/core/content/courses/course-repository';
import { listCompanyPlaylists } from '@skillway/functions/core/content/playlists/playlist-repository';
import { listCompanyMemberships } from '@skillway/functions/core/people/groups/group-repository';
import { getTargetStats, listTargetEnrolments } from '@skillway/functions/core/delivery/enrolment/enrolment-repository';
import { listTestLogHeads } from '@skillway/functions/core/delivery/progress/test-log-repository';
import { findUser, listCompanyUsers } from '@skillway/functions/core/people/users/user-repository';
import { EventPublishError } from '@skillway/functions/core/platform/events/event-publish-error';
import { setEventTransport } from '@skillway/functions/core/platform/events/publish-event';
import type { TApiEvent, TApiResult } from '@skillway/functions/core/platform/http/types';
import { handler as welcomeEmailWorker } from '../../events/handlers/send-welcome-email';
import { registerCompany, uniqueEmail, type TRegistered } from '../factories/accounts';
import { addLink, createCourse as createCourseOverHttp, pngFile, uploadFile } from '../factories/courses';
import { call } from '../factories/http';
import { addGroup, addPerson, signIn, type TPerson } from '../factories/people';
import { createPlaylist } from '../factories/playlists';
import {
  accessAllMaterial,
  answerPaper,
  courseUserId,
  createTestCourse,
  enrolOnCourse,
  servePaper,
} from '../factories/test-taking';
import { answerOf, apiEvent, claimsOf, type TAnswer } from '../faults/api-event';

/**
 * Faults survived, with nothing lost: representative writing handlers called in-process (as their Lambdas are)
 * against the stack's DynamoDB Local and s3rver, with one dependency made to fail as it would after its retries:
 * DynamoDB, S3 and SES through aws-sdk-client-mock over the real clients (every other call goes through), S3 also
 * over fetch (the aws4fetch REST client), EventBridge at publish-event's transport. A 503 carries the request id and
 * a Retry-After and leaves nothing half-written; the repeat succeeds once; a 2xx means the write is in the table.
 */

vi.hoisted(() => {
  // The injected faults are logged as errors by design; the log is not what these tests read.
  process.env.POWERTOOLS_LOG_LEVEL = 'SILENT';
});

type TSend = (this: unknown, command: object, ...rest: unknown[]) => Promise<never>;

interface TRule {
  when: (command: object) => boolean;
  error: () => Error;
  times: number;
}

/** A client class whose calls go to the real client unless a rule says to fail them; every call is recorded. */
function faultable(Client: { prototype: object }, fallback?: (command: object) => Promise<object>) {
  const real = (Client.prototype as { send: TSend }).send;
  const stub = mockClient(Client as never);
  const rules: TRule[] = [];
  const sent: object[] = [];
  stub.send.callsFake(function (this: unknown, command: object, ...rest: unknown[]) {
    sent.push(command);
    const rule = rules.find((candidate) => candidate.times > 0 && candidate.when(command));
    if (rule) {
      rule.times -= 1;
      return Promise.reject(rule.error());
    }
    return (fallback ? fallback(command) : real.call(this, command, ...rest)) as Promise<never>;
  });
  return {
    rules,
    sent,
    fail(when: TRule['when'], error: TRule['error'], times = 1) {
      rules.push({ when, error, times });
    },
    clear() {
      rules.length = 0;
      sent.length = 0;
    },
    restore: () => stub.restore(),
  };
}

const spent = (httpStatusCode: number) => ({ message: 'injected fault', $metadata: { httpStatusCode, attempts: 3 } });
const throttled = () => new ProvisionedThroughputExceededException(spent(400));
const conflict = () =>
  new TransactionCanceledException({
    ...spent(400),
    CancellationReasons: [{ Code: 'None' }, { Code: 'TransactionConflict' }],
  });
const slowDown = () => new S3ServiceException({ name: 'SlowDown', $fault: 'server', ...spent(503) });

const isWrite = (command: object) =>
  [PutCommand, UpdateCommand, DeleteCommand, TransactWriteCommand, BatchWriteCommand].some(
    (type) => command instanceof type,
  );

const dynamo = faultable(DynamoDBDocumentClient);
const s3 = faultable(S3Client);

/**
 * S3 calls made over fetch (the S3 REST client on aws4fetch) fail the same way: a SlowDown answer from the endpoint
 * for the kind of call that is down. Everything else fetch does (this test's own calls to the stack) goes through.
 */
const s3Down = { copy: false, delete: false };
const realFetch = globalThis.fetch;
const SLOW_DOWN_XML = '<?xml version="1.0"?><Error><Code>SlowDown</Code><Message>injected fault</Message></Error>';

function fetchWithS3Faults(input: string | URL | Request, init?: RequestInit): Promise<Response> {
  const request = input instanceof Request ? input : undefined;
  const url = request?.url ?? String(input);
  const method = (init?.method ?? request?.method ?? 'GET').toUpperCase();
  const headers = new Headers(init?.headers ?? request?.headers);
  const endpoint = process.env.S3_ENDPOINT;
  const toS3 = Boolean(endpoint) && url.startsWith(endpoint!);
  const copy = method === 'PUT' && headers.has('x-amz-copy-source');
  if (toS3 && copy && copyOrder) return copyOrder.next().then(() => realFetch(input, init));
  if (toS3 && ((s3Down.copy && copy) || (s3Down.delete && method === 'DELETE'))) {
    return Promise.resolve(
      new Response(SLOW_DOWN_XML, { status: 503, headers: { 'content-type': 'application/xml' } }),
    );
  }
  return realFetch(input, init);
}

/**
 * Two S3 copies made to happen in a set order: the first waits until the second is asked for, the second until the
 * test calls `releaseSecond` (after the first request has finished). Unset, copies go straight through.
 */
let copyOrder: { next: () => Promise<void>; releaseSecond: () => void } | undefined;

function orderTwoCopies(): { releaseSecond: () => void } {
  let secondAsked!: () => void;
  let releaseSecond!: () => void;
  const asked = new Promise<void>((resolve) => (secondAsked = resolve));
  const released = new Promise<void>((resolve) => (releaseSecond = resolve));
  let seen = 0;
  copyOrder = {
    next: () => {
      seen += 1;
      if (seen === 1) return asked;
      if (seen === 2) secondAsked();
      return seen === 2 ? released : Promise.resolve();
    },
    releaseSecond,
  };
  return copyOrder;
}

/** One kind of S3 call fails, whichever client makes it, until the next test. */
function failS3(kind: 'copy' | 'delete') {
  s3Down[kind] = true;
  const type = kind === 'copy' ? CopyObjectCommand : DeleteObjectCommand;
  s3.fail((command) => command instanceof type, slowDown, 99);
}

/**
 * The bus as the handlers see it (publish-event's transport, which EventBridge is behind on AWS): it records what is
 * published, or refuses the next `down` events as the transport does when EventBridge keeps failing.
 */
const bus = {
  down: 0,
  published: [] as { detailType: string; detail: Record<string, unknown> }[],
  clear() {
    bus.down = 0;
    bus.published.length = 0;
  },
};
const ses = faultable(SESv2Client, async () => ({ MessageId: randomUUID() }));

type THandler = (event: TApiEvent) => Promise<TApiResult>;

async function invoke(
  handler: THandler,
  operationId: TOperationId,
  token: string,
  request: { params?: Record<string, string>; body?: unknown } = {},
): Promise<TAnswer & { requestId: string }> {
  const requestId = `fault-${randomUUID()}`;
  const event = apiEvent(operations[operationId], { requestId, claims: claimsOf(token), ...request });
  return { ...answerOf(await handler(event)), requestId };
}

function expectUnavailable(answer: TAnswer & { requestId: string }, retryAfter: string) {
  expect(answer.status).toBe(503);
  expect(answer.body).toEqual({ message: MSG.TRY_AGAIN_LATER, code: 'TRY_AGAIN_LATER', request_id: answer.requestId });
  expect(answer.retryAfter).toBe(retryAfter);
}

const writesSent = () => dynamo.sent.filter(isWrite).length;

/** Fails the first DynamoDB write made after the one `first` matches (the create's own write) goes through. */
function failWriteAfter(first: (command: object) => boolean) {
  let passed = false;
  dynamo.fail((command) => {
    if (!passed && first(command)) {
      passed = true;
      return false;
    }
    return passed && isWrite(command);
  }, throttled);
}

let admin: TRegistered;
let companyId: string;

beforeAll(async () => {
  Object.assign(process.env, inject('stackEnv'));
  vi.stubGlobal('fetch', fetchWithS3Faults);
  setEventTransport(async (detailType, detail) => {
    if (bus.down > 0) {
      bus.down -= 1;
      throw new EventPublishError(detailType, 'InternalFailure', 'injected fault');
    }
    bus.published.push({ detailType, detail });
  });
  admin = await registerCompany();
  companyId = admin.user.company_id;
});

beforeEach(() => {
  for (const client of [dynamo, s3, ses]) client.clear();
  s3Down.copy = false;
  s3Down.delete = false;
  bus.clear();
});

afterAll(() => {
  vi.unstubAllGlobals();
  for (const client of [dynamo, s3, ses]) client.restore();
});

describe('courses.create with a thumbnail', () => {
  it('S3 SlowDown on the copy, then DynamoDB throttling on the course: 503s with nothing written; the repeat creates it once', async () => {
    const s3_url = await uploadFile(admin.token, 'thumbnail', await pngFile());
    const name = `Faults ${randomUUID().slice(0, 8)}`;
    const body = { name, description: '<p>About</p>', hours: 1, minutes: 0, s3_url, type: 353359 };
    const named = async () => (await listCompanyCourses(companyId)).filter((course) => course.name === name);

    failS3('copy');
    expectUnavailable(await invoke(createCourse, 'courses.create', admin.token, { body }), '2');
    expect(writesSent()).toBe(0);
    s3Down.copy = false;
    s3.clear();

    dynamo.fail((command) => command instanceof PutCommand && command.input.Item?._et === 'Course', throttled);
    expectUnavailable(await invoke(createCourse, 'courses.create', admin.token, { body }), '2');
    expect(await named()).toEqual([]);

    // The release of the original upload fails after the course is written: the create stands.
    failS3('delete');
    const created = await invoke(createCourse, 'courses.create', admin.token, { body });
    expect(created.status).toBe(201);
    const [course, ...others] = await named();
    expect(others).toEqual([]);
    expect(course?.course_id).toBe((created.body?.data as { id: string }).id);
  });
});

describe('courses.create double-clicked', () => {
  it('four creates of one upload at once: one course, every answer 201 naming it or 422 (the upload used), no 500', async () => {
    const s3_url = await uploadFile(admin.token, 'thumbnail', await pngFile());
    const name = `Double ${randomUUID().slice(0, 8)}`;
    const body = { name, description: '<p>About</p>', hours: 1, minutes: 0, s3_url, type: 353359 };
    const answers = await Promise.all(
      [1, 2, 3, 4].map(() => invoke(createCourse, 'courses.create', admin.token, { body })),
    );
    const courses = (await listCompanyCourses(companyId)).filter((course) => course.name === name);
    expect(courses).toHaveLength(1);
    expect(answers.map((answer) => answer.status).sort()).not.toContain(500);
    for (const answer of answers) {
      if (answer.status === 201) expect((answer.body?.data as { id: string }).id).toBe(courses[0]?.course_id);
      else expect(answer.status).toBe(422);
    }
    expect(answers.filter((answer) => answer.status === 201).length).toBeGreaterThan(0);
  });
});

describe('courses.create double-clicked, the second copy after the first create', () => {
  it('a create whose upload went while it copied (the first create released it) answers with that course, not 500', async () => {
    const s3_url = await uploadFile(admin.token, 'thumbnail', await pngFile());
    const name = `Late copy ${randomUUID().slice(0, 8)}`;
    const body = { name, description: '<p>About</p>', hours: 1, minutes: 0, s3_url, type: 353359 };
    const order = orderTwoCopies();
    try {
      const both = [1, 2].map(() => invoke(createCourse, 'courses.create', admin.token, { body }));
      // The request whose copy went first finishes (course written, upload released) while the other's copy waits.
      const first = await Promise.race(both);
      expect(first.status).toBe(201);
      order.releaseSecond();
      const answers = await Promise.all(both);
      const courses = (await listCompanyCourses(companyId)).filter((course) => course.name === name);
      expect(courses).toHaveLength(1);
      expect(answers.map((answer) => answer.status)).toEqual([201, 201]);
      for (const answer of answers) expect((answer.body?.data as { id: string }).id).toBe(courses[0]?.course_id);
    } finally {
      copyOrder = undefined;
    }
  });
});

describe('courses.create with playlists', () => {
  it('a fault after the course is written (joining its playlist) answers 503; the repeat finishes that course, not a second one', async () => {
    const playlistId = await createPlaylist(admin.token, `Fault list ${randomUUID().slice(0, 8)}`);
    const s3_url = await uploadFile(admin.token, 'thumbnail', await pngFile());
    const name = `Faults ${randomUUID().slice(0, 8)}`;
    const body = {
      name,
      description: '<p>About</p>',
      hours: 1,
      minutes: 0,
      s3_url,
      type: 353359,
      channels: [playlistId],
    };
    const named = async () => (await listCompanyCourses(companyId)).filter((course) => course.name === name);
    const inPlaylist = async () =>
      (await listCompanyPlaylists(companyId)).find((playlist) => playlist.playlist_id === playlistId)?.modules ?? [];

    failWriteAfter((command) => command instanceof PutCommand && command.input.Item?._et === 'Course');
    expectUnavailable(await invoke(createCourse, 'courses.create', admin.token, { body }), '2');
    const [written] = await named();
    expect(await inPlaylist()).toEqual([]);

    // Someone else naming the same upload does not take over the course: the upload is simply used.
    const other = await addPerson(companyId, ROLE.ADMIN, 'fault-other-admin');
    const taken = await invoke(createCourse, 'courses.create', await signIn(other), { body });
    expect(taken.status).toBe(422);

    const created = await invoke(createCourse, 'courses.create', admin.token, { body });
    expect(created.status).toBe(201);
    const courses = await named();
    expect(courses.map((course) => course.course_id)).toEqual([written?.course_id]);
    expect((created.body?.data as { id: string }).id).toBe(written?.course_id);
    expect((await inPlaylist()).map((module) => module.course_id)).toEqual([written?.course_id]);

    // The upload was released once the create finished: a third call is an upload already used.
    const again = await invoke(createCourse, 'courses.create', admin.token, { body });
    expect(again.status).toBe(422);
    expect(await named()).toHaveLength(1);
  });
});

describe('users.create', () => {
  it('a fault after the user is written (their group membership) answers 503; the repeat finishes that user, once', async () => {
    const groupId = await addGroup(admin.token, `Fault group ${randomUUID().slice(0, 8)}`);
    const email = uniqueEmail('fault-groups');
    const body = { first_name: 'Gro', last_name: 'Up', email, role_id: ROLE.USER, groups: [groupId] };
    const withEmail = async () => (await listCompanyUsers(companyId, true)).filter((user) => user.email === email);

    failWriteAfter((command) => command instanceof TransactWriteCommand);
    expectUnavailable(await invoke(createUser, 'users.create', admin.token, { body }), '2');
    const [written] = await withEmail();
    expect(written?.create_pending_by).toBe(admin.user.id);
    expect((await listCompanyMemberships(companyId)).get(written!.user_id) ?? []).toEqual([]);

    // Not the same create (another name): the address is taken, as for any other address in use.
    const different = await invoke(createUser, 'users.create', admin.token, { body: { ...body, first_name: 'Other' } });
    expect(different.status).toBe(422);
    expect(different.body?.message).toBe(MSG.EMAIL_TAKEN);

    const added = await invoke(createUser, 'users.create', admin.token, { body });
    expect(added.status).toBe(201);
    expect((added.body?.data as { id: string }).id).toBe(written?.user_id);
    const [user, ...others] = await withEmail();
    expect(others).toEqual([]);
    expect(user?.create_pending_by).toBeUndefined();
    expect(user?.total_groups).toBe(1);
    expect((await listCompanyMemberships(companyId)).get(user!.user_id)).toEqual([groupId]);

    // Finished: a further create of the address is refused as taken.
    const repeated = await invoke(createUser, 'users.create', admin.token, { body });
    expect(repeated.status).toBe(422);
    expect(await withEmail()).toHaveLength(1);
  });

  it('a throttled create transaction answers 503 and adds nobody; the repeat adds the user once', async () => {
    const email = uniqueEmail('fault');
    const body = { first_name: 'Faye', last_name: 'Ault', email, role_id: ROLE.USER };
    const withEmail = async () => (await listCompanyUsers(companyId, true)).filter((user) => user.email === email);

    dynamo.fail((command) => command instanceof TransactWriteCommand, throttled);
    expectUnavailable(await invoke(createUser, 'users.create', admin.token, { body }), '2');
    expect(await withEmail()).toEqual([]);

    const added = await invoke(createUser, 'users.create', admin.token, { body });
    expect(added.status).toBe(201);
    expect(await withEmail()).toHaveLength(1);
  });

  it('an accepted user stays accepted when the welcome email cannot be queued (EventBridge down)', async () => {
    const email = uniqueEmail('fault-welcome');
    bus.down = 9;
    const added = await invoke(createUser, 'users.create', admin.token, {
      body: { first_name: 'Wel', last_name: 'Come', email, role_id: ROLE.USER, send_email: 1 },
    });
    expect(added.status).toBe(201);
    const user = await findUser(companyId, (added.body?.data as { id: string }).id, true);
    expect(user?.email).toBe(email);
    // Not sent: the row's Send welcome email action stays offered.
    expect(user?.is_mail_sent ?? 0).toBe(0);
  });
});

describe('the welcome email path', () => {
  it('EventBridge failing answers 503 with nothing written; SES throttling fails the job, which sends on its retry', async () => {
    const person = await addPerson(companyId, ROLE.USER, 'welcome-path');
    dynamo.clear();

    bus.down = 1;
    const params = { id: person.id };
    expectUnavailable(await invoke(sendWelcomeEmail, 'users.sendWelcomeEmail', admin.token, { params }), '5');
    expect(writesSent()).toBe(0);

    const queued = await invoke(sendWelcomeEmail, 'users.sendWelcomeEmail', admin.token, { params });
    expect(queued.status).toBe(200);
    expect(bus.published.map((event) => event.detailType)).toEqual([DETAIL_TYPE.WELCOME_EMAIL_REQUESTED]);
    const detail = bus.published[0]!.detail as TWelcomeEmailDetail;
    expect(detail.user_ids).toEqual([person.id]);

    const outbox = process.env.MAIL_OUTBOX_DIR;
    delete process.env.MAIL_OUTBOX_DIR;
    try {
      const job = {
        id: 'welcome-fault',
        'detail-type': DETAIL_TYPE.WELCOME_EMAIL_REQUESTED,
        source: 'skillway.app',
        version: '0',
        account: '0',
        time: new Date().toISOString(),
        region: 'eu-west-2',
        resources: [],
        detail,
      };
      ses.fail(
        (command) => command instanceof SendEmailCommand,
        () => new TooManyRequestsException(spent(429)),
      );
      await expect(welcomeEmailWorker(job)).rejects.toThrow();
      expect((await findUser(companyId, person.id, true))?.is_mail_sent ?? 0).toBe(0);

      await welcomeEmailWorker(job);
      expect((await findUser(companyId, person.id, true))?.is_mail_sent).toBe(1);
      const sends = ses.sent.filter((command) => command instanceof SendEmailCommand);
      expect(sends).toHaveLength(2);
    } finally {
      process.env.MAIL_OUTBOX_DIR = outbox;
    }
  });
});

describe('enrolment and progress', () => {
  let courseId: string;
  let linkId: string;
  let first: TPerson;
  let second: TPerson;

  beforeAll(async () => {
    courseId = (await createCourseOverHttp(admin.token)).id;
    linkId = (await addLink(admin.token, courseId)).id as string;
    expect((await call('POST', `/v1/course/publish/${courseId}`, { token: admin.token })).status).toBe(200);
    first = await addPerson(companyId, ROLE.USER, 'enrol-a');
    second = await addPerson(companyId, ROLE.USER, 'enrol-b');
  });

  it('enrolment.enrol: the enrol transaction throttled answers 503 with nobody enrolled; EventBridge failing after it answers 503 and the repeat leaves each user enrolled once, counters exact', async () => {
    const target = { type: 'course' as const, id: courseId };
    const request = { params: { id: courseId }, body: { assign_users: [first.id, second.id] } };

    dynamo.fail((command) => command instanceof TransactWriteCommand, throttled);
    expectUnavailable(await invoke(enrolCourse, 'enrolment.enrol', admin.token, request), '2');
    expect(await listTargetEnrolments(companyId, target, true)).toEqual([]);
    expect((await getTargetStats(companyId, target)).total_users).toBe(0);

    // The enrolments are written, then the course.assigned event cannot be published: the caller is told to repeat.
    bus.down = 1;
    expectUnavailable(await invoke(enrolCourse, 'enrolment.enrol', admin.token, request), '5');

    const enrolled = await invoke(enrolCourse, 'enrolment.enrol', admin.token, request);
    expect(enrolled.status).toBe(200);
    const enrolments = await listTargetEnrolments(companyId, target, true);
    expect(enrolments.map((enrolment) => enrolment.user_id).sort()).toEqual([first.id, second.id].sort());
    expect(await getTargetStats(companyId, target)).toMatchObject({
      total_users: 2,
      individual_users: 2,
      not_started: 2,
    });
    expect(bus.published.map((event) => event.detailType)).toEqual([DETAIL_TYPE.COURSE_ASSIGNED]);
  });

  it('learning.assetsViewed: a throttled progress write answers 503 and changes nothing; the repeat records it once', async () => {
    const token = await signIn(first);
    const target = { type: 'course' as const, id: courseId };
    const before = await getTargetStats(companyId, target);
    const mine = async () =>
      (await listTargetEnrolments(companyId, target, true)).find((enrolment) => enrolment.user_id === first.id);

    dynamo.fail(isWrite, throttled);
    expectUnavailable(await invoke(markAssetViewed, 'learning.assetsViewed', token, { body: { id: linkId } }), '2');
    expect((await mine())?.accessed ?? {}).toEqual({});
    expect(await getTargetStats(companyId, target)).toEqual(before);

    for (let repeat = 0; repeat < 2; repeat++) {
      expect((await invoke(markAssetViewed, 'learning.assetsViewed', token, { body: { id: linkId } })).status).toBe(
        200,
      );
    }
    expect(Object.keys((await mine())?.accessed ?? {})).toEqual([linkId]);
    const after = await getTargetStats(companyId, target);
    expect(after.total_users).toBe(2);
    expect(after.not_started).toBe(1);
  });
});

describe('testTaking.submit', () => {
  it('a transaction that keeps losing races answers 503 with no attempt stored; the repeat stores one', async () => {
    const course = await createTestCourse(admin.token, {}, 'Fault Safety');
    const person = await addPerson(companyId, ROLE.USER, 'submit');
    await enrolOnCourse(admin.token, course.courseId, [person.id]);
    await accessAllMaterial(companyId, course.courseId, person.id);
    const token = await signIn(person);
    const paper = await servePaper(token, course.courseId);
    const body = {
      quiz_id: course.courseId,
      course_user_id: courseUserId(course.courseId, person.id),
      answers: answerPaper(paper, course.key, () => true),
    };

    dynamo.fail((command) => command instanceof TransactWriteCommand, conflict, 99);
    expectUnavailable(await invoke(submitTest, 'testTaking.submit', token, { body }), '1');
    expect(await listTestLogHeads(companyId, course.courseId, person.id)).toEqual([]);

    dynamo.clear();
    const submitted = await invoke(submitTest, 'testTaking.submit', token, { body });
    expect(submitted.status).toBe(200);
    expect(await listTestLogHeads(companyId, course.courseId, person.id)).toHaveLength(1);
  });
});
