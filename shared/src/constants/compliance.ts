/**
 * Recertification and compliance (issue 29): a course's certificate validity and renewal, the statuses of the
 * compliance matrix, and their messages. The web forms, the API and the daily renewal run read the same values.
 */

import type { TComplianceStatus } from './compliance-status';

export * from './compliance-status';

/** How long a course's certificate stays valid: never (the default), a number of months, or until a fixed date. */
export const VALIDITY_KIND = { NEVER: 'never', MONTHS: 'months', DATE: 'date' } as const;
export type TValidityKind = (typeof VALIDITY_KIND)[keyof typeof VALIDITY_KIND];
export const VALIDITY_KINDS = ['never', 'months', 'date'] as const satisfies readonly TValidityKind[];
export const VALIDITY_KIND_OPTIONS = [
  { value: 'never', label: 'Never expires' },
  { value: 'months', label: 'A number of months' },
  { value: 'date', label: 'A fixed expiry date' },
] as const;

/**
 * What a renewed certificate's expiry counts from (as Totara offers): the completion day; the previous expiry day,
 * so a renewal inside the window loses no time; or a fixed anniversary (day and month) every certificate expires on.
 */
export const EXPIRY_BASE = {
  COMPLETION: 'completion',
  PREVIOUS_EXPIRY: 'previous_expiry',
  ANNIVERSARY: 'anniversary',
} as const;
export type TExpiryBase = (typeof EXPIRY_BASE)[keyof typeof EXPIRY_BASE];
export const EXPIRY_BASES = ['completion', 'previous_expiry', 'anniversary'] as const satisfies readonly TExpiryBase[];
export const EXPIRY_BASE_OPTIONS = [
  { value: 'completion', label: 'From the completion date' },
  { value: 'previous_expiry', label: 'From the previous expiry date' },
  { value: 'anniversary', label: 'On a fixed anniversary' },
] as const;

export const RECERTIFICATION_LIMITS = {
  MONTHS_MIN: 1,
  MONTHS_MAX: 120,
  WINDOW_MIN: 1,
  WINDOW_MAX: 365,
  WINDOW_DEFAULT: 30,
  /** Days after the expiry date the renewal is due by (0: the expiry date itself, the default). */
  DEADLINE_AFTER_MAX: 365,
} as const;

export const COMPLIANCE_STATUSES = [
  'not_started',
  'in_progress',
  'certified',
  'expiring',
  'expired',
  'overdue',
] as const satisfies readonly TComplianceStatus[];
export const COMPLIANCE_STATUS_LABELS: Record<TComplianceStatus, string> = {
  not_started: 'Not started',
  in_progress: 'In progress',
  certified: 'Certified',
  expiring: 'Expiring',
  expired: 'Expired',
  overdue: 'Overdue',
};
/** Worst first (what needs attention sorts to the top): the matrix's sort, My Team's "most pressing" status. */
export const COMPLIANCE_STATUS_RANK: Record<TComplianceStatus, number> = {
  overdue: 0,
  expired: 1,
  expiring: 2,
  not_started: 3,
  in_progress: 4,
  certified: 5,
};

/** Whether a status counts as trained and in date (the headline figure's numerator). */
export function isInDate(status: TComplianceStatus): boolean {
  return status === 'certified' || status === 'expiring';
}

/** The "Expiring in the next N days" list's choices. */
export const EXPIRING_WITHIN_DAYS = [30, 60, 90] as const;
export type TExpiringWithin = (typeof EXPIRING_WITHIN_DAYS)[number];

/** A certificate as its public verification page sees it today. */
export const CERTIFICATE_STANDING = { VALID: 'valid', EXPIRED: 'expired', SUPERSEDED: 'superseded' } as const;
export type TCertificateStanding = (typeof CERTIFICATE_STANDING)[keyof typeof CERTIFICATE_STANDING];
export const CERTIFICATE_STANDINGS = [
  'valid',
  'expired',
  'superseded',
] as const satisfies readonly TCertificateStanding[];
export const CERTIFICATE_STANDING_LABELS: Record<TCertificateStanding, string> = {
  valid: 'Valid',
  expired: 'Expired',
  superseded: 'Superseded by a newer certificate',
};

export const COMPLIANCE_MESSAGES = {
  SETTINGS_SAVED: 'Recertification settings saved.',
  RECALCULATED: (count: number) =>
    `Recertification settings saved. ${count} certificate${count === 1 ? '' : 's'} recalculated.`,
  MONTHS_REQUIRED: 'The validity months field is required.',
  DATE_REQUIRED: 'The expiry date field is required.',
  ANNIVERSARY_REQUIRED: 'The anniversary field is required.',
  ANNIVERSARY_INVALID: 'The anniversary must be a day and month, dd-mm.',
  RENEWAL_COURSE_SELF: 'The renewal course must be another course.',
  /** A playlist's settings saved on each of its courses (and, with recalculate, the certificates that moved). */
  PLAYLIST_SAVED: (courses: number, recalculated = 0) =>
    `Recertification settings saved on ${courses} course${courses === 1 ? '' : 's'}.` +
    (recalculated > 0 ? ` ${recalculated} certificate${recalculated === 1 ? '' : 's'} recalculated.` : ''),
  PLAYLIST_EMPTY: 'The playlist has no courses.',
  REMINDED: (count: number) => `Reminder sent to ${count} learner${count === 1 ? '' : 's'}.`,
  NOTHING_TO_REMIND: 'Choose at least one learner to remind.',
  NO_EXPIRY: 'A chosen learner has no certificate that expires on this course.',
} as const;
