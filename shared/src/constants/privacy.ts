/**
 * Personal data (issue 31, GDPR; docs/privacy.md). Each part keeps its values in its own section below.
 */

// ---- Download my data (a learner's or an administrator's export of one user's personal data) ----

/** An export job goes pending → ready | failed (the screens show it while it builds). */
export const PERSONAL_DATA_EXPORT_STATUS = { PENDING: 'pending', READY: 'ready', FAILED: 'failed' } as const;
export type TPersonalDataExportStatus = (typeof PERSONAL_DATA_EXPORT_STATUS)[keyof typeof PERSONAL_DATA_EXPORT_STATUS];

/**
 * Who asked: the user for themselves (Profile; only they may open it) or an administrator for a user of the company
 * (any administrator of the company may open it, the user not).
 */
export const PERSONAL_DATA_EXPORT_REQUESTED_AS = { SELF: 'self', ADMIN: 'admin' } as const;
export type TPersonalDataExportRequestedAs =
  (typeof PERSONAL_DATA_EXPORT_REQUESTED_AS)[keyof typeof PERSONAL_DATA_EXPORT_REQUESTED_AS];

/** The link (and the file) lasts this many days from when the export was ready; after it the API answers 410. */
export const PERSONAL_DATA_EXPORT_LINK_DAYS = 7;

/** The bell's notification type of a finished export (no company setting: it answers the user's own request). */
export const PERSONAL_DATA_EXPORT_NOTIFICATION_TYPE = 103;

/** data.json's format (raise it when its shape changes). */
export const PERSONAL_DATA_EXPORT_FORMAT_VERSION = 1;

/** The zip's parts. */
export const PERSONAL_DATA_EXPORT_FILES = {
  DATA: 'data.json',
  SUMMARY: 'summary.pdf',
  CERTIFICATES_DIR: 'certificates/',
  EXTERNAL_TRAINING_DIR: 'external-training/',
  PROFILE_DIR: 'profile/',
} as const;

/** How often the screens ask for a pending export's status. */
export const PERSONAL_DATA_EXPORT_POLL_MS = 2000;

/** Bounds on what one export reads (a user's audit events as actor and as target; each list otherwise is per user). */
export const PERSONAL_DATA_EXPORT_LIMITS = { AUDIT_EVENTS: 5000, FILE_BYTES: 50 * 1024 * 1024 } as const;

export const PERSONAL_DATA_EXPORT_MSG = {
  REQUESTED:
    'Your data export has been requested. We will notify you and email you a link when it is ready (usually within a few minutes).',
  REQUESTED_FOR_USER: 'The data export has been requested. You will be notified and emailed a link when it is ready.',
  ALREADY_PENDING: 'A data export is already being prepared.',
  GONE: `This data export has expired: links last ${PERSONAL_DATA_EXPORT_LINK_DAYS} days. Please request a new one.`,
  NOT_READY: 'This data export is not ready yet.',
  FAILED: 'This data export could not be made. Please request it again.',
  NOT_FOUND: 'This data export does not exist, or is not yours to open.',
} as const;

// ---- Erasure, erasure requests and retention (docs/privacy.md "Erasure, step by step") ----

/**
 * An erased user keeps their item under a pseudonym: first name `Erased`, last name `user <code>`, email
 * `erased-<code>@erased.invalid` (`.invalid` is reserved: no mail is ever delivered there). `<code>` is random, never
 * derived from the person.
 */
export const ERASURE_PSEUDONYM = {
  FIRST_NAME: 'Erased',
  LAST_NAME_PREFIX: 'user ',
  EMAIL_PREFIX: 'erased-',
  EMAIL_DOMAIN: 'erased.invalid',
  CODE_LENGTH: 10,
} as const;

/** Whether an email is an erased user's pseudonym (retention skips those; the screens show "Erased"). */
export function isErasedEmail(email: string): boolean {
  return email.startsWith(ERASURE_PSEUDONYM.EMAIL_PREFIX) && email.endsWith(`@${ERASURE_PSEUDONYM.EMAIL_DOMAIN}`);
}

/** A learner's request to be erased: pending → declined, or approved → completed once the erasure ran. */
export const PRIVACY_REQUEST_STATUS = {
  PENDING: 'pending',
  APPROVED: 'approved',
  DECLINED: 'declined',
  COMPLETED: 'completed',
} as const;
export type TPrivacyRequestStatus = (typeof PRIVACY_REQUEST_STATUS)[keyof typeof PRIVACY_REQUEST_STATUS];

/** The company's retention rules: 0 is off (the default); otherwise within these bounds. */
export const RETENTION_LIMITS = {
  ANONYMISE_ARCHIVED_MONTHS: { MIN: 1, MAX: 120 },
  PURGE_LEARNING_YEARS: { MIN: 1, MAX: 20 },
} as const;

/** What one daily run of the retention schedule does at most, per company (the rest waits for the next day). */
export const RETENTION_RUN_LIMITS = { USERS_PER_COMPANY: 25, ITEMS_PER_COMPANY: 2000, COMPANIES: 200 } as const;

export const ERASURE_MSG = {
  ERASED: 'The user has been erased.',
  CANNOT_ERASE_ADMIN: 'The company administrator cannot be erased. Hand the administrator role over first.',
  CANNOT_ERASE_SELF: 'You cannot erase yourself.',
  ALREADY_ERASED: 'This user has been erased already.',
  CONFIRM: 'Type ERASE to confirm.',
  REQUESTED: 'Your request has been sent to your administrator.',
  REQUEST_PENDING: 'You have a request waiting for a decision already.',
  REQUEST_DECIDED: 'This request has been decided already.',
  REQUEST_APPROVED: 'The request was approved and the user has been erased.',
  REQUEST_DECLINED: 'The request was declined.',
  SETTINGS_SAVED: 'Privacy settings saved.',
} as const;

/** The word the confirmation dialog asks for (the API checks it too). */
export const ERASURE_CONFIRM_WORD = 'ERASE';
