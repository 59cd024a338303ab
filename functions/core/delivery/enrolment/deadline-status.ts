import { TEAM_NUDGE, USER_COURSE_STATE } from '@skillway/shared';
import { addDays } from '../../platform/format/calendar-day';
import { listUserEnrolments, type TEnrolmentItem } from './enrolment-repository';

/** A user's course enrolments that are not complete and have a deadline near or past, earliest deadline first. */
interface TDeadlineStatus {
  /** The deadline day is before today: the missed-deadline reminder's courses. */
  overdue: TEnrolmentItem[];
  /** Due today or within TEAM_NUDGE.dueSoonDays (today counted as the first). */
  dueSoon: TEnrolmentItem[];
}

const byDeadline = (a: TEnrolmentItem, b: TEnrolmentItem) =>
  a.deadline.localeCompare(b.deadline) || a.target_id.localeCompare(b.target_id);

/**
 * Sorts a user's enrolments by their deadline against `today` (a Europe/London calendar day, as the daily reminders
 * count: the missed-deadline reminder goes the day after the deadline, so the deadline day itself is not overdue).
 * Playlists, completed courses and courses without a deadline are in neither list.
 */
export function deadlineStatus(enrolments: readonly TEnrolmentItem[], today: string): TDeadlineStatus {
  const soonEnd = addDays(today, TEAM_NUDGE.dueSoonDays);
  const status: TDeadlineStatus = { overdue: [], dueSoon: [] };
  for (const enrolment of enrolments) {
    if (enrolment.target_type !== 'course' || !enrolment.deadline) continue;
    if (enrolment.state === USER_COURSE_STATE.COMPLETE) continue;
    if (enrolment.deadline < today) status.overdue.push(enrolment);
    else if (enrolment.deadline < soonEnd) status.dueSoon.push(enrolment);
  }
  status.overdue.sort(byDeadline);
  status.dueSoon.sort(byDeadline);
  return status;
}

/**
 * One user's deadline status: one Query of their course enrolments (gsi1, at most one item per course of the
 * company). Overdue cannot be a counter kept on write: an enrolment becomes overdue when a day passes, with no write
 * to count it on.
 */
export async function userDeadlineStatus(companyId: string, userId: string, today: string): Promise<TDeadlineStatus> {
  return deadlineStatus(await listUserEnrolments(companyId, userId, 'course'), today);
}
