/**
 * Download my data against the running local stack: a learner with data in every area asks for their export from
 * Profile; the events/ worker builds the zip (data.json, summary.pdf, the certificate PDF and the external training
 * file), the learner gets a bell notification and an email whose link names the export's page, and the download is
 * the zip with each part. An administrator's export of a user opens for administrators only. Another company's user
 * is 404; a learner cannot export or open someone else's; the link refuses after 7 days (410), at its boundary.
 */
import { execFileSync } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import { PutItemCommand } from 'dynamodb-toolbox/entity/actions/put';
import { UpdateItemCommand } from 'dynamodb-toolbox/entity/actions/update';
import { strFromU8, unzipSync } from 'fflate';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  AUDIT_TARGET_TYPE,
  PERSONAL_DATA_EXPORT_LINK_DAYS,
  PERSONAL_DATA_EXPORT_MSG,
  PERSONAL_DATA_EXPORT_NOTIFICATION_TYPE,
} from '@skillway/shared';
import { registerCompany, waitForMail, eventually, type TRegistered } from '../../../test/factories/accounts';
import { addSignedInUser } from '../../../test/factories/added-users';
import { addLink, createCourse } from '../../../test/factories/courses';
import { call } from '../../../test/factories/http';
import { addGroup, addGroupMembers } from '../../../test/factories/people';
import { auditEventsOf } from '../../../test/factories/audit-events';
import { auditEventEntity } from '../../core/platform/db/entities/audit';
import { certificateEntity } from '../../core/platform/db/entities/certificate';
import { enrolmentEntity } from '../../core/platform/db/entities/enrolment';
import { externalTrainingEntity } from '../../core/platform/db/entities/external-training';
import { testLogEntity } from '../../core/platform/db/entities/test-log';
import { userEntity } from '../../core/platform/db/entities/user';
import { xapiDocumentEntity, xapiRegistrationEntity } from '../../core/platform/db/entities/xapi';
import { putLrsStatement } from '../../../test/factories/lrs-statements';
import { LMS_AUTHORITY_KEY } from '../../core/platform/lrs/own-learning-records';
import { keys } from '../../core/platform/db/keys';
import { config } from '../../core/platform/config';
import { uploadsBucket } from '../../core/platform/storage/s3-bucket';
import { putObject } from '../../core/platform/storage/s3-objects';
import { headObject } from '../../core/platform/storage/s3-rest-objects';
import { createExport, findExport, markExportReady } from '../../core/people/privacy/export/export-jobs';
import { cleanExpiredExports } from '../../core/people/privacy/export/clean-exports';
import { buildPersonalDataExport } from '../../core/people/privacy/export/build-export';
import { baseLogger } from '../../core/platform/http/logger';

const DAY_MS = 24 * 60 * 60 * 1000;
/** A fixed instant the made-up records carry (the export shows them as stored). */
const AT = '2026-03-10T09:30:00.000Z';
const AT2 = '2026-03-11T10:00:00.000Z';
const PDF_BYTES = new TextEncoder().encode('%PDF-1.4\n% certificate of Erin Export\n%%EOF\n');
const AVATAR_BYTES = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const FILE_BYTES = new TextEncoder().encode('%PDF-1.4\n% first aid record\n%%EOF\n');

/** A test log's paper as the product keeps it (questions as asked, answers as given). */
const PAPER = {
  questions: [{ id: 'q1', question: 'Where is the assembly point?', options: { A: 'Car park', B: 'Roof' } }],
  answers: [{ question_id: 'q1', value: 'A', correct: true }],
};

let owner: TRegistered;
let stranger: TRegistered;
let learner: { user: { id: string; email: string }; token: string };
let colleague: { user: { id: string; email: string }; token: string };
let courseId: string;
let companyId: string;

type TZip = Record<string, Uint8Array>;

async function pdfText(bytes: Uint8Array): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'export-pdf-'));
  try {
    await writeFile(join(dir, 's.pdf'), bytes);
    return execFileSync('pdftotext', ['-layout', join(dir, 's.pdf'), '-'], { encoding: 'utf8' });
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** Waits for the worker: the export's status as its page polls it. */
async function finished(token: string, id: string) {
  return eventually(async () => {
    const got = await call('GET', `/v1/personal-data-exports/${id}`, { token });
    expect(got.status, JSON.stringify(got.body)).toBe(200);
    return got.body.data.status === 'pending' ? undefined : got.body.data;
  }, 30_000);
}

async function download(token: string, id: string): Promise<TZip> {
  const link = await call('POST', `/v1/personal-data-exports/${id}/download`, { token });
  expect(link.status, JSON.stringify(link.body)).toBe(200);
  const logged = await auditEventsOf(companyId, link.headers.get('x-request-id'));
  expect(logged).toEqual([
    expect.objectContaining({ action: 'privacy.exportDownload', target_type: AUDIT_TARGET_TYPE.PERSONAL_DATA }),
  ]);
  expect(link.body.data.expires_in).toBeLessThanOrEqual(300);
  expect(new URL(link.body.url).pathname).toContain(`/c/${companyId}/personal-data/${id}/`);
  const file = await fetch(link.body.url);
  expect(file.status).toBe(200);
  return unzipSync(new Uint8Array(await file.arrayBuffer()));
}

/** Records of every area the export reads that the API cannot make quickly: written as the product stores them. */
async function seedEveryArea(userId: string): Promise<void> {
  const certificateId = 'cert0export0test0000000000000001';
  const certificateKey = keys.certificateKey(companyId, courseId, userId, certificateId);
  await putObject(uploadsBucket(), certificateKey, PDF_BYTES, { contentType: 'application/pdf' });
  await certificateEntity()
    .build(PutItemCommand)
    .item({
      certificate_id: certificateId,
      name: 'Erin Export',
      course_name: 'Export: Fire Safety',
      completed_at: AT,
      issued_at: AT,
    })
    .send();
  await enrolmentEntity()
    .build(UpdateItemCommand)
    .item({
      company_id: companyId,
      target_type: 'course',
      target_id: courseId,
      user_id: userId,
      state: 3,
      progress: 100,
      completed_at: AT,
      certificate_id: certificateId,
      certificate_key: certificateKey,
      test_score: 90,
    })
    .send();
  await testLogEntity()
    .build(PutItemCommand)
    .item({
      company_id: companyId,
      course_id: courseId,
      user_id: userId,
      log_id: '01JEXPORTTESTLOG0000000001',
      attempt: 1,
      score: 90,
      passed: true,
      pass_mark: 80,
      snapshot: brotliCompressSync(Buffer.from(JSON.stringify(PAPER))),
      created_at: AT,
      gsi1pk: keys.courseChildIndexPk(companyId, '01JEXPORTTESTLOG0000000001'),
      gsi1sk: 'TESTLOG',
    })
    .send();
  const avatarKey = `c/${companyId}/avatar/${userId}/me.png`;
  await putObject(uploadsBucket(), avatarKey, AVATAR_BYTES, { contentType: 'image/png' });
  await userEntity()
    .build(UpdateItemCommand)
    .item({ company_id: companyId, user_id: userId, avatar_key: avatarKey })
    .send();
  const fileKey = `c/${companyId}/external-training/${userId}/first-aid.pdf`;
  await putObject(uploadsBucket(), fileKey, FILE_BYTES, { contentType: 'application/pdf' });
  await externalTrainingEntity()
    .build(PutItemCommand)
    .item({
      company_id: companyId,
      user_id: userId,
      training_id: 'exttr-export-1',
      name: 'First Aid at Work',
      completed: '2026-02-01',
      type: 1,
      body: 'St John Ambulance',
      result: 'passed',
      file_key: fileKey,
      file_name: 'First Aid.pdf',
      file_mime: 'application/pdf',
      file_size: FILE_BYTES.byteLength,
      created_by: userId,
      gsi1pk: keys.externalTrainingIndexPk(companyId, 'exttr-export-1'),
      gsi1sk: keys.externalTrainingIndexSk,
    })
    .send();
  const registration = '6f1c2a54-0000-4000-8000-00000000e1e1';
  const previousRegistration = '6f1c2a54-0000-4000-8000-00000000e0e0';
  await xapiRegistrationEntity()
    .build(PutItemCommand)
    .item({
      company_id: companyId,
      user_id: userId,
      asset_id: 'asset-export',
      registration,
      course_id: courseId,
      previous: [previousRegistration],
    })
    .send();
  await putLrsStatement(companyId, {
    registration,
    actorUserId: userId,
    statementId: '7a000000-0000-4000-8000-000000000001',
    verb: 'http://adlnet.gov/expapi/verbs/completed',
    object: 'https://example.test/act/export',
    stored: AT,
  });
  // The product's own statement about the learner (issue 35): no package registration, found by the learner's agent.
  await putLrsStatement(companyId, {
    actorUserId: userId,
    homePage: config.appUrl,
    authorityKey: LMS_AUTHORITY_KEY,
    statementId: '7a000000-0000-4000-8000-000000000002',
    verb: 'http://adlnet.gov/expapi/verbs/experienced',
    object: 'https://example.test/act/material',
    stored: AT,
  });
  // A statement of an earlier run the registration replaced: still the learner's record.
  await putLrsStatement(companyId, {
    registration: previousRegistration,
    actorUserId: userId,
    statementId: '7a000000-0000-4000-8000-000000000000',
    verb: 'http://adlnet.gov/expapi/verbs/attempted',
    object: 'https://example.test/act/export',
    stored: AT,
  });
  await xapiDocumentEntity()
    .build(PutItemCommand)
    .item({
      company_id: companyId,
      doc_key: keys.xapiStateSk(userId, registration, 'acthash', 'statehash'),
      doc_id: 'bookmark',
      activity_id: 'https://example.test/act/export',
      content_type: 'application/json',
      body: Buffer.from(JSON.stringify({ page: 7 })).toString('base64'),
      etag: 'etag',
      updated: AT,
    })
    .send();
  await auditEventEntity()
    .build(PutItemCommand)
    .item({
      company_id: companyId,
      recorded_at: AT,
      seq: 987654,
      event_id: 'audit-export-1',
      at: AT,
      action: 'users.update',
      actor_kind: 'user',
      actor_id: owner.user.id,
      target_type: AUDIT_TARGET_TYPE.USER,
      target_id: userId,
      request_id: 'req-export-1',
      source_ip: '203.0.113.9',
      outcome: 'success',
      pii: {
        actor_name: 'Ada Factory',
        target_name: 'Erin Export',
        changes: [{ field: 'job_title', before: 'Picker', after: 'Lead picker' }],
      },
      pii_salt: 'salt',
      pii_digest: 'digest',
      prev_hash: '0'.repeat(64),
      hash: '1'.repeat(64),
      gsi1pk: keys.auditActorIndexPk(companyId, owner.user.id),
      gsi1sk: keys.auditEventSk(AT, 987654),
      gsi2pk: keys.auditTargetIndexPk(companyId, AUDIT_TARGET_TYPE.USER, userId),
      gsi2sk: keys.auditEventSk(AT, 987654),
      gsi3pk: keys.auditActionIndexPk(companyId, 'users.update'),
      gsi3sk: keys.auditEventSk(AT, 987654),
    })
    .send();
  // By the learner, on a colleague's record: listed without the colleague's name or values.
  await auditEventEntity()
    .build(PutItemCommand)
    .item({
      company_id: companyId,
      recorded_at: AT2,
      seq: 987655,
      event_id: 'audit-export-2',
      at: AT2,
      action: 'users.update',
      actor_kind: 'user',
      actor_id: userId,
      target_type: AUDIT_TARGET_TYPE.USER,
      target_id: colleague.user.id,
      request_id: 'req-export-2',
      source_ip: '203.0.113.9',
      outcome: 'success',
      pii: {
        actor_name: 'Ada Factory',
        target_name: 'Erin Export',
        changes: [{ field: 'first_name', before: 'Cal', after: 'Callum' }],
      },
      pii_salt: 'salt',
      pii_digest: 'digest',
      prev_hash: '0'.repeat(64),
      hash: '1'.repeat(64),
      gsi1pk: keys.auditActorIndexPk(companyId, userId),
      gsi1sk: keys.auditEventSk(AT2, 987655),
      gsi2pk: keys.auditTargetIndexPk(companyId, AUDIT_TARGET_TYPE.USER, colleague.user.id),
      gsi2sk: keys.auditEventSk(AT2, 987655),
      gsi3pk: keys.auditActionIndexPk(companyId, 'users.update'),
      gsi3sk: keys.auditEventSk(AT2, 987655),
    })
    .send();
}

beforeAll(async () => {
  owner = await registerCompany();
  stranger = await registerCompany();
  companyId = owner.user.company_id;
  learner = await addSignedInUser(owner.token, { first_name: 'Erin', last_name: 'Export' });
  colleague = await addSignedInUser(owner.token, { first_name: 'Cal', last_name: 'Colleague' });
  const group = await addGroup(owner.token, 'Export Warehouse');
  await addGroupMembers(owner.token, group, [learner.user.id]);
  courseId = (await createCourse(owner.token, { name: 'Export: Fire Safety' })).id;
  await addLink(owner.token, courseId);
  const enrolled = await call('POST', `/v1/course/enrol/${courseId}`, {
    token: owner.token,
    body: { assign_users: [learner.user.id] },
  });
  expect(enrolled.status).toBe(200);
  await seedEveryArea(learner.user.id);
}, 60_000);

describe('Download my data', () => {
  it('a learner exports their own data: notified, emailed a link, and the zip has every part', async () => {
    const requested = await call('POST', '/v1/profile/personal-data-exports', { token: learner.token });
    expect(requested.status, JSON.stringify(requested.body)).toBe(202);
    expect(requested.body.message).toBe(PERSONAL_DATA_EXPORT_MSG.REQUESTED);
    expect(requested.body.data).toMatchObject({
      status: 'pending',
      requested_as: 'self',
      user_id: learner.user.id,
      expired: false,
    });
    const id = requested.body.data.id as string;

    const done = await finished(learner.token, id);
    expect(done.status).toBe('ready');
    expect(done.file_name).toMatch(/\.zip$/);
    expect(Date.parse(done.expires_at) - Date.parse(done.ready_at)).toBe(PERSONAL_DATA_EXPORT_LINK_DAYS * DAY_MS);

    const mail = await waitForMail(learner.user.email, (message) => message.text.includes(`/privacy/exports/${id}`));
    expect(mail.subject).toBe('Your Skillway data export is ready');
    const bell = await call('GET', '/v1/get-notifications', { token: learner.token });
    expect(bell.status).toBe(200);
    const notice = (bell.body.data as { title: string; data: { notification_type: number } }[]).find(
      (item) => item.data.notification_type === PERSONAL_DATA_EXPORT_NOTIFICATION_TYPE,
    );
    expect(notice?.title).toBe('Your data export is ready to download');

    const zip = await download(learner.token, id);
    const names = Object.keys(zip).sort();
    expect(names).toContain('data.json');
    expect(names).toContain('summary.pdf');
    const certificate = names.find((name) => name.startsWith('certificates/') && name.endsWith('.pdf'));
    expect(certificate).toBeDefined();
    expect(zip[certificate!]).toEqual(PDF_BYTES);
    expect(zip['external-training/First Aid.pdf']).toEqual(FILE_BYTES);
    expect(zip['profile/picture.png']).toEqual(AVATAR_BYTES);

    const data = JSON.parse(strFromU8(zip['data.json']!));
    expect(data.profile).toMatchObject({
      user_id: learner.user.id,
      first_name: 'Erin',
      last_name: 'Export',
      email: learner.user.email,
      role: 'User',
      picture: 'profile/picture.png',
    });
    expect(JSON.stringify(data.profile)).not.toMatch(/reset_token|totp_secret|password/);
    expect(data.groups.map((g: { name: string }) => g.name)).toEqual(['Export Warehouse']);
    expect(data.enrolments).toEqual([
      expect.objectContaining({
        target_type: 'course',
        target_id: courseId,
        name: 'Export: Fire Safety',
        state: 3,
        progress: 100,
        test_score: 90,
      }),
    ]);
    expect(data.test_attempts).toEqual([
      expect.objectContaining({
        attempt: 1,
        score: 90,
        passed: true,
        course_name: 'Export: Fire Safety',
        questions_and_answers: PAPER,
      }),
    ]);
    expect(data.certificates).toEqual([
      expect.objectContaining({ course_name: 'Export: Fire Safety', issued_at: AT, file: certificate }),
    ]);
    expect(data.external_training).toEqual([
      expect.objectContaining({ name: 'First Aid at Work', result: 'passed', file: 'external-training/First Aid.pdf' }),
    ]);
    expect(data.notifications.length).toBeGreaterThanOrEqual(1);
    expect(
      data.lrs.statements.map((item: { statement: { verb: { id: string } } }) => item.statement.verb.id).sort(),
    ).toEqual([
      'http://adlnet.gov/expapi/verbs/attempted',
      'http://adlnet.gov/expapi/verbs/completed',
      'http://adlnet.gov/expapi/verbs/experienced',
    ]);
    expect(data.lrs.documents).toEqual([
      expect.objectContaining({ kind: 'state', id: 'bookmark', content: { page: 7 } }),
    ]);
    expect(data.lrs.registrations).toHaveLength(1);
    const byLearner = data.audit_events.find((event: { target_id: string }) => event.target_id === colleague.user.id);
    expect(byLearner).toMatchObject({
      action: 'users.update',
      actor_id: learner.user.id,
      third_party_details_withheld: true,
    });
    expect(JSON.stringify(byLearner)).not.toMatch(/Cal Colleague|Callum/);
    expect(data.audit_events).toContainEqual(
      expect.objectContaining({
        action: 'users.update',
        target_id: learner.user.id,
        changes: [{ field: 'job_title', before: 'Picker', after: 'Lead picker' }],
      }),
    );

    const summary = await pdfText(zip['summary.pdf']!);
    for (const text of [
      'Your personal data',
      'Erin Export',
      learner.user.email,
      'Export Warehouse',
      'Export: Fire Safety',
      'First Aid at Work',
      'users.update',
    ])
      expect(summary).toContain(text);

    // Only the learner opens it: not a colleague, not the company's administrator (a self-requested export).
    for (const token of [colleague.token, owner.token]) {
      expect((await call('GET', `/v1/personal-data-exports/${id}`, { token })).status).toBe(404);
      expect((await call('POST', `/v1/personal-data-exports/${id}/download`, { token })).status).toBe(404);
    }
    const mine = await call('GET', '/v1/personal-data-exports', { token: learner.token });
    expect(mine.body.data.map((item: { id: string }) => item.id)).toContain(id);
  }, 60_000);

  it("an administrator exports a user's data: administrators open it, the user does not", async () => {
    const requested = await call('POST', `/v1/users/${learner.user.id}/personal-data-exports`, { token: owner.token });
    expect(requested.status, JSON.stringify(requested.body)).toBe(202);
    expect(requested.body.data).toMatchObject({
      requested_as: 'admin',
      user_id: learner.user.id,
      user_name: 'Erin Export',
    });
    const id = requested.body.data.id as string;
    expect((await finished(owner.token, id)).status).toBe('ready');
    const mail = await waitForMail(owner.email, (message) => message.text.includes(`/privacy/exports/${id}`));
    expect(mail.subject).toBe('Data export ready: Erin Export');
    const zip = await download(owner.token, id);
    expect(JSON.parse(strFromU8(zip['data.json']!)).profile.user_id).toBe(learner.user.id);

    // The audit log: the request and the download are each one read of the user's personal data, by the administrator.
    const logged = await auditEventsOf(companyId, requested.headers.get('x-request-id'));
    expect(logged).toHaveLength(1);
    expect(logged[0]).toMatchObject({
      action: 'privacy.exportUser',
      actor_id: owner.user.id,
      target_type: AUDIT_TARGET_TYPE.PERSONAL_DATA,
      target_id: learner.user.id,
      pii: expect.objectContaining({ target_name: 'Erin Export' }),
    });
    expect((await call('GET', `/v1/personal-data-exports/${id}`, { token: learner.token })).status).toBe(404);
    const listed = await call('GET', `/v1/personal-data-exports?user_id=${learner.user.id}`, { token: owner.token });
    expect(listed.body.data.map((item: { id: string }) => item.id)).toEqual([id]);
  }, 60_000);

  it('writes summary.pdf in the language of the user it is about, in fonts that print it (issue 34)', async () => {
    const polish = await addSignedInUser(owner.token, { first_name: 'Łucja', last_name: 'Żółć' });
    const chosen = await call('PUT', '/v1/user/profile', {
      token: polish.token,
      body: { first_name: 'Łucja', last_name: 'Żółć', email: polish.user.email, language: 'pl' },
    });
    expect(chosen.status, JSON.stringify(chosen.body)).toBe(200);
    const requested = await call('POST', `/v1/users/${polish.user.id}/personal-data-exports`, { token: owner.token });
    expect(requested.status, JSON.stringify(requested.body)).toBe(202);
    const id = requested.body.data.id as string;
    expect((await finished(owner.token, id)).status).toBe('ready');
    // The administrator who asked reads their notice in their own language.
    const mail = await waitForMail(owner.email, (message) => message.text.includes(`/privacy/exports/${id}`));
    expect(mail.subject).toBe('Data export ready: Łucja Żółć');
    const summary = (await pdfText((await download(owner.token, id))['summary.pdf']!)).replace(/\s+/g, ' ');
    for (const text of ['Twoje dane osobowe', 'Imię i nazwisko: Łucja Żółć', 'Szkolenia zewnętrzne', 'Brak grup.'])
      expect(summary).toContain(text);
    expect(summary).not.toContain('Your personal data');
  }, 60_000);

  it("another company's user is 404; a learner cannot export or list someone else", async () => {
    const foreign = await call('POST', `/v1/users/${learner.user.id}/personal-data-exports`, { token: stranger.token });
    expect(foreign.status).toBe(404);
    const foreignList = await call('GET', `/v1/personal-data-exports?user_id=${learner.user.id}`, {
      token: stranger.token,
    });
    expect(foreignList.status).toBe(404);
    const own = await call('GET', '/v1/personal-data-exports', { token: learner.token });
    const id = own.body.data[0].id as string;
    expect((await call('GET', `/v1/personal-data-exports/${id}`, { token: stranger.token })).status).toBe(404);
    expect((await call('POST', `/v1/personal-data-exports/${id}/download`, { token: stranger.token })).status).toBe(
      404,
    );

    const asLearner = await call('POST', `/v1/users/${colleague.user.id}/personal-data-exports`, {
      token: learner.token,
    });
    expect(asLearner.status).toBe(403);
    const listOther = await call('GET', `/v1/personal-data-exports?user_id=${colleague.user.id}`, {
      token: learner.token,
    });
    expect(listOther.status).toBe(404);
  });

  it('the link refuses once its 7 days are over (410 with the message), and works until then', async () => {
    const now = Date.now();
    const file = { key: keys.personalDataExportFileKey(companyId, 'old', 'old.zip'), fileName: 'old.zip', size: 1 };
    await putObject(uploadsBucket(), file.key, new Uint8Array([1]), { contentType: 'application/zip' });
    const make = async (readyAgoMs: number) => {
      const readyAt = new Date(now - readyAgoMs);
      const item = await createExport({
        companyId,
        userId: learner.user.id,
        userName: 'Erin Export',
        requestedBy: learner.user.id,
        requestedAs: 'self',
        now: new Date(readyAt.getTime() - 60_000),
      });
      expect(await markExportReady(item, file, readyAt)).toBeDefined();
      return item.export_id;
    };
    const expired = await make(PERSONAL_DATA_EXPORT_LINK_DAYS * DAY_MS + 60_000);
    const status = await call('GET', `/v1/personal-data-exports/${expired}`, { token: learner.token });
    expect(status.status).toBe(410);
    expect(status.body.message).toBe(PERSONAL_DATA_EXPORT_MSG.GONE);
    const link = await call('POST', `/v1/personal-data-exports/${expired}/download`, { token: learner.token });
    expect(link.status).toBe(410);
    expect(link.body.message).toBe(PERSONAL_DATA_EXPORT_MSG.GONE);

    const current = await make(PERSONAL_DATA_EXPORT_LINK_DAYS * DAY_MS - 5 * 60_000);
    expect((await call('GET', `/v1/personal-data-exports/${current}`, { token: learner.token })).status).toBe(200);
    expect((await call('POST', `/v1/personal-data-exports/${current}/download`, { token: learner.token })).status).toBe(
      200,
    );
  });

  it('the daily clean-up deletes an export and its zip a day after its link ended, and nothing sooner', async () => {
    const now = Date.now();
    const make = async (readyAgoMs: number, name: string) => {
      const key = keys.personalDataExportFileKey(companyId, name, `${name}.zip`);
      await putObject(uploadsBucket(), key, new Uint8Array([1]), { contentType: 'application/zip' });
      const readyAt = new Date(now - readyAgoMs);
      const item = await createExport({
        companyId,
        userId: learner.user.id,
        userName: 'Erin Export',
        requestedBy: learner.user.id,
        requestedAs: 'self',
        now: new Date(readyAt.getTime() - 60_000),
      });
      expect(await markExportReady(item, { key, fileName: `${name}.zip`, size: 1 }, readyAt)).toBeDefined();
      return { id: item.export_id, key };
    };
    // Its link ended a day and a minute ago: deleted with its zip. One that ended a minute ago still answers 410.
    const gone = await make((PERSONAL_DATA_EXPORT_LINK_DAYS + 1) * DAY_MS + 60_000, 'cleaned');
    const kept = await make(PERSONAL_DATA_EXPORT_LINK_DAYS * DAY_MS + 60_000, 'kept');

    const { deleted } = await cleanExpiredExports(baseLogger(), new Date(now));
    expect(deleted).toBeGreaterThanOrEqual(1);
    expect(await findExport(companyId, gone.id)).toBeUndefined();
    expect(await headObject(uploadsBucket(), gone.key)).toBeUndefined();
    expect((await call('GET', `/v1/personal-data-exports/${gone.id}`, { token: learner.token })).status).toBe(404);
    expect((await call('GET', `/v1/personal-data-exports/${kept.id}`, { token: learner.token })).status).toBe(410);
    expect(await headObject(uploadsBucket(), kept.key)).toBeDefined();
  });

  it('a failed build is marked failed and tells the requester once (bell and email), and is not built again', async () => {
    // An export of a user who has gone since it was asked for: the worker cannot read them.
    const item = await createExport({
      companyId,
      userId: 'gone-user',
      userName: 'Gone User',
      requestedBy: owner.user.id,
      requestedAs: 'admin',
    });
    const notices: string[] = [];
    const notify = async ({ title }: { title: string }) => {
      notices.push(title);
    };
    const detail = { company_id: companyId, export_id: item.export_id };
    expect(await buildPersonalDataExport(detail, notify, baseLogger())).toBe('failed');
    expect(await buildPersonalDataExport(detail, notify, baseLogger())).toBe('skipped');
    expect(notices).toEqual(['The data export of Gone User could not be made']);
    const mail = await waitForMail(owner.email, (message) => message.text.includes('Gone User'));
    expect(mail.subject).toBe('Your Skillway data export could not be made');
    const status = await call('GET', `/v1/personal-data-exports/${item.export_id}`, { token: owner.token });
    expect(status.body.data.status).toBe('failed');
    const link = await call('POST', `/v1/personal-data-exports/${item.export_id}/download`, { token: owner.token });
    expect(link.status).toBe(409);
    expect(link.body.message).toBe(PERSONAL_DATA_EXPORT_MSG.FAILED);
  });
});
