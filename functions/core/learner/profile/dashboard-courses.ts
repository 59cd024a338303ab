import { DASHBOARD_COURSES_MAX, type TDashboardCourse } from '@skillway/shared';
import { progressOf, stateOf, stateText } from '../../content/courses/course-progress-view';
import { getCoursesByIds } from '../../content/courses/course-repository';
import { presentImage } from '../../content/courses/present-course';
import type { TCourseItem } from '../../platform/db/types';
import type { TEnrolmentItem } from '../../delivery/enrolment/enrolment-repository';
import { listUserCourseEnrolments } from '../../delivery/progress/resume-point-repository';

/** When the learner last did something on the course: the last access, else the enrolment. */
export function lastActivityOf(enrolment: Pick<TEnrolmentItem, 'enrolled_at' | 'last_accessed_at'>): string {
  const accessed = enrolment.last_accessed_at ?? '';
  return accessed > enrolment.enrolled_at ? accessed : enrolment.enrolled_at;
}

/** The enrolments the widget considers, most recently active first (ISO times compare as text). */
export function mostRecentFirst<T extends Pick<TEnrolmentItem, 'enrolled_at' | 'last_accessed_at' | 'target_id'>>(
  enrolments: readonly T[],
): T[] {
  return [...enrolments].sort(
    (a, b) => lastActivityOf(b).localeCompare(lastActivityOf(a)) || a.target_id.localeCompare(b.target_id),
  );
}

function presentDashboardCourse(enrolment: TEnrolmentItem, course: TCourseItem, nowMs = Date.now()): TDashboardCourse {
  const state = stateOf(enrolment);
  return {
    id: course.course_id,
    name: course.name,
    state,
    state_text: stateText(state),
    progress: progressOf(enrolment),
    thumbnail: presentImage(course.thumbnail_key, nowMs),
    deadline: enrolment.deadline || null,
    last_activity_at: lastActivityOf(enrolment),
  };
}

/**
 * The dashboard's Courses widget: the user's published courses they were most recently active on, at most
 * DASHBOARD_COURSES_MAX. One Query of the user's course enrolments (and one of their resume points, for the exact
 * last access), then one BatchGet of the few candidates (a few more than shown, so an unpublished or deleted course
 * does not leave the widget short).
 */
export async function loadDashboardCourses(companyId: string, userId: string): Promise<TDashboardCourse[]> {
  const enrolments = mostRecentFirst(await listUserCourseEnrolments(companyId, userId));
  if (enrolments.length === 0) return [];
  const shown: TDashboardCourse[] = [];
  const batch = DASHBOARD_COURSES_MAX * 3;
  for (let start = 0; start < enrolments.length && shown.length < DASHBOARD_COURSES_MAX; start += batch) {
    const candidates = enrolments.slice(start, start + batch);
    const courses = await getCoursesByIds(
      companyId,
      candidates.map((enrolment) => enrolment.target_id),
    );
    for (const enrolment of candidates) {
      const course = courses.get(enrolment.target_id);
      if (course?.published && shown.length < DASHBOARD_COURSES_MAX)
        shown.push(presentDashboardCourse(enrolment, course));
    }
  }
  return shown;
}
