import { NOTIFICATION_TYPE, type TNotificationType } from '@skillway/shared';
import { daysBetween, renewalDueOn, shiftDays, windowOpensOn } from '@skillway/shared/rules/recertification';
import type { TEffectiveNotificationSettings } from '../oversight/notifications/settings/effective-settings';
import { isCertificateDue } from '../learner/certificates/certificate-rules';

/**
 * What the daily renewal run decides for one day, as pure calendar arithmetic on Europe/London days (yyyy-mm-dd):
 * which enrolments' renewals open, which certificate notices are due, how far the expiry index is read, and the
 * notices' idempotency keys. renew-certifications.ts reads and writes; this decides.
 */

/**
 * How many days back the run reads the expiry index: a renewal or an expired notice that a missed run did not make is
 * caught up within it (older expiries are left alone: the renewal is long overdue and an administrator's to handle).
 */
export const CATCH_UP_DAYS = 30;

/** An expired notice still goes out this many days after the expiry day (its own run missed), never later. */
export const EXPIRED_NOTICE_DAYS = 7;

/** The certificate notices of the run, by the name of their type. */
export const CERTIFICATE_NOTICE_KINDS = ['certificate_expiring', 'certificate_expired', 'renewal_enrolled'] as const;
export type TCertificateNoticeKind = (typeof CERTIFICATE_NOTICE_KINDS)[number];

export const CERTIFICATE_NOTICE_TYPE: Record<TCertificateNoticeKind, TNotificationType> = {
  certificate_expiring: NOTIFICATION_TYPE.CERTIFICATE_EXPIRING,
  certificate_expired: NOTIFICATION_TYPE.CERTIFICATE_EXPIRED,
  renewal_enrolled: NOTIFICATION_TYPE.RENEWAL_ENROLLED,
};

/** What the run reads of a course whose certificates expire (its recertification settings). */
export interface TRenewalCourse {
  windowDays: number;
  deadlineDaysAfter: number;
}

/** What the run reads of an enrolment. */
export interface TCertifiedEnrolment {
  expires_on?: string | undefined;
  renewal_for?: string | undefined;
  renewal_due?: string | undefined;
}

type TExpiryDaySettings = Pick<TEffectiveNotificationSettings, 'days'>;

/** Whether a day count turns its reminder on (a whole number of at least 1; deliverNotification's rule). */
function dayCountOn(days: number | undefined): days is number {
  return typeof days === 'number' && Number.isInteger(days) && days >= 1;
}

/** The expiry reminder day counts in use under one set of settings (first, then second; each once). */
export function expiringDayCounts(settings: TExpiryDaySettings): number[] {
  const counts = [settings.days.certificate_expiring_first, settings.days.certificate_expiring_second].filter(
    dayCountOn,
  );
  return [...new Set(counts)];
}

/**
 * The expiry days the run reads (inclusive): from CATCH_UP_DAYS back to as far ahead as a renewal window opens or an
 * expiry reminder is sent. Undefined when the company has no course whose certificates expire (nothing to read).
 */
export function expiryReadRange(
  today: string,
  courses: Iterable<TRenewalCourse>,
  settings: Iterable<TExpiryDaySettings>,
): { from: string; to: string } | undefined {
  const windows = [...courses].map((course) => course.windowDays);
  if (windows.length === 0) return undefined;
  const ahead = Math.max(0, ...windows, ...[...settings].flatMap(expiringDayCounts));
  return { from: shiftDays(today, -CATCH_UP_DAYS), to: shiftDays(today, ahead) };
}

/**
 * Whether the enrolment's renewal opens on `today`: its certificate expires, the window has opened (on the day it
 * opens or any day after, so a missed run catches up) and no renewal was opened for this expiry yet. A learner who
 * renews gets a later expiry, so the next window opens the next renewal.
 */
export function isRenewalDue(enrolment: TCertifiedEnrolment, course: TRenewalCourse, today: string): boolean {
  const expires = enrolment.expires_on;
  if (!expires) return false;
  return today >= windowOpensOn(expires, course.windowDays) && enrolment.renewal_for !== expires;
}

/**
 * Whether the run a renewal would archive still waits for its certificate: finished and certified, but the
 * certificate worker (events/handlers/generate-certificate) has not made the certificate yet. Archived now, the run
 * would go into Course History without one and the worker would then find nothing to certify; the renewal waits for
 * a later run instead (a missed window day is caught up).
 */
export function awaitsItsCertificate(
  enrolment: { state?: number; test_passed?: number; certificate_id?: string | undefined },
  hasTest: boolean,
): boolean {
  return isCertificateDue(enrolment, hasTest) && !enrolment.certificate_id;
}

/** Whether a renewal is open for the certificate the enrolment holds (opened, and not yet completed). */
export function isRenewalOpen(enrolment: TCertifiedEnrolment): boolean {
  return !!enrolment.expires_on && enrolment.renewal_for === enrolment.expires_on;
}

/** The renewal's deadline: the one the completion worked out, else the course's days after the expiry. */
export function renewalDeadline(enrolment: TCertifiedEnrolment & { expires_on: string }, course: TRenewalCourse) {
  return enrolment.renewal_due ?? renewalDueOn(enrolment.expires_on, course.deadlineDaysAfter);
}

/** Every source (individual, group, playlist) given the renewal's deadline, so the enrolment's earliest is it. */
export function renewalSources(sources: Readonly<Record<string, string>>, deadline: string): Record<string, string> {
  return Object.fromEntries(Object.keys(sources).map((source) => [source, deadline]));
}

export type TExpiryNotice =
  { kind: 'certificate_expiring'; days: number } | { kind: 'certificate_expired'; days: number };

/**
 * The expiry notices due on `today` for a certificate expiring on `expiresOn`: expiring on the days the settings'
 * first and second counts say (N days before; an off count sends nothing), expired on the expiry day or, when that
 * run was missed, up to EXPIRED_NOTICE_DAYS later. `days` is the days left (expiring) or since the expiry (expired).
 */
export function expiryNotices(expiresOn: string, today: string, settings: TExpiryDaySettings): TExpiryNotice[] {
  const left = daysBetween(today, expiresOn);
  if (left > 0) return expiringDayCounts(settings).includes(left) ? [{ kind: 'certificate_expiring', days: left }] : [];
  const since = daysBetween(expiresOn, today);
  return since < EXPIRED_NOTICE_DAYS ? [{ kind: 'certificate_expired', days: since }] : [];
}

/**
 * The idempotency key of one certificate notice: (type, user, course, expiry day), and for the expiring reminder its
 * day count too (the first and the second are two notices). Any run, rerun, retry or overlap for the same
 * certificate sends each once; a renewed certificate has a new expiry day and its own notices.
 */
export function certificateNoticeKey(
  kind: TCertificateNoticeKind,
  userId: string,
  courseId: string,
  expiresOn: string,
  days?: number,
): string {
  const key = `${CERTIFICATE_NOTICE_TYPE[kind]}#${userId}#${courseId}#${expiresOn}`;
  return kind === 'certificate_expiring' ? `${key}#${days ?? 0}` : key;
}
