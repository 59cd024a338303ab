import { SYSTEM_AUDIT_ACTION as ACTION, type TSystemAuditAction } from '@skillway/shared/constants/audit';

/**
 * Why a module under events/ changes nothing the audit log records (issue 31: every change the system makes to
 * people, enrolments, certificates, courses, settings and billing, and the sensitive reads, is logged). A fixed list,
 * like the operations' NOT_AUDITED, so "none" always says which of these it is.
 */
export const SYSTEM_NOT_AUDITED = {
  MAIL_ONLY:
    'It only delivers mail or in-app notices (each send claimed once on the item it is about); the request that asked for them is in the log.',
  AFTER_RECORDED_DELETION:
    "It removes the stored files and learners' data of something whose deletion was recorded by the request that deleted it.",
  QUEUE_ITEM: 'It stores an event the request that made the change already recorded, as a short-lived queue item.',
  UPLOAD_CHECK:
    "It checks an upload before any save names it: it marks or deletes the upload's own record and a refused file, no company record.",
  JOB_START:
    'It only claims a material for one background job and starts it (the claim released when it cannot start); what the job changes is recorded when it finishes.',
  TEMPORARY_FILES:
    'It deletes report files and data exports past their 7 days; their making and every download were recorded.',
  AUDIT_LOG_ITSELF: "It is the audit log's own machinery (its events and its archive are the record).",
  SIGN_IN_STEP:
    "A step of a sign-in Cognito runs (the SSO proof's challenge): only the proof's one-time use is written.",
  LRS_FORWARDING:
    "It copies the company's LRS statements to the external LRSs its administrators set up (a recorded change) and keeps their delivery queues and dead-letter lists.",
  OWN_LEARNING_STATEMENTS:
    "It writes the company's LRS statements of a learner's own learning that a progress write already kept (the learner's own learning is not audited), and the activities they define.",
} as const;
type TSystemNotAudited = (typeof SYSTEM_NOT_AUDITED)[keyof typeof SYSTEM_NOT_AUDITED];

/**
 * What a handler, schedule or trigger module (named as the manifest's events tables name it) records:
 * - `system`: its whole run is the system's change; `systemHandler` runs it in a system audit context, so its writes
 *   to `items` (entity names) are stamped with the action and become events with the actor `system`;
 * - `records`: it records its own events, per item, where `where` says (a system read naming the report or user, or
 *   a system context per company and user): one run does several things an action each;
 * - `none`: nothing it writes is a change the log records, for the reason given.
 */
export type TSystemRunDecision =
  | { readonly system: TSystemAuditAction; readonly items: readonly string[] }
  | { readonly records: readonly TSystemAuditAction[]; readonly where: string }
  | { readonly none: TSystemNotAudited };

const none = (reason: TSystemNotAudited): TSystemRunDecision => ({ none: reason });

/**
 * Every module under events/handlers, events/schedules, events/triggers and events/streams, and its decision. A new
 * module without one fails system-decisions.test.ts; a `system` one is wired by naming itself in `systemHandler`.
 */
export const SYSTEM_RUN_DECISIONS = {
  // Reports: a scheduled report's file emailed to its recipients is a read of company data by nobody's request.
  'handlers/build-report': {
    records: [ACTION.SCHEDULED_REPORT_SENT],
    where:
      'functions/core/oversight/reports/build-report.ts: a scheduled job, once emailed, is one system read naming the schedule and its recipients',
  },
  'schedules/send-scheduled-reports': {
    records: [ACTION.SCHEDULED_REPORT_SENT],
    where: "it only makes each due schedule's job; handlers/build-report records the read when the job is emailed",
  },
  // Personal data: the export built is a read of the user's data (the request and each download are recorded apart).
  'handlers/build-personal-data-export': {
    records: [ACTION.PERSONAL_DATA_EXPORTED],
    where:
      'events/handlers/build-personal-data-export.ts: once the export is ready, one system read naming the user and who asked',
  },
  'schedules/apply-retention': {
    records: [ACTION.RETENTION_ANONYMISED, ACTION.RETENTION_PURGED],
    where: 'functions/core/workflows/apply-retention.ts: a system context per company and user, each with its action',
  },
  // Learning records and certificates.
  'handlers/generate-certificate': { system: ACTION.CERTIFICATE_ISSUED, items: ['Enrolment', 'Certificate'] },
  'handlers/complete-renewal': { system: ACTION.RECERTIFICATION_RENEWED, items: ['Enrolment', 'CourseHistory'] },
  'schedules/renew-certifications': { system: ACTION.RECERTIFICATION_RENEWED, items: ['Enrolment', 'CourseHistory'] },
  // Company state and settings.
  'schedules/expire-trials': { system: ACTION.TRIAL_EXPIRED, items: ['Company'] },
  // Its reminders are mail; the SAML connections it reads again from their metadata URL are SSO settings.
  'schedules/send-reminders': { system: ACTION.SSO_METADATA_REFRESHED, items: ['SsoConnection'] },
  // Course content: a material's media as it is processed.
  'handlers/start-transcode': none(SYSTEM_NOT_AUDITED.JOB_START),
  'handlers/transcode-complete': { system: ACTION.VIDEO_PROCESSED, items: ['CourseAsset'] },
  'handlers/convert-slides': { system: ACTION.SLIDES_CONVERTED, items: ['CourseAsset'] },
  'handlers/unpack-package': { system: ACTION.PACKAGE_PROCESSED, items: ['CourseAsset'] },
  'handlers/verify-upload': none(SYSTEM_NOT_AUDITED.UPLOAD_CHECK),
  // Aborts multipart uploads no save has named and deletes their pending upload records.
  'schedules/abort-stale-uploads': none(SYSTEM_NOT_AUDITED.UPLOAD_CHECK),
  // Deletions that follow a recorded one.
  'handlers/delete-company': none(SYSTEM_NOT_AUDITED.AFTER_RECORDED_DELETION),
  'handlers/delete-files': none(SYSTEM_NOT_AUDITED.AFTER_RECORDED_DELETION),
  'handlers/delete-certificate-files': none(SYSTEM_NOT_AUDITED.AFTER_RECORDED_DELETION),
  'schedules/clean-report-files': none(SYSTEM_NOT_AUDITED.TEMPORARY_FILES),
  // Mail and notices.
  'handlers/notify-course-completion': none(SYSTEM_NOT_AUDITED.MAIL_ONLY),
  'handlers/notify-course-status': none(SYSTEM_NOT_AUDITED.MAIL_ONLY),
  'handlers/notify-enrolment': none(SYSTEM_NOT_AUDITED.MAIL_ONLY),
  'handlers/release-held-mail': none(SYSTEM_NOT_AUDITED.MAIL_ONLY),
  'handlers/send-registration-email': none(SYSTEM_NOT_AUDITED.MAIL_ONLY),
  'handlers/send-welcome-email': none(SYSTEM_NOT_AUDITED.MAIL_ONLY),
  'handlers/record-course-event': none(SYSTEM_NOT_AUDITED.QUEUE_ITEM),
  // The audit log's own.
  'schedules/archive-audit-log': none(SYSTEM_NOT_AUDITED.AUDIT_LOG_ITSELF),
  'streams/audit-log': none(SYSTEM_NOT_AUDITED.AUDIT_LOG_ITSELF),
  // LRS forwarding: the statements' own copies and the delivery's bookkeeping.
  'streams/xapi-forwarding': none(SYSTEM_NOT_AUDITED.LRS_FORWARDING),
  'schedules/forward-statements': none(SYSTEM_NOT_AUDITED.LRS_FORWARDING),
  // The product's own learning as xAPI (issue 35).
  'handlers/record-own-learning': none(SYSTEM_NOT_AUDITED.OWN_LEARNING_STATEMENTS),
  // Sign-in.
  'triggers/auth-challenge/define': none(SYSTEM_NOT_AUDITED.SIGN_IN_STEP),
  'triggers/auth-challenge/create': none(SYSTEM_NOT_AUDITED.SIGN_IN_STEP),
  'triggers/auth-challenge/verify': none(SYSTEM_NOT_AUDITED.SIGN_IN_STEP),
} as const satisfies Record<string, TSystemRunDecision>;

export type TSystemRunName = keyof typeof SYSTEM_RUN_DECISIONS;

export function systemRunDecision(name: TSystemRunName): TSystemRunDecision {
  return SYSTEM_RUN_DECISIONS[name];
}
