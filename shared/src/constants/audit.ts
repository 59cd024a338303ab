/**
 * The audit log (issue 31; docs/architecture.md "Audit log"): who did what to which record, before and after,
 * captured from the table's stream and chained per company so a changed or missing event is found.
 */

/** Who acted: a signed-in user (administrator, manager), the super administrator in a company, a SCIM token, the system. */
export const AUDIT_ACTOR_KIND = {
  USER: 'user',
  SUPER_ADMIN: 'super_admin',
  SCIM_TOKEN: 'scim_token',
  SYSTEM: 'system',
} as const;
export type TAuditActorKind = (typeof AUDIT_ACTOR_KIND)[keyof typeof AUDIT_ACTOR_KIND];

/** What an event is about (the history tabs read one target's events). */
export const AUDIT_TARGET_TYPE = {
  USER: 'user',
  COMPANY: 'company',
  COURSE: 'course',
  MATERIAL: 'material',
  TEST: 'test',
  QUESTION: 'question',
  ENROLMENT: 'enrolment',
  /** A finished run archived into Course History (a recertification's renewal, Archive All); listed with the enrolments. */
  COURSE_HISTORY: 'course_history',
  TEST_RESULT: 'test_result',
  CERTIFICATE: 'certificate',
  GROUP: 'group',
  PLAYLIST: 'playlist',
  EXTERNAL_TRAINING: 'external_training',
  NOTIFICATION_SETTINGS: 'notification_settings',
  SSO: 'sso',
  SCIM_TOKEN: 'scim_token',
  /** A company LRS client (issue 35, Admin › Integrations › xAPI). */
  XAPI_CLIENT: 'xapi_client',
  /** An external LRS the company forwards its statements to, and its dead letters (issue 35). */
  XAPI_FORWARD_TARGET: 'xapi_forward_target',
  BILLING: 'billing',
  REPORT: 'report',
  AUDIT_LOG: 'audit_log',
  PERSONAL_DATA: 'personal_data',
} as const;
export type TAuditTargetType = (typeof AUDIT_TARGET_TYPE)[keyof typeof AUDIT_TARGET_TYPE];

/**
 * Actions not named by an API operation (an operation's action is its manifest id, e.g. `users.update`): what the
 * schedules and event handlers change on their own.
 */
export const SYSTEM_AUDIT_ACTION = {
  TRIAL_EXPIRED: 'system.trialExpired',
  CERTIFICATE_ISSUED: 'system.certificateIssued',
  RECERTIFICATION_RENEWED: 'system.recertificationRenewed',
  BILLING_EVENT: 'system.billingEvent',
  RETENTION_ANONYMISED: 'system.retentionAnonymised',
  RETENTION_PURGED: 'system.retentionPurged',
  PERSONAL_DATA_EXPORTED: 'system.personalDataExported',
  USER_ERASED: 'system.userErased',
  /** A scheduled report built and emailed to its recipients: a read of company data, by the system. */
  SCHEDULED_REPORT_SENT: 'system.scheduledReportSent',
  VIDEO_PROCESSED: 'system.videoProcessed',
  SLIDES_CONVERTED: 'system.slidesConverted',
  PACKAGE_PROCESSED: 'system.packageProcessed',
  /** A SAML connection's certificates or endpoints taken again from its metadata URL (the daily notices run). */
  SSO_METADATA_REFRESHED: 'system.ssoMetadataRefreshed',
} as const;
export type TSystemAuditAction = (typeof SYSTEM_AUDIT_ACTION)[keyof typeof SYSTEM_AUDIT_ACTION];

export const SYSTEM_AUDIT_ACTION_LABEL: Record<TSystemAuditAction, string> = {
  [SYSTEM_AUDIT_ACTION.TRIAL_EXPIRED]: 'Free trial expired',
  [SYSTEM_AUDIT_ACTION.CERTIFICATE_ISSUED]: 'Certificate issued',
  [SYSTEM_AUDIT_ACTION.RECERTIFICATION_RENEWED]: 'Recertification renewed',
  [SYSTEM_AUDIT_ACTION.BILLING_EVENT]: 'Billing event applied',
  [SYSTEM_AUDIT_ACTION.RETENTION_ANONYMISED]: 'Archived user anonymised by retention',
  [SYSTEM_AUDIT_ACTION.RETENTION_PURGED]: 'Old learning data removed by retention',
  [SYSTEM_AUDIT_ACTION.PERSONAL_DATA_EXPORTED]: 'Personal data export built',
  [SYSTEM_AUDIT_ACTION.USER_ERASED]: 'User erased',
  [SYSTEM_AUDIT_ACTION.SCHEDULED_REPORT_SENT]: 'Scheduled report emailed',
  [SYSTEM_AUDIT_ACTION.VIDEO_PROCESSED]: 'Video processing finished',
  [SYSTEM_AUDIT_ACTION.SLIDES_CONVERTED]: 'Slide deck processed',
  [SYSTEM_AUDIT_ACTION.PACKAGE_PROCESSED]: 'E-learning package processed',
  [SYSTEM_AUDIT_ACTION.SSO_METADATA_REFRESHED]: 'SSO metadata refreshed',
};

/** Every event's outcome: the change was made (a failed change writes nothing), or only part of a bulk request was. */
export const AUDIT_OUTCOME = { SUCCESS: 'success', PARTIAL: 'partial' } as const;
export type TAuditOutcome = (typeof AUDIT_OUTCOME)[keyof typeof AUDIT_OUTCOME];

/** The audit log's page (newest first, a cursor for the next page). */
export const AUDIT_PAGE_SIZE = 50;

/** The actor recorded for schedules and event handlers. */
export const AUDIT_SYSTEM_ACTOR_ID = 'system';

/** Shown in place of a value the log never records (passwords, tokens, secrets). */
export const AUDIT_REDACTED = '[redacted]';

/** A daily copy of each company's events goes to write-once storage kept this many years (the company chooses). */
export const AUDIT_ARCHIVE_YEARS = { MIN: 1, MAX: 10, DEFAULT: 7 } as const;
