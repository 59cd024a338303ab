import { COMPLIANCE_MESSAGES, NOTIFICATION_TYPE, parseEnrolmentId, type TComplianceRemindBody } from '@skillway/shared';
import { daysBetween } from '@skillway/shared/rules/recertification';
import { londonDay } from '../../platform/format/calendar-day';
import { formatDay } from '../../platform/format/format-day';
import { AppError } from '../../platform/http/app-error';
import type { TAuth } from '../../platform/http/principal';
import { enrolmentKey, getEnrolments } from '../../delivery/enrolment/enrolment-repository';
import { courseTarget } from '../../delivery/enrolment/enrolment-targets';
import { findUser } from '../../people/users/user-repository';
import { canSeeUser } from '../../people/team/policy';
import { deliverNotification, newDeliveryBatch } from '../notifications/delivery/deliver-notification';

/**
 * POST /v1/compliance/remind: the "certificate expiring" notification, now, to each chosen learner whose certificate
 * expires (a manager: their own team only). Every id is checked before anything is sent: one the caller may not see
 * is a 404, one without a certificate that expires a 422, and then nobody is reminded. Keyed by learner, course and day, so a double
 * click reminds once.
 */
export async function remindRenewal(auth: TAuth, body: TComplianceRemindBody, now: Date = new Date()) {
  const parsed = body.ids.map((id) => parseEnrolmentId(id));
  if (parsed.some((entry) => entry === null)) throw AppError.notFound();
  const wanted = parsed.map((entry) => ({ userId: entry!.userId, target: courseTarget(entry!.courseId) }));
  const enrolments = await getEnrolments(auth.companyId, wanted);
  const users = await Promise.all(wanted.map((entry) => findUser(auth.companyId, entry.userId)));
  const today = londonDay(now);
  const due = wanted.map((entry, index) => {
    const enrolment = enrolments.get(enrolmentKey(entry.userId, entry.target));
    const user = users[index];
    if (!enrolment || !user || user.is_archived === 1 || !canSeeUser(auth, user)) throw AppError.notFound();
    if (!enrolment.expires_on) throw AppError.field('ids', COMPLIANCE_MESSAGES.NO_EXPIRY);
    return enrolment;
  });
  const batch = newDeliveryBatch();
  const reminded = new Set<string>();
  for (const enrolment of due) {
    const expiresOn = enrolment.expires_on!;
    await deliverNotification(
      {
        companyId: auth.companyId,
        type: NOTIFICATION_TYPE.CERTIFICATE_EXPIRING,
        userId: enrolment.user_id,
        courseId: enrolment.target_id,
        vars: {
          days: String(Math.max(0, daysBetween(today, expiresOn))),
          expiry_date: formatDay(expiresOn) ?? expiresOn,
          deadline: formatDay(enrolment.renewal_due ?? expiresOn) ?? expiresOn,
        },
        dedupeKey: `remind#${NOTIFICATION_TYPE.CERTIFICATE_EXPIRING}#${enrolment.user_id}#${enrolment.target_id}#${today}`,
      },
      batch,
    );
    reminded.add(enrolment.user_id);
  }
  return { message: COMPLIANCE_MESSAGES.REMINDED(reminded.size) };
}
