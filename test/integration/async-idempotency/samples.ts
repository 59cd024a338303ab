/**
 * One sample input per asynchronous entry (every EVENT_ROUTES row, every SCHEDULES row, every AWS-triggered handler),
 * each built on a fresh company with the factories, so the idempotency test can run it twice and compare.
 */
import { randomUUID } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { CreateJobCommand, MediaConvertClient } from '@aws-sdk/client-mediaconvert';
import { mockClient } from 'aws-sdk-client-mock';
import { $remove, $set, UpdateItemCommand } from 'dynamodb-toolbox/entity/actions/update';
import {
  AWS_TRIGGERED_HANDLERS,
  DETAIL_TYPE,
  EVENT_ROUTES,
  MB,
  NOTIFICATION_DEFAULTS,
  ROLE,
  SCHEDULES,
  USER_COURSE_STATE,
} from '@skillway/shared';
import { ensureCertificate } from '@skillway/functions/core/learner/certificates/ensure-certificate';
import { findAsset } from '@skillway/functions/core/content/courses/material-repository';
import { updateCourseProgress } from '@skillway/functions/core/delivery/progress/course-progress-repository';
import { startTranscodeForKey } from '@skillway/functions/core/content/courses/media/start-transcode';
import { createReportJob, markReportReady } from '@skillway/functions/core/oversight/reports/report-jobs';
import { createExport } from '@skillway/functions/core/people/privacy/export/export-jobs';
import { startCompanyDeletion } from '@skillway/functions/core/people/companies/delete-jobs';
import { companyEntity } from '@skillway/functions/core/platform/db/entities/company';
import { courseEntity } from '@skillway/functions/core/platform/db/entities/course';
import { windowOpensOn } from '@skillway/shared/rules/recertification';
import { keys } from '@skillway/functions/core/platform/db/keys';
import { ENV } from '@skillway/functions/core/platform/definitions/environment';
import { storeReportFile } from '@skillway/functions/core/platform/export/store-export';
import { addDays } from '@skillway/functions/core/platform/format/calendar-day';
import { putCourseObject } from '@skillway/functions/core/platform/storage/course-files';
import { registerCompany, type TRegistered } from '../../factories/accounts';
import { addLink, createCourse, mp4File, pngFile, pptxFile, signAndPost, uploadFile } from '../../factories/courses';
import { call, drainEvents } from '../../factories/http';
import { addUser } from '../../factories/added-users';
import { addPerson } from '../../factories/people';
import { createPlaylist } from '../../factories/playlists';
import { accessAllMaterial, enrolOnCourse } from '../../factories/test-taking';
import { addPackage, scorm12ZipFile } from '../../factories/package-uploads';
import { generatedPart, putPart, signParts, startMultipart } from '../../factories/uploads';
import { savePrivacySettings } from '@skillway/functions/core/people/privacy/retention/privacy-settings';
import { userEntity } from '@skillway/functions/core/platform/db/entities/user';
import { getStatementById } from '@skillway/functions/core/platform/lrs/statement-repository';
import { enqueue, markEnqueued } from '@skillway/functions/core/learner/xapi/forwarding/queue-repository';
import { clientLrs, createLrsClient } from '../../factories/lrs-clients';

/** The loopback LRSs the forwarding sample starts (closed by closeSampleServers). */
const servers: Server[] = [];

export async function closeSampleServers(): Promise<void> {
  await Promise.all(servers.splice(0).map((server) => new Promise((resolve) => server.close(resolve))));
}

export interface THandlerEvent {
  version: string;
  id: string;
  'detail-type': string;
  source: string;
  account: string;
  time: string;
  region: string;
  resources: string[];
  detail: unknown;
}

export interface TSample {
  companyId: string;
  /** The one input both runs get (the same event id: a redelivery). */
  event: THandlerEvent;
  /** Resolves when the stack's own background work on the fixtures is done (beyond the effects settling). */
  ready?: () => Promise<void>;
  /** Effects outside the company's items, files and mail (e.g. MediaConvert jobs started), read after each run. */
  external?: () => unknown;
  /** Runs on the AWS runtime (the media pipeline's handlers, with MediaConvert mocked). */
  aws?: boolean;
}

export type TSampleBuilder = () => Promise<TSample>;

const routeKey = (detailType: string, handler: string) => `${detailType} → ${handler}`;
const scheduleKey = (id: string, handler: string) => `schedule ${id} → ${handler}`;
const triggerKey = (trigger: string, handler: string) => `${trigger} → ${handler}`;

/** Every entry the test must cover, with the handler module it runs. */
export const ASYNC_ENTRIES: readonly { key: string; handler: string }[] = [
  ...EVENT_ROUTES.map((route) => ({ key: routeKey(route.detailType, route.handler), handler: route.handler })),
  ...SCHEDULES.map((schedule) => ({ key: scheduleKey(schedule.id, schedule.handler), handler: schedule.handler })),
  ...AWS_TRIGGERED_HANDLERS.map((row) => ({ key: triggerKey(row.trigger, row.handler), handler: row.handler })),
];

export function busEvent(detailType: string, detail: unknown, source = 'skillway.app'): THandlerEvent {
  return {
    version: '0',
    id: randomUUID(),
    'detail-type': detailType,
    source,
    account: '000000000000',
    time: new Date().toISOString().replace(/\.\d{3}Z$/, 'Z'),
    region: 'eu-west-2',
    resources: [],
    detail,
  };
}

const now = () => new Date().toISOString();

export const mediaConvert = mockClient(MediaConvertClient);
const MEDIA_JOB_TAG = 'skillway-idempotency';

/** The environment the AWS-triggered handlers run in (MediaConvert mocked); returns a restore. */
export function awsRuntime(): () => void {
  const saved = {
    runtime: process.env[ENV.RUNTIME],
    role: process.env[ENV.MEDIACONVERT_ROLE_ARN],
    tag: process.env[ENV.MEDIA_JOB_TAG],
  };
  process.env[ENV.RUNTIME] = 'aws';
  process.env[ENV.MEDIACONVERT_ROLE_ARN] = 'arn:aws:iam::123456789012:role/mediaconvert';
  process.env[ENV.MEDIA_JOB_TAG] = MEDIA_JOB_TAG;
  const restore = (name: string, value: string | undefined) => {
    if (value === undefined) delete process.env[name];
    else process.env[name] = value;
  };
  return () => {
    restore(ENV.RUNTIME, saved.runtime);
    restore(ENV.MEDIACONVERT_ROLE_ARN, saved.role);
    restore(ENV.MEDIA_JOB_TAG, saved.tag);
  };
}

/** A fresh company with a course (one link material) and a learner. */
async function companyWithCourse(): Promise<{
  admin: TRegistered;
  companyId: string;
  courseId: string;
  userId: string;
}> {
  const admin = await registerCompany();
  const companyId = admin.user.company_id;
  const courseId = (await createCourse(admin.token)).id;
  await addLink(admin.token, courseId);
  const userId = (await addPerson(companyId, ROLE.USER, 'learner')).id;
  return { admin, companyId, courseId, userId };
}

/** As above, the learner enrolled (through the API) with the course complete (in process). */
async function completedCourse() {
  const fixture = await companyWithCourse();
  await enrolOnCourse(fixture.admin.token, fixture.courseId, [fixture.userId]);
  await accessAllMaterial(fixture.companyId, fixture.courseId, fixture.userId, USER_COURSE_STATE.COMPLETE);
  return fixture;
}

function courseEnrolmentSample(detailType: string, deadline: string | null, enrol: boolean): TSampleBuilder {
  return async () => {
    const { admin, companyId, courseId, userId } = await companyWithCourse();
    if (enrol) await enrolOnCourse(admin.token, courseId, [userId]);
    return {
      companyId,
      event: busEvent(detailType, {
        event_id: randomUUID(),
        company_id: companyId,
        course_id: courseId,
        actor_id: admin.user.id,
        user_ids: [userId],
        group_ids: [],
        deadline,
        occurred_at: now(),
      }),
    };
  };
}

function playlistEnrolmentSample(detailType: string): TSampleBuilder {
  return async () => {
    const { admin, companyId, courseId, userId } = await companyWithCourse();
    const playlistId = await createPlaylist(admin.token, `Playlist ${randomUUID().slice(0, 6)}`, [courseId]);
    return {
      companyId,
      event: busEvent(detailType, {
        event_id: randomUUID(),
        company_id: companyId,
        playlist_id: playlistId,
        actor_id: admin.user.id,
        user_ids: [userId],
        group_ids: [],
        deadline: null,
        occurred_at: now(),
      }),
    };
  };
}

const nextYearDay = `${new Date().getUTCFullYear() + 1}-06-30`;

async function certificateSample(detailType: string): Promise<TSample> {
  const { companyId, courseId, userId } = await completedCourse();
  const detail =
    detailType === DETAIL_TYPE.CERTIFICATE_REQUESTED
      ? { event_id: randomUUID(), company_id: companyId, course_id: courseId, user_id: userId, requested_at: now() }
      : { event_id: randomUUID(), company_id: companyId, course_id: courseId, user_id: userId, completed_at: now() };
  return { companyId, event: busEvent(detailType, detail) };
}

/** A report job as the API makes it, built by the worker only (not published to the stack's bus). */
async function reportSample(): Promise<TSample> {
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
  return { companyId, event: busEvent(DETAIL_TYPE.REPORT_REQUESTED, { company_id: companyId, job_id: job.job_id }) };
}

/** A learner's personal data export as the API makes it (Download my data), built by the worker only. */
async function personalDataExportSample(): Promise<TSample> {
  const { companyId, userId, admin } = await completedCourse();
  const item = await createExport({
    companyId,
    userId,
    userName: 'Idempotent Learner',
    requestedBy: admin.user.id,
    requestedAs: 'admin',
  });
  return {
    companyId,
    event: busEvent(DETAIL_TYPE.PERSONAL_DATA_EXPORT_REQUESTED, { company_id: companyId, export_id: item.export_id }),
  };
}

/** A course video added through the API (on AWS its landing starts the transcode). */
async function courseVideo() {
  const admin = await registerCompany();
  const companyId = admin.user.company_id;
  const courseId = (await createCourse(admin.token)).id;
  const s3_url = await uploadFile(admin.token, 'course-video', await mp4File('Intro.mp4'));
  const added = await call('POST', '/v1/course/add/training-material', {
    token: admin.token,
    body: { course: courseId, title: 'Intro', type: 'video', s3_url },
  });
  if (added.status !== 201) throw new Error(`video not added: ${added.status} ${JSON.stringify(added.body)}`);
  const assetId = added.body.data.id as string;
  const asset = await findAsset(companyId, courseId, assetId);
  if (!asset?.file_key) throw new Error('the video has no file key');
  return { companyId, courseId, assetId, key: asset.file_key };
}

const objectCreated = (key: string) =>
  busEvent(
    'Object Created',
    {
      bucket: { name: process.env[ENV.UPLOADS_BUCKET] },
      object: { key: encodeURIComponent(key).replace(/%2F/g, '/') },
    },
    'aws.s3',
  );

const SAMPLES: Record<string, TSampleBuilder> = {
  [routeKey(DETAIL_TYPE.COMPANY_REGISTERED, 'handlers/send-registration-email')]: async () => {
    const admin = await registerCompany();
    const companyId = admin.user.company_id;
    // A second administrator not yet sent the email (the registered one got it through the stack's bus).
    const second = await addPerson(companyId, ROLE.ADMIN, 'second-admin');
    return {
      companyId,
      event: busEvent(DETAIL_TYPE.COMPANY_REGISTERED, { company_id: companyId, user_id: second.id }),
    };
  },

  [routeKey(DETAIL_TYPE.MAIL_HOLD_LIFTED, 'handlers/release-held-mail')]: async () => {
    // A company whose administrator has not verified: two welcome emails are held by the stack's own workers.
    const admin = await registerCompany({}, { verified: false });
    const companyId = admin.user.company_id;
    await addUser(admin.token, { send_email: 1 });
    await addUser(admin.token, { send_email: 1 });
    await drainEvents();
    // The hold lifted as the verification lifts it, without its event: the sample is that event.
    await companyEntity()
      .build(UpdateItemCommand)
      .item({ company_id: companyId, mail_hold_user_id: $remove(), mail_hold_email: $remove() })
      .send();
    return { companyId, event: busEvent(DETAIL_TYPE.MAIL_HOLD_LIFTED, { company_id: companyId }) };
  },

  [routeKey(DETAIL_TYPE.WELCOME_EMAIL_REQUESTED, 'handlers/send-welcome-email')]: async () => {
    const admin = await registerCompany();
    const companyId = admin.user.company_id;
    const people = [
      await addPerson(companyId, ROLE.USER, 'welcome-a'),
      await addPerson(companyId, ROLE.USER, 'welcome-b'),
    ];
    return {
      companyId,
      event: busEvent(DETAIL_TYPE.WELCOME_EMAIL_REQUESTED, {
        company_id: companyId,
        user_ids: people.map((person) => person.id),
        request_id: randomUUID(),
      }),
    };
  },

  [routeKey(DETAIL_TYPE.SLIDES_REQUESTED, 'handlers/convert-slides')]: async () => {
    const admin = await registerCompany();
    const companyId = admin.user.company_id;
    const courseId = (await createCourse(admin.token)).id;
    const s3_url = await uploadFile(admin.token, 'course-powerpoint', await pptxFile());
    const added = await call('POST', '/v1/course/add/training-material', {
      token: admin.token,
      body: { course: courseId, title: 'Briefing', type: 'powerpoint', s3_url },
    });
    if (added.status !== 201) throw new Error(`deck not added: ${added.status} ${JSON.stringify(added.body)}`);
    const assetId = added.body.data.id as string;
    return {
      companyId,
      event: busEvent(DETAIL_TYPE.SLIDES_REQUESTED, { company_id: companyId, course_id: courseId, asset_id: assetId }),
      // The stack converts the deck the add published; the sample is its redelivery.
      ready: async () => {
        await drainEvents();
        const deadline = Date.now() + 60_000;
        while ((await findAsset(companyId, courseId, assetId))?.conversion === 'pending' && Date.now() < deadline) {
          await new Promise((resolve) => setTimeout(resolve, 500));
        }
      },
    };
  },

  [routeKey(DETAIL_TYPE.PACKAGE_UPLOADED, 'handlers/unpack-package')]: async () => {
    const admin = await registerCompany();
    const companyId = admin.user.company_id;
    const courseId = (await createCourse(admin.token)).id;
    const assetId = (await addPackage(admin.token, courseId, scorm12ZipFile())).id;
    return {
      companyId,
      event: busEvent(DETAIL_TYPE.PACKAGE_UPLOADED, { company_id: companyId, course_id: courseId, asset_id: assetId }),
      // The stack unpacks the package the add published; the sample is its redelivery.
      ready: async () => {
        const deadline = Date.now() + 60_000;
        while (
          (await findAsset(companyId, courseId, assetId))?.package?.status === 'processing' &&
          Date.now() < deadline
        ) {
          await new Promise((resolve) => setTimeout(resolve, 250));
        }
      },
    };
  },

  [routeKey(DETAIL_TYPE.COURSE_ASSIGNED, 'handlers/record-course-event')]: courseEnrolmentSample(
    DETAIL_TYPE.COURSE_ASSIGNED,
    null,
    false,
  ),
  [routeKey(DETAIL_TYPE.COURSE_UNASSIGNED, 'handlers/record-course-event')]: courseEnrolmentSample(
    DETAIL_TYPE.COURSE_UNASSIGNED,
    null,
    false,
  ),
  [routeKey(DETAIL_TYPE.COURSE_DEADLINE_SET, 'handlers/record-course-event')]: courseEnrolmentSample(
    DETAIL_TYPE.COURSE_DEADLINE_SET,
    nextYearDay,
    false,
  ),
  [routeKey(DETAIL_TYPE.COURSE_DEADLINE_CHANGED, 'handlers/record-course-event')]: courseEnrolmentSample(
    DETAIL_TYPE.COURSE_DEADLINE_CHANGED,
    nextYearDay,
    false,
  ),
  [routeKey(DETAIL_TYPE.PLAYLIST_ASSIGNED, 'handlers/record-course-event')]: playlistEnrolmentSample(
    DETAIL_TYPE.PLAYLIST_ASSIGNED,
  ),
  [routeKey(DETAIL_TYPE.PLAYLIST_UNASSIGNED, 'handlers/record-course-event')]: playlistEnrolmentSample(
    DETAIL_TYPE.PLAYLIST_UNASSIGNED,
  ),

  [routeKey(DETAIL_TYPE.COURSE_COMPLETED, 'handlers/generate-certificate')]: () =>
    certificateSample(DETAIL_TYPE.COURSE_COMPLETED),
  [routeKey(DETAIL_TYPE.CERTIFICATE_REQUESTED, 'handlers/generate-certificate')]: () =>
    certificateSample(DETAIL_TYPE.CERTIFICATE_REQUESTED),

  [routeKey(DETAIL_TYPE.CERTIFICATE_FILES_DELETE_REQUESTED, 'handlers/delete-certificate-files')]: async () => {
    // A learner unenrolled and enrolled again: the new run's certificate stays, the old run's PDF goes.
    const { companyId, courseId, userId } = await completedCourse();
    const current = await ensureCertificate(companyId, courseId, userId);
    if (!current) throw new Error('no certificate made');
    const oldId = randomUUID();
    await putCourseObject(keys.certificateKey(companyId, courseId, userId, oldId), '%PDF-1.4', 'application/pdf');
    return {
      companyId,
      event: busEvent(DETAIL_TYPE.CERTIFICATE_FILES_DELETE_REQUESTED, {
        event_id: randomUUID(),
        company_id: companyId,
        enrolments: [{ course_id: courseId, user_id: userId, certificate_ids: [oldId, current.certificateId] }],
        occurred_at: now(),
      }),
    };
  },

  [routeKey(DETAIL_TYPE.FILES_DELETE_REQUESTED, 'handlers/delete-files')]: async () => {
    const admin = await registerCompany();
    const companyId = admin.user.company_id;
    const gone = `c/${companyId}/courses/${randomUUID()}/`;
    const single = `c/${companyId}/profile/${randomUUID()}/picture.png`;
    await putCourseObject(`${gone}assets/a/handout.pdf`, '%PDF-1.4', 'application/pdf');
    await putCourseObject(`${gone}assets/b/notes.txt`, 'notes', 'text/plain');
    await putCourseObject(single, new Uint8Array([0x89, 0x50, 0x4e, 0x47]), 'image/png');
    return {
      companyId,
      event: busEvent(DETAIL_TYPE.FILES_DELETE_REQUESTED, {
        event_id: randomUUID(),
        company_id: companyId,
        keys: [single],
        prefixes: [gone],
        occurred_at: now(),
      }),
    };
  },

  [routeKey(DETAIL_TYPE.COURSE_ASSIGNED, 'handlers/notify-enrolment')]: courseEnrolmentSample(
    DETAIL_TYPE.COURSE_ASSIGNED,
    null,
    true,
  ),
  [routeKey(DETAIL_TYPE.COURSE_DEADLINE_SET, 'handlers/notify-enrolment')]: courseEnrolmentSample(
    DETAIL_TYPE.COURSE_DEADLINE_SET,
    nextYearDay,
    true,
  ),
  [routeKey(DETAIL_TYPE.COURSE_DEADLINE_CHANGED, 'handlers/notify-enrolment')]: courseEnrolmentSample(
    DETAIL_TYPE.COURSE_DEADLINE_CHANGED,
    nextYearDay,
    true,
  ),
  [routeKey(DETAIL_TYPE.PLAYLIST_ASSIGNED, 'handlers/notify-enrolment')]: playlistEnrolmentSample(
    DETAIL_TYPE.PLAYLIST_ASSIGNED,
  ),

  [routeKey(DETAIL_TYPE.COURSE_STATUS_CHANGED, 'handlers/notify-course-status')]: async () => {
    const { admin, companyId, courseId, userId } = await companyWithCourse();
    await enrolOnCourse(admin.token, courseId, [userId]);
    return {
      companyId,
      event: busEvent(DETAIL_TYPE.COURSE_STATUS_CHANGED, {
        event_id: randomUUID(),
        company_id: companyId,
        course_id: courseId,
        published: true,
        occurred_at: now(),
      }),
    };
  },

  [routeKey(DETAIL_TYPE.COURSE_COMPLETED, 'handlers/notify-course-completion')]: () =>
    certificateSample(DETAIL_TYPE.COURSE_COMPLETED),
  [routeKey(DETAIL_TYPE.COURSE_COMPLETED, 'handlers/complete-renewal')]: async () => {
    // A course renewed by a shorter course: its renewal open (enrolled again), the shorter course completed.
    const { admin, companyId, courseId, userId } = await companyWithCourse();
    const refresherId = (await createCourse(admin.token)).id;
    await addLink(admin.token, refresherId);
    await courseEntity()
      .build(UpdateItemCommand)
      .item({
        company_id: companyId,
        course_id: courseId,
        recertification: $set({
          required: true,
          validity: 'months' as const,
          months: 12,
          base: 'completion' as const,
          window_days: 30,
          deadline_days_after: 0,
          renewal_course_id: refresherId,
        }),
      })
      .send();
    await enrolOnCourse(admin.token, courseId, [userId]);
    await enrolOnCourse(admin.token, refresherId, [userId]);
    const certified = await accessAllMaterial(companyId, courseId, userId, USER_COURSE_STATE.COMPLETE);
    // The renewal opened as the daily run opens it: back to not started, renewal_for the expiry.
    await updateCourseProgress(companyId, courseId, userId, () => ({
      state: 1,
      progress: 0,
      completed_at: null,
      started_at: null,
      accessed: null,
      renewal_for: certified.expires_on!,
    }));
    const done = await accessAllMaterial(companyId, refresherId, userId, USER_COURSE_STATE.COMPLETE);
    return {
      companyId,
      event: busEvent(DETAIL_TYPE.COURSE_COMPLETED, {
        event_id: randomUUID(),
        company_id: companyId,
        course_id: refresherId,
        user_id: userId,
        completed_at: done.completed_at!,
      }),
    };
  },

  [routeKey(DETAIL_TYPE.REPORT_REQUESTED, 'handlers/build-report')]: reportSample,

  [routeKey(DETAIL_TYPE.PERSONAL_DATA_EXPORT_REQUESTED, 'handlers/build-personal-data-export')]:
    personalDataExportSample,

  [routeKey(DETAIL_TYPE.COMPANY_DELETE_REQUESTED, 'handlers/delete-company')]: async () => {
    // A company with people, a course, an enrolment, a certificate's makings and stored files.
    const { companyId } = await completedCourse();
    const { job } = await startCompanyDeletion(companyId, 'super-admin');
    return {
      companyId,
      event: busEvent(DETAIL_TYPE.COMPANY_DELETE_REQUESTED, { company_id: companyId, job_id: job.job_id }),
    };
  },

  [scheduleKey('archive-audit-log', 'schedules/archive-audit-log')]: async () => {
    const admin = await registerCompany();
    const companyId = admin.user.company_id;
    // An audited change today (its event is in the log once the stack's queue is drained, before the first run).
    const group = await call('POST', '/v1/group', { token: admin.token, body: { name: 'Archived today' } });
    if (group.status !== 201) throw new Error(`group: ${group.status}`);
    // The run of the day after today, for this company: its audit events of today are copied once.
    const tomorrow = addDays(new Date().toISOString().slice(0, 10), 1);
    return {
      companyId,
      event: busEvent('Scheduled Event', { now: `${tomorrow}T00:30:00Z`, company_ids: [companyId] }, 'aws.scheduler'),
    };
  },

  [scheduleKey('apply-retention', 'schedules/apply-retention')]: async () => {
    const admin = await registerCompany();
    const companyId = admin.user.company_id;
    // An archived user past the company's one-month rule: the first run anonymises them, a second finds nothing.
    const user = await addUser(admin.token, { role_id: ROLE.USER });
    const archived = await call('PUT', `/v1/archive-account/${user.id}`, {
      token: admin.token,
      body: { is_archived: 1 },
    });
    if (archived.status !== 200) throw new Error(`archive failed: ${archived.status}`);
    const longAgo = new Date(Date.now() - 62 * 24 * 60 * 60 * 1000).toISOString();
    await userEntity()
      .build(UpdateItemCommand)
      .item({ company_id: companyId, user_id: user.id, archived_at: longAgo })
      .send();
    await savePrivacySettings(companyId, { legal_records: 0, anonymise_archived_months: 1, purge_learning_years: 0 });
    return { companyId, event: busEvent('Scheduled Event', { schedule: 'apply-retention' }, 'aws.scheduler') };
  },

  [scheduleKey('expire-trials', 'schedules/expire-trials')]: async () => {
    const admin = await registerCompany();
    const companyId = admin.user.company_id;
    const ended = new Date(Date.now() - 60_000).toISOString();
    await companyEntity()
      .build(UpdateItemCommand)
      .item({ company_id: companyId, trial_ends_at: ended, gsi2sk: keys.trialIndexSk(ended, companyId) })
      .send();
    return { companyId, event: busEvent('Scheduled Event', { schedule: 'expire-trials' }, 'aws.scheduler') };
  },

  [scheduleKey('clean-report-files', 'schedules/clean-report-files')]: async () => {
    const admin = await registerCompany();
    const companyId = admin.user.company_id;
    const old = new Date(Date.now() - 9 * 24 * 60 * 60 * 1000);
    const job = await createReportJob({
      companyId,
      requestedBy: admin.user.id,
      report: 'users',
      type: 'csv',
      filters: {},
      delivery: 'download',
      now: old,
    });
    const fileName = 'users.csv';
    const key = await storeReportFile({
      companyId,
      jobId: job.job_id,
      fileName,
      contentType: 'text/csv',
      body: 'a,b\n',
    });
    await markReportReady(job, { key, fileName }, old);
    return { companyId, event: busEvent('Scheduled Event', { schedule: 'clean-report-files' }, 'aws.scheduler') };
  },

  [scheduleKey('abort-stale-uploads', 'schedules/abort-stale-uploads')]: async () => {
    const admin = await registerCompany();
    const size = 20 * MB;
    const started = await startMultipart(admin.token, { size, name: 'Abandoned film.mp4' });
    if (started.status !== 200) throw new Error(`multipart start: ${started.status}`);
    const start = started.body.data;
    const url = (await signParts(admin.token, start, [1])).get(1)!;
    const part = await putPart(url, generatedPart(size, start.part_size, 1, { mp4: true }));
    if (part.status !== 200) throw new Error(`part: ${part.status}`);
    // Three days on, the upload is abandoned: its parts are aborted and its pending record deleted. (Files of this
    // stack run one at a time, so no other file's upload is in progress.)
    const now = new Date(Date.now() + 3 * 24 * 60 * 60 * 1000).toISOString();
    return {
      companyId: admin.user.company_id,
      event: busEvent('Scheduled Event', { schedule: 'abort-stale-uploads', now }, 'aws.scheduler'),
    };
  },

  [scheduleKey('send-scheduled-reports', 'schedules/send-scheduled-reports')]: async () => {
    const admin = await registerCompany();
    const scheduled = await call('POST', '/v1/report-schedules', {
      token: admin.token,
      body: { report: 'groups', type: 'pdf', recipients: [admin.user.id], frequency: 'monthly', day: 3 },
    });
    if (scheduled.status !== 201) throw new Error(`report schedule: ${scheduled.status}`);
    // The run's clock on the day the schedule is next due: one report job for that day, and next_run moved on.
    return {
      companyId: admin.user.company_id,
      event: busEvent('Scheduled Event', { now: `${scheduled.body.data.next_run}T07:00:00Z` }, 'aws.scheduler'),
    };
  },

  [scheduleKey('send-reminders', 'schedules/send-reminders')]: async () => {
    const { admin, companyId, courseId, userId } = await companyWithCourse();
    expect200(await call('POST', `/v1/course/publish/${courseId}`, { token: admin.token }), 'publish');
    const deadline = '2035-03-20';
    expect200(
      await call('POST', `/v1/course/enrol/${courseId}`, {
        token: admin.token,
        body: { assign_users: [userId], selected_date: deadline },
      }),
      'enrol',
    );
    // A fixed clock on the day the deadline reminder is due, for this company only.
    const day = addDays(deadline, -NOTIFICATION_DEFAULTS.days.deadline_before);
    return {
      companyId,
      event: busEvent('Scheduled Event', { now: `${day}T08:00:00Z`, company_ids: [companyId] }, 'aws.scheduler'),
    };
  },

  [routeKey(DETAIL_TYPE.LEARNING_RECORDED, 'handlers/record-own-learning')]: async () => {
    // A learner's run with facts the stack has not written yet (a run of its own): the handler writes their
    // statements; a redelivery finds them by their UUIDv5 ids and writes nothing.
    const { admin, companyId, courseId, userId } = await companyWithCourse();
    await enrolOnCourse(admin.token, courseId, [userId]);
    const run = '2026-01-05T09:00:00.000Z';
    return {
      companyId,
      ready: drainEvents,
      event: busEvent(DETAIL_TYPE.LEARNING_RECORDED, {
        event_id: randomUUID(),
        company_id: companyId,
        course_id: courseId,
        user_id: userId,
        run,
        facts: [
          { kind: 'started', at: run },
          { kind: 'completed', at: '2026-01-05T09:30:00.000Z' },
        ],
      }),
    };
  },

  [scheduleKey('forward-statements', 'schedules/forward-statements')]: async () => {
    // An external LRS on loopback that takes everything; a client's statement delivered at once by the stream's
    // consumer, then queued again: the first run delivers it, a second finds nothing due.
    const received: string[] = [];
    const server = createServer((request, response) => {
      let body = '';
      request.on('data', (chunk) => (body += String(chunk)));
      request.on('end', () => {
        const ids = (JSON.parse(body || '[]') as { id: string }[]).map((item) => item.id);
        received.push(...ids);
        response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(ids));
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    servers.push(server);
    const port = (server.address() as AddressInfo).port;
    const admin = await registerCompany();
    const companyId = admin.user.company_id;
    const target = await call('POST', '/v1/xapi-forwarding', {
      token: admin.token,
      body: { name: 'Idempotency LRS', endpoint: `http://127.0.0.1:${port}/xapi/`, key: 'k', secret: 's' },
    });
    if (target.status !== 201) throw new Error(`forwarding target not created: ${target.status}`);
    const targetId = target.body.data.id as string;
    const client = clientLrs(await createLrsClient(admin.token));
    const statementId = randomUUID();
    const posted = await client('POST', 'statements', {
      body: {
        id: statementId,
        actor: { mbox: 'mailto:idempotency@example.com' },
        verb: { id: 'http://adlnet.gov/expapi/verbs/attempted' },
        object: { id: 'http://example.com/idempotency' },
      },
    });
    if (posted.status !== 200) throw new Error(`statement not stored: ${posted.status}`);
    await drainEvents();
    const stored = await getStatementById(companyId, statementId);
    if (!stored) throw new Error('statement not found');
    await enqueue(companyId, targetId, [stored.stored_id]);
    await markEnqueued(companyId, targetId, new Date());
    return { companyId, event: busEvent('Scheduled Event', {}, 'aws.scheduler'), external: () => received.length };
  },

  [scheduleKey('renew-certifications', 'schedules/renew-certifications')]: async () => {
    const { admin, companyId, courseId, userId } = await companyWithCourse();
    const recertification = {
      required: true,
      validity: 'months' as const,
      months: 12,
      base: 'completion' as const,
      window_days: 30,
      deadline_days_after: 0,
    };
    await courseEntity()
      .build(UpdateItemCommand)
      .item({ company_id: companyId, course_id: courseId, recertification: $set(recertification) })
      .send();
    await enrolOnCourse(admin.token, courseId, [userId]);
    const certified = await accessAllMaterial(companyId, courseId, userId, USER_COURSE_STATE.COMPLETE);
    if (!certified.expires_on) throw new Error('the completion set no expiry');
    // The run's clock on the day the renewal window opens: the run archived and enrolled again, the learner notified.
    const day = windowOpensOn(certified.expires_on, recertification.window_days);
    return {
      companyId,
      event: busEvent('Scheduled Event', { now: `${day}T07:00:00Z`, company_ids: [companyId] }, 'aws.scheduler'),
    };
  },

  [triggerKey('course-video-created', 'handlers/start-transcode')]: async () => {
    const { companyId, key } = await courseVideo();
    mediaConvert.reset();
    mediaConvert.on(CreateJobCommand).resolves({ Job: { Id: `job-${randomUUID()}`, Role: 'r', Settings: {} } });
    return {
      companyId,
      event: objectCreated(key),
      aws: true,
      external: () => mediaConvert.commandCalls(CreateJobCommand).length,
    };
  },

  [triggerKey('mediaconvert-job-state', 'handlers/transcode-complete')]: async () => {
    const { companyId, courseId, assetId, key } = await courseVideo();
    const jobId = `job-${randomUUID()}`;
    mediaConvert.reset();
    mediaConvert.on(CreateJobCommand).resolves({ Job: { Id: jobId, Role: 'r', Settings: {} } });
    const restore = awsRuntime();
    try {
      await startTranscodeForKey({ companyId, courseId, assetId }, key, `claim-${randomUUID()}`);
    } finally {
      restore();
    }
    const prefix = key.slice(0, key.lastIndexOf('/') + 1);
    const bucket = process.env[ENV.UPLOADS_BUCKET];
    await putCourseObject(`${prefix}hls/Intro.m3u8`, '#EXTM3U\n', 'application/vnd.apple.mpegurl');
    await putCourseObject(`${prefix}poster/Intro.0000001.jpg`, new Uint8Array([0xff, 0xd8, 0xff]), 'image/jpeg');
    return {
      companyId,
      aws: true,
      event: busEvent(
        'MediaConvert Job State Change',
        {
          status: 'COMPLETE',
          jobId,
          userMetadata: { app: MEDIA_JOB_TAG, company_id: companyId, course_id: courseId, asset_id: assetId },
          outputGroupDetails: [
            { type: 'HLS_GROUP', playlistFilePaths: [`s3://${bucket}/${prefix}hls/Intro.m3u8`] },
            {
              type: 'FILE_GROUP',
              outputDetails: [{ outputFilePaths: [`s3://${bucket}/${prefix}poster/Intro.0000001.jpg`] }],
            },
          ],
        },
        'aws.mediaconvert',
      ),
    };
  },

  [triggerKey('upload-created', 'handlers/verify-upload')]: async () => {
    const admin = await registerCompany();
    const { key } = await signAndPost(admin.token, 'thumbnail', await pngFile());
    if (!key) throw new Error('sign refused');
    return { companyId: admin.user.company_id, event: objectCreated(key) };
  },
};

function expect200(result: { status: number; body: unknown }, what: string): void {
  if (result.status !== 200) throw new Error(`${what} failed: ${result.status} ${JSON.stringify(result.body)}`);
}

export function sampleFor(key: string): TSampleBuilder | undefined {
  return SAMPLES[key];
}

export const SAMPLE_KEYS = Object.keys(SAMPLES);
