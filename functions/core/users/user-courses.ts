import { ROLE, type TUserCourseRow } from '@skillway/shared';
import { listCompanyCourses } from '../courses/course-repository';
import { sourceKind } from '../enrolment/enrolment-rules';
import { listUserEnrolments, type TEnrolmentItem } from '../enrolment/enrolment-repository';
import { AppError } from '../http/app-error';
import type { TAuth } from '../http/principal';
import { assertCanSeeUser } from '../team/policy';
import { findUser } from './user-repository';

const STATE_TEXT: Record<number, string> = { 1: 'Not Started', 2: 'In Progress', 3: 'Completed', 5: 'Test Pending' };

/** dd-mm-yyyy, the screens' format, from an ISO date or time. */
function formatDate(iso: string | undefined): string | null {
  if (!iso) return null;
  const [year, month, day] = iso.slice(0, 10).split('-');
  return year && month && day ? `${day}-${month}-${year}` : null;
}

/**
 * One course row per course enrolment. Progress, tests and certificates arrive with the courses issue, which adds
 * them to the enrolment item; until then a row shows the enrolment itself (not started, its deadline, and whether it
 * came only through a group).
 */
export function presentCourseRow(enrolment: TEnrolmentItem, title = ''): TUserCourseRow {
  const sources = Object.keys(enrolment.sources);
  const state = 1;
  return {
    id: `${enrolment.target_id}:${enrolment.user_id}`,
    course_id: enrolment.target_id,
    title,
    state,
    state_text: STATE_TEXT[state] ?? '',
    enrolled_date_formatted: formatDate(enrolment.enrolled_at),
    start_date_formatted: null,
    complete_date_formatted: null,
    last_accessed_date: null,
    deadline_formatted: formatDate(enrolment.deadline || undefined),
    progress: 0,
    has_test: false,
    test_complete: false,
    test_passed: false,
    test_score: null,
    attempts: 0,
    certificate_url: null,
    disabled: sources.length > 0 && sources.every((source) => sourceKind(source) === 'group'),
  };
}

/** The user's course enrolments with their course titles (one more Query, only when there is a row to name). */
export async function listCourseRows(companyId: string, userId: string): Promise<TUserCourseRow[]> {
  const enrolments = await listUserEnrolments(companyId, userId, 'course');
  if (enrolments.length === 0) return [];
  const titles = new Map((await listCompanyCourses(companyId)).map((course) => [course.course_id, course.name]));
  return enrolments
    .filter((enrolment) => titles.has(enrolment.target_id))
    .map((enrolment) => presentCourseRow(enrolment, titles.get(enrolment.target_id)))
    .sort((a, b) => a.title.localeCompare(b.title, 'en', { sensitivity: 'base' }));
}

/**
 * GET /users/courses: one's own rows, or `?id=` a user the caller may see (the administrator: any company user; a
 * manager: their team). The super administrator has no courses of their own.
 */
export async function userCourseRows(auth: TAuth, userId: string | undefined): Promise<TUserCourseRow[]> {
  if (!userId || userId === auth.userId) {
    return auth.roleId === ROLE.SUPER_ADMIN ? [] : listCourseRows(auth.companyId, auth.userId);
  }
  if (auth.roleId === ROLE.SUPER_ADMIN) throw AppError.notFound();
  const user = assertCanSeeUser(auth, await findUser(auth.companyId, userId));
  return listCourseRows(auth.companyId, user.user_id);
}

/** GET /archived-user-courses/{id}: the course rows of an archived user of the company. */
export async function archivedUserCourseRows(companyId: string, userId: string): Promise<TUserCourseRow[]> {
  const user = await findUser(companyId, userId);
  if (!user || user.is_archived !== 1) throw AppError.notFound();
  return listCourseRows(companyId, userId);
}
