import {
  USER_COURSE_STATE,
  parseEnrolmentId,
  type TCourseHistoryRow,
  type TPageQuery,
  type TPaginationMeta,
} from '@skillway/shared';
import { AppError } from '../../platform/http/app-error';
import { paginate } from '../../platform/http/pagination';
import { findUser } from '../../people/users/user-repository';
import {
  courseHasTest,
  progressOf,
  stateOf,
  stateText,
  testScoreText,
} from '../../content/courses/course-progress-view';
import { getTests, requireCourse } from '../../content/courses/course-repository';
import {
  historyOf,
  listEnrolmentHistory,
  type TCourseHistoryItem,
  type TNewCourseHistory,
} from '../../content/courses/course-history-repository';
import { getEnrolments } from '../../delivery/enrolment/enrolment-repository';
import { courseTarget } from '../../delivery/enrolment/enrolment-targets';
import { certificateDownloadUrl } from '../../learner/certificates/certificate-file-name';
import { formatDay } from '../../platform/format/format-day';

/** The id of the current run's row (archived runs have their history id). */
const CURRENT_RUN_ID = 'current';

/** Whose run of which course: the certificate link downloads under their names (certificateFileName). */
interface TRunNames {
  course: string;
  learner: { first_name: string; last_name: string } | undefined;
}

/**
 * One run in the contract's shape: an archived run, or the current one (archived_at null). Its certificate link
 * downloads under the certificate's name (course and learner from `names`, the run's completion day), as every
 * certificate download does; `certificates: false` skips signing it.
 */
export async function presentHistory(
  history: TCourseHistoryItem | TNewCourseHistory,
  options: { certificates?: boolean; names?: TRunNames } = {},
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
    certificate_url:
      (options.certificates ?? true)
        ? await certificateDownloadUrl(history.certificate_key, {
            course: options.names?.course ?? '',
            learner: options.names?.learner,
            completedAt: history.completed_at,
          })
        : null,
    ...(history.certificate_id ? { certificate_id: history.certificate_id } : {}),
    cycle: history.cycle ?? null,
    expiry_date: formatDay(history.expires_on),
    archived_at: history.history_id === CURRENT_RUN_ID ? null : history.archived_at,
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

/** The user's current run of the course as a history row, when it is completed (the panel lists it first). */
async function currentCompletedRun(
  companyId: string,
  courseId: string,
  userId: string,
): Promise<TNewCourseHistory | null> {
  const target = courseTarget(courseId);
  const [enrolments, tests] = await Promise.all([
    getEnrolments(companyId, [{ userId, target }]),
    getTests(companyId, [courseId]),
  ]);
  const enrolment = [...enrolments.values()][0];
  if (!enrolment || stateOf(enrolment) !== USER_COURSE_STATE.COMPLETE) return null;
  return historyOf(enrolment, {
    by: '',
    at: enrolment.completed_at ?? new Date().toISOString(),
    hasTest: courseHasTest(tests.get(courseId)),
    historyId: CURRENT_RUN_ID,
  });
}

/**
 * GET /course-user-history/{id}, id = the enrolment id `<courseId>:<userId>`: the user's current run of the
 * course when it is completed, then the archived runs, newest first (the report's 'Course History' panel).
 */
export async function pageEnrolmentHistory(
  companyId: string,
  enrolmentId: string,
  query: TPageQuery,
  path: string,
): Promise<{ data: TCourseHistoryRow[]; meta: TPaginationMeta }> {
  const { course, user } = await requireEnrolmentParties(companyId, enrolmentId);
  const [items, current] = await Promise.all([
    listEnrolmentHistory(companyId, course.course_id, user.user_id),
    currentCompletedRun(companyId, course.course_id, user.user_id),
  ]);
  const runs = [...(current ? [current] : []), ...[...items].reverse()];
  const page = paginate(runs, { page: query.page, limit: query.limit, path });
  const names = { course: course.name, learner: user };
  return { data: await Promise.all(page.data.map((item) => presentHistory(item, { names }))), meta: page.meta };
}
