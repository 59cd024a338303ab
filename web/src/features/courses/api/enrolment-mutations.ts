import { useMutation } from '@tanstack/react-query';
import type { TCourseDeadlinesBody, TCourseEnrolBody, TCourseRemoveEnrolmentsBody } from '@skillway/shared';
import { api } from '../../../api';
import { useInvalidate } from '../../../lib/use-invalidate';
import { courseKeys } from './query-keys';

/** POST /course/enrol/{id}: the enrol stepper's save. */
export function enrolOnCourse(courseId: string, body: TCourseEnrolBody) {
  return api('enrolment.enrol', { params: { id: courseId }, body });
}

/** POST /course/manage-deadlines/{id}: the Set Deadline stepper and the one-row deadline dialog. */
export function setCourseDeadlines(courseId: string, body: TCourseDeadlinesBody) {
  return api('enrolment.manageDeadlines', { params: { id: courseId }, body });
}

/** POST /course/remove-user-and-groups/{id}: the Remove Users stepper and a course user's Remove action. */
export function removeCourseEnrolments(courseId: string, body: TCourseRemoveEnrolmentsBody) {
  return api('enrolment.removeEnrolments', { params: { id: courseId }, body });
}

/** Enrolment changes move the enrol lists and the course counters, so every course screen is refreshed. */
const COURSE_RESOURCES = [courseKeys.all] as const;

export function useSetCourseDeadlines() {
  const invalidate = useInvalidate(...COURSE_RESOURCES);
  return useMutation({
    mutationFn: ({ courseId, body }: { courseId: string; body: TCourseDeadlinesBody }) =>
      setCourseDeadlines(courseId, body),
    onSuccess: invalidate,
  });
}

export function useRemoveEnrolments() {
  const invalidate = useInvalidate(...COURSE_RESOURCES);
  return useMutation({
    mutationFn: ({ courseId, body }: { courseId: string; body: TCourseRemoveEnrolmentsBody }) =>
      removeCourseEnrolments(courseId, body),
    onSuccess: invalidate,
  });
}
