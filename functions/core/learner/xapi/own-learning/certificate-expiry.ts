import type { TLearningFact } from '@skillway/shared';
import { announceLearning } from '../../../delivery/progress/announce-learning';
import type { TFactSource } from '../../../delivery/progress/learning-facts';
import { londonDay } from '../../../platform/format/calendar-day';
import type { TLog } from '../../../platform/http/logger';

const HOUR_MS = 3_600_000;

/**
 * The instant a Europe/London calendar day begins (ISO): a certificate is expired from its expiry day
 * (verify-certificate.ts), so that is when it expired. London's midnight is 00:00 UTC in winter and 23:00 UTC the
 * evening before in summer; both changes of the clocks happen after midnight, so one of the two is the day's start.
 */
export function londonDayStart(day: string): string {
  const utcMidnight = Date.parse(`${day}T00:00:00Z`);
  if (Number.isNaN(utcMidnight)) throw new Error(`Invalid calendar day: ${day}`);
  const summerMidnight = utcMidnight - HOUR_MS;
  return new Date(londonDay(summerMidnight) === day ? summerMidnight : utcMidnight).toISOString();
}

/** What the expiry fact reads of the enrolment (TEnrolmentItem has more). */
export interface TExpiringEnrolment extends TFactSource {
  company_id: string;
  target_id: string;
  user_id: string;
  expires_on?: string;
  /** The current cycle's certificate: kept when the renewal archives the run that earned it. */
  current_certificate_id?: string;
}

/**
 * The fact that the enrolment's current certificate expired on its expiry day, or none when no certificate was
 * made (the certificate worker has not run: there is no earned statement, so nothing expires in the LRS) or it
 * never expires. The certificate is the current cycle's (a certificate written before cycles existed: the run's).
 */
export function certificateExpiredFact(enrolment: TExpiringEnrolment): TLearningFact | undefined {
  const certificateId = enrolment.current_certificate_id ?? enrolment.certificate_id;
  const expiresOn = enrolment.expires_on;
  if (!certificateId || !expiresOn) return undefined;
  return {
    kind: 'certificate_expired',
    certificate_id: certificateId,
    expires_on: expiresOn,
    at: londonDayStart(expiresOn),
  };
}

/**
 * Tells the company's LRS that the enrolment's certificate expired (learning.recorded, issue 35), from the daily
 * renewal run that decides it (renew-certifications.ts, with the expired notice). The fact belongs to the enrolment's
 * run at the time (the renewal's, once it archived the run that earned the certificate). Like every
 * learning.recorded, a lost event is logged and never the run's failure: the statement is a record, not a part of the
 * expiry. True when an event was published.
 */
export async function announceCertificateExpired(enrolment: TExpiringEnrolment, log: TLog): Promise<boolean> {
  const fact = certificateExpiredFact(enrolment);
  return fact ? announceLearning(enrolment, [fact], log) : false;
}
