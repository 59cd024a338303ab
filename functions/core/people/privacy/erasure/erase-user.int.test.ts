/**
 * Erasure against the running local stack (issue 31; docs/privacy.md "Erasure, step by step"): a learner with data in
 * every area (groups, an enrolment with a passed test, an archived run and a certificate PDF, a profile picture, an
 * external training record with its file, notifications, xAPI statements and state, a Download my data export,
 * refresh sessions) is erased by
 * the administrator; then the whole table, the company's files and the identity provider are searched for the old
 * name and email and none is found. With the company's "legal records" on, the completion facts stay under the
 * pseudonym. Learners and managers cannot erase (403), another company's user is 404. The request workflow: a learner
 * asks, an administrator declines or approves (which erases), and the request's record stays.
 */
import { createHash, randomBytes } from 'node:crypto';
import { GetObjectCommand, ListObjectsV2Command } from '@aws-sdk/client-s3';
import { GetCommand, QueryCommand, ScanCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, it } from 'vitest';
import { AUDIT_ARCHIVE_YEARS, ROLE, USER_COURSE_STATE } from '@skillway/shared';
import { ERASURE_MSG, PRIVACY_REQUEST_STATUS } from '@skillway/shared/constants/privacy';
import { eventually, registerCompany, uniqueEmail, type TRegistered } from '../../../../../test/factories/accounts';
import { addSignedInUser } from '../../../../../test/factories/added-users';
import { pdfFile, pngFile, signAndPost } from '../../../../../test/factories/courses';
import { call, drainEvents, login } from '../../../../../test/factories/http';
import { clientLrs, createLrsClient } from '../../../../../test/factories/lrs-clients';
import { addGroup, addGroupMembers } from '../../../../../test/factories/people';
import {
  accessAllMaterial,
  answerPaper,
  courseUserId,
  createTestCourse,
  enrolOnCourse,
  servePaper,
} from '../../../../../test/factories/test-taking';
import { TIN_CAN_PACKAGE, launchParams, lrs, packageCourse } from '../../../../../test/factories/xapi';
import { ensureCertificate } from '../../../learner/certificates/ensure-certificate';
import { findCertificate } from '../../../learner/certificates/certificate-repository';
import { documentClient } from '../../../platform/clients/dynamodb';
import { s3Client } from '../../../platform/clients/s3';
import { config } from '../../../platform/config';
import { keys } from '../../../platform/db/keys';
import { setEventTransport } from '../../../platform/events/publish-event';
import { consumeAuditStream } from '../../../oversight/audit/consume-stream';
import type { TStreamRecord } from '../../../oversight/audit/record-to-event';

/** A name and email no other test uses, so finding them anywhere means the erasure left them. */
function person() {
  const code = randomBytes(5).toString('hex');
  return { first_name: `Zephyrine${code}`, last_name: `Quillfeather${code}`, email: uniqueEmail(`erasable${code}`) };
}

type TPerson = ReturnType<typeof person>;

/** Every item of the table that holds one of the texts (a test may Scan the local table; product code never does). */
async function itemsNaming(texts: readonly string[]): Promise<Record<string, unknown>[]> {
  const lower = texts.map((text) => text.toLowerCase());
  const found: Record<string, unknown>[] = [];
  let start: Record<string, unknown> | undefined;
  do {
    const page = await documentClient().send(
      new ScanCommand({ TableName: config.tableName, ExclusiveStartKey: start }),
    );
    for (const item of page.Items ?? []) {
      const text = JSON.stringify(item).toLowerCase();
      if (lower.some((needle) => text.includes(needle))) found.push(item);
    }
    start = page.LastEvaluatedKey;
  } while (start);
  return found;
}

/** Every stored file of the company (its folder and its unpacked packages) whose key or bytes hold one of the texts. */
async function filesNaming(companyId: string, userId: string, texts: readonly string[]): Promise<string[]> {
  const found: string[] = [];
  for (const prefix of [`c/${companyId}/`, `content/${companyId}/`]) {
    let token: string | undefined;
    do {
      const page = await s3Client().send(
        new ListObjectsV2Command({ Bucket: config.uploadsBucket, Prefix: prefix, ContinuationToken: token }),
      );
      for (const object of page.Contents ?? []) {
        const key = object.Key!;
        // The user's own files (picture, certificates, uploads) are named by their id: none may be left.
        if (key.includes(`/${userId}/`)) found.push(key);
        const body = await s3Client().send(new GetObjectCommand({ Bucket: config.uploadsBucket, Key: key }));
        const text = Buffer.from(await body.Body!.transformToByteArray())
          .toString('latin1')
          .toLowerCase();
        if (
          texts.some(
            (needle) => text.includes(needle.toLowerCase()) || key.toLowerCase().includes(needle.toLowerCase()),
          )
        ) {
          found.push(key);
        }
      }
      token = page.NextContinuationToken;
    } while (token);
  }
  return found;
}

async function freshKey(token: string, kind: string, file: Awaited<ReturnType<typeof pngFile>>): Promise<string> {
  const { key } = await signAndPost(token, kind, file);
  if (!key) throw new Error('sign refused');
  return key;
}

/** A learner with data in every area the inventory lists for a user. */
async function learnerWithData(owner: TRegistered, who: TPerson) {
  const companyId = owner.user.company_id;
  const learner = await addSignedInUser(owner.token, { ...who, role_id: ROLE.USER });
  const id = learner.user.id;
  // Groups.
  const group = await addGroup(owner.token, `Night shift ${who.last_name.slice(-4)}`);
  await addGroupMembers(owner.token, group, [id]);
  // A course with a test: passed, certified, one run archived, then enrolled again and passed again.
  const course = await createTestCourse(owner.token, { pass_mark: 50 }, `Fire Safety ${who.last_name.slice(-4)}`);
  expect((await call('POST', `/v1/course/publish/${course.courseId}`, { token: owner.token })).status).toBe(200);
  await enrolOnCourse(owner.token, course.courseId, [id]);
  const pass = async () => {
    await accessAllMaterial(companyId, course.courseId, id, USER_COURSE_STATE.TEST_PENDING);
    const paper = await servePaper(learner.token, course.courseId);
    const submitted = await call('POST', '/v1/test/submit', {
      token: learner.token,
      body: {
        quiz_id: course.courseId,
        course_user_id: courseUserId(course.courseId, id),
        answers: answerPaper(paper, course.key, () => true),
      },
    });
    expect(submitted.status).toBe(200);
    const certificate = await ensureCertificate(companyId, course.courseId, id);
    expect(certificate).toBeDefined();
    return certificate!;
  };
  const first = await pass();
  const archived = await call('POST', `/v1/archive-user-course/${courseUserId(course.courseId, id)}`, {
    token: owner.token,
  });
  expect(archived.status).toBe(200);
  const second = await pass();
  // Profile picture and an external training record with its file.
  const avatar = await freshKey(learner.token, 'avatar', await pngFile('Me.png'));
  const profile = await call('PUT', '/v1/user/profile', {
    token: learner.token,
    body: { first_name: who.first_name, last_name: who.last_name, email: learner.user.email, s3_url: avatar },
  });
  expect(profile.status, JSON.stringify(profile.body)).toBe(200);
  const certificateFile = await freshKey(learner.token, 'certificate', await pdfFile(`${who.last_name}.pdf`));
  const training = await call('POST', '/v1/external-training', {
    token: learner.token,
    body: {
      name: `First Aid for ${who.first_name}`,
      completed: '2025-03-03',
      type: 353362,
      body: 'St John Ambulance',
      result: 'passed',
      s3_url: certificateFile,
      file: `${who.last_name}.pdf`,
    },
  });
  expect(training.status, JSON.stringify(training.body)).toBe(201);
  // The LRS: a Tin Can package launched, a statement and a state document sent with the actor the launch names.
  const tinCan = await packageCourse(owner.token, companyId, TIN_CAN_PACKAGE, { enrol: [id] });
  const launched = await call('POST', `/v1/xapi-launch/${tinCan.assetId}`, { token: learner.token, body: {} });
  expect(launched.status).toBe(200);
  const params = launchParams(launched.body.launch_url as string);
  const client = lrs(params.get('auth')!);
  const actor = JSON.parse(params.get('actor')!) as Record<string, unknown>;
  expect(JSON.stringify(actor)).toContain(who.first_name);
  const sent = await client('POST', 'statements', {
    body: {
      actor,
      verb: { id: 'http://adlnet.gov/expapi/verbs/attempted', display: { 'en-GB': 'attempted' } },
      object: { id: params.get('activity_id') },
    },
  });
  expect(sent.status).toBe(200);
  const state = await client('PUT', 'activities/state', {
    query: {
      activityId: params.get('activity_id')!,
      agent: JSON.stringify(actor),
      stateId: 'bookmark',
      registration: params.get('registration')!,
    },
    body: { page: 3, learner: `${who.first_name} ${who.last_name}` },
  });
  expect(state.status).toBe(204);
  // A Download my data export (its item names the user; its zip holds everything above).
  const requested = await call('POST', '/v1/profile/personal-data-exports', { token: learner.token });
  expect(requested.status, JSON.stringify(requested.body)).toBe(202);
  await eventually(async () => {
    await drainEvents();
    const got = await call('GET', `/v1/personal-data-exports/${requested.body.data.id}`, { token: learner.token });
    return got.body.data?.status === 'ready' ? true : undefined;
  }, 30_000);
  await drainEvents();
  return { learner, id, courseId: course.courseId, certificates: [first, second], avatar, certificateFile };
}

/** The audit events the target index lists for a user's account (raw items). */
async function userEvents(companyId: string, userId: string): Promise<Record<string, unknown>[]> {
  const { Items = [] } = await documentClient().send(
    new QueryCommand({
      TableName: config.tableName,
      IndexName: 'gsi2',
      KeyConditionExpression: 'gsi2pk = :pk',
      ExpressionAttributeValues: { ':pk': keys.auditTargetIndexPk(companyId, 'user', userId) },
    }),
  );
  return Items;
}

/**
 * A stream record of a change to the user made before the erasure (stamped then, its images naming the person) that
 * reaches the consumer only after it: the consumer's stalled batch, as Lambda would redeliver it.
 */
function lateRecord(
  companyId: string,
  userId: string,
  adminId: string,
  who: TPerson,
  stampedAt: string,
): TStreamRecord {
  const aud = JSON.stringify({
    v: 1,
    r: `late-${userId}`,
    o: 'users.update',
    i: ['User'],
    ak: 'user',
    a: adminId,
    ro: ROLE.ADMIN,
    c: companyId,
    ip: '203.0.113.7',
    t: stampedAt,
  });
  const userImage = (lastName: string, extra: Record<string, { S: string }> = {}) => ({
    pk: { S: keys.company(companyId) },
    sk: { S: keys.userSk(userId) },
    _et: { S: 'User' },
    user_id: { S: userId },
    first_name: { S: who.first_name },
    last_name: { S: lastName },
    email: { S: who.email },
    ...extra,
  });
  return {
    eventID: `late-${userId}`,
    eventName: 'MODIFY',
    dynamodb: {
      SequenceNumber: '1',
      ApproximateCreationDateTime: Date.parse(stampedAt) / 1000,
      OldImage: userImage(who.last_name),
      NewImage: userImage(`${who.last_name}-Smith`, {
        job_title: { S: `Assistant to ${who.first_name}` },
        _aud: { S: aud },
      }),
    },
  };
}

async function erase(token: string, userId: string, confirm: unknown = 'ERASE') {
  return call('POST', `/v1/users/${userId}/erase`, { token, body: { confirm } });
}

beforeAll(() => {
  // Certificates are made in this process (ensureCertificate); their events are the stack's business.
  setEventTransport(async () => undefined);
});

describe('erasing a user', () => {
  it('leaves no trace of the old name and email in the table, the files, the LRS or the identity provider', async () => {
    const owner = await registerCompany();
    const companyId = owner.user.company_id;
    const who = person();
    const data = await learnerWithData(owner, who);
    // An authoring tool writing to the company's LRS with a client of its own names the learner by their email, its
    // SHA-1 or their account on the app; a colleague's statement is untouched.
    const tool = clientLrs(await createLrsClient(owner.token, { name: 'Authoring tool' }));
    const mbox = `mailto:${who.email.toLowerCase()}`;
    const actors = [
      { mbox, name: `${who.first_name} ${who.last_name}` },
      { mbox_sha1sum: createHash('sha1').update(mbox).digest('hex') },
      { account: { homePage: config.appUrl, name: data.id } },
      { mbox: 'mailto:someone-else@example.test' },
    ];
    const written = await tool<string[]>('POST', 'statements', {
      body: actors.map((actor) => ({
        actor: { objectType: 'Agent', ...actor },
        verb: { id: 'http://adlnet.gov/expapi/verbs/experienced' },
        object: { id: 'https://authoring.example.test/modules/ladders' },
      })),
    });
    expect(written.status).toBe(200);
    const texts = [who.first_name, who.last_name, who.email];
    expect((await itemsNaming(texts)).length).toBeGreaterThan(5);
    // A colleague whose events must keep their name.
    const colleagueName = person();
    const colleague = await addSignedInUser(owner.token, { ...colleagueName, role_id: ROLE.USER });
    await drainEvents();
    const colleagueBefore = await userEvents(companyId, colleague.user.id);
    expect(JSON.stringify(colleagueBefore)).toContain(colleagueName.last_name);
    const stampedBefore = new Date().toISOString();

    const erased = await erase(owner.token, data.id);
    expect(erased.status, JSON.stringify(erased.body)).toBe(200);
    expect(erased.body.message).toBe(ERASURE_MSG.ERASED);
    expect(erased.body.data).toMatchObject({ id: data.id, first_name: 'Erased', records_kept: false });
    expect(erased.body.data.email).toMatch(/^erased-[0-9a-f]{10}@erased\.invalid$/);
    await drainEvents();

    expect(await itemsNaming(texts)).toEqual([]);
    // Every statement naming them is gone, whoever wrote it and whichever identifier it used; the colleague's stays.
    const [byEmail, bySha1, byAccount, colleagues] = written.body;
    for (const id of [byEmail, bySha1, byAccount])
      expect((await tool('GET', 'statements', { query: { statementId: id! } })).status, id).toBe(404);
    expect((await tool('GET', 'statements', { query: { statementId: colleagues! } })).status).toBe(200);
    expect(await filesNaming(owner.user.company_id, data.id, texts)).toEqual([]);
    for (const certificate of data.certificates)
      expect(await findCertificate(certificate.certificateId)).toBeUndefined();
    // The export's zip (its bytes are compressed, so it is looked for by its folder) and the certificate PDFs.
    for (const folder of ['personal-data', 'certificates', 'avatar', 'certificate']) {
      const listed = await s3Client().send(
        new ListObjectsV2Command({ Bucket: config.uploadsBucket, Prefix: `c/${owner.user.company_id}/${folder}/` }),
      );
      expect(listed.Contents ?? [], folder).toEqual([]);
    }
    // The identity and every session are gone.
    expect((await call('GET', '/v1/user/profile', { token: data.learner.token })).status).toBe(401);
    const signIn = await call('POST', '/v1/clients/web/admin/login', {
      body: { email: who.email, password: data.learner.password },
    });
    expect(signIn.status).not.toBe(200);
    // The user stays, as the pseudonym, archived (the company's counts still add up).
    const row = await call('GET', `/v1/users/${data.id}`, { token: owner.token });
    expect(row.status).toBe(200);
    expect(row.body.data).toMatchObject({ first_name: 'Erased', email: erased.body.data.email });
    // The audit log keeps its events, pseudonymised, its chain still verifies, and the erasure is in it by the pseudonym.
    const verified = await call('POST', '/v1/audit-log/verify', { token: owner.token });
    expect(verified.status).toBe(200);
    expect(verified.body.data).toMatchObject({ verified: true, first_broken: null });
    expect(verified.body.data.events_checked).toBeGreaterThan(3);
    const logged = await call('GET', `/v1/audit-log?action=privacy.eraseUser&target_type=user&target_id=${data.id}`, {
      token: owner.token,
    });
    expect(logged.status).toBe(200);
    expect(JSON.stringify(logged.body.data)).toContain(`Erased ${erased.body.data.last_name}`);
    // The user's events were found through the indexes: their account's (and memberships') events are pseudonymised.
    const about = (await userEvents(companyId, data.id)).filter((event) => String(event.at) < stampedBefore);
    expect(about.length).toBeGreaterThan(1);
    for (const event of about) expect(event.pseudonymised_at, String(event.action)).toBeDefined();
    // Only theirs: the colleague's events are as they were.
    expect(await userEvents(companyId, colleague.user.id)).toEqual(colleagueBefore);

    // A change stamped before the erasure whose record reaches the consumer only now (a stalled stream) is appended
    // with the pseudonym: the erasure's tombstone says who was erased, without their name.
    const late = await consumeAuditStream([lateRecord(companyId, data.id, owner.user.id, who, stampedBefore)]);
    expect(late).toMatchObject({ appended: 1, batchItemFailures: [] });
    const lateEvent = (await userEvents(companyId, data.id)).find((event) => event.event_id === `late-${data.id}`);
    expect(lateEvent).toMatchObject({
      pii: {
        actor_name: expect.any(String),
        target_name: `Erased ${erased.body.data.last_name}`,
        changes: expect.arrayContaining([
          { field: 'last_name', before: erased.body.data.last_name, after: `${erased.body.data.last_name}-Smith` },
          { field: 'job_title', after: 'Assistant to Erased' },
        ]),
      },
      pseudonymised_at: expect.any(String),
    });
    expect(await itemsNaming(texts)).toEqual([]);
    const reverified = await call('POST', '/v1/audit-log/verify', { token: owner.token });
    expect(reverified.body.data).toMatchObject({ verified: true, first_broken: null });
    // Not twice.
    expect((await erase(owner.token, data.id)).status).toBe(422);
  });

  it('keeps completion and certificate facts under the pseudonym when the company keeps them as a legal obligation', async () => {
    const owner = await registerCompany();
    const saved = await call('PUT', '/v1/privacy/settings', {
      token: owner.token,
      body: { legal_records: 1, anonymise_archived_months: 0, purge_learning_years: 0 },
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const who = person();
    const data = await learnerWithData(owner, who);

    const erased = await erase(owner.token, data.id);
    expect(erased.status, JSON.stringify(erased.body)).toBe(200);
    expect(erased.body.data.records_kept).toBe(true);
    await drainEvents();

    expect(await itemsNaming([who.first_name, who.last_name, who.email])).toEqual([]);
    expect(await filesNaming(owner.user.company_id, data.id, [who.first_name, who.last_name, who.email])).toEqual([]);
    const pseudonym = `${erased.body.data.first_name} ${erased.body.data.last_name}`;
    for (const certificate of data.certificates) {
      expect((await findCertificate(certificate.certificateId))?.name).toBe(pseudonym);
    }
    const verified = await call('GET', `/v1/certificates/verify/${data.certificates[1]!.certificateId}`);
    expect(verified.status).toBe(200);
    expect(JSON.stringify(verified.body)).toContain(pseudonym);
  });

  it('keeps who made an LRS client and a forwarding target under the pseudonym when a former administrator is erased', async () => {
    const owner = await registerCompany();
    const who = person();
    const former = await addSignedInUser(owner.token, { ...who, role_id: ROLE.USER });
    // One administrator per company: the role passes to them and, after, back to the owner.
    const makeAdmin = async (
      token: string,
      user: { id: string; first_name: string; last_name: string; email: string },
    ) => {
      const edited = await call('PUT', `/v1/users/${user.id}`, {
        token,
        body: { first_name: user.first_name, last_name: user.last_name, email: user.email, role_id: ROLE.ADMIN },
      });
      expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    };
    await makeAdmin(owner.token, { id: former.user.id, ...who });
    const adminToken = (await login(who.email, former.password)).token;
    const client = await createLrsClient(adminToken, { name: 'Authoring tool' });
    const target = await call('POST', '/v1/xapi-forwarding', {
      token: adminToken,
      body: { name: 'Watershed', endpoint: 'https://lrs.example.test/xapi/', key: 'k', secret: 'forward-secret' },
    });
    expect(target.status, JSON.stringify(target.body)).toBe(201);
    const madeBy = async (token: string) => {
      const [clients, targets] = await Promise.all([
        call('GET', '/v1/xapi-clients', { token }),
        call('GET', '/v1/xapi-forwarding', { token }),
      ]);
      expect([clients.status, targets.status], JSON.stringify([clients.body, targets.body])).toEqual([200, 200]);
      const by = (rows: { id: string; created_by: string | null }[], id: string) =>
        rows.find((row) => row.id === id)?.created_by;
      return { client: by(clients.body.data, client.id), target: by(targets.body.data, target.body.data.id) };
    };
    const name = `${who.first_name} ${who.last_name}`;
    expect(await madeBy(adminToken)).toEqual({ client: name, target: name });
    // An administrator cannot be erased: first no longer one.
    await makeAdmin(adminToken, {
      id: owner.user.id,
      first_name: String(owner.user.first_name),
      last_name: String(owner.user.last_name),
      email: owner.email,
    });
    const erased = await erase(owner.token, former.user.id);
    expect(erased.status, JSON.stringify(erased.body)).toBe(200);
    const pseudonym = `${erased.body.data.first_name} ${erased.body.data.last_name}`;
    expect(await madeBy(owner.token)).toEqual({ client: pseudonym, target: pseudonym });
    expect(await itemsNaming([who.last_name, who.email])).toEqual([]);
  });

  it('asks for the confirmation word, refuses learners, managers, oneself and the administrator, and hides other companies', async () => {
    const owner = await registerCompany();
    const learner = await addSignedInUser(owner.token, { role_id: ROLE.USER });
    const manager = await addSignedInUser(owner.token, { role_id: ROLE.MANAGER });
    expect((await erase(owner.token, learner.user.id, 'yes')).status).toBe(422);
    expect((await call('POST', `/v1/users/${learner.user.id}/erase`, { token: owner.token, body: {} })).status).toBe(
      422,
    );
    expect((await erase(learner.token, manager.user.id)).status).toBe(403);
    expect((await erase(manager.token, learner.user.id)).status).toBe(403);
    expect((await erase(owner.token, owner.user.id)).status).toBe(422);
    const other = await registerCompany();
    expect((await erase(other.token, learner.user.id)).status).toBe(404);
    expect((await call('GET', `/v1/users/${learner.user.id}`, { token: owner.token })).body.data.email).toBe(
      learner.user.email,
    );
    expect((await call('GET', '/v1/privacy/settings', { token: learner.token })).status).toBe(403);
    expect((await call('GET', '/v1/privacy/settings', { token: owner.token })).body.data).toEqual({
      legal_records: 0,
      anonymise_archived_months: 0,
      purge_learning_years: 0,
      audit_archive_years: AUDIT_ARCHIVE_YEARS.DEFAULT,
    });
  });

  it("saves the audit log archive's years with the privacy rules, on the company too (the daily archive reads them there)", async () => {
    const owner = await registerCompany();
    const rules = { legal_records: 0, anonymise_archived_months: 0, purge_learning_years: 0 };
    const save = (body: Record<string, unknown>) => call('PUT', '/v1/privacy/settings', { token: owner.token, body });
    expect((await save({ ...rules, audit_archive_years: 3 })).status).toBe(200);
    const refused = await save({ ...rules, audit_archive_years: AUDIT_ARCHIVE_YEARS.MAX + 1 });
    expect(refused.status).toBe(422);
    expect(Object.keys(refused.body.errors ?? {})).toEqual(['audit_archive_years']);
    // Saved without the years (an older client), the years stay.
    expect((await save({ ...rules, legal_records: 1 })).body.data.audit_archive_years).toBe(3);
    expect((await call('GET', '/v1/privacy/settings', { token: owner.token })).body.data).toMatchObject({
      legal_records: 1,
      audit_archive_years: 3,
    });
    const { Item } = await documentClient().send(
      new GetCommand({
        TableName: config.tableName,
        Key: { pk: keys.company(owner.user.company_id), sk: keys.companySk },
      }),
    );
    expect(Item?.audit_archive_years).toBe(3);
  });
});

describe('erasure requests', () => {
  it('a learner asks, the administrator declines or approves (which erases), and the record stays', async () => {
    const owner = await registerCompany();
    const who = person();
    const learner = await addSignedInUser(owner.token, { ...who, role_id: ROLE.USER });
    const asked = await call('POST', '/v1/profile/erasure-requests', {
      token: learner.token,
      body: { reason: 'I have left' },
    });
    expect(asked.status, JSON.stringify(asked.body)).toBe(201);
    expect(asked.body.data).toMatchObject({ status: PRIVACY_REQUEST_STATUS.PENDING, user_id: learner.user.id });
    expect((await call('POST', '/v1/profile/erasure-requests', { token: learner.token, body: {} })).status).toBe(409);
    expect((await call('POST', '/v1/profile/erasure-requests', { token: owner.token, body: {} })).status).toBe(422);

    const first = asked.body.data.id as string;
    expect((await call('GET', '/v1/privacy/erasure-requests', { token: learner.token })).status).toBe(403);
    const listed = await call('GET', '/v1/privacy/erasure-requests', { token: owner.token });
    expect(listed.body.data).toEqual([
      expect.objectContaining({ id: first, user_name: `${who.first_name} ${who.last_name}`, status: 'pending' }),
    ]);
    const other = await registerCompany();
    const decide = (token: string, id: string, decision: string) =>
      call('POST', `/v1/privacy/erasure-requests/${id}/decision`, { token, body: { decision } });
    expect((await decide(other.token, first, 'approve')).status).toBe(404);

    const declined = await decide(owner.token, first, 'decline');
    expect(declined.status).toBe(200);
    expect(declined.body.data.status).toBe(PRIVACY_REQUEST_STATUS.DECLINED);
    expect((await decide(owner.token, first, 'approve')).status).toBe(409);
    expect((await call('GET', '/v1/user/profile', { token: learner.token })).status).toBe(200);

    const again = await call('POST', '/v1/profile/erasure-requests', { token: learner.token, body: {} });
    expect(again.status).toBe(201);
    // No drain here: the decline's event may still be on its way from the stream; the consumer appends it with the
    // pseudonym once the erasure's tombstone is there.
    const approved = await decide(owner.token, again.body.data.id as string, 'approve');
    expect(approved.status, JSON.stringify(approved.body)).toBe(200);
    expect(approved.body.data).toMatchObject({ status: PRIVACY_REQUEST_STATUS.COMPLETED, decided_by: owner.user.id });
    expect(approved.body.data.user_name).toMatch(/^Erased user /);
    expect((await call('GET', '/v1/user/profile', { token: learner.token })).status).toBe(401);
    await drainEvents();
    expect(await itemsNaming([who.first_name, who.last_name, who.email])).toEqual([]);
    const record = (await call('GET', '/v1/privacy/erasure-requests', { token: owner.token })).body.data;
    expect(record.map((request: { status: string }) => request.status)).toEqual(['completed', 'declined']);
    // Erasing a user from their page completes their pending request: the record says what happened.
    const colleague = await addSignedInUser(owner.token, { role_id: ROLE.USER });
    const pending = await call('POST', '/v1/profile/erasure-requests', { token: colleague.token, body: {} });
    expect(pending.status).toBe(201);
    expect((await erase(owner.token, colleague.user.id)).status).toBe(200);
    const after = (await call('GET', '/v1/privacy/erasure-requests', { token: owner.token })).body.data;
    expect(after.find((request: { id: string }) => request.id === pending.body.data.id)).toMatchObject({
      status: PRIVACY_REQUEST_STATUS.COMPLETED,
      decided_by: owner.user.id,
    });
  });
});
