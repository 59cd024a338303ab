import { t } from '@lingui/core/macro';
import { USER_COURSE_STATE, type TOwnCourseEnrolment } from '@skillway/shared';
import { complianceStatusOf, shortDay } from '@skillway/shared/rules/recertification';

/** One line of a course card about the learner's certificate: its words and whether it is past. */
export interface TExpiryFact {
  kind: 'expires' | 'renew' | 'expired';
  text: string;
  /** Past its day (an expired certificate, a renewal overdue): the card marks it with an icon and a warning colour. */
  past: boolean;
}

type TExpiryEnrolment = Pick<TOwnCourseEnrolment, 'state' | 'deadline' | 'expires_on' | 'renewal_due'>;

/**
 * What a learner's course card says about a certificate that expires (issue 29), on `today` (Europe/London):
 * - completed (Certified): "Expires 12 Mar 2027", or "Expired on 12 Mar 2027" from the expiry day;
 * - a renewal under way (enrolled again, not complete, the old certificate's expiry kept): "Renew by <renewal due>",
 *   marked past once the deadline has gone by, with "Expired on …" once the old certificate has expired, or
 *   "Expires …" while it still holds and the renewal is due later than that.
 * Nothing for a course whose certificate never expires. The card does not know the course's renewal window, so the
 * status is worked out without one: the learner sees the dates themselves.
 */
export function certificateExpiryFacts(enrolled: TExpiryEnrolment | null, today: string): TExpiryFact[] {
  if (!enrolled?.expires_on) return [];
  const expiresOn = enrolled.expires_on;
  const cell = complianceStatusOf(
    {
      state: enrolled.state,
      deadline: enrolled.deadline ?? '',
      expires_on: expiresOn,
      certified_at: undefined,
      renewal_due: enrolled.renewal_due ?? undefined,
      window_days: 0,
    },
    today,
  );
  const expired = cell.status === 'expired' || cell.status === 'overdue';
  // The texts in the active language (this runs as the card renders). "Expired on <expiry day>" in the words the
  // compliance screens use (complianceCellText), also once the renewal is overdue.
  const expiryDay = shortDay(expiresOn);
  const expiredFact: TExpiryFact = { kind: 'expired', text: t`Expired on ${expiryDay}`, past: true };
  const expiresFact: TExpiryFact = { kind: 'expires', text: t`Expires ${expiryDay}`, past: false };

  if (enrolled.state === USER_COURSE_STATE.COMPLETE) return [expired ? expiredFact : expiresFact];

  const renewalDue = enrolled.renewal_due ?? expiresOn;
  const renewalDay = shortDay(renewalDue);
  const renew: TExpiryFact = {
    kind: 'renew',
    text: t`Renew by ${renewalDay}`,
    past: cell.status === 'overdue',
  };
  if (expired) return [renew, expiredFact];
  return renewalDue === expiresOn ? [renew] : [renew, expiresFact];
}
