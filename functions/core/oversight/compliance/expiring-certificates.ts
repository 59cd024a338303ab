import { ROLE, USER_COURSE_STATE, enrolmentIdOf, type TExpiringCertificate } from '@skillway/shared';
import { daysBetween, shiftDays } from '@skillway/shared/rules/recertification';
import { londonDay } from '../../platform/format/calendar-day';
import type { TAuth } from '../../platform/http/principal';
import { getCoursesByIds } from '../../content/courses/course-repository';
import { enrolmentsExpiringBetween } from '../../delivery/enrolment/expiry-index-reads';
import { listCompanyUsers } from '../../people/users/user-repository';
import { isTeamMember } from '../../people/team/policy';

/**
 * GET /v1/compliance/expiring: certificates expiring from today to `within` days on (soonest first), from the expiry
 * index; a manager sees their own team's only. Archived users are left out.
 */
export async function listExpiringCertificates(
  auth: TAuth,
  within: number,
  now: Date = new Date(),
): Promise<TExpiringCertificate[]> {
  const today = londonDay(now);
  const enrolments = await enrolmentsExpiringBetween(auth.companyId, today, shiftDays(today, within));
  if (enrolments.length === 0) return [];
  const [users, courses] = await Promise.all([
    listCompanyUsers(auth.companyId),
    getCoursesByIds(auth.companyId, [...new Set(enrolments.map((enrolment) => enrolment.target_id))]),
  ]);
  const usersById = new Map(users.map((user) => [user.user_id, user]));
  return enrolments.flatMap((enrolment) => {
    const user = usersById.get(enrolment.user_id);
    const course = courses.get(enrolment.target_id);
    const expiresOn = enrolment.expires_on;
    if (!user || !course || !expiresOn || user.is_archived === 1) return [];
    if (auth.roleId === ROLE.MANAGER && !isTeamMember(auth.userId, user)) return [];
    return [
      {
        id: enrolmentIdOf(enrolment.target_id, enrolment.user_id),
        user_id: user.user_id,
        first_name: user.first_name,
        last_name: user.last_name,
        email: user.email,
        course_id: course.course_id,
        course_name: course.name,
        expires_on: expiresOn,
        days: daysBetween(today, expiresOn),
        renewal_started: enrolment.renewal_for === expiresOn && enrolment.state !== USER_COURSE_STATE.COMPLETE,
      },
    ];
  });
}
