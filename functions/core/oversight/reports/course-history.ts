import { parseEnrolmentId, type TCourseHistoryRow, type TPageQuery, type TPaginationMeta } from '@skillway/shared';
import { AppError } from '../../platform/http/app-error';
import { paginate } from '../../platform/http/pagination';
import { findUser } from '../../people/users/user-repository';
import { progressOf, stateOf, stateText, testScoreText } from '../../content/courses/course-progress-view';
import { requireCourse } from '../../content/courses/course-repository';
import { listEnrolmentHistory, type TCourseHistoryItem } from '../../content/courses/course-history-repository';
import { certificateUrl } from './course-report';
import { formatDay } from '../../platform/format/format-day';

/** One archived run in the contract's shape; `certificates: false` skips signing the certificate link. */
export async function presentHistory(
  history: TCourseHistoryItem,
  options: { certificates?: boolean } = {},
): Promise<TCourseHistoryRow> {
  const state = stateOf(history);
  return {
    id: history.history_id,
    course_id: history.course_id,
    user_id: history.user_id,
    state,
    state_text: stateText(state),
    enrolled_date: formatDay(history.enrolled_at),
    start_date: formatDay(history.started_at),
    complete_date: formatDay(history.completed_at),
    deadline: formatDay(history.deadline),
    progress: progressOf(history),
    test_score: history.test_complete === 1 ? (history.test_score ?? null) : null,
    test_score_text: testScoreText(history.has_test === 1, history),
    attempts: history.attempts ?? 0,
    certificate_url: (options.certificates ?? true) ? await certificateUrl(history.certificate_key) : null,
    archived_at: history.archived_at,
  };
}

/** The course and user an enrolment id names, both of the caller's company (404 otherwise). */
async function requireEnrolmentParties(companyId: string, enrolmentId: string) {
  const parsed = parseEnrolmentId(enrolmentId);
  if (!parsed) throw AppError.notFound();
  const [course, user] = await Promise.all([
    requireCourse(companyId, parsed.courseId),
    findUser(companyId, parsed.userId),
  ]);
  if (!user) throw AppError.notFound();
  return { course, user };
}

/**
 * GET /course-user-history/{id}, id = the enrolment id `<courseId>:<userId>`: the user's archived runs of the
 * course, newest first (the report's 'Course History' panel).
 */
export async function pageEnrolmentHistory(
  companyId: string,
  enrolmentId: string,
  query: TPageQuery,
  path: string,
): Promise<{ data: TCourseHistoryRow[]; meta: TPaginationMeta }> {
  const { course, user } = await requireEnrolmentParties(companyId, enrolmentId);
  const items = await listEnrolmentHistory(companyId, course.course_id, user.user_id);
  const page = paginate([...items].reverse(), { page: query.page, limit: query.limit, path });
  return { data: await Promise.all(page.data.map((item) => presentHistory(item))), meta: page.meta };
}
