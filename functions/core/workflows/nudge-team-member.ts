import { MSG, NOTIFICATION_SHOWN_UP, type TTeamNudgeResult } from '@skillway/shared';
import { listCompanyCourses } from '../content/courses/course-repository';
import { userDeadlineStatus } from '../delivery/enrolment/deadline-status';
import type { TEnrolmentItem } from '../delivery/enrolment/enrolment-repository';
import { notificationLink } from '../oversight/notifications/delivery/notification-link';
import { channelsFor } from '../oversight/notifications/delivery/recipients';
import { createNotification } from '../oversight/notifications/notification-repository';
import { NOTIFICATION_TYPE } from '../oversight/notifications/notification-types';
import { sendCompanyEmail } from '../people/mail-hold/send-company-email';
import { claimNudge, releaseNudge } from '../people/team/nudge-claim';
import { assertCanNudgeUser } from '../people/team/policy';
import { findUser } from '../people/users/user-repository';
import { londonDay } from '../platform/format/calendar-day';
import { AppError } from '../platform/http/app-error';
import type { TLog } from '../platform/http/logger';
import type { TAuth } from '../platform/http/principal';
import { recipientLanguage, textsIn } from '../platform/i18n/server-texts';
import { teamNudgeEmail, teamNudgeTitle, type TNudgeCourse } from '../platform/mail/templates/team-nudge';

/**
 * POST /my-team/{id}/nudge: a manager (or the administrator) reminds a member of their overdue courses and those due
 * this week, with a bell notification and an email listing them (the email only if the member has not turned
 * notification emails off, as for every notification). The member must be one the caller may email (a manager:
 * their own team; else 404); with nothing overdue or due this week there is nothing to nudge about (409). At most one
 * nudge per member per TEAM_NUDGE.intervalHours, whoever sends it (429 with Retry-After): the claim is written before
 * anything is sent and given back if sending fails.
 */
export async function nudgeTeamMember(
  auth: TAuth,
  userId: string,
  log: TLog,
  nowMs = Date.now(),
): Promise<TTeamNudgeResult> {
  const { companyId } = auth;
  const user = assertCanNudgeUser(auth, await findUser(companyId, userId, true));
  const status = await userDeadlineStatus(companyId, user.user_id, londonDay(nowMs));
  if (status.overdue.length + status.dueSoon.length === 0) throw new AppError('CONFLICT', MSG.TEAM_NUDGE_NOTHING_DUE);

  // The member's language: the email, the bell's title and the name of a course that is gone.
  const language = recipientLanguage(user, auth.company);
  const i18n = textsIn(language);
  const names = new Map((await listCompanyCourses(companyId)).map((course) => [course.course_id, course.name]));
  const courses = (items: TEnrolmentItem[]): TNudgeCourse[] =>
    items.map((item) => ({ name: names.get(item.target_id) ?? i18n._('A course'), deadline: item.deadline }));
  const overdue = courses(status.overdue);
  const dueSoon = courses(status.dueSoon);
  const senderName = `${auth.user.first_name} ${auth.user.last_name}`;
  const due = [...status.overdue, ...status.dueSoon];
  const onlyCourse = due.length === 1 ? due[0]!.target_id : undefined;
  const channels = channelsFor(user, NOTIFICATION_SHOWN_UP.BOTH);

  const claimedAt = await claimNudge(companyId, user, nowMs);
  try {
    // The email first: it is the send more likely to fail, and a failure leaves no bell notification behind.
    if (channels.includes('email')) {
      const message = teamNudgeEmail({
        firstName: user.first_name,
        senderName,
        companyName: auth.company?.company_name ?? '',
        overdue,
        dueSoon,
        link: notificationLink({ type: NOTIFICATION_TYPE.TEAM_NUDGE }),
        language,
      });
      await sendCompanyEmail(auth.company ?? companyId, { to: user.email, ...message });
    }
    await createNotification(
      companyId,
      user.user_id,
      {
        title: teamNudgeTitle(senderName, overdue, dueSoon, language),
        notification_type: NOTIFICATION_TYPE.TEAM_NUDGE,
        ...(onlyCourse ? { course_id: onlyCourse } : {}),
      },
      { nowMs },
    );
  } catch (error) {
    await releaseNudge(companyId, user, claimedAt).catch(() => undefined);
    throw error;
  }
  log.info('team nudge sent', { to_user: user.user_id, overdue: overdue.length, due_soon: dueSoon.length });
  return {
    message: MSG.TEAM_NUDGE_SENT,
    data: { overdue_courses: overdue.length, due_soon_courses: dueSoon.length, emailed: channels.includes('email') },
  };
}
