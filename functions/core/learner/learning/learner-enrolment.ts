import type { TLearnerEnrolment } from '@skillway/shared';
import { presentOwnEnrolment } from '../../delivery/enrolment/own-enrolment';
import type { TEnrolmentItem } from '../../delivery/enrolment/enrolment-repository';
import { readCourseProgress, withLastAccess } from '../../delivery/progress/resume-point-repository';
import type { TProgressCourse } from '../../delivery/progress/progress-rules';
import { loadProgressInputs } from './learning-course';

/**
 * The caller's enrolment as the learner's screens use it: the enrolment with whether the course has a test and
 * which materials are accessed. With the course's material ids, `watched` lists only current materials (a removed
 * material's access is history); the lists, which do not read every course's material, pass none.
 */
export function presentLearnerEnrolment(
  enrolment: TEnrolmentItem,
  course: { hasTest: boolean; materialIds?: readonly string[] },
): TLearnerEnrolment {
  const accessed = Object.keys(enrolment.accessed ?? {});
  const current = course.materialIds ? new Set(course.materialIds) : undefined;
  return {
    ...presentOwnEnrolment(enrolment),
    has_test: course.hasTest,
    watched: current ? accessed.filter((id) => current.has(id)) : accessed,
  };
}

/** The caller's enrolment on a course with its exact last access (one consistent read with its resume point), or undefined. */
export async function findEnrolment(
  companyId: string,
  courseId: string,
  userId: string,
): Promise<TEnrolmentItem | undefined> {
  const { enrolment, resume } = await readCourseProgress(companyId, courseId, userId);
  return enrolment && withLastAccess(enrolment, resume);
}

/**
 * `include=enrolled` of GET /courses/{id} for any caller (the administrator's view included): their own enrolment,
 * or null. Reads the course's material and test for `watched` and `has_test` only when there is an enrolment.
 */
export async function findLearnerEnrolment(
  companyId: string,
  courseId: string,
  userId: string,
  course?: TProgressCourse,
): Promise<TLearnerEnrolment | null> {
  const enrolment = await findEnrolment(companyId, courseId, userId);
  if (!enrolment) return null;
  return presentLearnerEnrolment(enrolment, course ?? (await loadProgressInputs(companyId, courseId)));
}
