/**
 * Multi-step asynchronous handlers that fail part-way (a write or a send injected to fail with vi.spyOn) leave
 * nothing half-written, and their retry (the same event again, as Lambda's async retry delivers it) finishes the work
 * with exactly one effect: one file, one certificate, one email and one notification per person. Imports are
 * covered too: a user whose creation failed is reported, leaves nothing behind, and the same import run again
 * creates only that one. The handlers run in this process against the stack's table, bucket and mail outbox.
 */
import { randomUUID } from 'node:crypto';
import { CreateJobCommand } from '@aws-sdk/client-mediaconvert';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { DETAIL_TYPE, NOTIFICATION_DEFAULTS, ROLE, USER_COURSE_STATE } from '@skillway/shared';
import * as materials from '@skillway/functions/core/content/courses/material-repository';
import * as progress from '@skillway/functions/core/delivery/progress/course-progress-repository';
import { getCourseEnrolment } from '@skillway/functions/core/delivery/progress/course-progress-repository';
import { findCertificate } from '@skillway/functions/core/learner/certificates/certificate-repository';
import { createReportJob, getReportJob } from '@skillway/functions/core/oversight/reports/report-jobs';
import * as reportJobs from '@skillway/functions/core/oversight/reports/report-jobs';
import { findCompany } from '@skillway/functions/core/people/companies/company-repository';
import * as createUser from '@skillway/functions/core/people/users/create-user';
import { ENV } from '@skillway/functions/core/platform/definitions/environment';
import { addDays } from '@skillway/functions/core/platform/format/calendar-day';
import { baseLogger } from '@skillway/functions/core/platform/http/logger';
import * as mail from '@skillway/functions/core/platform/mail/send-email';
import { importUserRecords } from '@skillway/functions/core/workflows/import-users';
import { handler as buildReport } from '../../events/handlers/build-report';
import { handler as generateCertificate } from '../../events/handlers/generate-certificate';
import { handler as notifyCourseCompletion } from '../../events/handlers/notify-course-completion';
import { handler as notifyEnrolment } from '../../events/handlers/notify-enrolment';
import { handler as sendRegistrationEmail } from '../../events/handlers/send-registration-email';
import { handler as sendWelcomeEmail } from '../../events/handlers/send-welcome-email';
import { handler as sendReminders } from '../../events/schedules/send-reminders';
import { handler as startTranscode } from '../../events/handlers/start-transcode';
import { registerCompany, uniqueEmail } from '../factories/accounts';
import { addLink, createCourse, mp4File, uploadFile } from '../factories/courses';
import { call } from '../factories/http';
import { addPerson, type TPerson } from '../factories/people';
import { accessAllMaterial, enrolOnCourse } from '../factories/test-taking';
import { capturePublishedEvents, readEffects, settledEffects } from './async-idempotency/effects';
import { awsRuntime, busEvent, mediaConvert } from './async-idempotency/samples';

const realSendEmail = mail.sendEmail;

/** The mail outbox fails the `failing`-th send (1-based) with an SES-like error; every other send goes through. */
function failNthEmail(failing: number) {
  let sends = 0;
  return vi.spyOn(mail, 'sendEmail').mockImplementation(async (email) => {
    sends += 1;
    if (sends === failing) throw Object.assign(new Error('Rate exceeded'), { name: 'ThrottlingException' });
    return realSendEmail(email);
  });
}

/** The company's effects as lines: its items (sort keys), files and emails, for counting. */
async function effectsOf(companyId: string, addresses: string[]) {
  return readEffects(companyId, new Set(addresses.map((address) => address.toLowerCase())));
}

const mailTo = (effects: Awaited<ReturnType<typeof effectsOf>>, address: string) =>
  effects.mail.filter((line) => line.split(' ')[1] === address.toLowerCase());

const notificationsOf = (effects: Awaited<ReturnType<typeof effectsOf>>, userId: string) =>
  effects.items.filter((item) => String(item.sk).startsWith(`NOTIF#${userId}#`));

beforeAll(() => capturePublishedEvents());
afterEach(() => vi.restoreAllMocks());
afterAll(() => {
  vi.restoreAllMocks();
  mediaConvert.restore();
});

describe('a handler that fails part-way succeeds on retry with one effect', () => {
  it('report (emailed): the file is built once, the job marked once, the email sent once after it failed', async () => {
    const admin = await registerCompany();
    const companyId = admin.user.company_id;
    const job = await createReportJob({
      companyId,
      requestedBy: admin.user.id,
      report: 'users',
      type: 'csv',
      filters: {},
      delivery: 'email',
    });
    const event = busEvent(DETAIL_TYPE.REPORT_REQUESTED, { company_id: companyId, job_id: job.job_id });

    // 1. The job cannot be marked ready (a throttled UpdateItem): the file exists, the job stays pending.
    const mark = vi
      .spyOn(reportJobs, 'markReportReady')
      .mockRejectedValueOnce(new Error('ProvisionedThroughputExceeded'));
    await expect(buildReport(event)).rejects.toThrow('ProvisionedThroughputExceeded');
    expect((await getReportJob(companyId, job.job_id))?.status).toBe('pending');
    mark.mockRestore();

    // 2. Marked ready, then the email fails: the job is ready (its file whole), the email is owed.
    failNthEmail(1);
    await expect(buildReport(event)).rejects.toThrow('Rate exceeded');
    const ready = await getReportJob(companyId, job.job_id);
    expect(ready).toMatchObject({ status: 'ready' });
    expect(ready?.emailed_at).toBeUndefined();
    vi.restoreAllMocks();

    // 3. The retry sends the email; a further redelivery changes nothing.
    await buildReport(event);
    const after = await effectsOf(companyId, [admin.email]);
    await buildReport(event);
    const again = await effectsOf(companyId, [admin.email]);
    expect(again).toEqual(after);
    expect(after.files.filter((file) => file.startsWith(`c/${companyId}/reports/${job.job_id}/`))).toHaveLength(1);
    expect(mailTo(after, admin.email).filter((line) => line.includes('User Report'))).toHaveLength(1);
    expect((await getReportJob(companyId, job.job_id))?.emailed_at).toBeTruthy();
  });

  it('certificate: a failed enrolment write leaves no PDF behind; the retry makes one certificate and one file', async () => {
    const admin = await registerCompany();
    const companyId = admin.user.company_id;
    const courseId = (await createCourse(admin.token)).id;
    await addLink(admin.token, courseId);
    const learner = await addPerson(companyId, ROLE.USER, 'certified');
    await enrolOnCourse(admin.token, courseId, [learner.id]);
    await accessAllMaterial(companyId, courseId, learner.id, USER_COURSE_STATE.COMPLETE);
    const event = busEvent(DETAIL_TYPE.COURSE_COMPLETED, {
      event_id: randomUUID(),
      company_id: companyId,
      course_id: courseId,
      user_id: learner.id,
      completed_at: new Date().toISOString(),
    });
    const certificates = (files: string[]) =>
      files.filter((file) => file.startsWith(`c/${companyId}/certificates/${courseId}/${learner.id}/`));

    vi.spyOn(progress, 'updateCourseProgress').mockRejectedValueOnce(new Error('TransactionConflict'));
    await expect(generateCertificate(event)).rejects.toThrow('TransactionConflict');
    expect(certificates((await effectsOf(companyId, [])).files)).toEqual([]);
    expect((await getCourseEnrolment(companyId, courseId, learner.id)).certificate_id).toBeUndefined();
    vi.restoreAllMocks();

    await generateCertificate(event);
    await generateCertificate(event);
    const enrolment = await getCourseEnrolment(companyId, courseId, learner.id);
    expect(enrolment.certificate_id).toBeTruthy();
    expect(certificates((await effectsOf(companyId, [])).files)).toHaveLength(1);
    expect(certificates((await effectsOf(companyId, [])).files)[0]).toContain(enrolment.certificate_key!);
    expect(await findCertificate(enrolment.certificate_id!)).toMatchObject({
      certificate_id: enrolment.certificate_id,
    });
  });

  it('course completion: the email fails, the retry sends it once; one in-app notification', async () => {
    const admin = await registerCompany();
    const companyId = admin.user.company_id;
    const courseId = (await createCourse(admin.token)).id;
    const learner = await addPerson(companyId, ROLE.USER, 'finisher');
    const event = busEvent(DETAIL_TYPE.COURSE_COMPLETED, {
      event_id: randomUUID(),
      company_id: companyId,
      course_id: courseId,
      user_id: learner.id,
      completed_at: new Date().toISOString(),
    });
    const spy = failNthEmail(1);
    await expect(notifyCourseCompletion(event)).rejects.toThrow('Rate exceeded');
    vi.restoreAllMocks();
    await notifyCourseCompletion(event);
    await notifyCourseCompletion(event);
    expect(spy).toHaveBeenCalledTimes(1);
    const effects = await effectsOf(companyId, [learner.email]);
    expect(mailTo(effects, learner.email)).toHaveLength(1);
    expect(notificationsOf(effects, learner.id)).toHaveLength(1);
  });

  it('enrolment fan-out: one of three emails fails, the retry completes it; each person notified and emailed once', async () => {
    const admin = await registerCompany();
    const companyId = admin.user.company_id;
    const courseId = (await createCourse(admin.token)).id;
    const people: TPerson[] = [];
    for (const label of ['fan-a', 'fan-b', 'fan-c']) people.push(await addPerson(companyId, ROLE.USER, label));
    const event = busEvent(DETAIL_TYPE.COURSE_ASSIGNED, {
      event_id: randomUUID(),
      company_id: companyId,
      course_id: courseId,
      actor_id: admin.user.id,
      user_ids: people.map((person) => person.id),
      group_ids: [],
      deadline: null,
      occurred_at: new Date().toISOString(),
    });
    failNthEmail(2);
    await expect(notifyEnrolment(event)).rejects.toThrow('Rate exceeded');
    vi.restoreAllMocks();
    await notifyEnrolment(event);
    await notifyEnrolment(event);
    const effects = await effectsOf(
      companyId,
      people.map((person) => person.email),
    );
    for (const person of people) {
      expect(mailTo(effects, person.email), person.email).toHaveLength(1);
      expect(notificationsOf(effects, person.id), person.email).toHaveLength(1);
    }
  });

  it('reminders: one of two reminder emails fails, the rerun of the day sends only the missing one', async () => {
    const admin = await registerCompany();
    const companyId = admin.user.company_id;
    const courseId = (await createCourse(admin.token)).id;
    await addLink(admin.token, courseId);
    expect((await call('POST', `/v1/course/publish/${courseId}`, { token: admin.token })).status).toBe(200);
    const people = [
      await addPerson(companyId, ROLE.USER, 'remind-a'),
      await addPerson(companyId, ROLE.USER, 'remind-b'),
    ];
    const deadline = '2035-09-20';
    const enrolled = await call('POST', `/v1/course/enrol/${courseId}`, {
      token: admin.token,
      body: { assign_users: people.map((person) => person.id), selected_date: deadline },
    });
    expect(enrolled.status, JSON.stringify(enrolled.body)).toBe(200);
    const day = addDays(deadline, -NOTIFICATION_DEFAULTS.days.deadline_before);
    const event = {
      id: randomUUID(),
      'detail-type': 'Scheduled Event' as const,
      time: new Date().toISOString(),
      detail: { now: `${day}T08:00:00Z`, company_ids: [companyId] },
    };
    const addresses = people.map((person) => person.email);
    // After the stack's own emails of the enrolment (course assigned, deadline set) have landed.
    const before = await settledEffects(companyId, new Set(addresses.map((address) => address.toLowerCase())));

    failNthEmail(2);
    await expect(sendReminders(event)).rejects.toThrow(/failed to deliver/);
    vi.restoreAllMocks();
    await sendReminders(event);
    await sendReminders(event);
    const after = await effectsOf(companyId, addresses);
    for (const person of people) {
      expect(mailTo(after, person.email).length - mailTo(before, person.email).length, person.email).toBe(1);
      expect(notificationsOf(after, person.id).length - notificationsOf(before, person.id).length, person.email).toBe(
        1,
      );
    }
  });

  it('welcome emails: the second of two fails, the retry sends it; each person welcomed once and marked sent', async () => {
    const admin = await registerCompany();
    const companyId = admin.user.company_id;
    const people = [await addPerson(companyId, ROLE.USER, 'hello-a'), await addPerson(companyId, ROLE.USER, 'hello-b')];
    const event = busEvent(DETAIL_TYPE.WELCOME_EMAIL_REQUESTED, {
      company_id: companyId,
      user_ids: people.map((person) => person.id),
      request_id: randomUUID(),
    });
    failNthEmail(2);
    await expect(sendWelcomeEmail(event)).rejects.toThrow(/welcome emails failed/);
    vi.restoreAllMocks();
    await sendWelcomeEmail(event);
    await sendWelcomeEmail(event);
    const effects = await effectsOf(
      companyId,
      people.map((person) => person.email),
    );
    for (const person of people) {
      expect(mailTo(effects, person.email), person.email).toHaveLength(1);
      const user = effects.items.find((item) => item.sk === `USER#${person.id}`);
      expect(user?.is_mail_sent, person.email).toBe(1);
    }
  });

  it('registration email: the send fails, the retry sends it once; one welcome notification', async () => {
    const admin = await registerCompany();
    const companyId = admin.user.company_id;
    const second = await addPerson(companyId, ROLE.ADMIN, 'registrant');
    const event = busEvent(DETAIL_TYPE.COMPANY_REGISTERED, { company_id: companyId, user_id: second.id });
    failNthEmail(1);
    await expect(sendRegistrationEmail(event)).rejects.toThrow('Rate exceeded');
    const user = (await effectsOf(companyId, [])).items.find((item) => item.sk === `USER#${second.id}`);
    expect(user?.registration_email_sent_at, 'the claim is released').toBeUndefined();
    vi.restoreAllMocks();
    await sendRegistrationEmail(event);
    await sendRegistrationEmail(event);
    const effects = await effectsOf(companyId, [second.email]);
    expect(mailTo(effects, second.email)).toHaveLength(1);
    expect(notificationsOf(effects, second.id)).toHaveLength(1);
  });

  it('import: a user whose creation fails leaves nothing behind; the same import again creates only that one', async () => {
    const admin = await registerCompany();
    const companyId = admin.user.company_id;
    const records = ['imp-a', 'imp-b', 'imp-c'].map((label, index) => ({
      row: index + 2,
      first_name: label,
      last_name: 'Imported',
      email: uniqueEmail(label),
      unique_id: undefined,
      groups: undefined,
    }));
    const options = { source: 'csv', updateExisting: true, totalRows: records.length, log: baseLogger() };
    const usersBefore = (await findCompany(companyId))?.total_users ?? 0;

    // The second record's creation fails on its try and its one retry (e.g. Cognito throttled throughout).
    const realCreate = createUser.createCompanyUser;
    vi.spyOn(createUser, 'createCompanyUser').mockImplementation(async (...args) => {
      if (args[1].email === records[1]!.email) throw new Error('TooManyRequestsException');
      return realCreate(...args);
    });
    const first = await importUserRecords(companyId, records, options);
    expect(first).toMatchObject({ created: 2, failed: 1 });
    vi.restoreAllMocks();
    let effects = await effectsOf(companyId, []);
    const named = (email: string) => effects.items.filter((item) => item.email === email.toLowerCase());
    // The failed row is reported (an error log), and no user or address lookup names it.
    expect(named(records[1]!.email).map((item) => item._et)).toEqual(['ErrorLog']);
    expect((await findCompany(companyId))?.total_users).toBe(usersBefore + 2);

    const second = await importUserRecords(companyId, records, options);
    expect(second).toMatchObject({ created: 1, unchanged: 2, failed: 0 });
    const third = await importUserRecords(companyId, records, options);
    expect(third).toMatchObject({ created: 0, unchanged: 3, failed: 0 });
    effects = await effectsOf(companyId, []);
    for (const record of records) {
      const kinds = named(record.email)
        .map((item) => String(item._et))
        .filter((kind) => kind !== 'ErrorLog')
        .sort();
      expect(kinds, record.email).toEqual(['EmailLookup', 'User']);
    }
    expect((await findCompany(companyId))?.total_users).toBe(usersBefore + 3);
  });
  it('transcode: the job is created but not recorded; the retry asks MediaConvert with the same token (one job)', async () => {
    const admin = await registerCompany();
    const companyId = admin.user.company_id;
    const courseId = (await createCourse(admin.token)).id;
    const s3_url = await uploadFile(admin.token, 'course-video', await mp4File('Intro.mp4'));
    const added = await call('POST', '/v1/course/add/training-material', {
      token: admin.token,
      body: { course: courseId, title: 'Intro', type: 'video', s3_url },
    });
    expect(added.status).toBe(201);
    const assetId = added.body.data.id as string;
    const key = (await materials.findAsset(companyId, courseId, assetId))!.file_key!;
    const event = busEvent(
      'Object Created',
      {
        bucket: { name: process.env[ENV.UPLOADS_BUCKET] },
        object: { key: encodeURIComponent(key).replace(/%2F/g, '/') },
      },
      'aws.s3',
    );
    mediaConvert.reset();
    // MediaConvert answers a repeated token with the job it made for it.
    mediaConvert.on(CreateJobCommand).resolves({ Job: { Id: 'job-once', Role: 'r', Settings: {} } });
    // The claim is written, the job created, then recording its id fails.
    const realUpdate = materials.updateAssetFields;
    let updates = 0;
    vi.spyOn(materials, 'updateAssetFields').mockImplementation(async (...args) => {
      updates += 1;
      if (updates === 2) throw new Error('ProvisionedThroughputExceeded');
      return realUpdate(...args);
    });
    const restore = awsRuntime();
    try {
      await expect(startTranscode(event)).rejects.toThrow('ProvisionedThroughputExceeded');
      // Nothing half-written: the claim was released, the material is not marked processing.
      const released = await materials.findAsset(companyId, courseId, assetId);
      expect(released?.transcode_job_id).toBeUndefined();
      vi.restoreAllMocks();
      await startTranscode(event);
      await startTranscode(event);
    } finally {
      restore();
    }
    const tokens = mediaConvert.commandCalls(CreateJobCommand).map((call) => call.args[0].input.ClientRequestToken);
    expect(tokens).toHaveLength(2);
    expect(new Set(tokens).size, 'one idempotency token for the event').toBe(1);
    expect(await materials.findAsset(companyId, courseId, assetId)).toMatchObject({
      transcode_job_id: 'job-once',
      video_status: 'processing',
    });
  });
});
