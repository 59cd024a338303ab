/**
 * Asynchronous work: domain events and schedules, each handled by a module under events/.
 * CDK makes an EventBridge rule (or schedule) per row; locally the in-process bus and scheduler read the same rows.
 */
// The bus's names (EVENT_SOURCE, DETAIL_TYPE) live in ./event-types, exported beside this module by the manifest index:
// a handler that publishes then bundles them without these tables (esbuild keeps an array whose rows read
// `DETAIL_TYPE.X`, since a property read might have side effects).
import { DETAIL_TYPE } from './event-types';

export interface TEventRoute {
  /** EventBridge detail-type. */
  readonly detailType: string;
  /** Module under events/, without extension, exporting `handler`. */
  readonly handler: string;
  readonly summary: string;
}

export interface TSchedule {
  readonly id: string;
  /** EventBridge schedule expression, e.g. `rate(1 hour)` or `cron(0 6 * * ? *)`. */
  readonly expression: string;
  /** IANA time zone the cron expression is read in (EventBridge Scheduler's ScheduleExpressionTimezone); UTC if absent. */
  readonly timeZone?: string;
  /** Milliseconds between runs for the local scheduler. */
  readonly localEveryMs: number;
  readonly handler: string;
  readonly summary: string;
}

export const EVENT_ROUTES: readonly TEventRoute[] = [
  {
    detailType: DETAIL_TYPE.COMPANY_REGISTERED,
    handler: 'handlers/send-registration-email',
    summary: 'Welcome and verification email to a newly registered company administrator.',
  },
  {
    detailType: DETAIL_TYPE.MAIL_HOLD_LIFTED,
    handler: 'handlers/release-held-mail',
    summary:
      'Sends the emails a self-registered company wrote before its administrator verified their address, oldest first, each deleted as it is taken (a batch a run; the rest by the same event again).',
  },
  {
    detailType: DETAIL_TYPE.WELCOME_EMAIL_REQUESTED,
    handler: 'handlers/send-welcome-email',
    summary: 'Welcome emails with a set-password link to a batch of company users; marks is_mail_sent.',
  },
  {
    detailType: DETAIL_TYPE.SLIDES_REQUESTED,
    handler: 'handlers/convert-slides',
    summary:
      'Converts a course slide deck to slide images (LibreOffice and pdftoppm), or marks it a download when no converter is present.',
  },
  {
    detailType: DETAIL_TYPE.PACKAGE_UPLOADED,
    handler: 'handlers/unpack-package',
    summary:
      "Checks an e-learning package zip (zip bombs, unsafe paths, symlinks, encryption), unpacks it under content/{company}/{asset}/ and reads its SCORM, cmi5 or Tin Can manifest: the material's package becomes ready or failed with the reason (idempotent).",
  },
  {
    detailType: DETAIL_TYPE.COURSE_ASSIGNED,
    handler: 'handlers/record-course-event',
    summary: 'Stores the course enrolment event (assigned) for the notifications to consume.',
  },
  {
    detailType: DETAIL_TYPE.COURSE_UNASSIGNED,
    handler: 'handlers/record-course-event',
    summary: 'Stores the course enrolment event (unassigned) for the notifications to consume.',
  },
  {
    detailType: DETAIL_TYPE.COURSE_DEADLINE_SET,
    handler: 'handlers/record-course-event',
    summary: 'Stores the course enrolment event (deadline set) for the notifications to consume.',
  },
  {
    detailType: DETAIL_TYPE.COURSE_DEADLINE_CHANGED,
    handler: 'handlers/record-course-event',
    summary: 'Stores the course enrolment event (deadline changed) for the notifications to consume.',
  },
  {
    detailType: DETAIL_TYPE.PLAYLIST_ASSIGNED,
    handler: 'handlers/record-course-event',
    summary: 'Stores the playlist enrolment event (assigned) for the notifications to consume.',
  },
  {
    detailType: DETAIL_TYPE.PLAYLIST_UNASSIGNED,
    handler: 'handlers/record-course-event',
    summary: 'Stores the playlist enrolment event (unassigned) for the notifications to consume.',
  },
  {
    detailType: DETAIL_TYPE.COURSE_COMPLETED,
    handler: 'handlers/generate-certificate',
    summary:
      "Makes the learner's completion certificate: the PDF in S3, its id on the enrolment and the public verification lookup (idempotent).",
  },
  {
    detailType: DETAIL_TYPE.COURSE_COMPLETED,
    handler: 'handlers/complete-renewal',
    summary:
      "When the course completed is another course's shorter renewal course, completes that course's open renewal for the learner (certified; idempotent).",
  },
  {
    detailType: DETAIL_TYPE.CERTIFICATE_REQUESTED,
    handler: 'handlers/generate-certificate',
    summary:
      'Makes a certificate the link asked for (due, not made yet): the same idempotent work as for course.completed.',
  },
  {
    detailType: DETAIL_TYPE.CERTIFICATE_FILES_DELETE_REQUESTED,
    handler: 'handlers/delete-certificate-files',
    summary:
      "Deletes the certificate PDFs of deleted enrolments (every file under the learner's course prefix, or only the named ones when the learner is enrolled again).",
  },
  {
    detailType: DETAIL_TYPE.FILES_DELETE_REQUESTED,
    handler: 'handlers/delete-files',
    summary:
      "Deletes the stored files of something deleted: whole prefixes (a course, a playlist, a package's unpacked content) and single keys (a user's picture, external training certificates), all under the company's prefix; and the learners' LRS data, SCORM data and package progress of deleted packages.",
  },
  {
    detailType: DETAIL_TYPE.COURSE_ASSIGNED,
    handler: 'handlers/notify-enrolment',
    summary: 'Notifies the users a course was assigned to (course_assign), per the notification settings.',
  },
  {
    detailType: DETAIL_TYPE.COURSE_DEADLINE_SET,
    handler: 'handlers/notify-enrolment',
    summary: 'Notifies the users whose course got a deadline (deadline_set), per the notification settings.',
  },
  {
    detailType: DETAIL_TYPE.COURSE_DEADLINE_CHANGED,
    handler: 'handlers/notify-enrolment',
    summary: 'Notifies the users whose course deadline changed (deadline_changed), per the notification settings.',
  },
  {
    detailType: DETAIL_TYPE.PLAYLIST_ASSIGNED,
    handler: 'handlers/notify-enrolment',
    summary: 'Notifies the users a playlist was assigned to (playlist_assign), per the notification settings.',
  },
  {
    detailType: DETAIL_TYPE.COURSE_STATUS_CHANGED,
    handler: 'handlers/notify-course-status',
    summary: 'Notifies the users enrolled on a course that was published or unpublished (course_status_changed).',
  },
  {
    detailType: DETAIL_TYPE.COURSE_COMPLETED,
    handler: 'handlers/notify-course-completion',
    summary: 'Notifies a learner who completed a course (course_completion), per the notification settings.',
  },
  {
    detailType: DETAIL_TYPE.LEARNING_RECORDED,
    handler: 'handlers/record-own-learning',
    summary:
      "The product's own learning in the company's LRS (issue 35): a statement per fact an enrolment write recorded (course attempted, material experienced, video completed, test passed or failed with its score, course completed, certificate earned, and certificate expired from the daily renewal run), as the LMS, each once (UUIDv5 ids).",
  },
  {
    detailType: DETAIL_TYPE.REPORT_REQUESTED,
    handler: 'handlers/build-report',
    summary:
      "Builds a report job's Excel, PDF or CSV file under the company's prefix, marks the job ready and, for an emailed report, emails its recipients (by default the requesting administrator) a link to it.",
  },
  {
    detailType: DETAIL_TYPE.COMPANY_DELETE_REQUESTED,
    handler: 'handlers/delete-company',
    summary:
      'Deletes every item, stored file and sign-in of a deleted company, page by page with progress on its delete job (a rerun finishes an interrupted job).',
  },
  {
    detailType: DETAIL_TYPE.PERSONAL_DATA_EXPORT_REQUESTED,
    handler: 'handlers/build-personal-data-export',
    summary:
      "Builds a user's personal data export (a zip of data.json, summary.pdf, certificate PDFs and external training files) under the company's prefix, marks it ready (or failed) and notifies the requester in the app and by email (idempotent).",
  },
];

export const SCHEDULES: readonly TSchedule[] = [
  {
    id: 'archive-audit-log',
    expression: 'cron(30 0 * * ? *)',
    // Locally once a day (and once shortly after start); a day already copied is left as it is.
    localEveryMs: 24 * 60 * 60 * 1000,
    handler: 'schedules/archive-audit-log',
    summary:
      "Copies each company's audit events of the previous UTC day as JSON lines to write-once storage: on AWS the archive bucket with Object Lock in COMPLIANCE mode for the company's chosen years (audit_archive_years, 7 by default); locally the uploads bucket. A day already copied is left as it is.",
  },
  {
    id: 'expire-trials',
    expression: 'cron(5 0 * * ? *)',
    localEveryMs: 60 * 60 * 1000,
    handler: 'schedules/expire-trials',
    summary: 'Moves companies whose free trial has ended to state 2 (Free Trial Expired).',
  },
  {
    id: 'apply-retention',
    expression: 'cron(50 1 * * ? *)',
    // Locally once a day (and once shortly after start): a run does only what is due, so an extra one changes nothing.
    localEveryMs: 24 * 60 * 60 * 1000,
    handler: 'schedules/apply-retention',
    summary:
      "Each company's retention rules (off by default): archived users anonymised N months after archiving (as an erasure), raw test logs, package SCORM data and xAPI statements deleted after N years; companies found through the sparse retention index, bounded per company and run, idempotent, each action in the company's audit log as the system.",
  },
  {
    id: 'clean-report-files',
    expression: 'cron(20 1 * * ? *)',
    localEveryMs: 60 * 60 * 1000,
    handler: 'schedules/clean-report-files',
    summary:
      "Deletes report jobs older than 7 days and their files, and personal data exports whose 7-day link ended over a day ago with their zips (on AWS the bucket's lifecycle rule and the table's TTL have already removed them; the sweep is harmless).",
  },
  {
    id: 'abort-stale-uploads',
    expression: 'cron(40 1 * * ? *)',
    localEveryMs: 60 * 60 * 1000,
    handler: 'schedules/abort-stale-uploads',
    summary:
      "Aborts multipart uploads (large videos and packages) not completed within two days, deleting their parts, so an abandoned upload never becomes a material (on AWS the bucket's lifecycle rule has already aborted them; the sweep is harmless).",
  },
  {
    id: 'send-scheduled-reports',
    expression: 'cron(30 6 * * ? *)',
    timeZone: 'Europe/London',
    // Locally every hour: a run sends only what is due and moves it on, so extra runs send nothing twice.
    localEveryMs: 60 * 60 * 1000,
    handler: 'schedules/send-scheduled-reports',
    summary:
      "The scheduled reports (Email to... every week or month) due on the Europe/London day: each gets the day's report job, built and emailed to its recipients by build-report, and moves on to its next day.",
  },
  {
    id: 'renew-certifications',
    expression: 'cron(45 6 * * ? *)',
    timeZone: 'Europe/London',
    // Locally once a day (and once shortly after start), like the reminders: a run renews each expiry once and sends
    // each notice once, so an extra one changes nothing. Before the reminders, which then see the renewal's deadline.
    localEveryMs: 24 * 60 * 60 * 1000,
    handler: 'schedules/renew-certifications',
    summary:
      "The daily recertification run for the Europe/London day: enrolments whose certificate's renewal window has opened are archived into Course History and enrolled again with the renewal deadline (once per expiry, one conditional write each; archived users skipped), and the renewal enrolled, certificate expiring and certificate expired notices go out once each, found through the expiry index (gsi4).",
  },
  {
    id: 'send-reminders',
    expression: 'cron(0 7 * * ? *)',
    timeZone: 'Europe/London',
    // Locally once a day (and once shortly after start); a run is idempotent, so an extra one sends nothing twice.
    localEveryMs: 24 * 60 * 60 * 1000,
    handler: 'schedules/send-reminders',
    summary:
      "The daily reminders for the Europe/London day: deadline_before, missed_deadline, idle_after and external_deadline_before, found through the due-day indexes and delivered once each (keyed by type, user, course or record and due day); then the administrators' notices 30 and 7 days before an SSO connection's SAML signing certificate expires (its metadata URL read again first), found through the certificates index.",
  },
  {
    id: 'forward-statements',
    expression: 'rate(1 minute)',
    localEveryMs: 60 * 1000,
    handler: 'schedules/forward-statements',
    summary:
      "LRS forwarding (issue 35): every external LRS whose statements are due (queued, or a retry whose time came) gets a delivery run, in stored order and batches, found through the due index (gsi2); failures wait 1, 4, 10, 20 and 30 minutes, then go to the target's dead-letter list; deleted targets' queues are emptied.",
  },
];

/**
 * Handlers of the table's stream (NEW_AND_OLD_IMAGES): on AWS a Lambda with an event source mapping on the stream
 * (infra/lib/stacks/audit-stack.ts); locally an in-process poller of DynamoDB Local's stream feeds the same consumer
 * (infra/local/audit-stream.ts). The bundler builds them like every other handler.
 */
export interface TTableStreamHandler {
  readonly id: string;
  /** Module under events/, without extension, exporting `handler`. */
  readonly handler: string;
  readonly summary: string;
}

export const TABLE_STREAM_HANDLERS: readonly TTableStreamHandler[] = [
  {
    id: 'audit-log',
    handler: 'streams/audit-log',
    summary:
      "The audit log: each change written with an audit stamp becomes one event, appended to its company's hash chain (exactly once).",
  },
  {
    id: 'xapi-forwarding',
    handler: 'streams/xapi-forwarding',
    summary:
      "LRS forwarding (issue 35): each new statement of a company's LRS goes into the queue of each of the company's external LRSs whose filter it matches, and is sent at once unless that LRS waits for a retry.",
  },
];

/**
 * Handlers AWS services invoke directly, outside the app's bus (no local equivalent: locally a video is ready at
 * once). CDK makes one Lambda per row and wires the trigger; the bundler builds them like every other handler.
 */
export interface TAwsTriggeredHandler {
  readonly id: string;
  /** Module under events/, without extension, exporting `handler`. */
  readonly handler: string;
  readonly trigger: 'course-video-created' | 'mediaconvert-job-state' | 'upload-created';
  readonly summary: string;
}

export const AWS_TRIGGERED_HANDLERS: readonly TAwsTriggeredHandler[] = [
  {
    id: 'start-transcode',
    handler: 'handlers/start-transcode',
    trigger: 'course-video-created',
    summary: 'An MP4 landed under a course (S3 Object Created via EventBridge): start its MediaConvert HLS job.',
  },
  {
    id: 'transcode-complete',
    handler: 'handlers/transcode-complete',
    trigger: 'mediaconvert-job-state',
    summary:
      'A MediaConvert job of this stage finished or failed: mark the course video ready (HLS and poster) or failed.',
  },
  {
    id: 'verify-upload',
    handler: 'handlers/verify-upload',
    trigger: 'upload-created',
    summary:
      'A presigned upload landed (S3 Object Created via EventBridge): run its content check; a refused file is deleted.',
  },
];

/**
 * The user pool's Lambda triggers: Cognito invokes them synchronously while a CUSTOM_AUTH sign-in runs (the API
 * answering with its SSO proof: docs/architecture.md, "How SSO sessions are issued"). CDK makes one Lambda per row
 * and sets it on the pool (auth-stack.ts); locally our cognito-local launcher (infra/local/cognito-local-launcher.ts)
 * invokes the same modules at the same points.
 */
export interface TUserPoolTrigger {
  readonly id: string;
  /** Module under events/, without extension, exporting `handler`. */
  readonly handler: string;
  readonly trigger: 'DefineAuthChallenge' | 'CreateAuthChallenge' | 'VerifyAuthChallengeResponse';
  readonly summary: string;
}

export const USER_POOL_TRIGGERS: readonly TUserPoolTrigger[] = [
  {
    id: 'define-auth-challenge',
    handler: 'triggers/auth-challenge/define',
    trigger: 'DefineAuthChallenge',
    summary: 'CUSTOM_AUTH: one custom challenge (the SSO proof); tokens when it is answered right, failure otherwise.',
  },
  {
    id: 'create-auth-challenge',
    handler: 'triggers/auth-challenge/create',
    trigger: 'CreateAuthChallenge',
    summary: 'CUSTOM_AUTH: poses the SSO proof challenge (nothing secret in it: the proof carries its own signature).',
  },
  {
    id: 'verify-auth-challenge',
    handler: 'triggers/auth-challenge/verify',
    trigger: 'VerifyAuthChallengeResponse',
    summary: 'CUSTOM_AUTH: the answer is an SSO proof for this user, unexpired, correctly signed and not used before.',
  },
];
