import type { TPaginationMeta, TTestLog, TTestLogSummary } from '@skillway/shared';
import { findCourse, requireCourse } from '../../content/courses/course-repository';
import { AppError } from '../../platform/http/app-error';
import { paginate } from '../../platform/http/pagination';
import type { TAuth } from '../../platform/http/principal';
import { decodeSnapshot } from './test-log-snapshot';
import { findTestLog, listTestLogHeads, type TTestLogHead } from '../../delivery/progress/test-log-repository';
import { assertCanSeeLearner } from './test-policy';

/** dd-mm-yyyy HH:mm of an ISO time, in UTC (the screens show their own local time from `created_at`). */
function formatAttemptDate(iso: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})/.exec(iso);
  return match ? `${match[3]}-${match[2]}-${match[1]} ${match[4]}:${match[5]}` : iso;
}

function presentSummary(log: TTestLogHead): TTestLogSummary {
  return {
    id: log.log_id,
    course_id: log.course_id,
    user_id: log.user_id,
    created_at: log.created_at,
    created_date_formatted: formatAttemptDate(log.created_at),
    attempt: log.attempt,
    score: log.score,
    passed: log.passed,
  };
}

/**
 * GET /quiz/logs/{id}: one user's attempts on a course (`user_id`, the caller by default), newest first, paged.
 * Readable by the learner, their manager and the administrator; for anyone else the user is not found.
 */
export async function listTestLogs(
  auth: TAuth,
  courseId: string,
  query: { user_id?: string; page?: number; limit?: number },
  path: string,
): Promise<{ data: TTestLogSummary[]; meta: TPaginationMeta }> {
  const userId = query.user_id ?? auth.userId;
  await assertCanSeeLearner(auth, userId);
  await requireCourse(auth.companyId, courseId);
  const page = paginate(await listTestLogHeads(auth.companyId, courseId, userId), {
    page: query.page,
    limit: query.limit,
    path,
  });
  return { data: page.data.map(presentSummary), meta: page.meta };
}

/** GET /quiz/log/{id}: one attempt with the answers given and the questions asked, each marked right or wrong. */
export async function getTestLog(auth: TAuth, logId: string): Promise<TTestLog> {
  const log = await findTestLog(auth.companyId, logId);
  if (!log) throw AppError.notFound();
  await assertCanSeeLearner(auth, log.user_id);
  const course = await findCourse(auth.companyId, log.course_id);
  if (!course) throw AppError.notFound();
  const snapshot = decodeSnapshot(log.snapshot);
  return {
    ...presentSummary(log),
    course_name: course.name,
    pass_mark: log.pass_mark,
    answer_log: snapshot.answers,
    questions: snapshot.questions,
  };
}
